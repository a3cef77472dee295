import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import type { CodeType, DayRange } from './recordsLogic';
import { MONEY_KEY } from '../../shared/money/queries';

export const RECORDS_PAGE_SIZE = 20;

export function memberTransactionsQuery(
  token: string | null,
  filter: { codeType: CodeType | null; range: DayRange; page: number },
) {
  return queryOptions({
    queryKey: [
      ...MONEY_KEY,
      token,
      'transactions',
      filter.codeType,
      filter.range.startTime,
      filter.range.endTime,
      filter.page,
    ],
    queryFn: ({ signal }) =>
      callApi(routes.memberTransactions, {
        query: {
          ...(filter.codeType ? { codeTypes: filter.codeType } : {}),
          startTime: filter.range.startTime,
          endTime: filter.range.endTime,
          page: filter.page,
          size: RECORDS_PAGE_SIZE,
        },
        signal,
      }),
    staleTime: 0,
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function bonusRecordsQuery(token: string | null, filter: { range: DayRange; page: number }) {
  return queryOptions({
    queryKey: [...MONEY_KEY, token, 'bonuses', filter.range.startTime, filter.range.endTime, filter.page],
    queryFn: ({ signal }) =>
      callApi(routes.bonusRecords, {
        query: {
          startTime: filter.range.startTime,
          endTime: filter.range.endTime,
          pageNo: filter.page,
          pageSize: RECORDS_PAGE_SIZE,
        },
        signal,
      }),
    staleTime: 0,
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}
