import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { MISSIONS_KEY } from '../../shared/loyalty/keys';

/*
 * The mission activity page's calls (contracts: missionRoutes, COMM3). The summary is shared with
 * the member centre's badge (shared/loyalty/missionSummary.ts); every query starts with MISSIONS_KEY,
 * so a claim or a balance push reloads them together.
 */

/** Other members' claims move the board and nothing pushes them: it is asked again every minute. */
export const LEADERBOARD_POLL_MS = 60_000;

/** This week's members with the most missions completed, and the member's own place. */
export function missionLeaderboardQuery(token: string | null) {
  return queryOptions({
    queryKey: [...MISSIONS_KEY, token, 'leaderboard'],
    queryFn: ({ signal }) => callApi(routes.missionLeaderboard, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
    refetchInterval: LEADERBOARD_POLL_MS,
  });
}
