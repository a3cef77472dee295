import { describe, expect, it } from 'vitest';
import type { AppError } from '../platform/errors.js';
import { dayRangeOf, optionalDayRangeOf, utcDayStart } from './day-range.js';

const DAY = 86_400_000;
const now = new Date('2026-11-25T15:30:00Z');

function fieldOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    const fields = ((error as AppError).value as { fields: Record<string, { code: string }> }).fields;
    return Object.entries(fields).map(([name, field]) => `${name}:${field.code}`)[0]!;
  }
  throw new Error('expected a refusal');
}

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
    expect(fieldOf(() => dayRangeOf({ startTime: start, endTime: start + 31 * DAY }, now))).toBe(
      'endTime:field.range_too_long',
    );
    expect(fieldOf(() => dayRangeOf({ startTime: start + 2 * DAY, endTime: start }, now))).toBe(
      'startTime:field.invalid_range',
    );
    expect(fieldOf(() => dayRangeOf({ endTime: 9e15 }, now))).toBe('endTime:field.too_big');
  });

  it('has no window without bounds when optional', () => {
    expect(optionalDayRangeOf({}, now)).toEqual({});
    expect(utcDayStart(now).toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });
});
