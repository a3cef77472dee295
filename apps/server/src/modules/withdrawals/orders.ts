import type { WithdrawalStatus } from '@wps/contracts';
import type { SiteContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { recordDecision } from '../audit/decision.js';
import type { AuditActor } from '../audit/service.js';
import type { WithdrawalDeps } from './deps.js';
import { risksOf } from './risk.js';
import { SYSTEM_DECIDER } from './rules.js';
import * as store from './store.js';
import { operatorView } from './views.js';

export { turnoverSinceLastPayout } from './turnover.js';

/*
 * What several withdrawal use cases share: the ledger keys of an order, finding it, returning its
 * hold, the turnover since the last payout and an operator's decision.
 */

export function holdKey(memberId: number, requestId: string) {
  return `withdraw:${memberId}:${requestId}`;
}

/** One key for every decision on an order: the ledger lets only one of pay-out and return happen. */
export function decisionKey(orderId: number) {
  return `withdrawal-decision:${orderId}`;
}

/** Returns a held amount to the member (idempotent: the decision key allows one decision). */
export async function returnHold(deps: WithdrawalDeps, order: store.WithdrawalOrderRow, reason: string) {
  return deps.ledger.reverse(order.holdTransactionId!, decisionKey(order.id), {
    merchantId: order.merchantId,
    meta: { orderNo: order.orderNo, reason },
  });
}

/** A repeated request id: the same request answers its order again; another request is refused. */
export async function replayOf(
  deps: WithdrawalDeps,
  order: store.WithdrawalOrderRow,
  amount: bigint,
  accountId: number,
) {
  if (order.amount !== amount || order.payoutAccountId !== accountId)
    throw new AppError('idempotency.conflict');
  if (order.status === 'REJECTED' && order.decidedBy === SYSTEM_DECIDER) {
    await returnHold(deps, order, 'daily_limit');
    throw new AppError('withdraw.limit.reached', { dailyCountLeft: 0 });
  }
  return { orderNo: order.orderNo };
}

export async function requireOrder(deps: WithdrawalDeps, site: SiteContext, orderNo: string) {
  const row = await store.orderWithAccount(deps.db, site.merchantId, orderNo, deps.clock.now());
  if (!row) throw new AppError('not.found');
  return row;
}

/** Writes an operator's decision and its audit entry together; order.not.pending if someone decided first. */
export async function decide(
  deps: WithdrawalDeps,
  site: SiteContext,
  actor: AuditActor,
  order: store.WithdrawalOrderRow,
  from: readonly WithdrawalStatus[],
  patch: Parameters<typeof store.transitionOrder>[3] & { status: WithdrawalStatus },
  action: string,
) {
  const { db, clock } = deps;
  await recordDecision(
    db,
    actor,
    clock.now(),
    (tx) => store.transitionOrder(tx, order.id, [...from], patch, clock.now()),
    () => ({
      action,
      target: `withdrawal:${order.orderNo}`,
      merchantCode: site.merchantCode,
      before: { status: order.status, amount: order.amount.toString() },
      after: { status: patch.status, remark: patch.remark ?? order.remark },
    }),
  );
  deps.orderChanged({
    merchantId: site.merchantId,
    memberId: order.memberId,
    orderNo: order.orderNo,
    status: patch.status,
  });
  const row = await requireOrder(deps, site, order.orderNo);
  return operatorView(deps, row, site, (await risksOf(deps, site, [row])).get(row.order.id) ?? null);
}
