import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/queryClient';
import { MISSIONS_KEY } from '../loyalty/keys';
import { MISSION_REFRESH_GAP_MS } from '../loyalty/missionRefresh';
import { applyPush } from './useLiveChannel';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A client holding a mission summary and board, and a count of the mission reloads asked. */
function clientWithMissions() {
  const queryClient = createQueryClient();
  queryClient.setQueryData([...MISSIONS_KEY, 'token-1', 'summary', 'EN'], null);
  queryClient.setQueryData([...MISSIONS_KEY, 'token-1', 'leaderboard'], null);
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const reloads = () =>
    invalidate.mock.calls.filter(([filters]) => filters?.queryKey?.[0] === MISSIONS_KEY[0]).length;
  return { queryClient, reloads };
}

describe('live pushes and the missions', () => {
  it('reloads the missions and the board when the balance moves (bets settled, deposits)', () => {
    const { queryClient, reloads } = clientWithMissions();
    applyPush(queryClient, { type: 'balance', cause: 'bet' });
    expect(reloads()).toBe(1);
    const stale = queryClient
      .getQueryCache()
      .findAll({ queryKey: MISSIONS_KEY })
      .map((query) => query.state.isInvalidated);
    expect(stale).toEqual([true, true]);
  });

  it('reloads at most every few seconds, with one reload at the end of a burst', () => {
    const { queryClient, reloads } = clientWithMissions();
    applyPush(queryClient, { type: 'balance', cause: 'bet' });
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(200);
      applyPush(queryClient, { type: 'balance', cause: 'win' });
    }
    expect(reloads()).toBe(1);
    vi.advanceTimersByTime(MISSION_REFRESH_GAP_MS);
    expect(reloads()).toBe(2);
    vi.advanceTimersByTime(MISSION_REFRESH_GAP_MS * 2);
    expect(reloads()).toBe(2);
  });

  it('leaves them alone on other pushes', () => {
    const { queryClient, reloads } = clientWithMissions();
    applyPush(queryClient, { type: 'rewards' });
    applyPush(queryClient, { type: 'order', kind: 'deposit', orderNo: 'DP1', status: 'approved' });
    expect(reloads()).toBe(0);
  });
});
