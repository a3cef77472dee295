import { describe, expect, it } from 'vitest';
import { formatAmount, minorToDecimal } from './amount';

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
