/*
 * Local calendar days in IANA time zones (docs/product.md §Jobs, "daily at the merchant's local
 * midnight"): which local date an instant falls on, when a local day begins and ends, and which days
 * a daily task still owes a merchant. Pure: `now` comes in, time zones come from the runtime's Intl.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** `YYYY-MM-DD`. */
export type LocalDate = string;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock time at `instant` in the zone, as if it were UTC (milliseconds since 1970). */
function wallClockOf(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatOf(timeZone).formatToParts(new Date(instant)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The zone's offset from UTC at `instant`, in milliseconds (Manila: +8 h). */
export function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClockOf(whole, timeZone) - whole;
}

function dateOfWallClock(wall: number): LocalDate {
  return new Date(wall).toISOString().slice(0, 10);
}

/** The local date at `instant` in the zone. */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  return dateOfWallClock(wallClockOf(instant.getTime(), timeZone));
}

/** The date `days` after `date` (negative: before). */
export function addDays(date: LocalDate, days: number): LocalDate {
  return dateOfWallClock(Date.parse(`${date}T00:00:00Z`) + days * DAY);
}

/**
 * The instant the local day begins: its midnight, or where the clocks jump over midnight, the first
 * instant of the day (the jump itself).
 */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`);
  // Midnight is `wall - offset` for the offset in force then; around a change of offset, try those
  // of the hours before and after, and keep the earliest instant that is on this date while the
  // moment before it is not.
  const candidates = new Set<number>();
  for (const hours of [-26, -12, -1, 0, 1, 12, 26])
    candidates.add(wall - offsetAt(wall + hours * HOUR, timeZone));
  let start: number | null = null;
  for (const candidate of candidates) {
    if (localDateOf(new Date(candidate), timeZone) !== date) continue;
    if (localDateOf(new Date(candidate - 1_000), timeZone) === date) continue;
    if (start === null || candidate < start) start = candidate;
  }
  if (start !== null) return new Date(start);
  // Midnight skipped by a jump: the day begins when the clocks jump, within the hours around it.
  let probe = wall - offsetAt(wall, timeZone) - 2 * HOUR;
  while (localDateOf(new Date(probe), timeZone) < date) probe += 60_000;
  return new Date(probe);
}

/** The local day as the instants [from, to) it covers. */
export function boundsOfLocalDay(date: LocalDate, timeZone: string): { from: Date; to: Date } {
  return { from: startOfLocalDay(date, timeZone), to: startOfLocalDay(addDays(date, 1), timeZone) };
}

/**
 * The local days a daily task still owes, oldest first: those that ended (their local midnight passed)
 * after `lastClaimed`, at most `maxDays` of them (the latest ones: catching up after downtime, not
 * forever). A task never run for the merchant owes only the day that ended last.
 */
export function dueDays(
  now: Date,
  timeZone: string,
  lastClaimed: LocalDate | null,
  maxDays: number,
): LocalDate[] {
  const latest = addDays(localDateOf(now, timeZone), -1);
  if (lastClaimed === null) return [latest];
  const oldest = addDays(latest, -(maxDays - 1));
  const next = addDays(lastClaimed, 1);
  const days: LocalDate[] = [];
  for (let day = next > oldest ? next : oldest; day <= latest; day = addDays(day, 1)) days.push(day);
  return days;
}
