import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Language } from '@wps/contracts';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';

/** Every VIP query starts with this. */
export const VIP_KEY = ['vip'] as const;

/** The ranks with their rules, rates and benefits (anonymous; the benefits are in `language`). */
export function vipRanksQuery(language: Language) {
  return queryOptions({
    queryKey: [...VIP_KEY, 'ranks', language],
    queryFn: ({ signal }) => callApi(routes.vipRanks, { signal }),
    staleTime: 5 * 60_000,
    // After a language switch, keep the old benefits texts until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/**
 * The member's rank and what the next one needs. Reading it also raises the member to the rank
 * their figures reach, so it is asked on every visit.
 */
export function vipProgressQuery(token: string | null) {
  return queryOptions({
    queryKey: [...VIP_KEY, token, 'progress'],
    queryFn: ({ signal }) => callApi(routes.vipProgress, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });
}
