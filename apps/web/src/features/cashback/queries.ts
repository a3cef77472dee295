import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { CASHBACK_KEY } from '../../shared/loyalty/keys';
import { FALLBACK_POLL_MS, isLiveUp } from '../../shared/live/liveState';

/**
 * Cashback earned since the last claim. Asked on every visit, again when the live channel reports
 * cashback paid (`rebate`), and polled only while the channel is down.
 */
export function cashbackQuery(token: string | null) {
  return queryOptions({
    queryKey: [...CASHBACK_KEY, token, 'live'],
    queryFn: ({ signal }) => callApi(routes.cashback, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
    refetchInterval: () => (isLiveUp() ? false : FALLBACK_POLL_MS),
  });
}

/** The member's claims and daily payments, newest first. */
export function cashbackHistoryQuery(token: string | null) {
  return queryOptions({
    queryKey: [...CASHBACK_KEY, token, 'history'],
    queryFn: ({ signal }) => callApi(routes.cashbackHistory, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });
}
