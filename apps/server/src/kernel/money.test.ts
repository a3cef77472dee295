import { describe, expect, it } from 'vitest';
import { AppError } from '../platform/errors.js';
import {
  formatMoney,
  memberAmount,
  memberFacing,
  orderNoOf,
  parseAmount,
  requireWithin,
  settingAmount,
} from './money.js';
import { KWD, PHP, refusalCode, VND } from './test-support.js';

describe('money kit', () => {
  it('formats minor units with exactly the currency decimals', () => {
    expect(formatMoney(123450n, PHP)).toBe('1234.50');
    expect(formatMoney(1234567n, VND)).toBe('1234567');
    expect(formatMoney(12345n, KWD)).toBe('12.345');
    expect(formatMoney(-5n, PHP)).toBe('-0.05');
  });

  it('parses amounts exactly and refuses more decimals, zero and negatives', () => {
    expect(parseAmount('12.5', PHP)).toBe(1250n);
    expect(parseAmount('1000', VND)).toBe(1000n);
    expect(parseAmount('0.001', KWD)).toBe(1n);
    expect(refusalCode(() => parseAmount('1.5', VND))).toBe('field.invalid_format');
    expect(refusalCode(() => parseAmount('0', PHP))).toBe('field.too_small');
    expect(refusalCode(() => parseAmount('-1', PHP))).toBe('field.too_small');
    expect(parseAmount('-1', PHP, { signed: true })).toBe(-100n);
  });

  it('lets zero through member amounts for the bounds check to refuse', () => {
    expect(memberAmount('0', PHP)).toBe(0n);
    expect(refusalCode(() => memberAmount('-1', PHP))).toBe('field.invalid_format');
    expect(refusalCode(() => requireWithin(0n, 0n, 100n, PHP))).toBe('amount.out.of.range');
  });

  it('reads settings written with more decimals than the currency has', () => {
    expect(settingAmount('100.00', VND)).toBe(100n);
    expect(settingAmount('100.1234', KWD)).toBe(100123n);
    expect(() => settingAmount('abc', PHP)).toThrow(/bad amount/);
  });

  it('checks bounds and sends them along in major units', () => {
    try {
      requireWithin(50n, 100n, 1000n, PHP);
      expect.unreachable();
    } catch (error) {
      expect((error as AppError).value).toEqual({ min: '1.00', max: '10.00' });
    }
    expect(() => requireWithin(100n, 100n, 1000n, PHP)).not.toThrow();
  });

  it('shows the ledger balance in major units, or hides it', () => {
    const ledgerError = new AppError('balance.insufficient', { balance: '12345' });
    expect((memberFacing(ledgerError, PHP) as AppError).value).toEqual({ balance: '123.45' });
    expect((memberFacing(ledgerError, PHP, true) as AppError).value).toBeNull();
    const other = new Error('x');
    expect(memberFacing(other, PHP)).toBe(other);
  });

  it('derives one order number per member and request', () => {
    const a = orderNoOf('W', 7, 'req-1');
    expect(a).toMatch(/^W\d{18}$/);
    expect(orderNoOf('W', 7, 'req-1')).toBe(a);
    expect(orderNoOf('W', 8, 'req-1')).not.toBe(a);
  });
});
