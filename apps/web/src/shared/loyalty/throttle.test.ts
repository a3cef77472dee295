import { describe, expect, it } from 'vitest';
import { throttle, type ThrottleClock } from './throttle';

/** A clock whose time moves only when told, running due timers as it passes them. */
function fakeClock() {
  let time = 1_000;
  let timers: { at: number; run: () => void }[] = [];
  const clock: ThrottleClock = {
    now: () => time,
    setTimeout: (run, ms) => timers.push({ at: time + ms, run }),
  };
  const advance = (ms: number) => {
    time += ms;
    const due = timers.filter((timer) => timer.at <= time);
    timers = timers.filter((timer) => timer.at > time);
    for (const timer of due) timer.run();
  };
  return { clock, advance, pending: () => timers.length };
}

describe('throttle', () => {
  it('runs the first call at once', () => {
    const { clock } = fakeClock();
    let runs = 0;
    throttle(() => runs++, 5_000, clock)();
    expect(runs).toBe(1);
  });

  it('folds a burst inside the gap into one run at its end', () => {
    const { clock, advance, pending } = fakeClock();
    let runs = 0;
    const call = throttle(() => runs++, 5_000, clock);
    call();
    advance(1_000);
    call();
    call();
    call();
    expect(runs).toBe(1);
    expect(pending()).toBe(1);
    advance(3_999);
    expect(runs).toBe(1);
    advance(1);
    expect(runs).toBe(2);
  });

  it('runs at once again once the gap has passed', () => {
    const { clock, advance, pending } = fakeClock();
    let runs = 0;
    const call = throttle(() => runs++, 5_000, clock);
    call();
    advance(5_000);
    call();
    expect(runs).toBe(2);
    expect(pending()).toBe(0);
  });

  it('keeps the gap after a folded run', () => {
    const { clock, advance } = fakeClock();
    let runs = 0;
    const call = throttle(() => runs++, 5_000, clock);
    call();
    advance(2_000);
    call();
    advance(3_000);
    expect(runs).toBe(2);
    advance(1_000);
    call();
    expect(runs).toBe(2);
    advance(4_000);
    expect(runs).toBe(3);
  });
});
