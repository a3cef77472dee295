import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';

/** Every security-centre query starts with this key and the session token. */
export const SECURITY_KEY = ['security'] as const;

export const LOGIN_HISTORY_PAGE_SIZE = 10;

export function securityOverviewQuery(token: string | null) {
  return queryOptions({
    queryKey: [...SECURITY_KEY, token, 'overview'],
    queryFn: ({ signal }) => callApi(routes.securityOverview, { signal }),
  });
}

export function profileQuery(token: string | null) {
  return queryOptions({
    queryKey: [...SECURITY_KEY, token, 'profile'],
    queryFn: ({ signal }) => callApi(routes.memberProfile, { signal }),
  });
}

export function avatarQuery(token: string | null) {
  return queryOptions({
    queryKey: [...SECURITY_KEY, token, 'avatar'],
    queryFn: ({ signal }) => callApi(routes.playerAvatar, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function sessionsQuery(token: string | null) {
  return queryOptions({
    queryKey: [...SECURITY_KEY, token, 'sessions'],
    queryFn: ({ signal }) => callApi(routes.memberSessions, { signal }),
  });
}

export function loginHistoryQuery(token: string | null, pageNo: number) {
  return queryOptions({
    queryKey: [...SECURITY_KEY, token, 'loginHistory', pageNo],
    queryFn: ({ signal }) =>
      callApi(routes.loginHistory, { query: { pageNo, pageSize: LOGIN_HISTORY_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}
