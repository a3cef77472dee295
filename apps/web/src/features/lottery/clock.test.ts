import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockNow, setServerNow } from './clock';

describe('the countdowns follow the server clock', () => {
  afterEach(() => {
    setServerNow(Date.now());
    vi.useRealTimers();
  });

  it('counts on the server time of the last answer, whatever the device says', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T08:00:00Z') });
    // The device is 5 minutes slow.
    setServerNow(Date.parse('2026-11-27T08:05:00Z'));
    expect(clockNow()).toBe(Date.parse('2026-11-27T08:05:00Z'));
    vi.advanceTimersByTime(10_000);
    expect(clockNow()).toBe(Date.parse('2026-11-27T08:05:10Z'));
  });
});
