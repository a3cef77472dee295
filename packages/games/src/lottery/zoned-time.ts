/**
 * Civil-date and time-zone arithmetic for the lottery schedule (pure: `Intl.DateTimeFormat` only).
 *
 * A civil date is counted as a day number: days since 1970-01-01 in the proleptic Gregorian calendar,
 * so "the next day" is `day + 1` whatever the zone does. Instants are epoch milliseconds.
 */

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A zone's wall clock at one instant. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Throws a RangeError for a time zone `Intl` does not know. */
export function assertTimeZone(timeZone: string): void {
  formatterFor(timeZone);
}

/** The wall clock of `timeZone` at the instant `ms`. */
export function wallTimeAt(ms: number, timeZone: string): WallTime {
  const wall: WallTime = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(new Date(ms))) {
    if (part.type === 'year') wall.year = Number(part.value);
    else if (part.type === 'month') wall.month = Number(part.value);
    else if (part.type === 'day') wall.day = Number(part.value);
    else if (part.type === 'hour') wall.hour = Number(part.value) % 24;
    else if (part.type === 'minute') wall.minute = Number(part.value);
    else if (part.type === 'second') wall.second = Number(part.value);
  }
  return wall;
}

/** The zone's offset from UTC at the instant `ms` (milliseconds, whole seconds). */
export function offsetAt(ms: number, timeZone: string): number {
  const floored = Math.floor(ms / 1000) * 1000;
  const w = wallTimeAt(floored, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - floored;
}

/**
 * The instant a wall-clock time happens in `timeZone` (the "compatible" rule of Temporal): a time
 * repeated by a backward change is its earlier occurrence; a time skipped by a forward change is read
 * with the offset in force before the change, i.e. it lands after the gap (01:30 on a 01:00 → 02:00
 * spring-forward night is 02:30 new time).
 */
export function wallToInstant(timeZone: string, day: number, hour = 0, minute = 0, second = 0): number {
  const local = day * DAY_MS + ((hour * 60 + minute) * 60 + second) * 1000;
  const key = `${timeZone}|${local}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    if (instants.size >= INSTANT_CACHE_SIZE) instants.clear();
    instant = resolveWallTime(timeZone, local);
    instants.set(key, instant);
  }
  return instant;
}

/** Memo of `wallToInstant`, a pure function of the zone's rules: schedules ask for the same days often. */
const instants = new Map<string, number>();
const INSTANT_CACHE_SIZE = 4096;

function resolveWallTime(timeZone: string, local: number): number {
  const before = offsetAt(local - DAY_MS, timeZone);
  const after = offsetAt(local + DAY_MS, timeZone);
  const candidates = [local - before, local - after].filter((t) => t + offsetAt(t, timeZone) === local);
  if (candidates.length > 0) return Math.min(...candidates);
  return local - before;
}

/** The first instant of a civil day in `timeZone`. */
export function startOfDay(timeZone: string, day: number): number {
  return wallToInstant(timeZone, day);
}

/** The civil day (day number) in `timeZone` at the instant `ms`. */
export function dayAt(ms: number, timeZone: string): number {
  const w = wallTimeAt(ms, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day) / DAY_MS;
}

/** Day number of a calendar date, or null when the date does not exist (e.g. 2026-02-30). */
export function dayOf(year: number, month: number, day: number): number | null {
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return ms / DAY_MS;
}

/** `YYYYMMDD` of a day number. */
export function dayLabel(day: number): string {
  const date = new Date(day * DAY_MS);
  const y = String(date.getUTCFullYear()).padStart(4, '0');
  const m = String(date.getUTCMonth() + 1).padStart(2, '0');
  const d = String(date.getUTCDate()).padStart(2, '0');
  return `${y}${m}${d}`;
}

/** Day number of a `YYYYMMDD` label, or null when malformed or not a real date. */
export function parseDayLabel(label: string): number | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(label);
  if (!match) return null;
  return dayOf(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** ISO weekday of a day number: 1 = Monday … 7 = Sunday. */
export function isoWeekdayOf(day: number): number {
  const weekday = new Date(day * DAY_MS).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}
