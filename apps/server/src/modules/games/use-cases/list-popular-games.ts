import type { Language } from '@wps/contracts';
import { type SiteContext } from '../../../platform/context.js';
import { toGame } from '../catalogue.js';
import type { GameDeps } from '../deps.js';
import { popularGames, popularSince } from '../rules.js';
import * as store from '../store.js';
import { viewOf } from '../views.js';

/** The most launched games of the last 7 days; the hot games when nothing was played. */
export async function listPopularGames(deps: GameDeps, site: SiteContext, count: number, language: Language) {
  const view = await viewOf(deps, site, language, null);
  const since = popularSince(deps.clock.now());
  const ids = await store.popularGameIds(deps.db, site.merchantId, since, count + 20);
  return { list: popularGames(view.catalogue, ids, count).map((game) => toGame(game, view)) };
}
