import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../shared/api/queryClient';
import { applyPush } from '../../shared/live/useLiveChannel';
import { LOTTERY_KEY, openedNumerosQuery, resultsQuery } from './queries';

describe('the live lottery push', () => {
  it('invalidates every lottery query and nothing else', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(resultsQuery('SSC1').queryKey, { list: [], trends: { over: 0, rows: [] } });
    queryClient.setQueryData(openedNumerosQuery().queryKey, { list: [] });
    queryClient.setQueryData(['announcements', 'EN', 'B'], null);
    applyPush(queryClient, {
      type: 'lottery',
      event: 'period.drawn',
      gameCode: 'SSC1',
      number: '20260401-0001',
    });
    const states = queryClient.getQueryCache().findAll();
    for (const query of states) {
      expect(query.state.isInvalidated).toBe(query.queryKey[0] === LOTTERY_KEY[0]);
    }
    expect(states.filter((query) => query.state.isInvalidated)).toHaveLength(2);
  });
});
