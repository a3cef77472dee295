import type { CurrencySettings, MoneySettings } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import {
  autoReceiveAt,
  chargeFor,
  dailyLeft,
  dailyRefusal,
  DECIDABLE,
  fitsAccountPattern,
  freeLeftToday,
  isDecidable,
  leavesNothing,
  limitsOf,
  maskNumber,
  MAX_PAYOUT_ACCOUNTS,
  normalisedName,
  payoutCountryOf,
  payoutOptionsOf,
  receiptTransition,
  receiveOf,
  tidyName,
  turnoverOf,
  type Limits,
} from './rules.js';
import { KWD, PHP, VND } from '../../kernel/test-support.js';

const withdrawal = (patch: Partial<MoneySettings['withdrawal']> = {}): MoneySettings['withdrawal'] => ({
  enabled: true,
  minAmount: '100.00',
  maxAmount: '50000.00',
  dailyCount: 3,
  dailyMaxAmount: '100000.00',
  freePerDay: 1,
  chargeBasisPoints: 150,
  chargeFixed: '5.00',
  secondApprovalAbove: '20000.00',
  turnoverMultiple: 1,
  ...patch,
});
const settings = (c: CurrencySettings, patch: Partial<MoneySettings['withdrawal']> = {}) => ({
  currency: c,
  money: { withdrawal: withdrawal(patch) },
});
const limits = (patch: Partial<MoneySettings['withdrawal']> = {}, c = PHP): Limits =>
  limitsOf(settings(c, patch));

describe('limitsOf', () => {
  it('reads every setting in minor units of the currency', () => {
    expect(limits()).toEqual({
      currency: PHP,
      enabled: true,
      min: 10_000n,
      max: 5_000_000n,
      dailyCount: 3,
      dailyMax: 10_000_000n,
      freePerDay: 1,
      chargeBasisPoints: 150n,
      chargeFixed: 500n,
      secondApprovalAbove: 2_000_000n,
      turnoverBasisPoints: 10_000n,
    });
  });

  it('follows the currency decimals (0, 2, 3), dropping digits the currency does not have', () => {
    const vnd = limits({ minAmount: '100.00', chargeFixed: '5.99' }, VND);
    expect(vnd.min).toBe(100n);
    expect(vnd.chargeFixed).toBe(5n);
    const kwd = limits({ minAmount: '1.5', chargeFixed: '0.125' }, KWD);
    expect(kwd.min).toBe(1_500n);
    expect(kwd.chargeFixed).toBe(125n);
  });

  it('turns the turnover multiple into basis points, rounded', () => {
    expect(limits({ turnoverMultiple: 0 }).turnoverBasisPoints).toBe(0n);
    expect(limits({ turnoverMultiple: 1.5 }).turnoverBasisPoints).toBe(15_000n);
    expect(limits({ turnoverMultiple: 0.00016 }).turnoverBasisPoints).toBe(2n);
    expect(limits({ turnoverMultiple: 0.00004 }).turnoverBasisPoints).toBe(0n);
    expect(limits({ turnoverMultiple: 100 }).turnoverBasisPoints).toBe(1_000_000n);
  });

  it('keeps the switch and the counts as they are', () => {
    const off = limits({ enabled: false, dailyCount: 0, freePerDay: 0 });
    expect(off.enabled).toBe(false);
    expect(off.dailyCount).toBe(0);
    expect(off.freePerDay).toBe(0);
  });
});

describe('chargeFor', () => {
  const rule = limits({ freePerDay: 2, chargeBasisPoints: 150, chargeFixed: '5.00' });

  it('is free while free withdrawals are left today', () => {
    expect(chargeFor(10_000n, 0, rule)).toBe(0n);
    expect(chargeFor(10_000n, 1, rule)).toBe(0n);
  });

  it('charges basis points plus the fixed part from exactly the free count on', () => {
    // 1.5% of 100.00 = 1.50, plus 5.00
    expect(chargeFor(10_000n, 2, rule)).toBe(650n);
    expect(chargeFor(10_000n, 3, rule)).toBe(650n);
  });

  it('rounds the percentage half up', () => {
    const percent = limits({ freePerDay: 0, chargeBasisPoints: 150, chargeFixed: '0' });
    expect(chargeFor(33n, 0, percent)).toBe(0n); // 0.495 → 0
    expect(chargeFor(34n, 0, percent)).toBe(1n); // 0.51 → 1
    expect(chargeFor(100n, 0, percent)).toBe(2n); // 1.5 → 2
  });

  it('with no free withdrawals and no charge costs nothing; only a fixed part costs just that', () => {
    expect(chargeFor(10_000n, 0, limits({ freePerDay: 0, chargeBasisPoints: 0, chargeFixed: '0' }))).toBe(0n);
    expect(chargeFor(10_000n, 0, limits({ freePerDay: 0, chargeBasisPoints: 0, chargeFixed: '5.00' }))).toBe(
      500n,
    );
  });

  it('handles the largest charge (50%) and large amounts exactly', () => {
    const max = limits({ freePerDay: 0, chargeBasisPoints: 5000, chargeFixed: '0' });
    expect(chargeFor(9_999_999_999_999_999n, 0, max)).toBe(5_000_000_000_000_000n);
  });

  it('receives the amount less the charge, never below zero', () => {
    expect(receiveOf(10_000n, 650n)).toBe(9_350n);
    expect(receiveOf(650n, 650n)).toBe(0n);
    expect(receiveOf(100n, 650n)).toBe(0n);
  });

  it('refuses an amount that the charge would eat up, even while it is still free', () => {
    const fixed = limits({ freePerDay: 5, chargeBasisPoints: 0, chargeFixed: '5.00' });
    expect(leavesNothing(500n, fixed)).toBe(true);
    expect(leavesNothing(501n, fixed)).toBe(false);
    expect(leavesNothing(0n, limits({ freePerDay: 0, chargeBasisPoints: 0, chargeFixed: '0' }))).toBe(true);
  });

  it('counts the free withdrawals left today', () => {
    expect(freeLeftToday(0, limits({ freePerDay: 2 }))).toBe(2);
    expect(freeLeftToday(2, limits({ freePerDay: 2 }))).toBe(0);
    expect(freeLeftToday(5, limits({ freePerDay: 2 }))).toBe(0);
  });
});

describe('daily limits', () => {
  const rule = limits({ dailyCount: 3, dailyMaxAmount: '1000.00' });

  it('leaves the count and amount not yet used today, never below zero', () => {
    expect(dailyLeft({ count: 0, amount: 0n }, rule)).toEqual({ countLeft: 3, amountLeft: 100_000n });
    expect(dailyLeft({ count: 2, amount: 60_000n }, rule)).toEqual({ countLeft: 1, amountLeft: 40_000n });
    expect(dailyLeft({ count: 3, amount: 100_000n }, rule)).toEqual({ countLeft: 0, amountLeft: 0n });
    expect(dailyLeft({ count: 4, amount: 100_001n }, rule)).toEqual({ countLeft: 0, amountLeft: 0n });
  });

  it('lets a request through up to exactly what is left', () => {
    expect(dailyRefusal({ count: 2, amount: 60_000n }, 40_000n, rule)).toBeNull();
    expect(dailyRefusal({ count: 0, amount: 0n }, 100_000n, rule)).toBeNull();
  });

  it('refuses one unit above the amount left, with what is left in major units', () => {
    const refusal = dailyRefusal({ count: 2, amount: 60_000n }, 40_001n, rule);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal?.code).toBe('withdraw.limit.reached');
    expect(refusal?.value).toEqual({ dailyCountLeft: 1, dailyAmountLeft: '400.00' });
  });

  it('refuses once the count is used up, whatever the amount', () => {
    const refusal = dailyRefusal({ count: 3, amount: 0n }, 1n, rule);
    expect(refusal?.value).toEqual({ dailyCountLeft: 0, dailyAmountLeft: '1000.00' });
  });

  it('refuses everything when the daily count is zero', () => {
    expect(dailyRefusal({ count: 0, amount: 0n }, 1n, limits({ dailyCount: 0 }))?.code).toBe(
      'withdraw.limit.reached',
    );
  });

  it('formats what is left with the currency decimals', () => {
    const vnd = limits({ dailyCount: 1, dailyMaxAmount: '500' }, VND);
    expect(dailyRefusal({ count: 0, amount: 0n }, 501n, vnd)?.value).toEqual({
      dailyCountLeft: 1,
      dailyAmountLeft: '500',
    });
    const kwd = limits({ dailyCount: 1, dailyMaxAmount: '1.5' }, KWD);
    expect(dailyRefusal({ count: 0, amount: 1_000n }, 501n, kwd)?.value).toEqual({
      dailyCountLeft: 1,
      dailyAmountLeft: '0.500',
    });
  });
});

describe('turnoverOf', () => {
  it('requires the deposits times the multiple and counts the bets against it', () => {
    expect(turnoverOf(10_000n, 4_000n, 10_000n)).toEqual({
      required: 10_000n,
      completed: 4_000n,
      remaining: 6_000n,
    });
  });

  it('has nothing remaining once the bets reach the requirement, or go beyond it', () => {
    expect(turnoverOf(10_000n, 10_000n, 10_000n).remaining).toBe(0n);
    expect(turnoverOf(10_000n, 10_001n, 10_000n).remaining).toBe(0n);
    expect(turnoverOf(10_000n, 9_999n, 10_000n).remaining).toBe(1n);
  });

  it('rounds the requirement up to a whole minor unit', () => {
    expect(turnoverOf(1n, 0n, 15_000n).required).toBe(2n); // 1.5 → 2
    expect(turnoverOf(3n, 0n, 3_333n).required).toBe(1n); // 0.9999 → 1
    expect(turnoverOf(10_000n, 0n, 15_000n).required).toBe(15_000n);
  });

  it('requires nothing with a zero multiple or without deposits', () => {
    expect(turnoverOf(10_000n, 0n, 0n)).toEqual({ required: 0n, completed: 0n, remaining: 0n });
    expect(turnoverOf(0n, 500n, 10_000n)).toEqual({ required: 0n, completed: 500n, remaining: 0n });
  });
});

describe('payee names and account numbers', () => {
  it('compares names without case or runs of spaces', () => {
    expect(normalisedName('  juan  DELA   cruz ')).toBe('juan dela cruz');
    expect(normalisedName('Juan dela Cruz')).toBe(normalisedName('juan  DELA cruz'));
    expect(normalisedName('Juan dela Cruz')).not.toBe(normalisedName('Juan de la Cruz'));
  });

  it('folds compatibility forms (NFKC) and other white space', () => {
    expect(normalisedName('ＪＵＡＮ\tCruz')).toBe('juan cruz');
  });

  it('tidies a typed name but keeps its case', () => {
    expect(tidyName('  Juan   DELA\u00a0Cruz ')).toBe('Juan DELA Cruz');
  });

  it('masks all but the last four digits', () => {
    expect(maskNumber('1234567890')).toBe('••••7890');
    expect(maskNumber('1234')).toBe('••••1234');
    expect(maskNumber('12')).toBe('••••12');
  });

  it('allows five accounts', () => {
    expect(MAX_PAYOUT_ACCOUNTS).toBe(5);
  });
});

describe('statuses a decision may leave', () => {
  it('approve and reject leave pending and awaiting-second-approval only', () => {
    expect([...DECIDABLE].sort()).toEqual(['AWAITING_SECOND_APPROVAL', 'PENDING']);
    expect(isDecidable('PENDING')).toBe(true);
    expect(isDecidable('AWAITING_SECOND_APPROVAL')).toBe(true);
    for (const status of ['PAID', 'REJECTED', 'RECEIVED', 'NOT_RECEIVED', 'AUTO_RECEIVED'] as const)
      expect(isDecidable(status)).toBe(false);
  });

  it('received settles a paid or not-received order; not received is said of a paid order only', () => {
    expect(receiptTransition('received')).toEqual({ status: 'RECEIVED', from: ['PAID', 'NOT_RECEIVED'] });
    expect(receiptTransition('not_received')).toEqual({ status: 'NOT_RECEIVED', from: ['PAID'] });
  });

  it('counts a paid order as received after the operator-set minutes', () => {
    const paidAt = new Date('2025-03-01T10:00:00Z');
    expect(autoReceiveAt(paidAt, 1).toISOString()).toBe('2025-03-01T10:01:00.000Z');
    expect(autoReceiveAt(paidAt, 10_080).toISOString()).toBe('2025-03-08T10:00:00.000Z');
  });
});

describe('payout banks', () => {
  it("serves a merchant the banks of its currency's country by default", () => {
    expect(payoutCountryOf('PHP')).toBe('PH');
    expect(payoutCountryOf('THB')).toBe('TH');
    expect(payoutCountryOf('VND')).toBe('VN');
  });

  it('offers the banks and e-wallets switched on, in their order', () => {
    const rows = [
      { code: 'BDO', name: 'BDO Unibank', type: 'bank' as const, enabled: true },
      { code: 'GCASH', name: 'GCash', type: 'ewallet' as const, enabled: true },
      { code: 'BPI', name: 'BPI', type: 'bank' as const, enabled: false },
      { code: 'UBP', name: 'UnionBank', type: 'bank' as const, enabled: true },
    ];
    expect(payoutOptionsOf(rows)).toEqual({
      banks: [
        { code: 'BDO', name: 'BDO Unibank' },
        { code: 'UBP', name: 'UnionBank' },
      ],
      ewallets: [{ code: 'GCASH', name: 'GCash' }],
    });
  });

  it('fits account numbers to the whole pattern, any number without one', () => {
    expect(fitsAccountPattern(null, '123456')).toBe(true);
    expect(fitsAccountPattern('\\d{10}', '1234567890')).toBe(true);
    expect(fitsAccountPattern('\\d{10}', '12345678901')).toBe(false);
    expect(fitsAccountPattern('09\\d{9}|639\\d{9}', '639171234567')).toBe(true);
    expect(fitsAccountPattern('09\\d{9}|639\\d{9}', '0917123456789')).toBe(false);
    expect(fitsAccountPattern('(', '123456')).toBe(false);
  });
});
