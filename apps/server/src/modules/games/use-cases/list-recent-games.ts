import type { Language, recentGamesSchema } from '@wps/contracts';
import type { z } from 'zod';
import { type SiteContext } from '../../../platform/context.js';
import { slicePage } from '../../../kernel/paging.js';
import { toGame } from '../catalogue.js';
import type { GameDeps } from '../deps.js';
import * as store from '../store.js';
import { viewOf } from '../views.js';

/** How many of a member's launched games the recent list looks at. */
const RECENT_LIMIT = 200;

/** The member's launched games members can still see, most recent first, paged. */
export async function listRecentGames(
  deps: GameDeps,
  site: SiteContext,
  memberId: number,
  query: { page: number; size: number },
  language: Language,
): Promise<z.input<typeof recentGamesSchema>> {
  const view = await viewOf(deps, site, language, memberId);
  const live = new Set(view.catalogue.live.map((game) => game.id));
  const games = (await store.recentGameIds(deps.db, memberId, RECENT_LIMIT))
    .filter((id) => live.has(id))
    .map((id) => view.catalogue.gameById.get(id)!);
  const page = slicePage(games, { pageNo: query.page, pageSize: query.size });
  return {
    list: page.list.map((game) => toGame(game, view)),
    page: query.page,
    total: games.length,
    totalPages: page.totalPages,
  };
}
