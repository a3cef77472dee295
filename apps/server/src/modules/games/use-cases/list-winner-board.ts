import type { GameCategory, Language, winnerBoardSchema } from '@wps/contracts';
import type { z } from 'zod';
import { type SiteContext } from '../../../platform/context.js';
import { formatMoney } from '../../../kernel/money.js';
import { localized } from '../catalogue.js';
import type { GameDeps } from '../deps.js';
import { gameKey, maskUsername } from '../rules.js';

/** The biggest wins of the last 7 days, winners masked, games named in the language. */
export async function listWinnerBoard(
  deps: GameDeps,
  site: SiteContext,
  category: GameCategory | 'ALL',
  limit: number,
  language: Language,
): Promise<z.input<typeof winnerBoardSchema>> {
  const [wins, catalogue] = await Promise.all([
    deps.bigWins(site.merchantId, category, limit),
    deps.cache.get(site.merchantId),
  ]);
  const names = new Map<number, string>();
  for (const win of wins)
    if (!names.has(win.memberId))
      names.set(win.memberId, (await deps.memberOf(win.memberId))?.username ?? '');
  return {
    list: wins.map((win) => {
      const game = catalogue.gameByCode.get(gameKey(win.vendorCode, win.gameCode));
      return {
        vo: {
          customerName: maskUsername(names.get(win.memberId) ?? ''),
          gameName: game ? localized(game.name, language) : win.gameCode,
          gameType: win.category as GameCategory,
          vassalage: win.vendorCode,
          winAmount: formatMoney(win.winMinor, site.settings.currency),
          winTime: win.at.getTime(),
        },
      };
    }),
  };
}
