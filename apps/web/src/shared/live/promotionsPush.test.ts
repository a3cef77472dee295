import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/queryClient';
import { MONEY_KEY } from '../money/queries';
import { bonusProgressQuery, myPromotionsQuery, promotionActivitiesQuery } from '../promotions/queries';
import { applyPush } from './useLiveChannel';
import type { LivePush } from '@wps/contracts';

/** The query keys a push left invalidated, by their first part and kind. */
function invalidatedBy(message: LivePush): string[] {
  const queryClient = createQueryClient();
  queryClient.setQueryData(myPromotionsQuery('token-1').queryKey, { activities: [], claimCount: 0 });
  queryClient.setQueryData(bonusProgressQuery('token-1').queryKey, {
    bonuses: [],
    remaining: '0.00',
    currency: 'PHP',
  });
  queryClient.setQueryData(promotionActivitiesQuery('EN').queryKey, { list: [], now: 0 });
  queryClient.setQueryData([...MONEY_KEY, 'token-1', 'balance'], null);
  queryClient.setQueryData(['announcements', 'EN', 'B'], null);
  applyPush(queryClient, message);
  return queryClient
    .getQueryCache()
    .findAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey.filter((part) => part !== 'token-1' && part !== 'EN').join('.'))
    .sort();
}

const PROMOTIONS = ['promotions.activities', 'promotions.bonusProgress', 'promotions.mine'];

describe('live pushes and the promotion queries', () => {
  it('reloads the activities, the member state and the bonuses on `rewards`, and nothing else', () => {
    expect(invalidatedBy({ type: 'rewards' })).toEqual(PROMOTIONS);
  });

  it('reloads them with the balance when a promotion paid or a deposit arrived', () => {
    expect(invalidatedBy({ type: 'balance', cause: 'promotion' })).toEqual(['money.balance', ...PROMOTIONS]);
    expect(invalidatedBy({ type: 'balance', cause: 'deposit' })).toEqual(['money.balance', ...PROMOTIONS]);
  });

  it('leaves them alone on other balance movements', () => {
    expect(invalidatedBy({ type: 'balance', cause: 'bet' })).toEqual(['money.balance']);
  });
});
