import { describe, expect, it } from 'vitest';
import { dayRangeOf, optionalDayRangeOf, utcDayStart } from './day-range.js';
import { refusedField } from './test-support.js';

const DAY = 86_400_000;
const now = new Date('2026-11-25T15:30:00Z');

describe('records day ranges', () => {
  it('defaults to the last 7 whole UTC days up to today', () => {
    const { from, to } = dayRangeOf({}, now);
    expect(to.toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(to.getTime() - from.getTime()).toBe(7 * DAY);
  });

  it('includes the whole day of the end and starts at the start day', () => {
    const range = dayRangeOf(
      { startTime: Date.parse('2026-11-01T13:00:00Z'), endTime: Date.parse('2026-11-03T01:00:00Z') },
      now,
    );
    expect(range.from.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(range.to.toISOString()).toBe('2026-11-04T00:00:00.000Z');
  });

  it('allows 31 days and refuses 32, a reversed range and impossible times', () => {
    const start = Date.parse('2026-10-01T00:00:00Z');
    expect(() => dayRangeOf({ startTime: start, endTime: start + 30 * DAY }, now)).not.toThrow();
    expect(refusedField(() => dayRangeOf({ startTime: start, endTime: start + 31 * DAY }, now))).toBe(
      'endTime:field.range_too_long',
    );
    expect(refusedField(() => dayRangeOf({ startTime: start + 2 * DAY, endTime: start }, now))).toBe(
      'startTime:field.invalid_range',
    );
    expect(refusedField(() => dayRangeOf({ endTime: 9e15 }, now))).toBe('endTime:field.too_big');
  });

  it('has no window without bounds when optional', () => {
    expect(optionalDayRangeOf({}, now)).toEqual({});
    expect(utcDayStart(now).toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });
});
