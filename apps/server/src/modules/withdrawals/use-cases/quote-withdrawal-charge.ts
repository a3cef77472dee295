import { utcDayStart } from '../../../kernel/day-range.js';
import { formatMoney, memberAmount } from '../../../kernel/money.js';
import type { SiteContext } from '../../../platform/context.js';
import type { WithdrawalDeps } from '../deps.js';
import { chargeFor, limitsOf, receiveOf } from '../rules.js';
import * as store from '../store.js';

/** What a withdrawal of `amountText` would cost if requested now. */
export async function quoteWithdrawalCharge(
  deps: WithdrawalDeps,
  site: SiteContext,
  memberId: number,
  amountText: string,
) {
  const limits = limitsOf(site.settings);
  const amount = memberAmount(amountText, limits.currency);
  const today = await store.requestedSince(deps.db, memberId, utcDayStart(deps.clock.now()));
  const charge = chargeFor(amount, today.count, limits);
  return {
    amount: formatMoney(amount, limits.currency),
    charge: formatMoney(charge, limits.currency),
    receive: formatMoney(receiveOf(amount, charge), limits.currency),
  };
}
