import { formatMinorUnits, toMinorUnits } from '@wps/contracts';

/*
 * The lottery pages' pure rules: amounts added and compared exactly, the exposure ratio, the report's
 * day ranges, its CSV, and how schedules, hashes and countdowns read.
 */

/** Wire amounts carry at most 4 decimals (`moneySchema`). */
const SCALE = 4;

const minorOf = (text: string): bigint => toMinorUnits(text, SCALE) ?? 0n;

/** The sum of wire amounts, with as many decimals as the longest of them ("1.5" + "2.25" = "3.75"). */
export function sumAmounts(values: readonly string[]): string {
  const decimals = Math.max(0, ...values.map((value) => value.split('.')[1]?.length ?? 0));
  const total = values.reduce((sum, value) => sum + minorOf(value), 0n);
  const text = formatMinorUnits(total, SCALE);
  if (decimals >= SCALE) return text;
  return decimals === 0 ? text.slice(0, -(SCALE + 1)) : text.slice(0, decimals - SCALE);
}

/** Orders two wire amounts (negative, zero or positive like a comparator). */
export function compareAmounts(a: string, b: string): number {
  const difference = minorOf(a) - minorOf(b);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** The sign of a wire amount: -1, 0 or 1. */
export const signOf = (value: string) => compareAmounts(value, '0');

/** Payout ÷ cap as a percentage (one decimal), or null when there is no cap to divide by. */
export function ratioPercent(payout: string, cap: string): number | null {
  const capMinor = minorOf(cap);
  if (capMinor <= 0n) return null;
  return Number((minorOf(payout) * 1000n) / capMinor) / 10;
}

/** Above this share of its cap a key shows in the warning colour. */
export const WARN_PERCENT = 80;

/** Why a typed amount cannot be sent: empty, not an amount, or not above zero. */
export type AmountProblem = 'required' | 'format' | 'zero';

export function amountProblem(text: string): AmountProblem | null {
  const value = text.trim();
  if (!value) return 'required';
  if (!/^\d{1,16}(\.\d{1,4})?$/.test(value)) return 'format';
  return minorOf(value) > 0n ? null : 'zero';
}

// --- Report days ----------------------------------------------------------------------------------

const two = (value: number) => String(value).padStart(2, '0');

/** A date input's value (YYYY-MM-DD) of a local day. */
export function dayInput(date: Date): string {
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** The browser's midnight starting a YYYY-MM-DD day, as epoch ms; null when it is not a day. */
export function dayStart(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dayInput(date) === day ? date.getTime() : null;
}

export const REPORT_PRESETS = ['today', 'last7', 'last30'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

/** A preset's days, both included, ending today (the browser's day). */
export function presetRange(preset: ReportPreset, now: Date): { from: string; to: string } {
  const back = preset === 'today' ? 0 : preset === 'last7' ? 6 : 29;
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - back);
  return { from: dayInput(start), to: dayInput(now) };
}

/** The report call's [from, to) in epoch ms for days from…to (both included), or why not. */
export function reportRange(
  from: string,
  to: string,
): { from: number; to: number; problem: null } | { problem: 'missing' | 'order' } {
  const start = dayStart(from);
  const last = dayStart(to);
  if (start === null || last === null) return { problem: 'missing' };
  if (start > last) return { problem: 'order' };
  const [year, month, day] = to.split('-').map(Number) as [number, number, number];
  return { from: start, to: new Date(year, month - 1, day + 1).getTime(), problem: null };
}

// --- CSV ----------------------------------------------------------------------------------------

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One CSV cell as the server's exports write it (kernel/csv.ts): formulas made inert, quoted if needed. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: byte-order mark, header, rows, CRLF line ends. */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return `\ufeff${[header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')}`;
}

/** Saves text as a file from the browser (a report built from the rows on screen). */
export function saveText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

// --- Reading ------------------------------------------------------------------------------------

/** A seed hash shortened for a table cell: its first 8 and last 6 characters. */
export function shortHash(hash: string): string {
  return hash.length <= 16 ? hash : `${hash.slice(0, 8)}…${hash.slice(-6)}`;
}

/** A duration as the largest whole unit: 45 s, 5 min, 2 h. */
export function durationParts(seconds: number): { unit: 'h' | 'min' | 's'; count: number } {
  if (seconds > 0 && seconds % 3600 === 0) return { unit: 'h', count: seconds / 3600 };
  if (seconds > 0 && seconds % 60 === 0) return { unit: 'min', count: seconds / 60 };
  return { unit: 's', count: seconds };
}

/** Time left as h:mm:ss or m:ss (0:00 once passed). */
export function countdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}

/** Who a result came from: the in-house draw, two operators (`operators:a+b`), or a feed. */
export function resultSourceOf(
  source: string | null,
): { kind: 'house' } | { kind: 'operators'; names: string[] } | { kind: 'other'; text: string } | null {
  if (!source) return null;
  if (source === 'house') return { kind: 'house' };
  if (source.startsWith('operators:'))
    return { kind: 'operators', names: source.slice('operators:'.length).split('+') };
  return { kind: 'other', text: source };
}
