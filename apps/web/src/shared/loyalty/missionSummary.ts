import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@wps/contracts';
import { callApi } from '../api/client';
import { routes } from '../api/routes';
import { useLanguage } from '../i18n/useLanguage';
import { FALLBACK_POLL_MS, isLiveUp } from '../live/liveState';
import { useModuleEnabled } from '../site/siteContext';
import { useSessionToken } from '../storage/useSessionToken';
import { MISSIONS_KEY, MISSIONS_MODULE } from './keys';

/*
 * The member's missions summary (contracts: missionRoutes.missionSummary, COMM3): the mission
 * activity page lists it and the member centre badges its `claimable` count, so it lives here.
 */

/**
 * The missions (titles in `language`) with their progress and how many can be claimed. Asked on
 * every visit, again after balance pushes (missionRefresh.ts) and polled every 30 s while the live channel
 * is down; only while `enabled` (the member centre is open).
 */
export function missionSummaryQuery(token: string | null, language: Language, enabled = true) {
  return queryOptions({
    queryKey: [...MISSIONS_KEY, token, 'summary', language],
    queryFn: ({ signal }) => callApi(routes.missionSummary, { signal }),
    enabled: enabled && Boolean(token),
    staleTime: 0,
    refetchInterval: () => (isLiveUp() ? false : FALLBACK_POLL_MS),
    // After a language switch, keep the old titles until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/**
 * Missions completed and not yet claimed: the member centre's "mission activity" badge. Null for
 * visitors, while COMM3 is off or `enabled` is false, or before the first answer.
 */
export function useMissionCount(enabled: boolean): number | null {
  const token = useSessionToken();
  const language = useLanguage();
  const on = useModuleEnabled(MISSIONS_MODULE) && enabled && Boolean(token);
  const summary = useQuery({
    ...missionSummaryQuery(token, language, on),
    select: (data) => data.claimable,
  });
  return on && summary.data !== undefined ? summary.data : null;
}
