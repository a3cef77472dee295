import type { LivePush } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/queryClient';
import { CASHBACK_KEY } from '../loyalty/keys';
import { MONEY_KEY } from '../money/queries';
import { applyPush } from './useLiveChannel';

/** The query keys a push left invalidated (without the token). */
function invalidatedBy(message: LivePush): string[] {
  const queryClient = createQueryClient();
  queryClient.setQueryData([...CASHBACK_KEY, 'token-1', 'live'], null);
  queryClient.setQueryData([...CASHBACK_KEY, 'token-1', 'history'], null);
  queryClient.setQueryData([...MONEY_KEY, 'token-1', 'balance'], null);
  applyPush(queryClient, message);
  return queryClient
    .getQueryCache()
    .findAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey.filter((part) => part !== 'token-1').join('.'))
    .sort();
}

describe('live pushes and the cashback queries', () => {
  it('reloads the live cashback and its history when cashback was paid (`rebate`)', () => {
    expect(invalidatedBy({ type: 'balance', cause: 'rebate' })).toEqual([
      'cashback.history',
      'cashback.live',
      'money.balance',
    ]);
  });

  it('leaves them alone on other balance movements', () => {
    expect(invalidatedBy({ type: 'balance', cause: 'bet' })).toEqual(['money.balance']);
    expect(invalidatedBy({ type: 'rewards' })).toEqual([]);
  });
});
