import type { Language } from '@wps/contracts';
import { type SiteContext } from '../../../platform/context.js';
import { toGame } from '../catalogue.js';
import type { GameDeps } from '../deps.js';
import { hotGameFilter } from '../rules.js';
import { viewOf } from '../views.js';

/** The hot games, optionally of one vendor or category. */
export async function listHotGames(
  deps: GameDeps,
  site: SiteContext,
  filter: { vassalage?: string | undefined; gameType?: string | undefined },
  language: Language,
) {
  const view = await viewOf(deps, site, language, null);
  return {
    list: view.catalogue.live.filter(hotGameFilter(filter)).map((game) => toGame(game, view)),
  };
}
