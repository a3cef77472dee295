import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';

/** Every referral query starts with this. */
export const REFERRAL_KEY = ['referral'] as const;

/**
 * The member's code, link, rewards and invited friends (REFERRAL3). Asked on every visit: opening
 * the page also pays the rewards friends have earned since.
 */
export function referralQuery(token: string | null) {
  return queryOptions({
    queryKey: [...REFERRAL_KEY, token],
    queryFn: ({ signal }) => callApi(routes.referral, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });
}
