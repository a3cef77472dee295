import type { QueryClient } from '@tanstack/react-query';
import { MISSIONS_KEY } from './keys';
import { throttle } from './throttle';

/** The least time between two mission reloads caused by the live channel's balance pushes. */
export const MISSION_REFRESH_GAP_MS = 5_000;

const refreshers = new WeakMap<QueryClient, () => void>();

/**
 * Reloads the mission screens after the balance moved (a bet settled, a deposit): at once, then at
 * most every MISSION_REFRESH_GAP_MS, with one last reload at the end of a burst. Only screens on show
 * ask again; the others are marked stale.
 */
export function refreshMissions(queryClient: QueryClient): void {
  let refresh = refreshers.get(queryClient);
  if (!refresh) {
    refresh = throttle(
      () => void queryClient.invalidateQueries({ queryKey: MISSIONS_KEY }),
      MISSION_REFRESH_GAP_MS,
    );
    refreshers.set(queryClient, refresh);
  }
  refresh();
}
