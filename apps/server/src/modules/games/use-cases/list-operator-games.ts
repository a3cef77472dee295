import {
  LANGUAGES,
  LIST_EXPORT_MAX_ROWS,
  type OperatorGame,
  type operatorGameFilterSchema,
  type operatorGameQuerySchema,
} from '@wps/contracts';
import { csvExport, type CsvColumn } from '../../../kernel/csv.js';
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

const GAME_COLUMNS: CsvColumn<OperatorGame>[] = [
  { header: 'node_id', value: (game) => game.nodeId },
  { header: 'vendor', value: (game) => game.vendor },
  { header: 'game_id', value: (game) => game.gameId },
  { header: 'category', value: (game) => game.category },
  ...LANGUAGES.map((language) => ({
    header: `name_${language.toLowerCase()}`,
    value: (game: OperatorGame) => game.name[language] ?? null,
  })),
  { header: 'enabled', value: (game) => game.enabled },
  { header: 'hot', value: (game) => game.isHot },
  { header: 'sort_order', value: (game) => game.sortOrder },
  { header: 'free_play', value: (game) => game.supportPlay === 1 },
  { header: 'min_bet', value: (game) => game.minBet },
  { header: 'account_type', value: (game) => game.accountTypeName },
];

/** The games the filters match as CSV, in the list's order, at most LIST_EXPORT_MAX_ROWS. */
export async function exportOperatorGames(
  deps: GameDeps,
  site: SiteContext,
  filter: z.output<typeof operatorGameFilterSchema>,
) {
  const games = (await store.listGames(deps.db, site.merchantId)).filter(operatorGameFilter(filter));
  return csvExport(
    GAME_COLUMNS,
    games
      .slice(0, LIST_EXPORT_MAX_ROWS + 1)
      .map((game) => toOperatorGame(game, site.settings.currency.decimals)),
    LIST_EXPORT_MAX_ROWS,
  );
}
