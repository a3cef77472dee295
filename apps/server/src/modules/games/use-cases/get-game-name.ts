import type { Language } from '@wps/contracts';
import { localized } from '../catalogue.js';
import type { GameDeps } from '../deps.js';
import { gameKey } from '../rules.js';

/** A game's name in the language; its code when the catalogue does not know it. */
export async function getGameName(
  deps: Pick<GameDeps, 'cache'>,
  merchantId: number,
  vendorCode: string,
  gameCode: string,
  language: Language,
) {
  const game = (await deps.cache.get(merchantId)).gameByCode.get(gameKey(vendorCode, gameCode));
  return game ? localized(game.name, language) : gameCode;
}
