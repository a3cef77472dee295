import type { withdrawRequestSchema } from '@wps/contracts';
import type { z } from 'zod';
import { utcDayStart } from '../../../kernel/day-range.js';
import { formatMoney, memberAmount, memberFacing, orderNoOf, requireWithin } from '../../../kernel/money.js';
import type { MemberPrincipal, SiteContext } from '../../../platform/context.js';
import { AppError, validationError } from '../../../platform/errors.js';
import { ledgerAccount } from '../../ledger/accounts.js';
import type { WithdrawalDeps } from '../deps.js';
import { holdKey, replayOf, turnoverSinceLastPayout } from '../orders.js';
import { chargeFor, dailyRefusal, leavesNothing, LIMIT_REMARK, limitsOf, SYSTEM_DECIDER } from '../rules.js';
import * as store from '../store.js';

/**
 * Requests a withdrawal: checks, then ONE ledger posting holding the amount (idempotent on the
 * member's request id), then the PENDING order. A retry of the same request answers the same
 * order, also after a failure between the posting and the order row.
 */
export async function requestWithdrawal(
  deps: WithdrawalDeps,
  site: SiteContext,
  member: MemberPrincipal,
  input: z.output<typeof withdrawRequestSchema>,
) {
  const { db, clock, ledger } = deps;
  const limits = limitsOf(site.settings);
  const { currency } = limits;
  if (!limits.enabled) throw new AppError('function.not.available');
  await deps.checkPaymentPassword(member.id, input.paymentPassword);
  const amount = memberAmount(input.amount, currency);
  const earlier = await store.findOrderByRequest(db, member.id, input.requestId);
  if (earlier) return replayOf(deps, earlier, amount, input.accountId);

  const account = await store.findPayoutAccount(db, member.id, input.accountId);
  if (!account)
    throw validationError({ accountId: { code: 'field.not_found', message: 'No such payout account' } });
  requireWithin(amount, limits.min, limits.max, currency);
  const now = clock.now();
  const dayStart = utcDayStart(now);
  const refusal = dailyRefusal(await store.requestedSince(db, member.id, dayStart), amount, limits);
  if (refusal) throw refusal;
  const turnover = await turnoverSinceLastPayout(deps, site, member.id, limits);
  if (turnover.remaining > 0n)
    throw new AppError('withdraw.turnover.required', {
      required: formatMoney(turnover.required, currency),
      completed: formatMoney(turnover.completed, currency),
      remaining: formatMoney(turnover.remaining, currency),
    });
  const bonus = await deps.bonusHold?.(site, member.id);
  if (bonus && bonus.remaining > 0n)
    throw new AppError('withdraw.bonus.turnover', {
      required: formatMoney(bonus.required, currency),
      done: formatMoney(bonus.done, currency),
      remaining: formatMoney(bonus.remaining, currency),
    });
  // Whether or not today's free withdrawals are used up, something must be left to receive.
  if (leavesNothing(amount, limits))
    throw new AppError('amount.out.of.range', {
      min: formatMoney(limits.min, currency),
      max: formatMoney(limits.max, currency),
    });

  const orderNo = orderNoOf('W', member.id, input.requestId);
  const hold = await ledger
    .move({
      merchantId: site.merchantId,
      currency: currency.code,
      type: 'withdrawal_hold',
      idempotencyKey: holdKey(member.id, input.requestId),
      from: ledgerAccount.main(member.id),
      to: ledgerAccount.pendingWithdrawal(member.id),
      amount,
      meta: { orderNo, payoutAccountId: account.id },
    })
    .catch((error: unknown) => {
      throw memberFacing(error, currency);
    });

  // Under the member's lock the daily limits are checked again, so concurrent requests cannot
  // pass them together; one refused here keeps a REJECTED order and gets its money back.
  const order = await db.transaction(async (tx) => {
    await store.lockMember(tx, member.id);
    const twin = await store.findOrderByRequest(tx, member.id, input.requestId);
    if (twin) return twin;
    const today = await store.requestedSince(tx, member.id, dayStart);
    const late = dailyRefusal(today, amount, limits);
    const inserted = await store.insertOrder(tx, {
      orderNo,
      merchantId: site.merchantId,
      memberId: member.id,
      payoutAccountId: account.id,
      currency: currency.code,
      amount,
      charge: chargeFor(amount, today.count, limits),
      status: late ? 'REJECTED' : 'PENDING',
      requestId: input.requestId,
      holdTransactionId: hold.answer.transactionId,
      decidedBy: late ? SYSTEM_DECIDER : null,
      remark: late ? LIMIT_REMARK : null,
      createdAt: now,
      updatedAt: now,
    });
    return inserted!;
  });
  if (order.orderNo === orderNo) deps.queueChanged?.();
  return replayOf(deps, order, amount, input.accountId);
}
