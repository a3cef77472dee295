import {
  formatAmount,
  formatMinorUnits,
  minorUnitsOf,
  type CurrencyDisplay,
  type TRANSACTION_CODE_TYPES,
} from '@wps/contracts';

export type CodeType = (typeof TRANSACTION_CODE_TYPES)[number];

/** The type filter of the account records (docs/product.md §Records); agent rebates only for agents. */
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

/** Member types that see agent rebates as their own type (1 and 2, docs/product.md §Records). */
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

/** A vendor's outcome of one round, read generically (the shape is the vendor's own). */
export interface RecallOutcome {
  /** Symbols by row then reel, for display (the outcome's `grid` is [reel][row]). */
  rows: string[][] | null;
  /** Winning lines, each as one short text. */
  lines: string[];
  /** Everything else, as key and text. */
  details: { key: string; value: string }[];
}

function isGrid(value: unknown): value is string[][] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (reel) => Array.isArray(reel) && reel.length > 0 && reel.every((symbol) => typeof symbol === 'string'),
    )
  );
}

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | boolean);
}

function describeLine(line: unknown): string {
  if (line && typeof line === 'object' && !Array.isArray(line)) {
    return Object.entries(line)
      .map(([key, value]) => `${key}: ${describeValue(value)}`)
      .join(', ');
  }
  return describeValue(line);
}

export function readOutcome(outcome: Record<string, unknown> | null): RecallOutcome {
  if (!outcome) return { rows: null, lines: [], details: [] };
  const grid = isGrid(outcome.grid) ? outcome.grid : null;
  const rowCount = grid ? Math.max(...grid.map((reel) => reel.length)) : 0;
  const rows = grid
    ? Array.from({ length: rowCount }, (_, row) => grid.map((reel) => reel[row] ?? ''))
    : null;
  const lines = grid && Array.isArray(outcome.lines) ? outcome.lines.map(describeLine) : [];
  const details = Object.entries(outcome)
    .filter(([key]) => !grid || (key !== 'grid' && key !== 'lines'))
    .map(([key, value]) => ({ key, value: describeValue(value) }));
  return { rows, lines, details };
}

/**
 * Profit and loss by day for the chart: the days in order, and one series per game type with each
 * day's sum, exact (`amounts`, wire text with the currency's decimals, for the tooltips) and as a bar
 * height (`profits`).
 */
export function pnlSeries<Row extends { date: string; gameType: string; profit: string }>(
  list: readonly Row[],
  decimals: number,
): { days: string[]; series: { gameType: Row['gameType']; profits: number[]; amounts: string[] }[] } {
  const days = [...new Set(list.map((row) => row.date))].sort();
  const types = [...new Set(list.map((row) => row.gameType))] as Row['gameType'][];
  const series = types.map((gameType) => {
    const amounts = days.map((day) =>
      formatMinorUnits(
        list
          .filter((row) => row.date === day && row.gameType === gameType)
          .reduce((sum, row) => sum + (minorUnitsOf(row.profit, decimals) ?? 0n), 0n),
        decimals,
      ),
    );
    // Only the bars' heights are floating point; every figure shown comes from `amounts`.
    return { gameType, profits: amounts.map(Number), amounts };
  });
  return { days, series };
}
