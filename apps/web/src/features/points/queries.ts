import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Language } from '@wps/contracts';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { POINT_MALL_KEY } from '../../shared/loyalty/pointMallState';

/*
 * The points mall's calls (contracts: loyalty-routes.ts, module PTSYS3). Every query starts with
 * POINT_MALL_KEY: a redemption or a conversion reloads them all, and closing the member centre
 * clears them with the mall's screen state.
 */

export const POINT_PAGE_SIZE = 10;

export function pointBalanceQuery(token: string | null) {
  return queryOptions({
    queryKey: [...POINT_MALL_KEY, token, 'balance'],
    queryFn: ({ signal }) => callApi(routes.pointBalance, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });
}

/** The conversion rate and minimum, the earn rates per rank and the rules (in `language`). */
export function pointConfigQuery(token: string | null, language: Language) {
  return queryOptions({
    queryKey: [...POINT_MALL_KEY, token, 'config', language],
    queryFn: ({ signal }) => callApi(routes.pointConfig, { signal }),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** The rewards with their price and stock (names in `language`). */
export function pointRewardsQuery(token: string | null, language: Language) {
  return queryOptions({
    queryKey: [...POINT_MALL_KEY, token, 'rewards', language],
    queryFn: ({ signal }) => callApi(routes.pointRewards, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The member's redemptions, newest first. */
export function redemptionsQuery(token: string | null, pageNo: number) {
  return queryOptions({
    queryKey: [...POINT_MALL_KEY, token, 'redemptions', pageNo],
    queryFn: ({ signal }) =>
      callApi(routes.redemptions, { query: { pageNo, pageSize: POINT_PAGE_SIZE }, signal }),
    enabled: Boolean(token),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The member's points movements with the balance after each, newest first. */
export function pointDetailsQuery(token: string | null, pageNo: number) {
  return queryOptions({
    queryKey: [...POINT_MALL_KEY, token, 'details', pageNo],
    queryFn: ({ signal }) =>
      callApi(routes.pointDetails, { query: { pageNo, pageSize: POINT_PAGE_SIZE }, signal }),
    enabled: Boolean(token),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
