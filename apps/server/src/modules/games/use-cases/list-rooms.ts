import type { Language, roomListSchema } from '@wps/contracts';
import type { z } from 'zod';
import { type SiteContext } from '../../../platform/context.js';
import { formatMoney } from '../../../kernel/money.js';
import { localized } from '../catalogue.js';
import type { GameDeps } from '../deps.js';

/**
 * PVP rooms from the games' room ids. Rooms carry no limits or seat counts of their own yet: both
 * bets show the game's minimum bet and players is null.
 */
export async function listRooms(
  deps: GameDeps,
  site: SiteContext,
  filter: { vassalage: string; gameId?: string | undefined },
  language: Language,
): Promise<z.input<typeof roomListSchema>> {
  const catalogue = await deps.cache.get(site.merchantId);
  const { currency } = site.settings;
  return {
    list: catalogue.live
      .filter(
        (game) =>
          game.category === 'PVP' &&
          game.vendorCode === filter.vassalage &&
          (!filter.gameId || game.gameCode === filter.gameId),
      )
      .flatMap((game) =>
        (game.roomIds as string[]).map((roomId) => ({
          roomId,
          roomName: `${localized(game.name, language)} ${roomId}`,
          gameId: game.gameCode,
          minBet: formatMoney(game.minBetMinor, currency),
          maxBet: formatMoney(game.minBetMinor, currency),
          players: null,
        })),
      ),
  };
}
