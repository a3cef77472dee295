import {
  pickLocalized,
  type DepositRecord,
  type Language,
  type Localized,
  type operatorDepositSchema,
} from '@wps/contracts';
import type { z } from 'zod';
import { formatMoney } from '../../kernel/money.js';
import type { SiteContext } from '../../platform/context.js';
import type { DepositDeps } from './deps.js';
import { shownStatus } from './rules.js';
import type * as store from './store.js';

type OperatorDeposit = z.input<typeof operatorDepositSchema>;

/** An order with the names of its channel and method (store.ordersPage, store.orderWithNames). */
export type NamedOrder = { order: store.OrderSummary; channelName: unknown; methodName: unknown };

export function recordOf(row: NamedOrder, site: SiteContext, language: Language): DepositRecord {
  const { order } = row;
  const currency = site.settings.currency;
  const shown = shownStatus(order);
  return {
    orderNo: order.orderNo,
    method: pickLocalized(row.methodName as Localized, language),
    channel: pickLocalized(row.channelName as Localized, language),
    kind: order.kind,
    amount: formatMoney(order.amount, currency),
    fee: formatMoney(order.fee, currency),
    status: shown.status,
    createdAt: order.createdAt.getTime(),
    completedAt: shown.completedAt,
    payUrl: order.kind === 'gateway' && order.status === 'PENDING' ? order.payUrl : null,
    reference: order.reference,
    remark: order.remark,
  };
}

/** The operator's view of an order; `names` caches usernames across the rows of one answer. */
export async function operatorRecordOf(
  deps: Pick<DepositDeps, 'usernameOf'>,
  row: NamedOrder,
  site: SiteContext,
  names: Map<number, string>,
) {
  const { order } = row;
  let username = names.get(order.memberId);
  if (username === undefined) {
    username = (await deps.usernameOf(order.memberId)) ?? `#${order.memberId}`;
    names.set(order.memberId, username);
  }
  return {
    ...recordOf(row, site, 'EN'),
    memberId: order.memberId,
    username,
    payerName: order.payerName,
    hasProof: order.hasProof,
    decidedBy: order.decidedBy,
  } satisfies OperatorDeposit;
}

/** The usernames of the members of some orders, looked up once each, a few at a time. */
export async function usernamesOf(
  deps: Pick<DepositDeps, 'usernameOf'>,
  memberIds: Iterable<number>,
): Promise<Map<number, string>> {
  const ids = [...new Set(memberIds)];
  const names = new Map<number, string>();
  for (let start = 0; start < ids.length; start += 20)
    await Promise.all(
      ids.slice(start, start + 20).map(async (id) => {
        names.set(id, (await deps.usernameOf(id)) ?? `#${id}`);
      }),
    );
  return names;
}
