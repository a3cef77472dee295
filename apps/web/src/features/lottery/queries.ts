import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LotteryBetInput } from '@wps/contracts';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { setServerNow } from './clock';

/**
 * Every lottery query starts with `'lottery'`: the live channel's `lottery` push invalidates them
 * all (shared/live/useLiveChannel), and a period reaching its draw time reloads the game state.
 */
export const LOTTERY_KEY = ['lottery'] as const;

/** The three lobbies, by the launch family (accountType) of their games. */
export type LobbyKind = 'lottery' | 'vnlottery' | 'seaLottery';

export const LOBBY_ACCOUNT_TYPES: Record<LobbyKind, string> = {
  lottery: 'LOTT,ELOTT',
  vnlottery: 'TCG_LOTTO_VN',
  seaLottery: 'TCG_SEA',
};

/** The lobby a game opens in (gameStart.ts lotteryPath: TCG_SEA, TCG_LOTTO_VN, LOTT / ELOTT). */
export function lobbyOf(accountType: string): LobbyKind {
  if (accountType === 'TCG_LOTTO_VN') return 'vnlottery';
  if (accountType === 'TCG_SEA') return 'seaLottery';
  return 'lottery';
}

/** The lobby address of one game. */
export function lobbyPath(accountType: string, gameCode: string): string {
  return `/${lobbyOf(accountType)}?${new URLSearchParams({ gameCode }).toString()}`;
}

/** Games with the period taking bets and the last result (all, or of launch families). */
export function lotteryGamesQuery(accountType: string | null) {
  return queryOptions({
    queryKey: [...LOTTERY_KEY, 'games', accountType ?? 'all'],
    queryFn: async ({ signal }) => {
      const answer = await callApi(routes.lotteryGames, {
        query: accountType ? { accountType } : {},
        signal,
      });
      setServerNow(answer.now);
      return answer;
    },
    staleTime: 15_000,
  });
}

/** The Vietnamese menu (fast, north, central, south; today's stations first). */
export function vnGameMenuQuery() {
  return queryOptions({
    queryKey: [...LOTTERY_KEY, 'games', 'vnMenu'],
    queryFn: ({ signal }) => callApi(routes.lotteryVnGameMenu, { signal }),
    staleTime: 15_000,
  });
}

/** The Vietnamese games the member bet on lately. */
export function vnRecentGamesQuery(token: string | null) {
  return queryOptions({
    queryKey: [...LOTTERY_KEY, 'games', 'vnRecent', token],
    queryFn: ({ signal }) => callApi(routes.lotteryVnGameMenuRecent, { signal }),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
}

/** Bet types, the payout table at a prize group (default: the highest) and the periods ahead. */
export function gameSettingQuery(code: string, series: number | null) {
  return queryOptions({
    queryKey: [...LOTTERY_KEY, 'setting', code, series],
    queryFn: async ({ signal }) => {
      const answer = await callApi(routes.lotteryGameSetting, {
        params: { code },
        query: series === null ? {} : { series },
        signal,
      });
      setServerNow(answer.now);
      return answer;
    },
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** A game's last results and its trends. */
export function resultsQuery(gameCode: string) {
  return queryOptions({
    queryKey: [...LOTTERY_KEY, 'results', gameCode],
    queryFn: ({ signal }) => callApi(routes.lotteryResults, { query: { gameCode }, signal }),
    staleTime: 30_000,
  });
}

/** One period (the verifier). */
export function periodQuery(code: string, number: string) {
  return queryOptions({
    queryKey: [...LOTTERY_KEY, 'period', code, number],
    queryFn: ({ signal }) => callApi(routes.lotteryPeriod, { params: { code, number }, signal }),
    staleTime: 30_000,
  });
}

/** The last result of every game (the home page lane). */
export function openedNumerosQuery() {
  return queryOptions({
    queryKey: [...LOTTERY_KEY, 'opened'],
    queryFn: ({ signal }) => callApi(routes.lotteryOpenedNumeros, { signal }),
    staleTime: 60_000,
  });
}

export const ORDERS_PAGE_SIZE = 10;

/** The member's orders of a game, or of one chase. */
export function ordersQuery(
  token: string | null,
  filter: { gameCode?: string; chaseNo?: string; page: number },
) {
  return queryOptions({
    queryKey: [...LOTTERY_KEY, 'orders', token, filter.gameCode ?? null, filter.chaseNo ?? null, filter.page],
    queryFn: ({ signal }) =>
      callApi(routes.lotteryOrders, {
        query: {
          ...(filter.gameCode ? { gameCode: filter.gameCode } : {}),
          ...(filter.chaseNo ? { chaseNo: filter.chaseNo } : {}),
          page: filter.page,
          size: ORDERS_PAGE_SIZE,
        },
        signal,
      }),
    enabled: Boolean(token),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The member's chases. */
export function chasesQuery(token: string | null, page: number) {
  return queryOptions({
    queryKey: [...LOTTERY_KEY, 'chases', token, page],
    queryFn: ({ signal }) =>
      callApi(routes.lotteryChases, { query: { page, size: ORDERS_PAGE_SIZE }, signal }),
    enabled: Boolean(token),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The server's price of a slip (never computed in the browser). */
export function quoteQuery(gameCode: string, series: number, bets: readonly LotteryBetInput[]) {
  return queryOptions({
    queryKey: [...LOTTERY_KEY, 'quote', gameCode, series, JSON.stringify(bets)],
    queryFn: ({ signal }) =>
      callApi(routes.lotteryQuote, { body: { gameCode, series, bets: [...bets] }, signal }),
    enabled: bets.length > 0,
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * A period ended (its draw time passed) or an order changed: reload the games, the results and the
 * member's orders (not the quotes, which do not depend on the period).
 */
export function reloadGameState(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries(
    { queryKey: LOTTERY_KEY, predicate: (query) => !UNCHANGED_BY_DRAWS.has(String(query.queryKey[1])) },
    // Several games drawing at the same second (the hub's cards) share one fetch of each query.
    { cancelRefetch: false },
  );
}

/** Quotes and the verifier's periods and checks do not change when a period is drawn. */
const UNCHANGED_BY_DRAWS = new Set(['quote', 'period', 'verify']);

/** After placing or cancelling: the member's orders and chases. */
export function reloadOrders(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [...LOTTERY_KEY, 'orders'] }),
    queryClient.invalidateQueries({ queryKey: [...LOTTERY_KEY, 'chases'] }),
  ]);
}
