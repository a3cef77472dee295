import type { SiteContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { ledgerAccount } from '../ledger/accounts.js';
import type { PromotionDeps } from './deps.js';
import { expiryOf, type Turnover } from './rules.js';
import { turnoverOfBonus } from './standing.js';
import * as store from './store.js';
import type { BonusRow } from './store.js';

/*
 * The bonus's money: paid by one ledger posting from the promotions account keyed `promo:<id>`, and
 * taken back (forfeit, expiry) by one keyed `promo-reclaim:<id>`. Each runs after the state change
 * committed; a crash in between leaves the state with no posting recorded, and the settle job posts
 * it with the same key (a replay answers the first posting), so a bonus is paid at most once.
 */

export const payKey = (bonusId: number) => `promo:${bonusId}`;
export const reclaimKey = (bonusId: number) => `promo-reclaim:${bonusId}`;

/** Posts a paid bonus and records the posting (its payment time starts the turnover and the expiry). */
export async function payBonus(deps: PromotionDeps, bonus: BonusRow): Promise<BonusRow> {
  if (bonus.transactionId !== null) return bonus;
  const posted = await deps.ledger.move({
    merchantId: bonus.merchantId,
    currency: bonus.currency,
    type: 'promotion',
    idempotencyKey: payKey(bonus.id),
    from: ledgerAccount.promotions,
    to: ledgerAccount.main(bonus.memberId),
    amount: bonus.amountMinor,
    meta: { bonusId: bonus.id, activityId: bonus.activityId },
  });
  // The site's clock (the ledger stamps its own time): the turnover counts rounds opened from here.
  const paidAt = deps.clock.now();
  const marked = await store.markPaid(deps.db, bonus.id, {
    transactionId: posted.answer.transactionId,
    paidAt,
    expiresAt: bonus.state === 'active' ? expiryOf(paidAt, bonus.expiryHours) : null,
    updatedAt: deps.clock.now(),
  });
  deps.rewardsChanged(bonus.merchantId, bonus.memberId);
  return marked ?? bonus;
}

/**
 * Takes back what the member's main wallet still holds of an ended bonus (at most its amount); the
 * rest was played. A wallet that cannot cover it now (a bet in flight) is tried again by the job.
 */
export async function reclaimBonus(deps: PromotionDeps, bonus: BonusRow): Promise<void> {
  if (bonus.reclaimedMinor !== null) return;
  if (bonus.transactionId === null) await payBonus(deps, bonus);
  const balance = await deps.ledger.balance(
    bonus.merchantId,
    bonus.currency,
    ledgerAccount.main(bonus.memberId),
  );
  const amount = balance < bonus.amountMinor ? balance : bonus.amountMinor;
  if (amount > 0n) {
    try {
      await deps.ledger.move({
        merchantId: bonus.merchantId,
        currency: bonus.currency,
        type: 'promotion',
        idempotencyKey: reclaimKey(bonus.id),
        from: ledgerAccount.main(bonus.memberId),
        to: ledgerAccount.promotions,
        amount,
        meta: { bonusId: bonus.id, reclaim: true },
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'balance.insufficient') return;
      throw error;
    }
  }
  await store.markReclaimed(deps.db, bonus.id, amount, deps.clock.now());
  deps.rewardsChanged(bonus.merchantId, bonus.memberId);
}

/**
 * An active bonus as it stands now: completed once its turnover is met, expired (and taken back)
 * once its time ran out first. Answers the bonus and its turnover.
 */
export async function refreshBonus(
  deps: PromotionDeps,
  site: SiteContext,
  bonus: BonusRow,
): Promise<{ bonus: BonusRow; turnover: Turnover }> {
  const turnover = await turnoverOfBonus(deps, site, bonus);
  if (bonus.state !== 'active') return { bonus, turnover };
  const now = deps.clock.now();
  if (turnover.remaining === 0n) {
    const done = await store.moveBonus(deps.db, bonus.id, ['active'], {
      state: 'completed',
      turnoverDoneMinor: turnover.done,
      endedAt: now,
      updatedAt: now,
    });
    if (done) deps.rewardsChanged(bonus.merchantId, bonus.memberId);
    return { bonus: done ?? bonus, turnover };
  }
  if (bonus.expiresAt !== null && bonus.expiresAt <= now) {
    const expired = await store.moveBonus(deps.db, bonus.id, ['active'], {
      state: 'expired',
      turnoverDoneMinor: turnover.done,
      endedAt: now,
      updatedAt: now,
    });
    if (expired) {
      await reclaimBonus(deps, expired);
      return { bonus: expired, turnover };
    }
  }
  return { bonus, turnover };
}
