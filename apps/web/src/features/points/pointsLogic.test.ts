import { describe, expect, it } from 'vitest';
import {
  cashTotal,
  convertProblem,
  detailKind,
  formatPoints,
  maxQuantity,
  moneyForPoints,
  quantityProblem,
  redemptionTone,
  signedPoints,
  stepQuantity,
  totalPoints,
} from './pointsLogic';

const reward = { points: 500, stock: 10 };

describe('quantity bounds', () => {
  it('allows at most 99, the stock, and what the points pay for', () => {
    expect(maxQuantity(reward, 2_400)).toBe(4);
    expect(maxQuantity(reward, 1_000_000)).toBe(10);
    expect(maxQuantity({ points: 1, stock: 1_000 }, 1_000_000)).toBe(99);
    expect(maxQuantity(reward, 499)).toBe(0);
    expect(maxQuantity({ points: 500, stock: 0 }, 10_000)).toBe(0);
  });

  it('says why a typed quantity cannot be redeemed', () => {
    expect(quantityProblem('2', reward, 2_400)).toBeNull();
    expect(quantityProblem(' 4 ', reward, 2_400)).toBeNull();
    expect(quantityProblem('', reward, 2_400)).toBe('format');
    expect(quantityProblem('1.5', reward, 2_400)).toBe('format');
    expect(quantityProblem('-1', reward, 2_400)).toBe('format');
    expect(quantityProblem('0', reward, 2_400)).toBe('min');
    expect(quantityProblem('100', { points: 1, stock: 1_000 }, 1_000)).toBe('max');
    expect(quantityProblem('11', reward, 1_000_000)).toBe('stock');
    expect(quantityProblem('5', reward, 2_400)).toBe('points');
  });

  it('steps within 1 and the most allowed', () => {
    expect(stepQuantity(1, -1, 4)).toBe(1);
    expect(stepQuantity(1, 1, 4)).toBe(2);
    expect(stepQuantity(4, 1, 4)).toBe(4);
    expect(stepQuantity(9, -1, 4)).toBe(4);
    expect(stepQuantity(1, 1, 0)).toBe(1);
  });

  it('totals the points and a cash reward exactly', () => {
    expect(totalPoints(500, 3)).toBe(1_500);
    expect(cashTotal('10.10', 3, 2)).toBe(3030n);
    expect(cashTotal('1000', 2, 0)).toBe(2000n);
  });
});

describe('points to money', () => {
  it('converts with integer maths, floored to the minor unit', () => {
    expect(moneyForPoints(1_000, 100, 2)).toBe(1000n); // 10.00
    expect(moneyForPoints(1_234, 100, 2)).toBe(1234n); // 12.34
    expect(moneyForPoints(1_001, 300, 2)).toBe(333n); // 3.33, not 3.3366…
    expect(moneyForPoints(999, 1_000, 0)).toBe(0n);
    expect(moneyForPoints(123_456_789, 7, 4)).toBe(176366841428n);
    expect(moneyForPoints(0, 100, 2)).toBe(0n);
  });

  it('says why typed points cannot be converted', () => {
    const rules = { minConvert: 1_000, pointsPerUnit: 100, balance: 5_000, decimals: 2 };
    expect(convertProblem('1000', rules)).toBeNull();
    expect(convertProblem('5000', rules)).toBeNull();
    expect(convertProblem('', rules)).toBe('required');
    expect(convertProblem('12.5', rules)).toBe('format');
    expect(convertProblem('0', rules)).toBe('format');
    expect(convertProblem('999', rules)).toBe('min');
    expect(convertProblem('5001', rules)).toBe('balance');
    expect(convertProblem('5', { ...rules, minConvert: 1, pointsPerUnit: 1_000, decimals: 0 })).toBe('zero');
  });
});

describe('chips and movements', () => {
  it('colours a redemption by its state', () => {
    expect(redemptionTone('in_progress')).toBe('wait');
    expect(redemptionTone('approved')).toBe('ok');
    expect(redemptionTone('rejected')).toBe('bad');
  });

  it('names movement kinds, unknown ones as adjustments', () => {
    expect(detailKind('earn')).toBe('earn');
    expect(detailKind('convert')).toBe('convert');
    expect(detailKind('bonus')).toBe('adjust');
  });

  it('groups points and signs movements', () => {
    expect(formatPoints(1_234_567)).toBe('1,234,567');
    expect(formatPoints(-1_000)).toBe('-1,000');
    expect(signedPoints(120)).toBe('+120');
    expect(signedPoints(-1_000)).toBe('-1,000');
    expect(signedPoints(0)).toBe('0');
  });
});
