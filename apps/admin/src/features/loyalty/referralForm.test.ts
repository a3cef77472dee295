import { describe, expect, it } from 'vitest';
import {
  checkReferralForm,
  referralFormOf,
  referralInput,
  referralNotes,
  referralRuleOf,
  type ReferralForm,
} from './referralForm';
import { referralSettings } from './testSupport';

const filled = (changes: Partial<ReferralForm> = {}): ReferralForm => ({
  ...referralFormOf(referralSettings()),
  reason: 'Summer campaign',
  ...changes,
});

describe('the referral rewards form', () => {
  it('starts from the settings, with no reason', () => {
    expect(referralFormOf(referralSettings())).toEqual({
      minDeposit: '100.00',
      firstDepositReward: '50.00',
      turnoverTarget: '5000.00',
      turnoverReward: '100.00',
      reason: '',
    });
  });

  it('sends the four amounts as decimal strings with the reason', () => {
    expect(checkReferralForm(filled({ firstDepositReward: ' 75.5 ' }), 2)).toEqual({
      ok: true,
      body: {
        firstDepositReward: '75.5',
        minDeposit: '100.00',
        turnoverReward: '100.00',
        turnoverTarget: '5000.00',
        reason: 'Summer campaign',
      },
    });
    expect(referralInput(filled({ minDeposit: ' 0 ' }))).toMatchObject({ minDeposit: '0' });
  });

  it('asks a reason, amounts that read, and no more decimals than the currency has', () => {
    expect(checkReferralForm(filled({ reason: '  ' }), 2)).toEqual({
      ok: false,
      fields: ['reason'],
      rules: {},
    });
    expect(checkReferralForm(filled({ minDeposit: '-1', turnoverTarget: '' }), 2)).toMatchObject({
      fields: ['minDeposit', 'turnoverTarget'],
      rules: {},
    });
    expect(checkReferralForm(filled({ turnoverReward: '1.005' }), 2)).toEqual({
      ok: false,
      fields: ['turnoverReward'],
      rules: { turnoverReward: 'moneyDecimals' },
    });
    expect(checkReferralForm(filled({ turnoverReward: '1.005' }), null).ok).toBe(true);
    expect(referralRuleOf('minDeposit')).toBe('money');
    expect(referralRuleOf('reason')).toBe('reason');
  });

  it('notes what the amounts pay that an operator may not mean', () => {
    expect(referralNotes(filled())).toEqual([]);
    expect(referralNotes(filled({ firstDepositReward: '0', turnoverReward: '0.00' }))).toEqual([
      'firstDepositOff',
      'turnoverOff',
    ]);
    expect(referralNotes(filled({ turnoverTarget: '0' }))).toEqual(['turnoverAtOnce']);
    expect(referralNotes(filled({ turnoverTarget: '0', turnoverReward: '0' }))).toEqual(['turnoverOff']);
    // A minimum of zero counts any first deposit: nothing to note.
    expect(referralNotes(filled({ minDeposit: '0' }))).toEqual([]);
  });
});
