import type { SiteContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { decisionPosting, needsSecondApproval, requireChecker } from '../../audit/decision.js';
import type { AuditActor } from '../../audit/service.js';
import { ledgerAccount } from '../../ledger/accounts.js';
import type { WithdrawalDeps } from '../deps.js';
import { decide, decisionKey, requireOrder } from '../orders.js';
import { autoReceiveAt, isDecidable, limitsOf } from '../rules.js';

/**
 * Approves a withdrawal. Above the second-approval threshold the first approval only marks it
 * AWAITING_SECOND_APPROVAL and a different operator pays it. Paying posts the held amount out:
 * what the member receives to clearing (the payment side that sends it), the charge to the house.
 */
export async function approveWithdrawal(
  deps: WithdrawalDeps,
  site: SiteContext,
  actor: AuditActor,
  orderNo: string,
  remark: string | undefined,
) {
  const limits = limitsOf(site.settings);
  const { order, status } = await requireOrder(deps, site, orderNo);
  if (!isDecidable(status)) throw new AppError('order.not.pending');
  const checker = requireChecker(
    actor,
    status === 'AWAITING_SECOND_APPROVAL' ? order.firstApprovedById : null,
  );

  if (status === 'PENDING' && needsSecondApproval(order.amount, limits.secondApprovalAbove))
    return decide(
      deps,
      site,
      actor,
      order,
      ['PENDING'],
      {
        status: 'AWAITING_SECOND_APPROVAL',
        firstApprovedBy: checker.name,
        firstApprovedById: checker.id,
        firstApprovedAt: deps.clock.now(),
        ...(remark ? { remark } : {}),
      },
      'withdrawal.approve.first',
    );
  const payout = order.amount - order.charge;
  const settled = await decisionPosting(() =>
    deps.ledger.post({
      merchantId: order.merchantId,
      currency: order.currency,
      type: 'withdrawal',
      idempotencyKey: decisionKey(order.id),
      legs: [
        { account: ledgerAccount.pendingWithdrawal(order.memberId), amount: -order.amount },
        { account: ledgerAccount.clearing, amount: payout },
        ...(order.charge > 0n ? [{ account: ledgerAccount.house, amount: order.charge }] : []),
      ],
      meta: { orderNo: order.orderNo },
    }),
  );
  const now = deps.clock.now();
  return decide(
    deps,
    site,
    actor,
    order,
    [status],
    {
      status: 'PAID',
      decidedBy: actor.operatorName,
      settleTransactionId: settled.answer.transactionId,
      paidAt: now,
      autoReceiveAt: autoReceiveAt(now, site.settings.flags.withdrawalAutoReceiveMinutes),
      ...(remark ? { remark } : {}),
    },
    'withdrawal.approve',
  );
}
