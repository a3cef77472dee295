import type { SiteContext } from '../../../platform/context.js';
import { payBonus, reclaimBonus, refreshBonus } from '../bonus-money.js';
import type { PromotionDeps } from '../deps.js';
import * as store from '../store.js';
import * as raffleStore from '../raffle-store.js';
import { payDraw } from './raffles.js';

/** How long a state change may wait for its posting before the job posts it (the request is still running). */
const POSTING_GRACE_MS = 30_000;

/**
 * The every-minute job: bonuses whose posting never ran (a crash between commit and posting) are
 * posted with their own key, active bonuses whose time ran out expire (completed instead when their
 * turnover is met) and what they leave is taken back, and take-backs a busy wallet refused are tried
 * again. Every step is keyed, so running it twice, or beside a request doing the same, moves money once.
 */
export async function settleBonuses(
  deps: PromotionDeps,
  siteOf: (merchantId: number) => Promise<SiteContext>,
) {
  const now = deps.clock.now();
  const grace = new Date(now.getTime() - POSTING_GRACE_MS);
  let paid = 0;
  for (const bonus of await store.unpostedBonuses(deps.db, grace)) {
    await payBonus(deps, bonus);
    paid++;
  }
  let expired = 0;
  for (const bonus of await store.expiredActive(deps.db, now)) {
    const { bonus: after } = await refreshBonus(deps, await siteOf(bonus.merchantId), bonus);
    if (after.state === 'expired') expired++;
  }
  let reclaimed = 0;
  for (const bonus of await store.unreclaimed(deps.db, grace)) {
    await reclaimBonus(deps, bonus);
    reclaimed++;
  }
  let prizes = 0;
  for (const draw of await raffleStore.unpaidDraws(deps.db, grace)) {
    await payDraw(deps, draw);
    prizes++;
  }
  return { paid, expired, reclaimed, prizes };
}
