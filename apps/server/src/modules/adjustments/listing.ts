import {
  ORDER_EXPORT_MAX_ROWS,
  type adjustmentSchema,
  type operatorAdjustmentExportQuerySchema,
} from '@wps/contracts';
import type { z } from 'zod';
import { csvDocument } from '../../kernel/csv.js';
import { formatMoney } from '../../kernel/money.js';
import { orderListOf } from '../../kernel/order-filters.js';
import type { SiteContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db/index.js';
import type { MemberService } from '../members/service.js';
import { shownDecider } from './rules.js';
import * as store from './store.js';

/* The operator's view of adjustments: one row as the list shows it, usernames, the CSV export. */

type Adjustment = z.input<typeof adjustmentSchema>;

export function viewOf(site: SiteContext, row: store.AdjustmentRow, username: string): Adjustment {
  return {
    id: row.id,
    memberId: row.memberId,
    username,
    amount: formatMoney(row.amount, site.settings.currency),
    reason: row.reason,
    status: row.status,
    createdBy: row.createdBy,
    decidedBy: shownDecider(row),
    createdAt: row.createdAt.getTime(),
  };
}

/** The usernames of some members, looked up once each, a few at a time. */
export async function usernamesOf(
  members: Pick<MemberService, 'summaryOf'>,
  memberIds: Iterable<number>,
): Promise<Map<number, string>> {
  const ids = [...new Set(memberIds)];
  const names = new Map<number, string>();
  for (let start = 0; start < ids.length; start += 20)
    await Promise.all(
      ids.slice(start, start + 20).map(async (id) => {
        names.set(id, (await members.summaryOf(id))?.username ?? '');
      }),
    );
  return names;
}

const HEADER = [
  'id',
  'createdAt',
  'memberId',
  'username',
  'currency',
  'amount',
  'status',
  'reason',
  'createdBy',
  'decidedBy',
  'decidedAt',
];

/**
 * The adjustments the filters match as CSV, in the list's order: at most ORDER_EXPORT_MAX_ROWS rows,
 * `truncated` when more matched.
 */
export async function exportAdjustments(
  db: Executor,
  members: Pick<MemberService, 'summaryOf'>,
  site: SiteContext,
  query: z.output<typeof operatorAdjustmentExportQuerySchema>,
): Promise<{ csv: string; truncated: boolean }> {
  const currency = site.settings.currency;
  const { filter, sort } = orderListOf(query, currency);
  const rows = await store.adjustmentsInOrder(
    db,
    { ...filter, merchantId: site.merchantId, status: query.status },
    sort,
    ORDER_EXPORT_MAX_ROWS + 1,
  );
  const truncated = rows.length > ORDER_EXPORT_MAX_ROWS;
  const shown = rows.slice(0, ORDER_EXPORT_MAX_ROWS);
  const names = await usernamesOf(
    members,
    shown.map((row) => row.memberId),
  );
  const csv = csvDocument(
    HEADER,
    shown.map((row) => {
      const decided = shownDecider(row);
      return [
        row.id,
        row.createdAt,
        row.memberId,
        names.get(row.memberId),
        row.currency,
        formatMoney(row.amount, currency),
        row.status,
        row.reason,
        row.createdBy,
        decided,
        decided === null ? null : row.decidedAt,
      ];
    }),
  );
  return { csv, truncated };
}
