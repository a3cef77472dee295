import type { Language } from '@wps/contracts';
import { type SiteContext } from '../../platform/context.js';
import type { GameView } from './catalogue.js';
import type { GameDeps } from './deps.js';
import * as store from './store.js';

/** What a member list answers from: the cached catalogue and, for a member, their favourites. */
export async function viewOf(
  deps: GameDeps,
  site: SiteContext,
  language: Language,
  memberId: number | null,
): Promise<GameView> {
  const [catalogue, favorites] = await Promise.all([
    deps.cache.get(site.merchantId),
    memberId === null ? Promise.resolve([]) : store.favoriteIds(deps.db, memberId),
  ]);
  return { site, language, catalogue, favorites: new Set(favorites), vendorBaseUrl: deps.vendorBaseUrl };
}
