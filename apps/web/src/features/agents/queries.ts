import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContractKind } from '@wps/contracts';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { AGENTS_KEY } from './keys';
import type { RangeValue } from './range';

export { AGENTS_KEY };

/** Rows per page of every paged agent list. */
export const AGENT_PAGE_SIZE = 20;

const times = (range: RangeValue) => ({ startTime: range.startTime, endTime: range.endTime });

/** The site's notices for agents (type AG) in the language. */
export function agentNoticesQuery(token: string | null, language: string) {
  return queryOptions({
    queryKey: [...AGENTS_KEY, token, 'notices', language],
    queryFn: ({ signal }) => callApi(routes.agentNotices, { signal }),
    enabled: Boolean(token),
  });
}

export function contractRequestsQuery(token: string | null) {
  return queryOptions({
    queryKey: [...AGENTS_KEY, token, 'requests'],
    queryFn: ({ signal }) => callApi(routes.contractRequests, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });
}

export function agentContractsQuery(token: string | null, kind: ContractKind) {
  return queryOptions({
    queryKey: [...AGENTS_KEY, token, 'contracts', kind],
    queryFn: ({ signal }) => callApi(routes.agentContracts, { query: { kind }, signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });
}

export function contractHistoryQuery(token: string | null, kind: ContractKind, username?: string) {
  return queryOptions({
    queryKey: [...AGENTS_KEY, token, 'history', kind, username ?? null],
    queryFn: ({ signal }) =>
      callApi(routes.contractHistory, { query: { kind, ...(username ? { username } : {}) }, signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });
}

export function contractBillsQuery(
  token: string | null,
  filter: { kind: ContractKind; side: 'mine' | 'downlines'; range: RangeValue; page: number },
) {
  return queryOptions({
    queryKey: [
      ...AGENTS_KEY,
      token,
      'bills',
      filter.kind,
      filter.side,
      filter.range.startTime,
      filter.range.endTime,
      filter.page,
    ],
    queryFn: ({ signal }) =>
      callApi(routes.contractBills, {
        query: {
          kind: filter.kind,
          side: filter.side,
          ...times(filter.range),
          pageNo: filter.page,
          pageSize: AGENT_PAGE_SIZE,
        },
        signal,
      }),
    enabled: Boolean(token),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function teamOverviewQuery(token: string | null, range: RangeValue) {
  return queryOptions({
    queryKey: [...AGENTS_KEY, token, 'overview', range.preset, range.startTime, range.endTime],
    queryFn: ({ signal }) =>
      callApi(routes.teamOverview, {
        // The server knows the site's calendar for the named ranges; a custom one sends its days.
        query: range.preset === 'custom' ? { range: 'custom', ...times(range) } : { range: range.preset },
        signal,
      }),
    enabled: Boolean(token),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function downlinesQuery(
  token: string | null,
  filter: { username: string; scope: 'direct' | 'all'; page: number },
) {
  return queryOptions({
    queryKey: [...AGENTS_KEY, token, 'downlines', filter.username, filter.scope, filter.page],
    queryFn: ({ signal }) =>
      callApi(routes.downlines, {
        query: {
          ...(filter.username ? { username: filter.username } : {}),
          scope: filter.scope,
          pageNo: filter.page,
          pageSize: AGENT_PAGE_SIZE,
        },
        signal,
      }),
    enabled: Boolean(token),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function teamBetsQuery(
  token: string | null,
  filter: { username: string; range: RangeValue; page: number },
) {
  return queryOptions({
    queryKey: [
      ...AGENTS_KEY,
      token,
      'teamBets',
      filter.username,
      filter.range.startTime,
      filter.range.endTime,
      filter.page,
    ],
    queryFn: ({ signal }) =>
      callApi(routes.teamBets, {
        query: {
          ...(filter.username ? { username: filter.username } : {}),
          ...times(filter.range),
          pageNo: filter.page,
          pageSize: AGENT_PAGE_SIZE,
        },
        signal,
      }),
    enabled: Boolean(token),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function teamProfitQuery(
  token: string | null,
  filter: { username: string; range: RangeValue; page: number },
) {
  return queryOptions({
    queryKey: [
      ...AGENTS_KEY,
      token,
      'teamProfit',
      filter.username,
      filter.range.startTime,
      filter.range.endTime,
      filter.page,
    ],
    queryFn: ({ signal }) =>
      callApi(routes.teamProfit, {
        query: {
          ...(filter.username ? { username: filter.username } : {}),
          ...times(filter.range),
          pageNo: filter.page,
          pageSize: AGENT_PAGE_SIZE,
        },
        signal,
      }),
    enabled: Boolean(token),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function agentIncomeQuery(token: string | null, range: RangeValue) {
  return queryOptions({
    queryKey: [...AGENTS_KEY, token, 'income', range.startTime, range.endTime],
    queryFn: ({ signal }) => callApi(routes.agentIncome, { query: times(range), signal }),
    enabled: Boolean(token),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function downlineTransactionsQuery(
  token: string | null,
  filter: { username: string; range: RangeValue; page: number },
) {
  return queryOptions({
    queryKey: [
      ...AGENTS_KEY,
      token,
      'transactions',
      filter.username,
      filter.range.startTime,
      filter.range.endTime,
      filter.page,
    ],
    queryFn: ({ signal }) =>
      callApi(routes.downlineTransactions, {
        query: {
          username: filter.username,
          ...times(filter.range),
          page: filter.page,
          size: AGENT_PAGE_SIZE,
        },
        signal,
      }),
    enabled: Boolean(token) && filter.username !== '',
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function inviteLinksQuery(token: string | null) {
  return queryOptions({
    queryKey: [...AGENTS_KEY, token, 'invites'],
    queryFn: ({ signal }) => callApi(routes.inviteLinks, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });
}

/** Whether transfers to downlines are open for this account (the money feature's call). */
export function transferEnabledQuery(token: string | null) {
  return queryOptions({
    queryKey: [...AGENTS_KEY, token, 'transferEnabled'],
    queryFn: ({ signal }) => callApi(routes.transferEnabled, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });
}
