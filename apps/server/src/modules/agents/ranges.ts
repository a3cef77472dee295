import { addDays, boundsOfLocalDay, localDateOf } from '../../platform/daily/calendar.js';
import { validationError } from '../../platform/errors.js';
import type { DayWindow } from './report-store.js';

/*
 * The local days a team report covers (the merchant's time zone): today, yesterday, this week (from
 * Monday), this month, or a chosen range of at most 31 days (default: the last 7 days).
 */

export const MAX_REPORT_DAYS = 31;

export type ReportRange = 'today' | 'yesterday' | 'thisWeek' | 'thisMonth' | 'custom';

function span(first: string, last: string, timeZone: string): DayWindow[] {
  const days: DayWindow[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const { from, to } = boundsOfLocalDay(day, timeZone);
    days.push({ day, from, to });
  }
  return days;
}

export function reportDays(
  range: ReportRange,
  query: { startTime?: number | undefined; endTime?: number | undefined },
  now: Date,
  timeZone: string,
): DayWindow[] {
  const today = localDateOf(now, timeZone);
  switch (range) {
    case 'today':
      return span(today, today, timeZone);
    case 'yesterday':
      return span(addDays(today, -1), addDays(today, -1), timeZone);
    case 'thisWeek': {
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
      return span(addDays(today, -weekday), today, timeZone);
    }
    case 'thisMonth':
      return span(`${today.slice(0, 8)}01`, today, timeZone);
    case 'custom': {
      const last = query.endTime !== undefined ? localDateOf(new Date(query.endTime), timeZone) : today;
      const first =
        query.startTime !== undefined ? localDateOf(new Date(query.startTime), timeZone) : addDays(last, -6);
      if (first > last)
        throw validationError({
          startTime: { code: 'field.invalid_range', message: 'The start must not be after the end' },
        });
      if (addDays(first, MAX_REPORT_DAYS - 1) < last)
        throw validationError({
          endTime: { code: 'field.range_too_long', message: `A range spans at most ${MAX_REPORT_DAYS} days` },
        });
      return span(first, last, timeZone);
    }
  }
}
