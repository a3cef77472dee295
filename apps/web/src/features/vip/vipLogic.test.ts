import { describe, expect, it } from 'vitest';
import { amountLeft, labelOutdated, progressPercent, rankCategories } from './vipLogic';

describe('progressPercent', () => {
  it('is the whole percentage done, exactly', () => {
    expect(progressPercent('250.00', '1000.00')).toBe(25);
    expect(progressPercent('999.99', '1000.00')).toBe(99);
    expect(progressPercent('0.01', '30000.00')).toBe(0);
  });

  it('is 0 with nothing done and 100 once met or when nothing is needed', () => {
    expect(progressPercent('0.00', '1000.00')).toBe(0);
    expect(progressPercent('1000.00', '1000.00')).toBe(100);
    expect(progressPercent('5000.00', '1000.00')).toBe(100);
    expect(progressPercent('12.00', '0.00')).toBe(100);
  });
});

describe('rankCategories', () => {
  it('lists the categories with a rate or points, in the site order', () => {
    expect(
      rankCategories({ cashbackRates: { RNG: 40, LIVE: 24 }, pointsPerHundred: { LOTT: 1, RNG: 1 } }),
    ).toEqual(['LIVE', 'RNG', 'LOTT']);
    expect(rankCategories({ cashbackRates: {}, pointsPerHundred: {} })).toEqual([]);
  });
});

describe('labelOutdated', () => {
  it('is false when the stored label matches the rank', () => {
    expect(labelOutdated({ labelName: 'VIP2', rankLevel: 2 }, { level: 2, name: 'VIP2' })).toBe(false);
  });

  it('is true when the level or the name moved, or nothing is stored', () => {
    expect(labelOutdated({ labelName: 'VIP1', rankLevel: 1 }, { level: 2, name: 'VIP2' })).toBe(true);
    expect(labelOutdated({ labelName: 'Silver', rankLevel: 2 }, { level: 2, name: 'Gold' })).toBe(true);
    expect(labelOutdated(null, { level: 0, name: 'VIP0' })).toBe(true);
  });
});

describe('amountLeft', () => {
  it('is what is still missing, in minor units, and never below zero', () => {
    expect(amountLeft('1200.50', '5000.00', 2)).toBe(379950n);
    expect(amountLeft('5000.00', '5000.00', 2)).toBe(0n);
    expect(amountLeft('7000.00', '5000.00', 2)).toBe(0n);
    expect(amountLeft('0', '25000', 0)).toBe(25000n);
  });
});
