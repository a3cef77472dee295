import { formatDecimal } from '@wps/contracts';

/*
 * Reconciliation figures: money on the wire is decimal text ("1234.50"), the ledger report's are
 * integer minor units ("-120"). Differences are exact (bigint), never floating point.
 */

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

function scaled(text: string, scale: number): bigint | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const minor = BigInt(whole! + fraction.padEnd(scale, '0'));
  return sign === '-' ? -minor : minor;
}

const fractionLength = (text: string) => DECIMAL.exec(text.trim())?.[3]?.length ?? 0;

function unscaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** `a − b` of two decimal amounts, with the longer of their fractions; null when either is unreadable. */
export function decimalDifference(a: string, b: string): string | null {
  const scale = Math.max(fractionLength(a), fractionLength(b));
  const left = scaled(a, scale);
  const right = scaled(b, scale);
  if (left === null || right === null) return null;
  return unscaled(left - right, scale);
}

/** Whether a decimal amount is zero ("0", "0.00", "-0.0"). */
export function isZeroAmount(text: string): boolean {
  return /^-?0*(\.0*)?$/.test(text.trim()) && /\d/.test(text);
}

/** An amount for reading: thousands grouped, its own decimals kept ("1234.50" → "1,234.50"). */
export function figure(text: string): string {
  return formatDecimal(text, fractionLength(text));
}

/** A difference for reading, with its sign always shown ("+1,234.50", "−12"). */
export function signedFigure(text: string): string {
  const body = figure(text.replace(/^-/, ''));
  if (isZeroAmount(text)) return body;
  return text.trim().startsWith('-') ? `−${body}` : `+${body}`;
}

/** `recorded − expected` of two minor-unit integers, null when either is not an integer. */
export function minorDifference(recorded: string, expected: string): string | null {
  if (!/^-?\d+$/.test(recorded.trim()) || !/^-?\d+$/.test(expected.trim())) return null;
  return (BigInt(recorded.trim()) - BigInt(expected.trim())).toString();
}

export const VENDOR_METRICS = ['bets', 'wins', 'rollbacks'] as const;
export type VendorMetric = (typeof VENDOR_METRICS)[number];

export interface VendorDay {
  bets: string;
  wins: string;
  rollbacks: string;
  ledgerBets: string;
  ledgerWins: string;
  ledgerRollbacks: string;
}

const LEDGER: Record<VendorMetric, keyof VendorDay> = {
  bets: 'ledgerBets',
  wins: 'ledgerWins',
  rollbacks: 'ledgerRollbacks',
};

/** The figures where the vendor's sum and the ledger's differ, with `vendor − ledger`. */
export function dayDifferences(day: VendorDay): { metric: VendorMetric; difference: string }[] {
  const out: { metric: VendorMetric; difference: string }[] = [];
  for (const metric of VENDOR_METRICS) {
    const difference = decimalDifference(day[metric], day[LEDGER[metric]]);
    if (difference === null || !isZeroAmount(difference)) out.push({ metric, difference: difference ?? '?' });
  }
  return out;
}

export function ledgerOf(day: VendorDay, metric: VendorMetric): string {
  return day[LEDGER[metric]];
}

const DAY_MS = 86_400_000;
/** The longest window the vendor reconciliation answers (whole UTC days). */
export const MAX_RANGE_DAYS = 31;

/** A UTC day as `YYYY-MM-DD`. */
export function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The last `days` UTC days up to the one holding `now`, as the date inputs show them. */
export function lastDays(now: number, days: number): { from: string; to: string } {
  return { from: utcDay(now - (days - 1) * DAY_MS), to: utcDay(now) };
}

/**
 * Two `YYYY-MM-DD` days (both included) as the reconciliation's query, or why not: a start after
 * the end, or more than 31 days.
 */
export function dayRange(
  from: string,
  to: string,
): { startTime: number; endTime: number } | { problem: 'missing' | 'order' | 'tooLong' } {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) return { problem: 'missing' };
  if (start > end) return { problem: 'order' };
  if ((end - start) / DAY_MS + 1 > MAX_RANGE_DAYS) return { problem: 'tooLong' };
  return { startTime: start, endTime: end };
}

/** The total of a ledger report's differences (every kind, not only those it lists). */
export function differenceCount(report: { counts: Partial<Record<string, number>> }): number {
  return Object.values(report.counts).reduce<number>((sum, count) => sum + (count ?? 0), 0);
}
