import type { DividendPeriod } from '@wps/contracts';

/*
 * What the agents pages decide from what the server answered, and how their inputs become query
 * and body values. The server checks every rule again; these only decide what to offer and send.
 */

/** A rate or share as the contracts answer it ("1.50") shown with its unit, or a dash. */
export function percent(rate: string | null | undefined): string {
  return rate === null || rate === undefined || rate === '' ? '—' : `${rate} %`;
}

/** Whether an operator may end this contract: an unanswered offer, or an active one not yet ending. */
export function terminable(contract: { status: string; endsAt: number | null }): boolean {
  return contract.status === 'offered' || (contract.status === 'active' && contract.endsAt === null);
}

const two = (value: number) => String(value).padStart(2, '0');

/** Epoch milliseconds as a `datetime-local` value in the browser's time zone ("2026-11-20T10:00"). */
export function localInputOf(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** A `datetime-local` value (the browser's time zone) as epoch milliseconds, or null. */
export function epochOfLocal(value: string): number | null {
  if (!value) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/** A calendar date ("2026-11-20") or null when it is not one. */
function dateParts(value: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const parts = [Number(match[1]), Number(match[2]), Number(match[3])] as [number, number, number];
  const check = new Date(Date.UTC(parts[0], parts[1] - 1, parts[2]));
  return check.getUTCMonth() === parts[1] - 1 && check.getUTCDate() === parts[2] ? parts : null;
}

/**
 * A report day as the instant the server reads it from: the report takes the merchant's local date
 * of `startTime` and `endTime`, so noon UTC of the chosen date names that same date in every time
 * zone from UTC−12 to UTC+11 (the operator's own zone plays no part).
 */
export function reportDayInstant(value: string): number | null {
  const parts = dateParts(value);
  return parts ? Date.UTC(parts[0], parts[1] - 1, parts[2], 12) : null;
}

/** Longest report range the server takes, in days (apps/server agents ranges: 31). */
export const REPORT_MAX_DAYS = 31;

export type RangeProblem = 'date' | 'order' | 'tooLong';

/** Why a report range cannot be asked for (both ends are optional), or null. */
export function reportRangeProblem(from: string, to: string): RangeProblem | null {
  const start = from ? reportDayInstant(from) : null;
  const end = to ? reportDayInstant(to) : null;
  if ((from && start === null) || (to && end === null)) return 'date';
  if (start !== null && end !== null) {
    if (start > end) return 'order';
    if ((end - start) / 86_400_000 + 1 > REPORT_MAX_DAYS) return 'tooLong';
  }
  return null;
}

/**
 * The dividend period a settlement run covered, from its length (the run does not say): a day, a
 * week, half a month or a month.
 */
export function dividendPeriodOf(periodStart: number, periodEnd: number): DividendPeriod {
  const days = (periodEnd - periodStart) / 86_400_000;
  if (days <= 1.5) return 'daily';
  if (days <= 7.5) return 'weekly';
  if (days <= 16.5) return 'semimonthly';
  return 'monthly';
}

/** An instant inside a period: its middle (the start may sit on the boundary with the one before). */
export function insidePeriod(periodStart: number, periodEnd: number): number {
  return Math.floor((periodStart + periodEnd) / 2);
}
