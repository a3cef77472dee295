import { describe, expect, it } from 'vitest';
import {
  basisPointsOfPercent,
  decimalsIn,
  groupedCount,
  isZeroAmount,
  percentOfBasisPoints,
  pointsWorth,
  wholeOf,
} from './numbers';

describe('loyalty numbers', () => {
  it('reads a percentage with up to 2 decimals as whole basis points, as text', () => {
    expect(basisPointsOfPercent('0.75')).toBe(75);
    expect(basisPointsOfPercent(' 5 ')).toBe(500);
    expect(basisPointsOfPercent('1.5')).toBe(150);
    expect(basisPointsOfPercent('0.01')).toBe(1);
    expect(basisPointsOfPercent('0')).toBe(0);
    // 0.29 × 100 is 28.999999999999996 in floating point: read as text it is 29.
    expect(basisPointsOfPercent('0.29')).toBe(29);
    expect(basisPointsOfPercent('1.005')).toBeNaN();
    expect(basisPointsOfPercent('-1')).toBeNaN();
    expect(basisPointsOfPercent('1,5')).toBeNaN();
    expect(basisPointsOfPercent('')).toBeNull();
  });

  it('writes basis points as a percentage with 2 decimals', () => {
    expect(percentOfBasisPoints(75)).toBe('0.75');
    expect(percentOfBasisPoints(500)).toBe('5.00');
    expect(percentOfBasisPoints(0)).toBe('0.00');
    expect(percentOfBasisPoints(105)).toBe('1.05');
    for (const basisPoints of [0, 1, 29, 99, 100, 333, 500])
      expect(basisPointsOfPercent(percentOfBasisPoints(basisPoints))).toBe(basisPoints);
  });

  it('reads whole numbers and the decimals of amounts', () => {
    expect(wholeOf('42')).toBe(42);
    expect(wholeOf('')).toBeNull();
    expect(wholeOf('4.2')).toBeNaN();
    expect(wholeOf('-1')).toBeNaN();
    expect(decimalsIn('12.50')).toBe(2);
    expect(decimalsIn('12')).toBe(0);
    expect(decimalsIn('1.2345')).toBe(4);
    expect(decimalsIn('abc')).toBeNull();
    expect(decimalsIn(null)).toBeNull();
  });

  it('says what points are worth, floored to the minor unit as the server converts', () => {
    expect(pointsWorth(1000, 100, 2)).toBe('10.00');
    expect(pointsWorth(1050, 100, 2)).toBe('10.50');
    expect(pointsWorth(1, 3, 2)).toBe('0.33');
    expect(pointsWorth(2, 3, 2)).toBe('0.66');
    expect(pointsWorth(100, 100, 0)).toBe('1');
    expect(pointsWorth(100_000_000, 7, 4)).toBe('14285714.2857');
    expect(pointsWorth(null, 100, 2)).toBeNull();
    expect(pointsWorth(100, 0, 2)).toBeNull();
    expect(pointsWorth(Number.NaN, 100, 2)).toBeNull();
  });

  it('tells a zero amount as written, and groups a whole count', () => {
    expect(isZeroAmount('0')).toBe(true);
    expect(isZeroAmount(' 0.00 ')).toBe(true);
    expect(isZeroAmount('00.0000')).toBe(true);
    expect(isZeroAmount('0.01')).toBe(false);
    expect(isZeroAmount('10')).toBe(false);
    expect(isZeroAmount('')).toBe(false);
    expect(isZeroAmount('.0')).toBe(false);
    expect(groupedCount('20')).toBe('20');
    expect(groupedCount('12000')).toBe('12,000');
    expect(groupedCount('0012345678901234')).toBe('12,345,678,901,234');
    expect(groupedCount('1.5')).toBe('1.5');
  });
});
