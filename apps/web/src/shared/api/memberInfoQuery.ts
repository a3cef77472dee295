import { queryOptions } from '@tanstack/react-query';
import { callApi } from './client';
import { routes } from './routes';

/** Prefix of every member-info query: invalidating it reloads the signed-in member everywhere. */
export const MEMBER_INFO_KEY = ['memberInfo'] as const;

/** `GET /wps/member/info` for the session `token` (keyed by it, so another login never sees old data). */
export function memberInfoQuery(token: string | null) {
  return queryOptions({
    queryKey: [...MEMBER_INFO_KEY, token],
    queryFn: ({ signal }) => callApi(routes.memberInfo, { signal }),
    enabled: Boolean(token),
    staleTime: 30_000,
  });
}
