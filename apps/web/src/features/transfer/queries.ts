import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { MONEY_KEY } from '../../shared/money/queries';

export { MONEY_KEY, walletBalanceQuery } from '../../shared/money/queries';

export function transferEnabledQuery(token: string | null) {
  return queryOptions({
    queryKey: [...MONEY_KEY, token, 'transferEnabled'],
    queryFn: ({ signal }) => callApi(routes.transferEnabled, { signal }),
    staleTime: 0,
    enabled: Boolean(token),
  });
}
