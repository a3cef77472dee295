import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

/**
 * A refresh the member asked for (the refresh button) shows its placeholder until the answer; the
 * reloads a live push or a money action starts in the background keep the last amount on screen,
 * so the balance never blinks on every bet and win.
 */
export function useAskedRefresh(query: Pick<UseQueryResult, 'isFetching' | 'refetch'>) {
  const [asked, setAsked] = useState(false);
  const refresh = useCallback(() => {
    setAsked(true);
    void query.refetch().finally(() => setAsked(false));
  }, [query]);
  return { refreshing: asked && query.isFetching, refresh };
}
