import type { withdrawalRecordQuerySchema } from '@wps/contracts';
import type { z } from 'zod';
import { optionalDayRangeOf } from '../../../kernel/day-range.js';
import { pageCount, pageWindow } from '../../../kernel/paging.js';
import type { SiteContext } from '../../../platform/context.js';
import type { WithdrawalDeps } from '../deps.js';
import * as store from '../store.js';
import { recordOf } from '../views.js';

/** The member's withdrawals, newest first, by status and whole UTC days. */
export async function listWithdrawalRecords(
  deps: WithdrawalDeps,
  site: SiteContext,
  memberId: number,
  query: z.output<typeof withdrawalRecordQuerySchema>,
) {
  const { from, to } = optionalDayRangeOf(query, deps.clock.now());
  const { rows, total } = await store.listOrders(deps.db, {
    merchantId: site.merchantId,
    memberId,
    status: query.status,
    from,
    to,
    now: deps.clock.now(),
    ...pageWindow(query),
  });
  return {
    list: rows.map((row) => recordOf(row, site)),
    pageNum: query.pageNo,
    totalPages: pageCount(total, query.pageSize),
  };
}
