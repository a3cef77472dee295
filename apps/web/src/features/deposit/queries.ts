import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { MONEY_KEY } from '../../shared/money/queries';

export { MONEY_KEY } from '../../shared/money/queries';

export const DEPOSIT_RECORDS_PAGE_SIZE = 10;

export function depositSettingsQuery(token: string | null) {
  return queryOptions({
    queryKey: [...MONEY_KEY, token, 'depositSettings'],
    queryFn: ({ signal }) => callApi(routes.depositSettings, { signal }),
    staleTime: 0,
    enabled: Boolean(token),
  });
}

export function depositChannelsQuery(token: string | null) {
  return queryOptions({
    queryKey: [...MONEY_KEY, token, 'depositChannels'],
    queryFn: ({ signal }) => callApi(routes.depositChannels, { signal }),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
}

export function depositRecordsQuery(
  token: string | null,
  pageNo: number,
  range: { startTime: number; endTime: number },
) {
  return queryOptions({
    queryKey: [...MONEY_KEY, token, 'depositRecords', pageNo, range.startTime],
    queryFn: ({ signal }) =>
      callApi(routes.depositRecords, {
        query: { pageNo, pageSize: DEPOSIT_RECORDS_PAGE_SIZE, ...range },
        signal,
      }),
    staleTime: 0,
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}
