import type { operatorWithdrawalQuerySchema } from '@wps/contracts';
import type { z } from 'zod';
import { orderListOf } from '../../../kernel/order-filters.js';
import { pageCount, pageWindow } from '../../../kernel/paging.js';
import type { SiteContext } from '../../../platform/context.js';
import type { WithdrawalDeps } from '../deps.js';
import { risksOf } from '../risk.js';
import * as store from '../store.js';
import { operatorView, usernamesOf } from '../views.js';

/**
 * The site's withdrawals for operators by status, member, time and amount, sorted (newest first by
 * default), each with its maker-checker state and, while it awaits a decision, its risk hints; with
 * how many match and the queue's latest change (a version to poll).
 */
export async function listOperatorWithdrawals(
  deps: WithdrawalDeps,
  site: SiteContext,
  query: z.output<typeof operatorWithdrawalQuerySchema>,
) {
  const { filter, sort } = orderListOf(query, site.settings.currency);
  const [{ rows, total }, state] = await Promise.all([
    store.listOrders(
      deps.db,
      {
        ...filter,
        merchantId: site.merchantId,
        status: query.status,
        now: deps.clock.now(),
        ...pageWindow(query),
      },
      sort,
    ),
    store.queueState(deps.db, site.merchantId),
  ]);
  const [risks, names] = await Promise.all([
    risksOf(deps, site, rows),
    usernamesOf(
      deps,
      rows.map((row) => row.order.memberId),
    ),
  ]);
  return {
    list: await Promise.all(
      rows.map((row) =>
        operatorView(deps, row, site, risks.get(row.order.id) ?? null, names.get(row.order.memberId)),
      ),
    ),
    pageNum: query.pageNo,
    totalPages: pageCount(total, query.pageSize),
    total,
    updatedAt: state.updatedAt?.getTime() ?? null,
  };
}
