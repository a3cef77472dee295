import type { operatorGameQuerySchema } from '@wps/contracts';
import type { z } from 'zod';
import { type SiteContext } from '../../../platform/context.js';
import { slicePage } from '../../../kernel/paging.js';
import { toOperatorGame } from '../catalogue.js';
import type { GameDeps } from '../deps.js';
import { operatorGameFilter } from '../rules.js';
import * as store from '../store.js';

/** The merchant's games, enabled or not, filtered and paged for operators. */
export async function listOperatorGames(
  deps: GameDeps,
  site: SiteContext,
  query: z.output<typeof operatorGameQuerySchema>,
) {
  const games = (await store.listGames(deps.db, site.merchantId)).filter(operatorGameFilter(query));
  const page = slicePage(games, query);
  return {
    list: page.list.map((game) => toOperatorGame(game, site.settings.currency.decimals)),
    pageNum: query.pageNo,
    totalPages: page.totalPages,
  };
}
