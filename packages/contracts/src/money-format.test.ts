import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkAmountInput,
  formatAmount,
  formatDecimal,
  groupThousands,
  isPositiveAmount,
  minorUnitsOf,
  type CurrencyDisplay,
} from './money-format.js';
import { formatMinorUnits, toMinorUnits } from './money-units.js';

const peso: CurrencyDisplay = { symbol: '₱', position: 'F', decimals: 2 };
const dong: CurrencyDisplay = { symbol: '₫', position: 'B', decimals: 0 };
const dinar: CurrencyDisplay = { symbol: 'KD', position: 'F', decimals: 3 };
const four: CurrencyDisplay = { symbol: '¤', position: 'B', decimals: 4 };

describe('formatAmount', () => {
  it('shows two decimals with thousands separators and the symbol in front', () => {
    expect(formatAmount('1234567.5', peso)).toBe('₱1,234,567.50');
    expect(formatAmount('0', { ...peso, symbol: 'P' })).toBe('P0.00');
    expect(formatAmount('1234.50', peso)).toBe('₱1,234.50');
  });

  it('puts the symbol behind for position B, with no decimals for a 0-decimal currency', () => {
    expect(formatAmount('1000', dong)).toBe('1,000 ₫');
    expect(formatAmount('1234567', dong)).toBe('1,234,567 ₫');
    expect(formatAmount(1234567n, dong)).toBe('1,234,567 ₫');
    expect(formatAmount('0', dong)).toBe('0 ₫');
  });

  it('shows three and four decimals exactly', () => {
    expect(formatAmount('12.345', dinar)).toBe('KD12.345');
    expect(formatAmount('1234.5', dinar)).toBe('KD1,234.500');
    expect(formatAmount(12345n, dinar)).toBe('KD12.345');
    expect(formatAmount('0.0001', four)).toBe('0.0001 ¤');
    expect(formatAmount(-98765432n, four)).toBe('-9,876.5432 ¤');
  });

  it('formats negative amounts, and a negative zero as zero', () => {
    expect(formatAmount('-1234.5', peso)).toBe('₱-1,234.50');
    expect(formatAmount(-5n, peso)).toBe('₱-0.05');
    expect(formatAmount('-0.00', peso)).toBe('₱0.00');
    expect(formatAmount('-1000000', dong)).toBe('-1,000,000 ₫');
  });

  it('never rounds: extra digits stay, only trailing zeros past the decimals go', () => {
    expect(formatAmount('2.345', peso)).toBe('₱2.345');
    expect(formatAmount('1.005', peso)).toBe('₱1.005');
    expect(formatAmount('100.0000', peso)).toBe('₱100.00');
    expect(formatAmount('100.00', dong)).toBe('100 ₫');
    expect(formatAmount('100.50', dong)).toBe('100.5 ₫');
  });

  it('formats huge amounts exactly', () => {
    expect(formatAmount(123456789012345678n, peso)).toBe('₱1,234,567,890,123,456.78');
    expect(formatAmount('9999999999999999.99', peso)).toBe('₱9,999,999,999,999,999.99');
    expect(formatAmount(10n ** 30n + 1n, dinar)).toBe('KD1,000,000,000,000,000,000,000,000,000.001');
    expect(formatAmount('-9999999999999999', dong)).toBe('-9,999,999,999,999,999 ₫');
  });

  it('shows text that is not an amount as zero', () => {
    expect(formatAmount('', peso)).toBe('₱0.00');
    expect(formatAmount('1e3', dong)).toBe('0 ₫');
    expect(formatAmount('NaN', dinar)).toBe('KD0.000');
  });

  it('agrees with the wire format for every amount and decimals 0 to 4', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.integer({ min: 0, max: 4 }),
        (minor, decimals) => {
          const wire = formatMinorUnits(minor, decimals);
          const shown = formatDecimal(minor, decimals);
          // The same figures as the ledger's, grouped; and the text the server sends shows the same.
          return shown.replaceAll(',', '') === wire && formatDecimal(wire, decimals) === shown;
        },
      ),
    );
  });
});

describe('groupThousands', () => {
  it('groups by three from the right', () => {
    expect(groupThousands('1')).toBe('1');
    expect(groupThousands('123')).toBe('123');
    expect(groupThousands('1234')).toBe('1,234');
    expect(groupThousands('123456789')).toBe('123,456,789');
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
    expect(checkAmountInput('12.345', { decimals: 3, available: '12.345' })).toEqual({
      minor: 12_345n,
      problem: null,
    });
    expect(checkAmountInput('12.346', { decimals: 3, available: '12.345' }).problem).toBe('balance');
    expect(checkAmountInput('1234567', { decimals: 0, available: '1234567' }).minor).toBe(1_234_567n);
  });

  it('does not lose precision on large amounts', () => {
    expect(checkAmountInput('9999999999999.99', { decimals: 2 }).minor).toBe(999_999_999_999_999n);
    expect(checkAmountInput('9999999999999.9999', { decimals: 4 }).minor).toBe(99_999_999_999_999_999n);
    expect(checkAmountInput('99999999999999', { decimals: 0 }).problem).toBe('format');
  });

  it('accepts what the server accepts and answers the same minor units', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 13n - 1n }),
        fc.integer({ min: 0, max: 4 }),
        (minor, d) => {
          const text = formatMinorUnits(minor, d);
          const checked = checkAmountInput(text, { decimals: d });
          return checked.minor === minor && toMinorUnits(text, d) === minor;
        },
      ),
    );
  });
});

describe('minorUnitsOf and isPositiveAmount', () => {
  it('reads bounds, dropping decimals the currency does not have', () => {
    expect(minorUnitsOf('100.005', 2)).toBe(10_000n);
    expect(minorUnitsOf('100.00', 0)).toBe(100n);
    expect(minorUnitsOf('-7.5', 3)).toBe(-7_500n);
    expect(minorUnitsOf('12345678901234567890.1234', 4)).toBe(123_456_789_012_345_678_901_234n);
    expect(minorUnitsOf('1,000', 2)).toBeNull();
    expect(minorUnitsOf(null, 2)).toBeNull();
  });

  it('tells positive amounts apart', () => {
    expect(isPositiveAmount('0.00')).toBe(false);
    expect(isPositiveAmount('0')).toBe(false);
    expect(isPositiveAmount('-3.00')).toBe(false);
    expect(isPositiveAmount('0.01')).toBe(true);
    expect(isPositiveAmount('0.00001')).toBe(true);
    expect(isPositiveAmount('5')).toBe(true);
    expect(isPositiveAmount(null)).toBe(false);
    expect(isPositiveAmount('abc')).toBe(false);
  });
});
