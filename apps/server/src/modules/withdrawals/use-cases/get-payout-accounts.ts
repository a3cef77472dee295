import type { SiteContext } from '../../../platform/context.js';
import { payoutBanksOf } from '../banks.js';
import type { WithdrawalDeps } from '../deps.js';
import * as store from '../store.js';
import { accountView } from '../views.js';

/** The member's bound accounts, payee name, and the banks and e-wallets they may bind. */
export async function getPayoutAccounts(deps: WithdrawalDeps, site: SiteContext, memberId: number) {
  const [accounts, payeeName] = await Promise.all([
    store.listPayoutAccounts(deps.db, memberId),
    deps.payeeNameOf(memberId),
  ]);
  const { banks, ewallets } = payoutBanksOf(site.settings.currency.code);
  return { accounts: accounts.map(accountView), payeeName, banks, ewallets };
}
