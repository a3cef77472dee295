import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../shared/api/queryClient';
import { useReloadAtDraw } from './useReloadAtDraw';

afterEach(() => {
  vi.useRealTimers();
});

describe('reload at the draw time', () => {
  it('reloads the game state once at the draw time and once a little later, then waits', () => {
    vi.useFakeTimers();
    const queryClient = createQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    renderHook(() => useReloadAtDraw({ number: '20260401-0001', drawAt: Date.now() + 10_000 }), { wrapper });
    vi.advanceTimersByTime(9_000);
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_500);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate.mock.calls[0]![0]).toMatchObject({ queryKey: ['lottery'] });
    vi.advanceTimersByTime(5_000);
    expect(invalidate).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(600_000);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});
