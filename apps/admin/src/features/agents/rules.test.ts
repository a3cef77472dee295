import { describe, expect, it } from 'vitest';
import {
  dividendPeriodOf,
  epochOfLocal,
  insidePeriod,
  localInputOf,
  percent,
  reportDayInstant,
  reportRangeProblem,
  terminable,
} from './rules';

const DAY = 86_400_000;

describe('agents rules', () => {
  it('offers to end an unanswered offer or an active contract not yet ending', () => {
    expect(terminable({ status: 'offered', endsAt: null })).toBe(true);
    expect(terminable({ status: 'active', endsAt: null })).toBe(true);
    expect(terminable({ status: 'active', endsAt: 1 })).toBe(false);
    expect(terminable({ status: 'superseded', endsAt: 1 })).toBe(false);
  });

  it('shows rates with their unit', () => {
    expect(percent('1.50')).toBe('1.50 %');
    expect(percent(null)).toBe('—');
  });

  it('round-trips a datetime-local value', () => {
    const ms = new Date('2026-11-20T10:30').getTime();
    expect(localInputOf(ms)).toBe('2026-11-20T10:30');
    expect(epochOfLocal('2026-11-20T10:30')).toBe(ms);
    expect(epochOfLocal('')).toBeNull();
  });

  it('names a report day by its noon UTC, and checks the range as the server does', () => {
    expect(reportDayInstant('2026-11-01')).toBe(Date.UTC(2026, 10, 1, 12));
    expect(reportDayInstant('2026-02-30')).toBeNull();
    expect(reportRangeProblem('', '')).toBeNull();
    expect(reportRangeProblem('2026-11-01', '2026-12-01')).toBeNull();
    expect(reportRangeProblem('2026-11-01', '2026-12-02')).toBe('tooLong');
    expect(reportRangeProblem('2026-11-02', '2026-11-01')).toBe('order');
    expect(reportRangeProblem('2026-13-01', '')).toBe('date');
  });

  it('tells a dividend run’s period from its length, and picks a time inside it', () => {
    const start = Date.UTC(2026, 9, 1);
    expect(dividendPeriodOf(start, start + DAY)).toBe('daily');
    expect(dividendPeriodOf(start, start + 7 * DAY)).toBe('weekly');
    expect(dividendPeriodOf(start, start + 15 * DAY)).toBe('semimonthly');
    expect(dividendPeriodOf(start, start + 16 * DAY)).toBe('semimonthly');
    expect(dividendPeriodOf(start, start + 31 * DAY)).toBe('monthly');
    expect(insidePeriod(start, start + DAY)).toBe(start + DAY / 2);
  });
});
