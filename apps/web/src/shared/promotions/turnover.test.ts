import { describe, expect, it } from 'vitest';
import { progressPercent } from './turnover';

describe('progressPercent', () => {
  it('is the whole percentage done, rounded down, within 0–100', () => {
    expect(progressPercent('1000.00', '0.00')).toBe(0);
    expect(progressPercent('1000.00', '255.50')).toBe(25);
    expect(progressPercent('1000.00', '999.99')).toBe(99);
    expect(progressPercent('1000.00', '1000.00')).toBe(100);
    expect(progressPercent('1000.00', '1500.00')).toBe(100);
    expect(progressPercent('1000.00', '-5.00')).toBe(0);
  });

  it('counts nothing required as complete', () => {
    expect(progressPercent('0.00', '0.00')).toBe(100);
  });
});
