import type { Language, LaunchValue, trialLaunchQuerySchema } from '@wps/contracts';
import type { z } from 'zod';
import { type SiteContext } from '../../../platform/context.js';
import type { GameDeps } from '../deps.js';
import { reachable } from '../launch.js';
import { lobbyUrlOf, playableGame, requireTrialOffered } from '../rules.js';

/** A free trial with the vendor's play money: games offering one (supportPlay 0) only. */
export async function launchTrial(
  deps: GameDeps,
  site: SiteContext,
  query: z.output<typeof trialLaunchQuerySchema>,
  language: Language,
  origin: string,
): Promise<LaunchValue> {
  const { game, vendor } = playableGame(await deps.cache.get(site.merchantId), query.vassalage, query.gameId);
  requireTrialOffered(game);
  const answer = await deps.clientOf(await reachable(deps.launch, vendor)).trial({
    gameId: game.gameCode,
    currency: site.settings.currency.code,
    language,
    lobbyUrl: lobbyUrlOf(origin, game.category),
  });
  return { content: { game_url: answer.gameUrl } };
}
