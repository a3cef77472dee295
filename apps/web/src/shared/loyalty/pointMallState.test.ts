import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/queryClient';
import {
  clearPointMallState,
  getPointMallState,
  INITIAL_POINT_MALL_STATE,
  POINT_MALL_KEY,
  subscribePointMall,
  updatePointMallState,
} from './pointMallState';

beforeEach(() => clearPointMallState());

describe('point mall state', () => {
  it('changes a part at a time and tells its listeners', () => {
    let heard = 0;
    const stop = subscribePointMall(() => heard++);
    updatePointMallState({ tab: 'history', historyPage: 2 });
    updatePointMallState({ dialog: { kind: 'redeem', rewardId: 4 } });
    expect(getPointMallState()).toEqual({
      tab: 'history',
      dialog: { kind: 'redeem', rewardId: 4 },
      historyPage: 2,
      detailsPage: 1,
    });
    expect(heard).toBe(2);
    stop();
    updatePointMallState({ tab: 'rules' });
    expect(heard).toBe(2);
  });

  it('clears back to the start and forgets the mall data', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData([...POINT_MALL_KEY, 'token-1', 'balance'], { points: 120 });
    queryClient.setQueryData(['money', 'token-1', 'balance'], { sumBalance: '1.00' });
    updatePointMallState({ tab: 'details', dialog: { kind: 'convert' }, detailsPage: 4 });
    clearPointMallState(queryClient);
    expect(getPointMallState()).toEqual(INITIAL_POINT_MALL_STATE);
    expect(queryClient.getQueryData([...POINT_MALL_KEY, 'token-1', 'balance'])).toBeUndefined();
    expect(queryClient.getQueryData(['money', 'token-1', 'balance'])).toEqual({ sumBalance: '1.00' });
  });
});
