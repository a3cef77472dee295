import { routes, type OperatorLotteryGame, type ValueOf } from '@wps/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client';

/** Periods per page of the draws list (the contracts allow at most 100). */
export const DRAWS_PAGE_SIZE = 20;

export type LotteryGame = OperatorLotteryGame;
export type LotteryDraw = ValueOf<typeof routes.operatorLotteryDraws>['list'][number];
export type Exposure = ValueOf<typeof routes.operatorLotteryExposure>;
export type ExposureRow = Exposure['rows'][number];
export type ReportRow = ValueOf<typeof routes.operatorLotteryReport>['rows'][number];
export type ResultAnswer = ValueOf<typeof routes.operatorEnterLotteryResult>;

/**
 * Query keys of the lottery pages. They are deployment-wide (the lottery vendor's games and draws are
 * the same for every merchant), so no merchant in them.
 */
export const lotteryKeys = {
  all: ['lottery'] as const,
  games: ['lottery', 'games'] as const,
  draws: ['lottery', 'draws'] as const,
  exposure: (game: string) => ['lottery', 'exposure', game] as const,
  report: ['lottery', 'report'] as const,
};

/** Every lottery game with the operator's settings (the pages' game filters come from it). */
export function useLotteryGames() {
  return useQuery({
    queryKey: lotteryKeys.games,
    queryFn: ({ signal }) => callApi(routes.operatorLotteryGames, { signal }),
    staleTime: 30_000,
  });
}
