import type { operatorDepositQuerySchema } from '@wps/contracts';
import type { z } from 'zod';
import { orderListOf } from '../../../kernel/order-filters.js';
import { pageCount, pageWindow } from '../../../kernel/paging.js';
import type { SiteContext } from '../../../platform/context.js';
import type { DepositDeps } from '../deps.js';
import { repairCredits, settleExpired } from '../settlement.js';
import * as store from '../store.js';
import { operatorRecordOf, usernamesOf } from '../views.js';

type OperatorQuery = z.output<typeof operatorDepositQuerySchema>;

/**
 * The site's deposits for operators by status, kind, member, time and amount, sorted (newest first
 * by default), with how many match and the queue's latest change (a version to poll).
 */
export async function listDepositQueue(deps: DepositDeps, site: SiteContext, query: OperatorQuery) {
  const { filter, sort } = orderListOf(query, site.settings.currency);
  await settleExpired(deps, { merchantId: site.merchantId });
  await repairCredits(deps, { merchantId: site.merchantId });
  const [{ rows, total }, state] = await Promise.all([
    store.ordersPage(
      deps.db,
      { ...filter, merchantId: site.merchantId, status: query.status, kind: query.kind },
      query.pageSize,
      pageWindow(query).offset,
      sort,
    ),
    store.queueState(deps.db, site.merchantId),
  ]);
  const names = await usernamesOf(
    deps,
    rows.map((row) => row.order.memberId),
  );
  const list = [];
  for (const row of rows) list.push(await operatorRecordOf(deps, row, site, names));
  return {
    list,
    pageNum: query.pageNo,
    totalPages: pageCount(total, query.pageSize),
    total,
    updatedAt: state.updatedAt?.getTime() ?? null,
  };
}
