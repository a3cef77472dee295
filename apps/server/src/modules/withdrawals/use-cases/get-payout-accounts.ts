import type { SiteContext } from '../../../platform/context.js';
import * as bankStore from '../bank-store.js';
import type { WithdrawalDeps } from '../deps.js';
import { payoutCountryOf, payoutOptionsOf } from '../rules.js';
import * as store from '../store.js';
import { accountView } from '../views.js';

/**
 * The member's bound accounts, payee name, and the banks and e-wallets they may bind: the merchant's
 * of the country asked for, else of the merchant's country (its currency's).
 */
export async function getPayoutAccounts(
  deps: WithdrawalDeps,
  site: SiteContext,
  memberId: number,
  country?: string,
) {
  const [accounts, payeeName, banks] = await Promise.all([
    store.listPayoutAccounts(deps.db, memberId),
    deps.payeeNameOf(memberId),
    bankStore.listPayoutBanks(
      deps.db,
      site.merchantId,
      country ?? payoutCountryOf(site.settings.currency.code),
    ),
  ]);
  return { accounts: accounts.map(accountView), payeeName, ...payoutOptionsOf(banks) };
}
