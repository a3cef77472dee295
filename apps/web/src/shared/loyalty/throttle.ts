/** The clock a throttle reads and the timer it sets (tests pass fakes). */
export interface ThrottleClock {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
}

const browserClock: ThrottleClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
};

/**
 * Runs `run` at once, then at most once every `gapMs`: calls inside the gap fold into one run at its
 * end, so the last call is never lost and a burst costs at most two runs.
 */
export function throttle(run: () => void, gapMs: number, clock: ThrottleClock = browserClock): () => void {
  let last = Number.NEGATIVE_INFINITY;
  let due = false;
  const fire = () => {
    due = false;
    last = clock.now();
    run();
  };
  return () => {
    if (due) return;
    const wait = last + gapMs - clock.now();
    if (wait <= 0) fire();
    else {
      due = true;
      clock.setTimeout(fire, wait);
    }
  };
}
