import { queryOptions } from '@tanstack/react-query';
import type { Language } from '@wps/contracts';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';

/** Prefix of every game query (lists, lanes, favourites). */
export const GAMES_KEY = ['games'] as const;

/** Platform sent with catalogue and launch calls (html5 games in the browser; docs/product.md §Games). */
export const GAME_PLATFORM = 'html5';

/**
 * `gameVendors`: one lane per category with enabled vendors. Small and shared by the bottom
 * navigation (first paint) and the game pages, so it is kept for five minutes.
 */
export function vendorLanesQuery(language: Language) {
  return queryOptions({
    queryKey: [...GAMES_KEY, 'vendors', language],
    queryFn: ({ signal }) => callApi(routes.gameVendors, { query: { language }, signal }),
    staleTime: 5 * 60_000,
  });
}
