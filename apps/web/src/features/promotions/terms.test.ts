import type { Activity } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import { multipleText, percentText, rewardTerms, wageringTerms } from './terms';

const money = (amount: string) => `₱${amount}`;

const base: Pick<Activity, 'kind' | 'reward' | 'repeat' | 'wagering'> = {
  kind: 'deposit_match',
  reward: { percentBasisPoints: 0, fixed: '0.00', max: null, threshold: '0.00' },
  repeat: 'once',
  wagering: { multiple: 0, basis: 'bonus', weights: {}, maxBet: null, expiryHours: null },
};
const terms = (overrides: Partial<typeof base>) => ({ ...base, ...overrides });

describe('percentText and multipleText', () => {
  it('reads basis points exactly', () => {
    expect(percentText(10_000)).toBe('100%');
    expect(percentText(1_500)).toBe('15%');
    expect(percentText(1_250)).toBe('12.5%');
    expect(percentText(5)).toBe('0.05%');
    expect(percentText(100_000)).toBe('1000%');
  });

  it('shows a multiple with at most two decimals', () => {
    expect(multipleText(10)).toBe('10');
    expect(multipleText(1.5)).toBe('1.5');
    expect(multipleText(0.25)).toBe('0.25');
  });
});

describe('rewardTerms', () => {
  it('describes a capped deposit match from a minimum deposit', () => {
    const rows = rewardTerms(
      terms({ reward: { percentBasisPoints: 5_000, fixed: '0.00', max: '500.00', threshold: '100.00' } }),
      money,
    );
    expect(rows).toEqual([
      {
        id: 'reward',
        label: 'promo.terms.reward',
        value: { key: 'promo.terms.percent.deposit', values: { percent: '50%' } },
      },
      {
        id: 'max',
        label: 'promo.terms.max',
        value: { key: 'promo.terms.maxValue', values: { amount: '₱500.00' } },
      },
      {
        id: 'threshold',
        label: 'promo.terms.threshold.deposit',
        value: { key: 'promo.terms.minValue', values: { amount: '₱100.00' } },
      },
      { id: 'repeat', label: 'promo.terms.repeat', value: { key: 'promo.repeat.once' } },
    ]);
  });

  it('adds a fixed part to a percentage, and names the loss of a rebate', () => {
    const [reward, , threshold] = rewardTerms(
      terms({
        kind: 'loss_rebate',
        repeat: 'weekly',
        reward: { percentBasisPoints: 1_000, fixed: '5.00', max: null, threshold: '200.00' },
      }),
      money,
    );
    expect(reward?.value).toEqual({
      key: 'promo.terms.percentPlus.loss',
      values: { percent: '10%', amount: '₱5.00' },
    });
    expect(threshold?.label).toBe('promo.terms.repeat');
  });

  it('shows fixed rewards, valid-bet thresholds, and rewards the operator decides', () => {
    const daily = rewardTerms(
      terms({ kind: 'daily_login', repeat: 'daily', reward: { ...base.reward, fixed: '8.00' } }),
      money,
    );
    expect(daily[0]?.value).toEqual({ key: 'promo.terms.fixed', values: { amount: '₱8.00' } });
    const bets = rewardTerms(
      terms({ kind: 'turnover_reward', reward: { ...base.reward, fixed: '20.00', threshold: '1000.00' } }),
      money,
    );
    expect(bets.map((row) => row.label)).toContain('promo.terms.threshold.bets');
    const applied = rewardTerms(
      terms({ kind: 'application', reward: { ...base.reward, threshold: '10.00' } }),
      money,
    );
    expect(applied.map((row) => row.value.key)).toEqual(['promo.terms.decided', 'promo.repeat.once']);
  });
});

describe('wageringTerms', () => {
  it('says when no turnover is required', () => {
    expect(wageringTerms(base, money)).toEqual([
      { id: 'turnover', label: 'promo.terms.turnover', value: { key: 'promo.terms.noTurnover' } },
    ]);
  });

  it('describes the multiple on bonus and deposit, the max bet and the expiry', () => {
    const rows = wageringTerms(
      terms({
        wagering: { multiple: 12.5, basis: 'bonus_deposit', weights: {}, maxBet: '50.00', expiryHours: 72 },
      }),
      money,
    );
    expect(rows.map((row) => row.value)).toEqual([
      { key: 'promo.terms.multipleBonusDeposit', values: { multiple: '12.5' } },
      { key: 'promo.terms.maxBetValue', values: { amount: '₱50.00' } },
      { key: 'promo.terms.hours', values: { hours: '72' } },
    ]);
    expect(
      wageringTerms(terms({ wagering: { ...base.wagering, multiple: 3 } }), money).map(
        (row) => row.value.key,
      ),
    ).toEqual(['promo.terms.multipleBonus', 'promo.terms.noExpiry']);
  });
});
