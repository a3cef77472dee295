import type { SiteContext } from '../../../platform/context.js';
import type { LoyaltyDeps } from '../deps.js';
import * as store from '../store.js';
import { postCashback } from './cashback.js';
import { finishRedemptions } from './mall.js';
import { finishConversion, postAccrual } from './points.js';
import { payClaim } from './missions.js';
import { postUnpaidReferrals } from './referral.js';
import * as missionStore from '../mission-store.js';

const GRACE_MS = 30_000;

/**
 * The every-minute sweep: points accruals, cashback payments, redemption steps and conversions whose
 * posting a crash or a busy wallet left undone, each posted with its own key (a replay of a posting
 * that did happen answers it, so nothing moves twice).
 */
export async function settleLoyalty(deps: LoyaltyDeps, siteOf: (merchantId: number) => Promise<SiteContext>) {
  const before = new Date(deps.clock.now().getTime() - GRACE_MS);
  let done = 0;
  for (const accrual of await store.unpostedAccruals(deps.db, before)) {
    await postAccrual(deps, accrual);
    done++;
  }
  for (const row of await store.unpostedCashback(deps.db, before)) {
    await postCashback(deps, await siteOf(row.merchantId), row);
    done++;
  }
  done += await finishRedemptions(deps, siteOf, before);
  for (const row of await store.unpaidConversions(deps.db, before)) {
    try {
      await finishConversion(deps, await siteOf(row.merchantId), row);
    } catch {
      // Too few points left: finishConversion removed it; anything else is tried again next minute.
    }
    done++;
  }
  for (const claim of await missionStore.unpaidClaims(deps.db, before)) {
    await payClaim(deps, await siteOf(claim.merchantId), claim);
    done++;
  }
  done += await postUnpaidReferrals(deps, siteOf, before);
  return { done };
}
