/**
 * Periods of a lottery game (pure: the caller passes the instant; zones via `Intl`, DST-safe).
 *
 * Interval games (`{ kind: 'interval', seconds }`): period k (1-based) of a local day D draws at
 * `start(D) + k × seconds`, capped at `start(D + 1)` (the next local midnight), where `start(D)` is the
 * first instant of D in the game's zone. A day has `ceil(length(D) / seconds)` periods, so a 60-s game
 * has 1440 on an ordinary day, 1380 on a 23-hour spring-forward day and 1500 on a 25-hour one. The last
 * period draws at the next local midnight and still belongs to the day it opened in: `20261127-1440`
 * draws at 2026-11-28 00:00 local. Numbers are `YYYYMMDD-NNNN` (NNNN zero-padded to 4 digits).
 *
 * Daily games (`{ kind: 'daily', at: 'HH:mm', weekdays }`): one draw at `at` local time on each listed
 * ISO weekday; the number is the local draw date `YYYYMMDD`. A wall time skipped by a DST change is
 * read after the gap (see `wallToInstant`).
 *
 * Every period opens when the previous one draws (`opensAt` = the previous period's `drawAt`; a station
 * drawing only on Mondays opens right after the previous Monday's draw) and closes `closeSeconds`
 * before its own draw (`closesAt = drawAt − closeSeconds`). Betting on a period is open while
 * `at < closesAt`; earlier periods of a chase may be bet on before they open.
 */
import type { LotteryGameDefinition, PeriodTimes } from './types.js';
import { dayAt, dayLabel, isoWeekdayOf, parseDayLabel, startOfDay, wallToInstant } from './zoned-time.js';

/** A period located by its local day and (interval games) its index within the day. */
interface PeriodRef {
  day: number;
  /** 1-based index within the day (always 1 for daily games). */
  index: number;
}

function assertCloseSeconds(closeSeconds: number): void {
  if (!Number.isFinite(closeSeconds) || closeSeconds < 0) {
    throw new RangeError('closeSeconds must be a non-negative number');
  }
}

function parseAt(at: string): { hour: number; minute: number } {
  const match = /^(\d{2}):(\d{2})$/.exec(at);
  const hour = Number(match?.[1]);
  const minute = Number(match?.[2]);
  if (!match || hour > 23 || minute > 59) throw new RangeError(`bad daily draw time ${at}`);
  return { hour, minute };
}

function intervalMs(game: LotteryGameDefinition): number {
  if (game.schedule.kind !== 'interval') throw new TypeError(`${game.code} is not an interval game`);
  return game.schedule.seconds * 1000;
}

/** How many periods an interval game has on local day `day`. */
export function periodsOnDay(game: LotteryGameDefinition, day: number): number {
  const length = startOfDay(game.timeZone, day + 1) - startOfDay(game.timeZone, day);
  return Math.ceil(length / intervalMs(game));
}

function drawsOn(game: LotteryGameDefinition, day: number): boolean {
  return game.schedule.kind === 'interval' || game.schedule.weekdays.includes(isoWeekdayOf(day));
}

function drawInstant(game: LotteryGameDefinition, ref: PeriodRef): number {
  const { schedule, timeZone } = game;
  if (schedule.kind === 'interval') {
    const candidate = startOfDay(timeZone, ref.day) + ref.index * schedule.seconds * 1000;
    return Math.min(candidate, startOfDay(timeZone, ref.day + 1));
  }
  const { hour, minute } = parseAt(schedule.at);
  return wallToInstant(timeZone, ref.day, hour, minute);
}

function numberOf(game: LotteryGameDefinition, ref: PeriodRef): string {
  if (game.schedule.kind === 'daily') return dayLabel(ref.day);
  return `${dayLabel(ref.day)}-${String(ref.index).padStart(4, '0')}`;
}

function parseNumber(game: LotteryGameDefinition, number: string): PeriodRef | null {
  if (typeof number !== 'string') return null;
  if (game.schedule.kind === 'daily') {
    const day = parseDayLabel(number);
    return day !== null && drawsOn(game, day) ? { day, index: 1 } : null;
  }
  const match = /^(\d{8})-(\d{4})$/.exec(number);
  if (!match) return null;
  const day = parseDayLabel(match[1]!);
  const index = Number(match[2]);
  if (day === null || index < 1 || index > periodsOnDay(game, day)) return null;
  return { day, index };
}

function stepDailyDay(game: LotteryGameDefinition, day: number, direction: 1 | -1): number {
  if (game.schedule.kind !== 'daily' || game.schedule.weekdays.length === 0) {
    throw new RangeError(`${game.code} has no draw weekdays`);
  }
  let next = day + direction;
  while (!drawsOn(game, next)) next += direction;
  return next;
}

function nextRef(game: LotteryGameDefinition, ref: PeriodRef): PeriodRef {
  if (game.schedule.kind === 'daily') return { day: stepDailyDay(game, ref.day, 1), index: 1 };
  if (ref.index < periodsOnDay(game, ref.day)) return { day: ref.day, index: ref.index + 1 };
  return { day: ref.day + 1, index: 1 };
}

function previousRef(game: LotteryGameDefinition, ref: PeriodRef): PeriodRef {
  if (game.schedule.kind === 'daily') return { day: stepDailyDay(game, ref.day, -1), index: 1 };
  if (ref.index > 1) return { day: ref.day, index: ref.index - 1 };
  return { day: ref.day - 1, index: periodsOnDay(game, ref.day - 1) };
}

function timesOf(game: LotteryGameDefinition, ref: PeriodRef, closeSeconds: number): PeriodTimes {
  assertCloseSeconds(closeSeconds);
  const drawAt = drawInstant(game, ref);
  const opensAt =
    game.schedule.kind === 'interval' && ref.index === 1
      ? startOfDay(game.timeZone, ref.day)
      : drawInstant(game, previousRef(game, ref));
  return {
    number: numberOf(game, ref),
    opensAt: new Date(opensAt),
    closesAt: new Date(drawAt - closeSeconds * 1000),
    drawAt: new Date(drawAt),
  };
}

/**
 * The period in play at `at`: the earliest period whose draw is after `at`. Betting on it is open
 * while `at < closesAt` (between `closesAt` and `drawAt` it is closed, awaiting its draw).
 */
export function currentPeriod(
  game: LotteryGameDefinition,
  at: Date,
  closeSeconds: number = game.closeSeconds,
): PeriodTimes {
  const ms = at.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('invalid date');
  const day = dayAt(ms, game.timeZone);
  if (game.schedule.kind === 'interval') {
    const elapsed = ms - startOfDay(game.timeZone, day);
    const index = Math.max(1, Math.floor(elapsed / intervalMs(game)) + 1);
    const ref = { day, index: Math.min(index, periodsOnDay(game, day)) };
    return timesOf(game, drawInstant(game, ref) > ms ? ref : nextRef(game, ref), closeSeconds);
  }
  let ref: PeriodRef = drawsOn(game, day) ? { day, index: 1 } : nextRef(game, { day, index: 1 });
  if (drawInstant(game, ref) <= ms) ref = nextRef(game, ref);
  return timesOf(game, ref, closeSeconds);
}

/** The period with this number; null for a malformed number or a day the game does not draw. */
export function periodByNumber(
  game: LotteryGameDefinition,
  number: string,
  closeSeconds: number = game.closeSeconds,
): PeriodTimes | null {
  const ref = parseNumber(game, number);
  return ref ? timesOf(game, ref, closeSeconds) : null;
}

/**
 * The `count` periods after `number`, in order (for chases); empty when `number` is not a period of
 * the game.
 */
export function nextPeriods(
  game: LotteryGameDefinition,
  number: string,
  count: number,
  closeSeconds: number = game.closeSeconds,
): PeriodTimes[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError('count must be a non-negative integer');
  let ref = parseNumber(game, number);
  const periods: PeriodTimes[] = [];
  if (!ref) return periods;
  for (let i = 0; i < count; i += 1) {
    ref = nextRef(game, ref);
    periods.push(timesOf(game, ref, closeSeconds));
  }
  return periods;
}

/** The period before `number`; null when `number` is not a period of the game. */
export function previousPeriod(
  game: LotteryGameDefinition,
  number: string,
  closeSeconds: number = game.closeSeconds,
): PeriodTimes | null {
  const ref = parseNumber(game, number);
  return ref ? timesOf(game, previousRef(game, ref), closeSeconds) : null;
}
