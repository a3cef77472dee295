import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { durationParts } from './rules';

/** The time now, ticking every `ms` (countdowns). */
export function useNow(ms = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/** A duration such as a draw interval: 45 s, 5 min, 2 h. */
export function useDuration() {
  const { t } = useTranslation();
  return useCallback(
    (seconds: number) => {
      const { unit, count } = durationParts(seconds);
      return t(`lottery.unit.${unit}`, { count });
    },
    [t],
  );
}
