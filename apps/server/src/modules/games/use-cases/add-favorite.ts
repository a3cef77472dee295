import { type SiteContext } from '../../../platform/context.js';
import type { GameDeps } from '../deps.js';
import { gameIn } from '../rules.js';
import * as store from '../store.js';

/** Marks a game of the catalogue as the member's favourite (once). */
export async function addFavorite(deps: GameDeps, site: SiteContext, memberId: number, nodeId: number) {
  gameIn(await deps.cache.get(site.merchantId), nodeId);
  await store.addFavorite(deps.db, memberId, nodeId, deps.clock.now());
}
