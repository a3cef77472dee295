import { useQueryClient } from '@tanstack/react-query';
import type { LotteryPeriod } from '@wps/contracts';
import { useEffect } from 'react';
import { clockNow } from './clock';
import { reloadGameState } from './queries';

/** The result may take a moment after the draw time: one more look this long after the first. */
const FOLLOW_UP_MS = 5_000;
/** setTimeout's limit (about 24.8 days): farther draws are left to the live channel. */
const MAX_WAIT_MS = 2 ** 31 - 1;

/**
 * Reloads the game state once when `period` reaches its draw time, and once more a little later
 * (no polling loop: the live channel's `lottery` push covers the rest). A period whose draw time has
 * already passed reloads at once, a single time.
 */
export function useReloadAtDraw(period: Pick<LotteryPeriod, 'number' | 'drawAt'> | null | undefined) {
  const queryClient = useQueryClient();
  const drawAt = period?.drawAt;
  const number = period?.number;
  useEffect(() => {
    if (drawAt === undefined || number === undefined) return;
    const wait = Math.max(0, drawAt - clockNow()) + 250;
    if (wait > MAX_WAIT_MS) return;
    let followUp: number | undefined;
    const first = window.setTimeout(() => {
      void reloadGameState(queryClient);
      followUp = window.setTimeout(() => void reloadGameState(queryClient), FOLLOW_UP_MS);
    }, wait);
    return () => {
      window.clearTimeout(first);
      if (followUp !== undefined) window.clearTimeout(followUp);
    };
  }, [drawAt, number, queryClient]);
}
