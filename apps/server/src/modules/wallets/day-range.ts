import { validationError } from '../../platform/http/errors.js';

const DAY = 86_400_000;
/** spec.md: records go back in ranges of up to 30 days; a calendar month of 31 days is allowed. */
export const MAX_RANGE_DAYS = 31;
export const DEFAULT_RANGE_DAYS = 7;
/** Largest time a JavaScript Date holds. */
const MAX_TIME = 8.64e15;

function startOfUtcDay(ms: number): number {
  return Math.floor(ms / DAY) * DAY;
}

/**
 * The records window [from, to) of a query's `startTime` / `endTime` (epoch ms): whole UTC days, the
 * day of `endTime` included whatever its time of day. Default: the last 7 days up to today. More than
 * 31 days, or a start after the end, is `validation.failed`.
 */
export function dayRangeOf(
  query: { startTime?: number | undefined; endTime?: number | undefined },
  now: Date,
): { from: Date; to: Date } {
  for (const field of ['startTime', 'endTime'] as const) {
    const value = query[field];
    if (value !== undefined && value > MAX_TIME)
      throw validationError({ [field]: { code: 'field.too_big', message: 'Not a valid time' } });
  }
  const to = startOfUtcDay(query.endTime ?? now.getTime()) + DAY;
  const from = query.startTime !== undefined ? startOfUtcDay(query.startTime) : to - DEFAULT_RANGE_DAYS * DAY;
  if (from >= to)
    throw validationError({
      startTime: { code: 'field.invalid_range', message: 'The start must not be after the end' },
    });
  if (to - from > MAX_RANGE_DAYS * DAY)
    throw validationError({
      endTime: {
        code: 'field.range_too_long',
        message: `A range spans at most ${MAX_RANGE_DAYS} days`,
      },
    });
  return { from: new Date(from), to: new Date(to) };
}
