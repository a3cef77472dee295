import type { operatorWithdrawalQuerySchema } from '@wps/contracts';
import type { z } from 'zod';
import { pageCount, pageWindow } from '../../../kernel/paging.js';
import type { SiteContext } from '../../../platform/context.js';
import type { WithdrawalDeps } from '../deps.js';
import * as store from '../store.js';
import { operatorView } from '../views.js';

/** The site's withdrawals for operators, newest first, by status. */
export async function listOperatorWithdrawals(
  deps: WithdrawalDeps,
  site: SiteContext,
  query: z.output<typeof operatorWithdrawalQuerySchema>,
) {
  const { rows, total } = await store.listOrders(deps.db, {
    merchantId: site.merchantId,
    status: query.status,
    now: deps.clock.now(),
    ...pageWindow(query),
  });
  return {
    list: await Promise.all(rows.map((row) => operatorView(deps, row, site))),
    pageNum: query.pageNo,
    totalPages: pageCount(total, query.pageSize),
  };
}
