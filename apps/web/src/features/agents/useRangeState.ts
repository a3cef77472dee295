import { useState } from 'react';
import { presetRange, type RangeValue } from './range';

/** A range state starting on `preset`, and a page number that goes back to 1 with a new range. */
export function useRangeState(preset: Exclude<RangeValue['preset'], 'custom'> = 'today') {
  const [range, setRangeState] = useState<RangeValue>(() => presetRange(preset, Date.now()));
  const [page, setPage] = useState(1);
  return {
    range,
    page,
    setPage,
    setRange: (next: RangeValue) => {
      setRangeState(next);
      setPage(1);
    },
  };
}
