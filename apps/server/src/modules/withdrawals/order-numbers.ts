import { createHash } from 'node:crypto';
import { validationError } from '../../platform/http/errors.js';

/**
 * The order number of a member's request: derived from the member and their request id, so a retry
 * of the same request (even after a crash between the ledger posting and the order row) names the
 * same order, and the ledger meta that carries it stays the same.
 */
export function orderNoOf(prefix: string, memberId: number, requestId: string): string {
  const digest = createHash('sha256').update(`${prefix}:${memberId}:${requestId}`).digest();
  return `${prefix}${(digest.readBigUInt64BE(0) % 10n ** 18n).toString().padStart(18, '0')}`;
}

const DAY_MS = 24 * 60 * 60_000;
/** Longest range of a records query (spec: 30 days back; one more for a whole last day). */
export const MAX_RANGE_DAYS = 31;

/** Start of the UTC day holding `now`: daily limits count in UTC days. */
export function utcDayStart(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}

/** Largest time a JavaScript Date holds. */
const MAX_TIME = 8.64e15;
const DEFAULT_RANGE_DAYS = 7;

/**
 * The window [from, to) of a records query's `startTime` / `endTime` (epoch ms), read as the account
 * records read them: whole UTC days, the day of `endTime` included whatever its time of day; only
 * an end means the 7 days up to it. No bounds: no window. Reversed or over 31 days: validation.failed.
 */
export function recordRange(
  query: { startTime?: number | undefined; endTime?: number | undefined },
  now: Date,
): { from?: Date; to?: Date } {
  if (query.startTime === undefined && query.endTime === undefined) return {};
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
