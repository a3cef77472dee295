import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { GameCategory } from '@wps/contracts';
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

export const BETS_PAGE_SIZE = 20;
const BETS_KEY = ['bets'] as const;

export function betRecordsQuery(
  token: string | null,
  filter: { gameType: GameCategory | null; vendor: string | null; range: DayRange; page: number },
) {
  return queryOptions({
    queryKey: [
      ...BETS_KEY,
      token,
      'records',
      filter.gameType,
      filter.vendor,
      filter.range.startTime,
      filter.range.endTime,
      filter.page,
    ],
    queryFn: ({ signal }) =>
      callApi(routes.betRecords, {
        query: {
          ...(filter.gameType ? { gameType: filter.gameType } : {}),
          ...(filter.vendor ? { vassalage: filter.vendor } : {}),
          startTime: filter.range.startTime,
          endTime: filter.range.endTime,
          pageNo: filter.page,
          pageSize: BETS_PAGE_SIZE,
        },
        signal,
      }),
    staleTime: 0,
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function memberPnlQuery(token: string | null, range: DayRange) {
  return queryOptions({
    queryKey: [...BETS_KEY, token, 'pnl', range.startTime, range.endTime],
    queryFn: ({ signal }) =>
      callApi(routes.memberPnl, { query: { startTime: range.startTime, endTime: range.endTime }, signal }),
    staleTime: 0,
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function gameRecallQuery(token: string | null, round: { vassalage: string; roundId: string } | null) {
  return queryOptions({
    queryKey: [...BETS_KEY, token, 'recall', round?.vassalage, round?.roundId],
    queryFn: ({ signal }) =>
      callApi(routes.gameRecall, {
        query: { vassalage: round!.vassalage, roundId: round!.roundId },
        signal,
      }),
    staleTime: 60_000,
    enabled: Boolean(token && round),
  });
}

/** The vendors of each category (for the vendor filter); the catalogue changes rarely. */
export function gameVendorsQuery() {
  return queryOptions({
    queryKey: [...BETS_KEY, 'vendors'],
    queryFn: ({ signal }) => callApi(routes.gameVendors, { signal }),
    staleTime: 10 * 60_000,
  });
}
