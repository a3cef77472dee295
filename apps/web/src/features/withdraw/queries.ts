import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { MONEY_KEY } from '../../shared/money/queries';

export { MONEY_KEY, walletBalanceQuery } from '../../shared/money/queries';

export const WITHDRAWAL_RECORDS_PAGE_SIZE = 10;

export function withdrawAccountsQuery(token: string | null) {
  return queryOptions({
    queryKey: [...MONEY_KEY, token, 'withdrawAccounts'],
    queryFn: ({ signal }) => callApi(routes.withdrawAccounts, { signal }),
    staleTime: 0,
    enabled: Boolean(token),
  });
}

export function withdrawSettingsQuery(token: string | null) {
  return queryOptions({
    queryKey: [...MONEY_KEY, token, 'withdrawSettings'],
    queryFn: ({ signal }) => callApi(routes.withdrawSettings, { signal }),
    staleTime: 0,
    enabled: Boolean(token),
  });
}

/** The charge for an amount already checked on the client (null: nothing to ask). */
export function withdrawChargeQuery(token: string | null, amount: string | null) {
  return queryOptions({
    queryKey: [...MONEY_KEY, token, 'withdrawCharge', amount],
    queryFn: ({ signal }) => callApi(routes.withdrawCharge, { query: { amount: amount! }, signal }),
    enabled: Boolean(token) && amount !== null,
    staleTime: 60_000,
  });
}

export function withdrawalRecordsQuery(
  token: string | null,
  pageNo: number,
  range: { startTime: number; endTime: number },
) {
  return queryOptions({
    queryKey: [...MONEY_KEY, token, 'withdrawalRecords', pageNo, range.startTime],
    queryFn: ({ signal }) =>
      callApi(routes.withdrawalRecords, {
        query: { pageNo, pageSize: WITHDRAWAL_RECORDS_PAGE_SIZE, ...range },
        signal,
      }),
    staleTime: 0,
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}
