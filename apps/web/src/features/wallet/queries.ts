import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { MONEY_KEY } from '../../shared/money/queries';

export { MONEY_KEY, walletBalanceQuery } from '../../shared/money/queries';

export function merchantWalletQuery(token: string | null) {
  return queryOptions({
    queryKey: [...MONEY_KEY, token, 'merchantWallet'],
    queryFn: ({ signal }) => callApi(routes.merchantWallet, { signal }),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
  });
}
