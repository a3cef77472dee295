import { describe, expect, it } from 'vitest';
import { bonusOutcome } from './outcome';

const money = (amount: string) => `₱${amount}`;
const bonus = {
  state: 'active' as const,
  amount: '50.00',
  turnover: { required: '500.00', done: '0.00', remaining: '500.00' },
  reason: null,
};

describe('bonusOutcome', () => {
  it('says what was paid and the turnover it needs', () => {
    expect(bonusOutcome(bonus, money)).toEqual({
      tone: 'success',
      text: { key: 'promo.result.paidTurnover', values: { amount: '₱50.00', turnover: '₱500.00' } },
    });
    const none = { required: '0.00', done: '0.00', remaining: '0.00' };
    expect(bonusOutcome({ ...bonus, turnover: none }, money).text.key).toBe('promo.result.paid');
    expect(bonusOutcome({ ...bonus, state: 'completed' }, money).text.key).toBe('promo.result.paid');
  });

  it('tells a claim held for review, a rejection with its reason, and an ended bonus apart', () => {
    expect(bonusOutcome({ ...bonus, state: 'review' }, money)).toEqual({
      tone: 'info',
      text: { key: 'promo.result.review' },
    });
    expect(bonusOutcome({ ...bonus, state: 'rejected', reason: 'Same device' }, money)).toEqual({
      tone: 'error',
      text: { key: 'promo.result.rejectedReason', values: { reason: 'Same device' } },
    });
    expect(bonusOutcome({ ...bonus, state: 'rejected' }, money).text.key).toBe('promo.result.rejected');
    expect(bonusOutcome({ ...bonus, state: 'expired' }, money).tone).toBe('error');
    expect(bonusOutcome({ ...bonus, state: 'issued' }, money).tone).toBe('info');
  });
});
