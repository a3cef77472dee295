import { ORDER_EXPORT_MAX_ROWS, type operatorWithdrawalExportQuerySchema } from '@wps/contracts';
import type { z } from 'zod';
import { csvDocument } from '../../../kernel/csv.js';
import { formatMoney } from '../../../kernel/money.js';
import { orderListOf } from '../../../kernel/order-filters.js';
import type { SiteContext } from '../../../platform/context.js';
import type { WithdrawalDeps } from '../deps.js';
import * as store from '../store.js';
import { usernamesOf } from '../views.js';

const HEADER = [
  'orderNo',
  'createdAt',
  'memberId',
  'username',
  'currency',
  'amount',
  'charge',
  'receive',
  'status',
  'bankName',
  'accountName',
  'accountNumber',
  'firstApprovedBy',
  'firstApprovedAt',
  'decidedBy',
  'paidAt',
  'remark',
];

/**
 * The withdrawals the filters match as CSV, in the list's order (status as seen now): at most
 * ORDER_EXPORT_MAX_ROWS rows, `truncated` when more matched.
 */
export async function exportWithdrawals(
  deps: WithdrawalDeps,
  site: SiteContext,
  query: z.output<typeof operatorWithdrawalExportQuerySchema>,
): Promise<{ csv: string; truncated: boolean }> {
  const currency = site.settings.currency;
  const { filter, sort } = orderListOf(query, currency);
  const rows = await store.ordersInOrder(
    deps.db,
    { ...filter, merchantId: site.merchantId, status: query.status, now: deps.clock.now() },
    sort,
    ORDER_EXPORT_MAX_ROWS + 1,
  );
  const truncated = rows.length > ORDER_EXPORT_MAX_ROWS;
  const shown = rows.slice(0, ORDER_EXPORT_MAX_ROWS);
  const names = await usernamesOf(
    deps,
    shown.map((row) => row.order.memberId),
  );
  const csv = csvDocument(
    HEADER,
    shown.map(({ order, status, account }) => [
      order.orderNo,
      order.createdAt,
      order.memberId,
      names.get(order.memberId),
      order.currency,
      formatMoney(order.amount, currency),
      formatMoney(order.charge, currency),
      formatMoney(order.amount - order.charge, currency),
      status,
      account.bankName,
      account.accountName,
      account.accountNumber,
      order.firstApprovedBy,
      order.firstApprovedAt,
      order.decidedBy,
      order.paidAt,
      order.remark,
    ]),
  );
  return { csv, truncated };
}
