import type { PayoutBank } from '@wps/contracts';
import type { SiteContext } from '../../../platform/context.js';
import * as bankStore from '../bank-store.js';
import type { WithdrawalDeps } from '../deps.js';
import { toPayoutBank } from '../payout-banks.js';

/** The merchant's banks and e-wallets (of one country when given), switched on or not. */
export async function listPayoutBanks(
  deps: WithdrawalDeps,
  site: SiteContext,
  country?: string,
): Promise<{ list: PayoutBank[] }> {
  return { list: (await bankStore.listPayoutBanks(deps.db, site.merchantId, country)).map(toPayoutBank) };
}
