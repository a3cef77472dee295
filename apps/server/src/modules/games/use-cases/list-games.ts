import type { GameListQuery, Language } from '@wps/contracts';
import { type SiteContext } from '../../../platform/context.js';
import { slicePage } from '../../../kernel/paging.js';
import { toGame } from '../catalogue.js';
import type { GameDeps } from '../deps.js';
import { gameListFilter } from '../rules.js';
import { viewOf } from '../views.js';

/** The members' game list, filtered and paged; a member's favourites are marked. */
export async function listGames(
  deps: GameDeps,
  site: SiteContext,
  query: GameListQuery,
  language: Language,
  memberId: number | null,
) {
  const view = await viewOf(deps, site, language, memberId);
  const matches = view.catalogue.live.filter(gameListFilter(query, site.settings.currency.decimals));
  const page = slicePage(matches, query);
  return {
    games: page.list.map((game) => toGame(game, view)),
    pageNum: query.pageNo,
    totalPages: page.totalPages,
    total: matches.length,
  };
}
