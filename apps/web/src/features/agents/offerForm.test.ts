import { describe, expect, it } from 'vitest';
import {
  EMPTY_TIER,
  amountProblem,
  countProblem,
  draftOf,
  offerBody,
  percentProblem,
  rateProblem,
  type OfferDraft,
} from './offerForm';
import { contractFixture, tierFixture } from './testSupport';

const draft = (tiers: Partial<typeof EMPTY_TIER>[], rest: Partial<OfferDraft> = {}): OfferDraft => ({
  tiers: tiers.map((tier) => ({ ...EMPTY_TIER, ...tier })),
  period: 'monthly',
  carryOver: 'none',
  ...rest,
});

describe('offer body', () => {
  it('turns typed tiers into the contract input: empty conditions null, counts numbers', () => {
    expect(
      offerBody('daily', 'bob', draft([{ rate: ' 1.2 ', minValidBet: '1000', minActiveMembers: '3' }])),
    ).toEqual({
      kind: 'daily',
      downlineUsername: 'bob',
      tiers: [
        {
          rate: '1.2',
          minValidBet: '1000',
          minProfitLoss: null,
          minActiveMembers: 3,
          minSingleBet: null,
          minLossRate: null,
          maxWinRate: null,
        },
      ],
    });
  });

  it('sends the real-time conditions only for real-time salary', () => {
    const typed = draft([{ rate: '0.5', minSingleBet: '10', minLossRate: '5', maxWinRate: '95' }]);
    expect(offerBody('realtime', 'bob', typed).tiers[0]).toMatchObject({
      minSingleBet: '10',
      minLossRate: '5',
      maxWinRate: '95',
    });
    expect(offerBody('hourly', 'bob', typed).tiers[0]).toMatchObject({
      minSingleBet: null,
      minLossRate: null,
      maxWinRate: null,
    });
  });

  it('adds period and carry-over for dividends only', () => {
    const typed = draft([{ rate: '30' }], { period: 'weekly', carryOver: 'accumulate' });
    expect(offerBody('dividend', 'bob', typed)).toMatchObject({ period: 'weekly', carryOver: 'accumulate' });
    expect(offerBody('daily', 'bob', typed)).not.toHaveProperty('period');
    expect(offerBody('daily', 'bob', typed)).not.toHaveProperty('carryOver');
  });

  it('starts from the terms of the contract being changed', () => {
    const contract = contractFixture({
      kind: 'dividend',
      period: 'semimonthly',
      carryOver: 'accumulate',
      tiers: [tierFixture({ rate: '25.50', minValidBet: '1000.00', minActiveMembers: 3 })],
    });
    expect(draftOf(contract)).toEqual({
      tiers: [{ ...EMPTY_TIER, rate: '25.5', minValidBet: '1000', minActiveMembers: '3' }],
      period: 'semimonthly',
      carryOver: 'accumulate',
    });
    expect(draftOf(null).tiers).toEqual([EMPTY_TIER]);
  });
});

describe('offer checks', () => {
  it('refuses a rate that is empty, malformed, zero, above the kind or above the agent', () => {
    expect(rateProblem('', 'daily', '1.50')).toBe('required');
    expect(rateProblem('1.255', 'daily', '1.50')).toBe('format');
    expect(rateProblem('0', 'daily', '1.50')).toBe('zero');
    expect(rateProblem('6', 'daily', null)).toBe('max');
    expect(rateProblem('1.51', 'daily', '1.50')).toBe('limit');
    expect(rateProblem('1.5', 'daily', '1.50')).toBeNull();
    expect(rateProblem('45', 'dividend', '50.00')).toBeNull();
  });

  it('checks thresholds, counts and shares', () => {
    expect(amountProblem('', 2)).toBeNull();
    expect(amountProblem('1000.5', 2)).toBeNull();
    expect(amountProblem('1000.555', 2)).toBe('decimals');
    expect(amountProblem('1,000', 2)).toBe('format');
    expect(countProblem('12')).toBeNull();
    expect(countProblem('1.5')).toBe('format');
    expect(percentProblem('95', 100)).toBeNull();
    expect(percentProblem('101', 100)).toBe('max');
    expect(percentProblem('abc', 100)).toBe('format');
  });
});
