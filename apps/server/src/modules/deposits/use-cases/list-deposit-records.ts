import type { depositRecordQuerySchema, Language } from '@wps/contracts';
import type { z } from 'zod';
import { pageCount, pageWindow } from '../../../kernel/paging.js';
import type { SiteContext } from '../../../platform/context.js';
import type { DepositDeps } from '../deps.js';
import { recordsRange } from '../rules.js';
import { repairCredits, settleExpired } from '../settlement.js';
import * as store from '../store.js';
import { recordOf } from '../views.js';

type RecordQuery = z.output<typeof depositRecordQuerySchema>;

/** The member's deposits, newest first, in a range of at most 31 days (default: the last 7). */
export async function listDepositRecords(
  deps: DepositDeps,
  site: SiteContext,
  memberId: number,
  query: RecordQuery,
  language: Language,
) {
  const { from, to } = recordsRange(query, deps.clock.now());
  await settleExpired(deps, { memberId });
  await repairCredits(deps, { memberId });
  const { rows, total } = await store.ordersPage(
    deps.db,
    { memberId, merchantId: site.merchantId, status: query.status, from, to },
    query.pageSize,
    pageWindow(query).offset,
  );
  return {
    list: rows.map((row) => recordOf(row, site, language)),
    pageNum: query.pageNo,
    totalPages: pageCount(total, query.pageSize),
  };
}
