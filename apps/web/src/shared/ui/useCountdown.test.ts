import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secondsLeft, useCountdown } from './useCountdown';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('counts whole seconds down to zero, then stops', async () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    act(() => result.current.start(5 * 60));
    expect(result.current).toMatchObject({ remaining: 300, running: true });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(result.current.remaining).toBe(299);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(298_500);
    });
    expect(result.current).toMatchObject({ remaining: 1, running: true });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    expect(result.current).toMatchObject({ remaining: 0, running: false });
  });

  it('follows the clock, so time spent in a throttled tab still counts', async () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    // The interval is late (background tab) but the clock moved on.
    vi.setSystemTime(new Date('2026-11-22T10:00:45Z'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(250);
    });
    expect(result.current.remaining).toBe(15);
  });

  it('stop ends it at once; a start of 0 does not run', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(30));
    act(() => result.current.stop());
    expect(result.current.running).toBe(false);
    act(() => result.current.start(0));
    expect(result.current.running).toBe(false);
  });

  it('secondsLeft rounds up and never goes below zero', () => {
    expect(secondsLeft(null, 0)).toBe(0);
    expect(secondsLeft(10_001, 0)).toBe(11);
    expect(secondsLeft(5_000, 9_000)).toBe(0);
  });
});
