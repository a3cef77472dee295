import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';

/** Money queries share the `['money', token]` prefix (see features/wallet/queries.ts). */
export const MONEY_KEY = ['money'] as const;

/** Same key as the header balance, so both show one answer. */
export function walletBalanceQuery(token: string | null) {
  return queryOptions({
    queryKey: [...MONEY_KEY, token, 'balance'],
    queryFn: ({ signal }) => callApi(routes.walletBalance, { signal }),
    enabled: Boolean(token),
    // Money moves elsewhere too (operators, the gateway, games): ask again on every visit.
    staleTime: 0,
  });
}

export function transferEnabledQuery(token: string | null) {
  return queryOptions({
    queryKey: [...MONEY_KEY, token, 'transferEnabled'],
    queryFn: ({ signal }) => callApi(routes.transferEnabled, { signal }),
    staleTime: 0,
    enabled: Boolean(token),
  });
}
