import type { TRANSACTION_CODE_TYPES } from '@wps/contracts';
import { formatAmount, type CurrencyDisplay } from '../../shared/format/amount';

export type CodeType = (typeof TRANSACTION_CODE_TYPES)[number];

/** The type filter of the account records (original-api.md §3.14); agent rebates only for agents. */
export const TYPE_FILTERS: readonly { id: string; codeType: CodeType | null; agentsOnly?: boolean }[] = [
  { id: 'all', codeType: null },
  { id: 'deposit', codeType: 'deposit' },
  { id: 'withdraw', codeType: 'withdraw' },
  { id: 'betting', codeType: 'betting' },
  { id: 'winning', codeType: 'winning' },
  { id: 'promotion', codeType: 'dividend' },
  { id: 'rebate', codeType: 'betting_rebate' },
  { id: 'agentRebate', codeType: 'agent_rebate', agentsOnly: true },
  { id: 'dailyWage', codeType: 'daily_wage' },
  { id: 'hourWage', codeType: 'hour_wage' },
  { id: 'referral', codeType: 'referral_rebate' },
  { id: 'shareBonus', codeType: 'share_bonus' },
  { id: 'other', codeType: 'other' },
];

/** Member types that see agent rebates as their own type (1 and 2, original-api.md §3.14). */
const AGENT_REBATE_TYPES: readonly number[] = [1, 2];

export function typeFiltersFor(memberType: number | undefined) {
  return TYPE_FILTERS.filter((filter) => !filter.agentsOnly || AGENT_REBATE_TYPES.includes(memberType ?? -1));
}

const DAY_MS = 86_400_000;
/** spec: a range spans up to 30 days. */
export const MAX_RANGE_DAYS = 30;
/** Records stay visible for at least 3 months: the custom range may start that far back. */
export const HISTORY_DAYS = 92;

export type Preset = 'today' | 'week' | 'month' | 'custom';
export interface DayRange {
  startTime: number;
  endTime: number;
}

function startOfDay(time: number): number {
  const date = new Date(time);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/** Local midnight `days` calendar days before the day of `time` (calendar-safe across DST). */
function daysBefore(time: number, days: number): number {
  const date = new Date(time);
  date.setHours(0, 0, 0, 0);
  date.setDate(date.getDate() - days);
  return date.getTime();
}

/** Today, the last 7 days or the last 30 days (today included), up to now. */
export function presetRange(preset: Exclude<Preset, 'custom'>, now: number): DayRange {
  const back = preset === 'today' ? 0 : preset === 'week' ? 6 : MAX_RANGE_DAYS - 1;
  return { startTime: daysBefore(now, back), endTime: now };
}

/** `yyyy-MM-dd` of a time, in local time (the value of a date input). */
export function dateInputValue(time: number): string {
  const date = new Date(time);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function parseDateInput(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) || dateInputValue(date.getTime()) !== text ? null : date.getTime();
}

export type RangeProblem = 'missing' | 'order' | 'future' | 'tooLong' | 'tooOld';

/**
 * A custom range from two date inputs, whole days: from the start of `from` to the end of `to`
 * (or now, when `to` is today). At most 30 days, not in the future, not older than the history kept.
 */
export function customRange(
  from: string,
  to: string,
  now: number,
): { range: DayRange; problem: null } | { range: null; problem: RangeProblem } {
  const start = parseDateInput(from);
  const end = parseDateInput(to);
  if (start === null || end === null) return { range: null, problem: 'missing' };
  if (start > end) return { range: null, problem: 'order' };
  const today = startOfDay(now);
  if (end > today) return { range: null, problem: 'future' };
  if (start < daysBefore(now, HISTORY_DAYS)) return { range: null, problem: 'tooOld' };
  const endOfDay = new Date(end);
  endOfDay.setDate(endOfDay.getDate() + 1);
  if (Math.round((endOfDay.getTime() - start) / DAY_MS) > MAX_RANGE_DAYS)
    return { range: null, problem: 'tooLong' };
  return {
    range: { startTime: start, endTime: end === today ? now : endOfDay.getTime() - 1 },
    problem: null,
  };
}

/** A movement's amount with its sign in front of the symbol ("+P100.00", "−P50.00") and direction. */
export function signedAmount(
  text: string,
  currency: CurrencyDisplay,
): { text: string; direction: 'in' | 'out' | 'none' } {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const magnitude = negative ? trimmed.slice(1) : trimmed;
  const formatted = formatAmount(magnitude, currency);
  if (/^[0.]*$/.test(magnitude.replace(/^\+/, ''))) return { text: formatted, direction: 'none' };
  return negative ? { text: `−${formatted}`, direction: 'out' } : { text: `+${formatted}`, direction: 'in' };
}
