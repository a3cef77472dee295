import { describe, expect, it } from 'vitest';
import { timeLeft, turnoverPercent, withdrawalStatusTone } from './withdrawLogic';

describe('withdraw logic', () => {
  it('measures turnover progress exactly', () => {
    expect(turnoverPercent('0.00', '0.00')).toBe(100);
    expect(turnoverPercent('1000.00', '250.00')).toBe(25);
    expect(turnoverPercent('3.00', '1.00')).toBe(33);
    expect(turnoverPercent('1000.00', '1500.00')).toBe(100);
  });
  it('counts down to the auto-receive time', () => {
    expect(timeLeft(10_000, 0)).toBe('0:10');
    expect(timeLeft(3_725_000, 0)).toBe('1:02:05');
    expect(timeLeft(0, 5_000)).toBe('0:00');
  });
  it('colours statuses', () => {
    expect(withdrawalStatusTone('AWAITING_SECOND_APPROVAL')).toBe('wait');
    expect(withdrawalStatusTone('AUTO_RECEIVED')).toBe('ok');
    expect(withdrawalStatusTone('NOT_RECEIVED')).toBe('bad');
  });
});
