import { describe, expect, it } from 'vitest';
import { checkOffer, emptyOffer, emptyTier, fieldOfPath, offerBody, tierInput } from './offerForm';

const tier = (values: Partial<ReturnType<typeof emptyTier>>) => ({ ...emptyTier(), ...values });

describe('tierInput', () => {
  it('turns typed text into the contract’s tier: empty is null, a count a number, trimmed', () => {
    expect(
      tierInput('daily', tier({ rate: ' 1.25 ', minValidBet: '1000', minActiveMembers: ' 12 ' })),
    ).toEqual({
      rate: '1.25',
      minValidBet: '1000',
      minProfitLoss: null,
      minActiveMembers: 12,
      minSingleBet: null,
      minLossRate: null,
      maxWinRate: null,
    });
  });

  it('keeps the real-time conditions for real-time salaries only', () => {
    const typed = tier({ rate: '1', minSingleBet: '10', minLossRate: '5', maxWinRate: '95' });
    expect(tierInput('realtime', typed)).toMatchObject({
      minSingleBet: '10',
      minLossRate: '5',
      maxWinRate: '95',
    });
    expect(tierInput('dividend', typed)).toMatchObject({
      minSingleBet: null,
      minLossRate: null,
      maxWinRate: null,
    });
  });
});

describe('offerBody and checkOffer', () => {
  it('adds period and carry-over for dividends only', () => {
    const draft = { ...emptyOffer(), tiers: [tier({ rate: '30' })], reason: ' why ' };
    expect(offerBody(draft, 4)).toEqual({
      kind: 'daily',
      agentId: 4,
      tiers: [tierInput('daily', draft.tiers[0]!)],
      reason: 'why',
    });
    expect(offerBody({ ...draft, kind: 'dividend', period: 'weekly' }, 4)).toMatchObject({
      period: 'weekly',
      carryOver: 'none',
    });
  });

  it('accepts what the server’s schema accepts, within the kind’s ceiling', () => {
    const draft = { ...emptyOffer(), tiers: [tier({ rate: '5' }), tier({ rate: '0.5' })], reason: 'r' };
    const checked = checkOffer(draft, 3);
    expect(checked.ok).toBe(true);
    expect(checkOffer({ ...draft, kind: 'dividend', tiers: [tier({ rate: '90' })] }, 3).ok).toBe(true);
  });

  it('names each problem by its dotted path', () => {
    const draft = {
      ...emptyOffer(),
      kind: 'realtime' as const,
      tiers: [
        tier({ rate: '6', minValidBet: '1,000' }),
        tier({ rate: '0', minActiveMembers: 'x', maxWinRate: '120' }),
      ],
    };
    const checked = checkOffer(draft, 1);
    expect(checked.ok).toBe(false);
    if (!checked.ok)
      expect(checked.fields.sort()).toEqual(
        [
          'reason',
          'tiers.0.minValidBet',
          'tiers.0.rate',
          'tiers.1.maxWinRate',
          'tiers.1.minActiveMembers',
          'tiers.1.rate',
        ].sort(),
      );
  });

  it('reads a problem’s path as a tier’s field or the body’s', () => {
    expect(fieldOfPath('tiers.2.minLossRate')).toEqual({ tier: 2, field: 'minLossRate' });
    expect(fieldOfPath('agentId')).toEqual({ field: 'agentId' });
    expect(fieldOfPath('tiers')).toEqual({ field: 'tiers' });
  });
});
