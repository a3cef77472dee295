import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinorUnits, toMinorUnits } from './money-units.js';

describe('money units', () => {
  it('converts decimal strings exactly', () => {
    expect(toMinorUnits('1234.5', 2)).toBe(123450n);
    expect(toMinorUnits('0.01', 2)).toBe(1n);
    expect(toMinorUnits('-7', 2)).toBe(-700n);
    expect(toMinorUnits('100', 0)).toBe(100n);
    expect(toMinorUnits('9999999999999999.99', 2)).toBe(999999999999999999n);
  });

  it('refuses what is not an exact amount', () => {
    for (const bad of ['1.005', '1e3', 'NaN', '', ' ', '1,000', '0x10', '--1', '1.', '.5'])
      expect(toMinorUnits(bad, 2)).toBeNull();
  });

  it('formats with exactly the currency decimals', () => {
    expect(formatMinorUnits(123450n, 2)).toBe('1234.50');
    expect(formatMinorUnits(5n, 2)).toBe('0.05');
    expect(formatMinorUnits(-5n, 2)).toBe('-0.05');
    expect(formatMinorUnits(42n, 0)).toBe('42');
  });

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.integer({ min: 0, max: 4 }),
        (minor, d) => toMinorUnits(formatMinorUnits(minor, d), d) === minor,
      ),
    );
  });
});
