import { describe, expect, it } from 'vitest';
import {
  dayDifferences,
  dayRange,
  decimalDifference,
  figure,
  isZeroAmount,
  lastDays,
  minorDifference,
  signedFigure,
} from './figures';

describe('decimalDifference', () => {
  it('subtracts exactly with the longer fraction', () => {
    expect(decimalDifference('100.10', '100.1')).toBe('0.00');
    expect(decimalDifference('0.1', '0.3')).toBe('-0.2');
    expect(decimalDifference('12345678901234.56', '0.01')).toBe('12345678901234.55');
    expect(decimalDifference('5', '7.25')).toBe('-2.25');
  });
  it('refuses what is not an amount', () => {
    expect(decimalDifference('1e3', '1')).toBeNull();
  });
});

describe('figures for reading', () => {
  it('groups thousands and keeps the decimals', () => {
    expect(figure('1234567.5')).toBe('1,234,567.5');
    expect(figure('-1000')).toBe('-1,000');
  });
  it('signs differences', () => {
    expect(signedFigure('12.5')).toBe('+12.5');
    expect(signedFigure('-1234.00')).toBe('−1,234.00');
    expect(signedFigure('0.00')).toBe('0.00');
  });
  it('knows zero', () => {
    expect(isZeroAmount('0')).toBe(true);
    expect(isZeroAmount('-0.00')).toBe(true);
    expect(isZeroAmount('0.01')).toBe(false);
    expect(isZeroAmount('')).toBe(false);
  });
});

describe('minorDifference', () => {
  it('is recorded minus expected in minor units', () => {
    expect(minorDifference('1500', '1200')).toBe('300');
    expect(minorDifference('-5', '0')).toBe('-5');
    expect(minorDifference('99999999999999999999', '1')).toBe('99999999999999999998');
    expect(minorDifference('1.5', '1')).toBeNull();
  });
});

describe('dayDifferences', () => {
  it('lists the figures where vendor and ledger differ', () => {
    const day = {
      bets: '100.00',
      wins: '40.00',
      rollbacks: '0.00',
      ledgerBets: '100.00',
      ledgerWins: '35.50',
      ledgerRollbacks: '5.00',
    };
    expect(dayDifferences(day)).toEqual([
      { metric: 'wins', difference: '4.50' },
      { metric: 'rollbacks', difference: '-5.00' },
    ]);
    expect(dayDifferences({ ...day, ledgerWins: '40', ledgerRollbacks: '0' })).toEqual([]);
  });
});

describe('day ranges', () => {
  it('takes both days in, in UTC', () => {
    expect(dayRange('2026-03-01', '2026-03-31')).toEqual({
      startTime: Date.UTC(2026, 2, 1),
      endTime: Date.UTC(2026, 2, 31),
    });
  });
  it('refuses a start after the end, more than 31 days, and missing days', () => {
    expect(dayRange('2026-03-02', '2026-03-01')).toEqual({ problem: 'order' });
    expect(dayRange('2026-03-01', '2026-04-01')).toEqual({ problem: 'tooLong' });
    expect(dayRange('', '2026-04-01')).toEqual({ problem: 'missing' });
  });
  it('offers the last days up to today', () => {
    expect(lastDays(Date.UTC(2026, 2, 10, 23, 59), 7)).toEqual({ from: '2026-03-04', to: '2026-03-10' });
  });
});
