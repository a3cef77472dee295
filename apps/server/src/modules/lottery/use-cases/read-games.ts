import {
  lotteryGameDetailSchema,
  lotteryGameSchema,
  lotteryPeriodSchema,
  lotteryResultsSchema,
  lottoVendorPaths,
  type LotteryGame,
} from '@wps/contracts';
import { z } from 'zod';
import type { LotteryDeps } from '../deps.js';
import { lottoCall } from '../vendor.js';

const gamesAnswer = z.object({ games: z.array(lotteryGameSchema) });

/** Every lottery game (optionally of a prize mode or of some launch families), with its periods. */
export async function listGames(
  deps: LotteryDeps,
  filter: { prizeMode?: string | undefined; accountType?: string | undefined },
): Promise<{ games: LotteryGame[]; now: number }> {
  const { games } = await lottoCall(
    await deps.endpoint(),
    'GET',
    lottoVendorPaths.games,
    {},
    gamesAnswer,
    () => deps.clock.now().getTime(),
  );
  const families = filter.accountType
    ?.split(',')
    .map((family) => family.trim())
    .filter(Boolean);
  return {
    now: deps.clock.now().getTime(),
    games: games.filter(
      (game) =>
        game.enabled &&
        (!filter.prizeMode || game.prizeMode === filter.prizeMode) &&
        (!families?.length || families.includes(game.accountType)),
    ),
  };
}

export async function gameSetting(deps: LotteryDeps, code: string, series: number | undefined) {
  return lottoCall(
    await deps.endpoint(),
    'GET',
    lottoVendorPaths.game,
    { code, series },
    lotteryGameDetailSchema,
    () => deps.clock.now().getTime(),
  );
}

export async function results(deps: LotteryDeps, code: string, count: number) {
  return lottoCall(
    await deps.endpoint(),
    'GET',
    lottoVendorPaths.results,
    { code, count },
    lotteryResultsSchema,
    () => deps.clock.now().getTime(),
  );
}

export async function period(deps: LotteryDeps, code: string, number: string) {
  return lottoCall(
    await deps.endpoint(),
    'GET',
    lottoVendorPaths.period,
    { code, number },
    lotteryPeriodSchema,
    () => deps.clock.now().getTime(),
  );
}
