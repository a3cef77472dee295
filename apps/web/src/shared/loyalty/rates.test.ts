import { describe, expect, it } from 'vitest';
import { basisPointsPercent } from './rates';

describe('basisPointsPercent', () => {
  it('shows basis points as an exact percentage without trailing zeros', () => {
    expect(basisPointsPercent(0)).toBe('0%');
    expect(basisPointsPercent(5)).toBe('0.05%');
    expect(basisPointsPercent(30)).toBe('0.3%');
    expect(basisPointsPercent(80)).toBe('0.8%');
    expect(basisPointsPercent(100)).toBe('1%');
    expect(basisPointsPercent(125)).toBe('1.25%');
    expect(basisPointsPercent(500)).toBe('5%');
  });

  it('never shows a negative or fractional rate', () => {
    expect(basisPointsPercent(-20)).toBe('0%');
    expect(basisPointsPercent(12.7)).toBe('0.12%');
  });
});
