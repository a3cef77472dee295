import { validationError } from '../platform/errors.js';

/*
 * The date windows of records queries (docs/product.md §Records): whole UTC days, the day of the end
 * included whatever its time of day, at most 31 days (a calendar month).
 */

const DAY_MS = 86_400_000;
/** Records go back in ranges of up to 30 days; a calendar month of 31 days is allowed. */
export const MAX_RANGE_DAYS = 31;
export const DEFAULT_RANGE_DAYS = 7;
/** Largest time a JavaScript Date holds. */
const MAX_TIME = 8.64e15;

/** Start of the UTC day holding `now`: daily limits count in UTC days. */
export function utcDayStart(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}

export interface DayRangeQuery {
  startTime?: number | undefined;
  endTime?: number | undefined;
}

/**
 * The records window [from, to) of a query's `startTime` / `endTime` (epoch ms). Only an end means
 * the 7 days up to it; neither means the last 7 days up to today. More than 31 days, or a start after
 * the end, is `validation.failed`.
 */
export function dayRangeOf(query: DayRangeQuery, now: Date): { from: Date; to: Date } {
  for (const field of ['startTime', 'endTime'] as const) {
    const value = query[field];
    if (value !== undefined && value > MAX_TIME)
      throw validationError({ [field]: { code: 'field.too_big', message: 'Not a valid time' } });
  }
  const to = utcDayStart(new Date(query.endTime ?? now.getTime())).getTime() + DAY_MS;
  const from =
    query.startTime !== undefined
      ? utcDayStart(new Date(query.startTime)).getTime()
      : to - DEFAULT_RANGE_DAYS * DAY_MS;
  if (from >= to)
    throw validationError({
      startTime: { code: 'field.invalid_range', message: 'The start must not be after the end' },
    });
  if (to - from > MAX_RANGE_DAYS * DAY_MS)
    throw validationError({
      endTime: { code: 'field.range_too_long', message: `A range spans at most ${MAX_RANGE_DAYS} days` },
    });
  return { from: new Date(from), to: new Date(to) };
}

/** As `dayRangeOf`, but a query with neither bound has no window (every record). */
export function optionalDayRangeOf(query: DayRangeQuery, now: Date): { from?: Date; to?: Date } {
  if (query.startTime === undefined && query.endTime === undefined) return {};
  return dayRangeOf(query, now);
}
