import type { SiteContext } from '../../../platform/context.js';
import type { DepositDeps } from '../deps.js';
import { depositAllowed } from '../rules.js';
import { settleExpired } from '../settlement.js';
import * as store from '../store.js';

/** Whether the member may deposit, and how many deposits of theirs were paid. */
export async function getDepositSettings(deps: DepositDeps, site: SiteContext, memberId: number) {
  await settleExpired(deps, { memberId });
  return {
    // With DPSTBAS3 off the route itself answers function.not.available; said here for clarity.
    allowDeposit: depositAllowed(site.settings.modules),
    totalDepositSuccessCount: await store.countPaid(deps.db, memberId),
  };
}
