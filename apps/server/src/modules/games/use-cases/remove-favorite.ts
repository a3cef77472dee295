import { type SiteContext } from '../../../platform/context.js';
import type { GameDeps } from '../deps.js';
import { gameIn } from '../rules.js';
import * as store from '../store.js';

/** Drops a game of the catalogue from the member's favourites. */
export async function removeFavorite(deps: GameDeps, site: SiteContext, memberId: number, nodeId: number) {
  gameIn(await deps.cache.get(site.merchantId), nodeId);
  await store.removeFavorite(deps.db, memberId, nodeId);
}
