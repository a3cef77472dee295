import type { SiteContext } from '../../platform/context.js';
import { memberTotals } from '../ledger/totals.js';
import type { WithdrawalDeps } from './deps.js';
import { turnoverOf, type Limits } from './rules.js';
import * as store from './store.js';

/** The member's turnover since their last paid withdrawal (docs/product.md §Withdrawals). */
export async function turnoverSinceLastPayout(
  deps: Pick<WithdrawalDeps, 'db'>,
  site: SiteContext,
  memberId: number,
  limits: Limits,
) {
  const after = await store.lastPaidHoldTransaction(deps.db, memberId);
  const totals = await memberTotals(deps.db, {
    merchantId: site.merchantId,
    currency: limits.currency.code,
    memberId,
    types: ['deposit', 'bet'],
    afterTransactionId: after,
    wallets: 'all',
  });
  return turnoverOf(totals.get('deposit')!.credits, totals.get('bet')!.debits, limits.turnoverBasisPoints);
}
