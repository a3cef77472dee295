import { useCallback, useEffect, useState } from 'react';

export interface Countdown {
  /** Whole seconds left, 0 when not running. */
  remaining: number;
  running: boolean;
  start: (seconds: number) => void;
  stop: () => void;
}

/** Seconds from now until `endsAt`, rounded up. */
export function secondsLeft(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * A countdown in whole seconds (SMS code buttons: expiredMinutes × 60 s). It follows the wall clock,
 * so a throttled background tab still ends on time.
 */
export function useCountdown(): Countdown {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(seconds > 0 ? current + seconds * 1000 : null);
  }, []);
  const stop = useCallback(() => setEndsAt(null), []);

  const remaining = secondsLeft(endsAt, now);
  return { remaining, running: remaining > 0, start, stop };
}
