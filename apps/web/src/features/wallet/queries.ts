import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';

/**
 * Every money query starts with `['money', token]`; a money action invalidates `MONEY_KEY`, so the
 * balance in the header and every money page reload together. The other money features use the
 * same keys (features do not import each other).
 */
export const MONEY_KEY = ['money'] as const;

export function walletBalanceQuery(token: string | null) {
  return queryOptions({
    queryKey: [...MONEY_KEY, token, 'balance'],
    queryFn: ({ signal }) => callApi(routes.walletBalance, { signal }),
    enabled: Boolean(token),
    // Money moves elsewhere too (operators, the gateway, games): ask again on every visit.
    staleTime: 0,
  });
}

export function merchantWalletQuery(token: string | null) {
  return queryOptions({
    queryKey: [...MONEY_KEY, token, 'merchantWallet'],
    queryFn: ({ signal }) => callApi(routes.merchantWallet, { signal }),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
  });
}
