import type { ContractKind, DividendPeriod } from '@wps/contracts';
import { addDays, localDateOf, offsetAt, startOfLocalDay } from '../../platform/daily/calendar.js';

/*
 * Contract periods in the merchant's time zone (docs/product.md §Agents): real-time salary every 5
 * minutes, hourly salary by local hour, daily salary by local day, dividends by local day, week
 * (Monday to Sunday), half month (1st–15th, 16th–end) or month. A period is [start, end).
 */

export type PeriodName = '5min' | 'hourly' | DividendPeriod;

export interface Period {
  name: PeriodName;
  start: Date;
  end: Date;
}

const FIVE_MINUTES = 5 * 60_000;
const HOUR = 60 * 60_000;

/** The period name of a contract: salaries have their own; a dividend has the one agreed. */
export function periodNameOf(kind: ContractKind, dividendPeriod: DividendPeriod | null): PeriodName {
  if (kind === 'realtime') return '5min';
  if (kind === 'hourly') return 'hourly';
  if (kind === 'daily') return 'daily';
  return dividendPeriod ?? 'monthly';
}

/**
 * The local hour around `t`: from the last instant at or before `t` at which the zone's clock shows
 * a whole hour (hh:00) to the next one. Where the clocks move by a whole hour the periods stay an hour
 * long; where they move by 30 minutes (Lord Howe) the period across the change is 30 or 90 minutes.
 * A mark is an instant `m` with (m + offset at m) a whole hour; offsets near `t` give the candidates.
 */
function localHour(t: number, timeZone: string): { start: number; end: number } {
  const offsets = new Set([-2, 0, 2].map((hours) => offsetAt(t + hours * HOUR, timeZone)));
  let start = -Infinity;
  let end = Infinity;
  for (const offset of offsets) {
    const base = t - ((((t + offset) % HOUR) + HOUR) % HOUR);
    for (const k of [-1, 0, 1, 2]) {
      const mark = base + k * HOUR;
      if (offsetAt(mark, timeZone) !== offset) continue;
      if (mark <= t && mark > start) start = mark;
      if (mark > t && mark < end) end = mark;
    }
  }
  return { start, end };
}

/** `YYYY-MM-DD` → year, month (1–12), day. */
function partsOf(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y!, m!, d!];
}

function isoDate(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Local dates [first, next) of the calendar period containing `date`. */
function localSpan(name: DividendPeriod, date: string): [string, string] {
  const [y, m, d] = partsOf(date);
  switch (name) {
    case 'daily':
      return [date, addDays(date, 1)];
    case 'weekly': {
      // 1970-01-05 was a Monday.
      const days = Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
      const fromMonday = (((days - 4) % 7) + 7) % 7;
      const monday = addDays(date, -fromMonday);
      return [monday, addDays(monday, 7)];
    }
    case 'semimonthly':
      return d <= 15
        ? [isoDate(y, m, 1), isoDate(y, m, 16)]
        : [isoDate(y, m, 16), m === 12 ? isoDate(y + 1, 1, 1) : isoDate(y, m + 1, 1)];
    case 'monthly':
      return [isoDate(y, m, 1), m === 12 ? isoDate(y + 1, 1, 1) : isoDate(y, m + 1, 1)];
  }
}

/** The period named `name` that contains `instant`, in `timeZone`. */
export function periodContaining(name: PeriodName, instant: Date, timeZone: string): Period {
  const t = instant.getTime();
  if (name === '5min') {
    // Every zone's offset is a whole number of 15 minutes, so local 5-minute marks are UTC ones.
    const start = t - (((t % FIVE_MINUTES) + FIVE_MINUTES) % FIVE_MINUTES);
    return { name, start: new Date(start), end: new Date(start + FIVE_MINUTES) };
  }
  if (name === 'hourly') {
    const { start, end } = localHour(t, timeZone);
    return { name, start: new Date(start), end: new Date(end) };
  }
  const [first, next] = localSpan(name, localDateOf(instant, timeZone));
  return { name, start: startOfLocalDay(first, timeZone), end: startOfLocalDay(next, timeZone) };
}

/** The period right after `period`. */
export function nextPeriod(period: Period, timeZone: string): Period {
  return periodContaining(period.name, period.end, timeZone);
}

/** The period right before `period`. */
export function previousPeriod(period: Period, timeZone: string): Period {
  return periodContaining(period.name, new Date(period.start.getTime() - 1), timeZone);
}

/**
 * Periods that ended at least `lagMs` before `now`, after `after` (the end of the last one settled),
 * oldest first, at most `limit`.
 */
export function endedPeriods(
  name: PeriodName,
  after: Date,
  now: Date,
  timeZone: string,
  lagMs: number,
  limit: number,
): Period[] {
  const out: Period[] = [];
  let period = periodContaining(name, after, timeZone);
  if (period.start.getTime() < after.getTime()) period = nextPeriod(period, timeZone);
  while (out.length < limit && period.end.getTime() + lagMs <= now.getTime()) {
    out.push(period);
    period = nextPeriod(period, timeZone);
  }
  return out;
}

/** The team tree's move instant: the merchant's next local midnight after `now`. */
export function nextLocalMidnight(now: Date, timeZone: string): Date {
  return startOfLocalDay(addDays(localDateOf(now, timeZone), 1), timeZone);
}

/** The wall-clock "YYYY-MM-DD HH:mm" of an instant in the zone. */
function wallClock(instant: number, timeZone: string): string {
  return new Date(instant + offsetAt(instant, timeZone)).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * How a period reads in the merchant's zone, whatever the reader's own: one local day as its date,
 * several as first and last date, part of a day as its date and local hours ("2026-11-27 14:00–14:05").
 */
export function periodLabel(start: Date, end: Date, timeZone: string): string {
  const first = wallClock(start.getTime(), timeZone);
  const last = wallClock(end.getTime() - 1, timeZone);
  if (first.endsWith(' 00:00') && wallClock(end.getTime(), timeZone).endsWith(' 00:00'))
    return first.slice(0, 10) === last.slice(0, 10)
      ? first.slice(0, 10)
      : `${first.slice(0, 10)} – ${last.slice(0, 10)}`;
  return `${first}–${wallClock(end.getTime(), timeZone).slice(11)}`;
}
