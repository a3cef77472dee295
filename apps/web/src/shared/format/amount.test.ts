import { describe, expect, it } from 'vitest';
import { checkAmountInput, formatAmount, isPositiveAmount, minorToDecimal, toWireAmount } from './amount';

describe('formatAmount', () => {
  it('shows two decimals with thousands separators and the symbol in front', () => {
    expect(formatAmount(1234567.5, { symbol: '₱', position: 'F' })).toBe('₱1,234,567.50');
    expect(formatAmount('0', { symbol: 'P', position: 'F' })).toBe('P0.00');
  });
  it('puts the symbol behind for position B', () => {
    expect(formatAmount('1000', { symbol: '₫', position: 'B' })).toBe('1,000.00 ₫');
  });
  it('rounds half away from zero without floating point surprises', () => {
    expect(formatAmount(1.005, null)).toBe('1.01');
    expect(formatAmount('2.345', null)).toBe('2.35');
    expect(formatAmount('-1234.5', null)).toBe('-1,234.50');
  });
  it('formats bigint minor units exactly', () => {
    expect(formatAmount(123456789012345678n, null)).toBe('1,234,567,890,123,456.78');
    expect(minorToDecimal(-5n)).toBe('-0.05');
  });
  it('defaults to the P symbol', () => {
    expect(formatAmount(10)).toBe('P10.00');
  });
});

describe('checkAmountInput', () => {
  const limits = { decimals: 2, min: '100.00', max: '50000.00' };
  it('answers exact minor units for valid amounts', () => {
    expect(checkAmountInput('100', limits)).toEqual({ minor: 10_000n, problem: null });
    expect(checkAmountInput(' 1234.5 ', limits)).toEqual({ minor: 123_450n, problem: null });
    expect(checkAmountInput('50000.00', limits)).toEqual({ minor: 5_000_000n, problem: null });
  });
  it('names what is wrong', () => {
    expect(checkAmountInput('', limits).problem).toBe('required');
    expect(checkAmountInput('1,000', limits).problem).toBe('format');
    expect(checkAmountInput('-5', limits).problem).toBe('format');
    expect(checkAmountInput('1e3', limits).problem).toBe('format');
    expect(checkAmountInput('100.001', limits).problem).toBe('decimals');
    expect(checkAmountInput('0.00', { decimals: 2 }).problem).toBe('zero');
    expect(checkAmountInput('99.99', limits).problem).toBe('min');
    expect(checkAmountInput('50000.01', limits).problem).toBe('max');
    expect(checkAmountInput('300', { ...limits, available: '299.99' }).problem).toBe('balance');
  });
  it('follows the currency decimals, reading bounds written with more', () => {
    expect(checkAmountInput('100.5', { decimals: 0 }).problem).toBe('decimals');
    expect(checkAmountInput('150', { decimals: 0, min: '100.00' })).toEqual({ minor: 150n, problem: null });
    expect(checkAmountInput('0.0001', { decimals: 4, max: '1' })).toEqual({ minor: 1n, problem: null });
  });
  it('does not lose precision on large amounts', () => {
    expect(checkAmountInput('9999999999999.99', { decimals: 2 }).minor).toBe(999_999_999_999_999n);
  });
});

describe('wire amounts', () => {
  it('writes minor units with the currency decimals', () => {
    expect(toWireAmount(123_450n, 2)).toBe('1234.50');
    expect(toWireAmount(7n, 0)).toBe('7');
  });
  it('tells positive amounts apart', () => {
    expect(isPositiveAmount('0.00')).toBe(false);
    expect(isPositiveAmount('-3.00')).toBe(false);
    expect(isPositiveAmount('0.01')).toBe(true);
    expect(isPositiveAmount(null)).toBe(false);
  });
});
