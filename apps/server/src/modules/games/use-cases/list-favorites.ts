import type { GameCategory, Language } from '@wps/contracts';
import { type SiteContext } from '../../../platform/context.js';
import { slicePage } from '../../../kernel/paging.js';
import { toGame } from '../catalogue.js';
import type { GameDeps } from '../deps.js';
import { viewOf } from '../views.js';

/** The member's favourite games members can still see, optionally of one type, paged. */
export async function listFavorites(
  deps: GameDeps,
  site: SiteContext,
  memberId: number,
  query: { gameType?: GameCategory | undefined; pageNo: number; pageSize: number },
  language: Language,
) {
  const view = await viewOf(deps, site, language, memberId);
  const games = [...view.favorites]
    .map((id) => view.catalogue.gameById.get(id))
    .filter((game) => game !== undefined)
    .filter(
      (game) => view.catalogue.live.includes(game) && (!query.gameType || game.category === query.gameType),
    );
  const page = slicePage(games, query);
  return {
    content: page.list.map((game) => toGame(game, view)),
    pageNum: query.pageNo,
    totalPages: page.totalPages,
  };
}
