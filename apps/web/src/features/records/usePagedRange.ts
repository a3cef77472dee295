import { useState } from 'react';
import { presetRange, type DayRange } from './recordsLogic';

/** The period (7 days at first) and page of a records list: a new period starts again on page 1. */
export function usePagedRange() {
  const [range, setRange] = useState<DayRange>(() => presetRange('week', Date.now()));
  const [page, setPage] = useState(1);
  return {
    range,
    page,
    setPage,
    setRange: (next: DayRange) => {
      setRange(next);
      setPage(1);
    },
  };
}
