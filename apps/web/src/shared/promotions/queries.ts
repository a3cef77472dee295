import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Language } from '@wps/contracts';
import { callApi } from '../api/client';
import { routes } from '../api/routes';
import { FALLBACK_POLL_MS, isLiveUp } from '../live/liveState';

/*
 * The promotion calls (contracts: promotion-routes.ts), all behind the reward centre's switch REWCEN3:
 * the promotions pages, the reward centre, the bottom navigation's count, bonus details and the
 * withdraw page read them, so they live here. Every query starts with `PROMOTIONS_KEY`; a promotion
 * action or a live `rewards` push invalidates it, and every screen reloads together.
 */
export const PROMOTIONS_KEY = ['promotions'] as const;

/** The module switch every promotion call needs. */
export const PROMOTIONS_MODULE = 'REWCEN3';

/** Published activities in `language` (anonymous: the status is a visitor's). */
export function promotionActivitiesQuery(language: Language, enabled = true) {
  return queryOptions({
    queryKey: [...PROMOTIONS_KEY, 'activities', language],
    queryFn: ({ signal }) => callApi(routes.promotionActivities, { signal }),
    enabled,
    staleTime: 60_000,
    // After a language switch, keep the old texts until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** One activity with its rules and terms. */
export function promotionActivityQuery(language: Language, id: number | null, enabled = true) {
  return queryOptions({
    queryKey: [...PROMOTIONS_KEY, 'activity', language, id],
    queryFn: ({ signal }) => callApi(routes.promotionActivity, { query: { id: id ?? 0 }, signal }),
    enabled: enabled && id !== null,
    staleTime: 60_000,
  });
}

/**
 * The member's state in every activity and the count of rewards to take. Asked again on every visit,
 * on live pushes, and polled only while the live channel is down.
 */
export function myPromotionsQuery(token: string | null, enabled = true) {
  return queryOptions({
    queryKey: [...PROMOTIONS_KEY, token, 'mine'],
    queryFn: ({ signal }) => callApi(routes.myPromotions, { signal }),
    enabled: enabled && Boolean(token),
    staleTime: 0,
    refetchInterval: () => (isLiveUp() ? false : FALLBACK_POLL_MS),
  });
}

/** The member's bonuses with their turnover, and the total that holds a withdrawal back. */
export function bonusProgressQuery(token: string | null, enabled = true) {
  return queryOptions({
    queryKey: [...PROMOTIONS_KEY, token, 'bonusProgress'],
    queryFn: ({ signal }) => callApi(routes.bonusProgress, { signal }),
    enabled: enabled && Boolean(token),
    staleTime: 0,
  });
}

/**
 * Prize wheels and red-envelope rains (anonymous): the published prize tables with their odds, the
 * expected value of a draw, the pool left and whether a draw can be taken now.
 */
export function rafflesQuery(language: Language, enabled = true) {
  return queryOptions({
    queryKey: [...PROMOTIONS_KEY, 'raffles', language],
    queryFn: ({ signal }) => callApi(routes.raffles, { signal }),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** The member's draws left, committed seed and last draws in each open raffle. */
export function myRafflesQuery(token: string | null, enabled = true) {
  return queryOptions({
    queryKey: [...PROMOTIONS_KEY, token, 'myRaffles'],
    queryFn: ({ signal }) => callApi(routes.myRaffles, { signal }),
    enabled: enabled && Boolean(token),
    staleTime: 0,
  });
}

/** Reloads every promotion screen (after a join, claim, collect or application). */
export function invalidatePromotions(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY });
}

/** Balance movements that change the member's promotion state (a reward paid, a qualifying deposit). */
export const PROMOTION_BALANCE_CAUSES: readonly string[] = ['promotion', 'deposit'];
