import { ORDER_EXPORT_MAX_ROWS, type operatorDepositExportQuerySchema } from '@wps/contracts';
import type { z } from 'zod';
import { csvDocument } from '../../../kernel/csv.js';
import { formatMoney } from '../../../kernel/money.js';
import { orderListOf } from '../../../kernel/order-filters.js';
import type { SiteContext } from '../../../platform/context.js';
import type { DepositDeps } from '../deps.js';
import * as store from '../store.js';
import { recordOf, usernamesOf } from '../views.js';

const HEADER = [
  'orderNo',
  'createdAt',
  'memberId',
  'username',
  'kind',
  'method',
  'channel',
  'currency',
  'amount',
  'fee',
  'status',
  'payerName',
  'reference',
  'completedAt',
  'decidedBy',
  'remark',
];

/**
 * The deposits the filters match as CSV, in the list's order: at most ORDER_EXPORT_MAX_ROWS rows,
 * `truncated` when more matched.
 */
export async function exportDeposits(
  deps: DepositDeps,
  site: SiteContext,
  query: z.output<typeof operatorDepositExportQuerySchema>,
): Promise<{ csv: string; truncated: boolean }> {
  const { filter, sort } = orderListOf(query, site.settings.currency);
  const rows = await store.ordersInOrder(
    deps.db,
    { ...filter, merchantId: site.merchantId, status: query.status, kind: query.kind },
    sort,
    ORDER_EXPORT_MAX_ROWS + 1,
  );
  const truncated = rows.length > ORDER_EXPORT_MAX_ROWS;
  const shown = rows.slice(0, ORDER_EXPORT_MAX_ROWS);
  const names = await usernamesOf(
    deps,
    shown.map((row) => row.order.memberId),
  );
  const currency = site.settings.currency;
  const csv = csvDocument(
    HEADER,
    shown.map((row) => {
      const { order } = row;
      const record = recordOf(row, site, 'EN');
      return [
        order.orderNo,
        order.createdAt,
        order.memberId,
        names.get(order.memberId),
        order.kind,
        record.method,
        record.channel,
        order.currency,
        formatMoney(order.amount, currency),
        formatMoney(order.fee, currency),
        record.status,
        order.payerName,
        order.reference,
        record.completedAt === null ? null : new Date(record.completedAt),
        order.decidedBy,
        order.remark,
      ];
    }),
  );
  return { csv, truncated };
}
