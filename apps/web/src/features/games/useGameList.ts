import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import { GAME_PAGE_SIZE, type Game, type GameCategory, type GamePage } from '@wps/contracts';
import { useEffect, useState } from 'react';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { GAMES_KEY, GAME_PLATFORM } from './queries';

export interface GameListFilter {
  gameType?: GameCategory;
  vassalage?: string;
  gameName?: string;
}

const LIST_KEY = [...GAMES_KEY, 'list'] as const;

/**
 * Paged games (24 a page, docs/product.md §Games) of a category, vendor and name; favourites follow
 * the token.
 */
export function useGameList(filter: GameListFilter) {
  const language = useLanguage();
  const token = useSessionToken();
  return useInfiniteQuery({
    queryKey: [
      ...LIST_KEY,
      filter.gameType ?? null,
      filter.vassalage ?? null,
      filter.gameName ?? '',
      language,
      token,
    ],
    queryFn: ({ pageParam, signal }) =>
      callApi(routes.gameList, {
        query: {
          clientType: 3,
          platform: GAME_PLATFORM,
          gameType: filter.gameType,
          vassalage: filter.vassalage,
          gameName: filter.gameName || undefined,
          language,
          pageNo: pageParam,
          pageSize: GAME_PAGE_SIZE,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last: GamePage) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    staleTime: 60_000,
  });
}

type ListSnapshot = [QueryKey, InfiniteData<GamePage> | undefined][];

function withFavorite(data: InfiniteData<GamePage> | undefined, nodeId: number, isFavorite: boolean) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      games: page.games.map((game) => (game.nodeId === nodeId ? { ...game, isFavorite } : game)),
    })),
  };
}

/** Adds or removes a favourite, showing the change at once and undoing it when the call fails. */
export function useFavoriteToggle(onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (game: Game) => {
      const body = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
      return game.isFavorite
        ? callApi(routes.favoriteRemove, { body })
        : callApi(routes.favoriteAdd, { body });
    },
    onMutate: async (game: Game): Promise<ListSnapshot> => {
      await queryClient.cancelQueries({ queryKey: LIST_KEY });
      const snapshot = queryClient.getQueriesData<InfiniteData<GamePage>>({ queryKey: LIST_KEY });
      queryClient.setQueriesData<InfiniteData<GamePage>>({ queryKey: LIST_KEY }, (data) =>
        withFavorite(data, game.nodeId, !game.isFavorite),
      );
      return snapshot;
    },
    onError: (error, _game, snapshot) => {
      for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
      onError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...GAMES_KEY, 'favorites'] }),
  });
}

/** `value`, once it has not changed for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
