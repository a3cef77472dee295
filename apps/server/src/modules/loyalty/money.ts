import type { SiteContext } from '../../platform/context.js';
import type { AccountRef } from '../ledger/accounts.js';
import { ledgerAccount } from '../ledger/accounts.js';
import type { LoyaltyDeps } from './deps.js';

/*
 * Loyalty's postings. Money (upgrade and birthday rewards, cashback, cash rewards, conversions) moves
 * from the promotions account; points are the ledger's currency PTS, on the member's `points` wallet
 * against the promotions account in PTS, so they follow the same double entry and never mix with money.
 */

export const POINTS = 'PTS';
export const pointsAccount = (memberId: number): AccountRef => ({
  kind: 'member',
  memberId,
  wallet: 'points',
});

export async function payMoney(
  deps: LoyaltyDeps,
  site: SiteContext,
  memberId: number,
  amount: bigint,
  key: string,
  type: 'promotion' | 'rebate',
  meta: Record<string, string | number>,
) {
  return deps.ledger.move({
    merchantId: site.merchantId,
    currency: site.settings.currency.code,
    type,
    idempotencyKey: key,
    from: ledgerAccount.promotions,
    to: ledgerAccount.main(memberId),
    amount,
    meta,
  });
}

/** Moves points: positive to the member (earned, given back), negative from them (redeemed, converted). */
export async function movePoints(
  deps: LoyaltyDeps,
  merchantId: number,
  memberId: number,
  points: bigint,
  key: string,
  kind: 'earn' | 'redeem' | 'return' | 'convert',
) {
  const member = pointsAccount(memberId);
  return deps.ledger.move({
    merchantId,
    currency: POINTS,
    type: 'points',
    idempotencyKey: key,
    from: points > 0n ? ledgerAccount.promotions : member,
    to: points > 0n ? member : ledgerAccount.promotions,
    amount: points > 0n ? points : -points,
    meta: { kind },
  });
}

export async function pointsOfMember(deps: LoyaltyDeps, merchantId: number, memberId: number) {
  return deps.ledger.balance(merchantId, POINTS, pointsAccount(memberId));
}
