import type { LotteryBetInput } from '@wps/contracts';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { MAX_SLIP_LINES, SlipsContext, type Slips, type SlipsApi } from './slips';

/** Holds the slips of every game of a lobby. */
export function SlipsProvider({ children }: { children: ReactNode }) {
  const [slips, setSlips] = useState<Slips>({});
  const current = useRef(slips);
  const nextId = useRef(0);

  const update = useCallback((next: Slips) => {
    current.current = next;
    setSlips(next);
  }, []);

  const add = useCallback(
    (gameCode: string, bets: readonly LotteryBetInput[]) => {
      const lines = current.current[gameCode] ?? [];
      const room = Math.max(0, MAX_SLIP_LINES - lines.length);
      const added = bets.slice(0, room).map((bet) => {
        nextId.current += 1;
        return { ...bet, picks: [...bet.picks], id: `line-${nextId.current}` };
      });
      if (added.length > 0) update({ ...current.current, [gameCode]: [...lines, ...added] });
      return added.length;
    },
    [update],
  );
  const remove = useCallback(
    (gameCode: string, id: string) =>
      update({
        ...current.current,
        [gameCode]: (current.current[gameCode] ?? []).filter((line) => line.id !== id),
      }),
    [update],
  );
  const clear = useCallback((gameCode: string) => update({ ...current.current, [gameCode]: [] }), [update]);

  const api = useMemo<SlipsApi>(() => ({ slips, add, remove, clear }), [slips, add, remove, clear]);
  return <SlipsContext.Provider value={api}>{children}</SlipsContext.Provider>;
}
