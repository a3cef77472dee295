import { formatMinorUnits } from './money-units.js';
import type { CurrencySettings } from './settings.js';

/*
 * Money as people read and type it, shared by every client (docs/decisions.md, "Money on the wire").
 * Everything here works on decimal text and bigint minor units: no floating point anywhere.
 */

/** How a site shows money: its currency's symbol, in front (F) or behind (B), and its decimals. */
export type CurrencyDisplay = Pick<CurrencySettings, 'symbol' | 'position' | 'decimals'>;

interface DecimalText {
  negative: boolean;
  /** Digits before the point, without leading zeros ("0" for none). */
  whole: string;
  /** Digits after the point, as written. */
  fraction: string;
}

/** Reads "-1234.5", "+3", "0.250" or ".5" (no grouping, no exponent); null for anything else. */
function readDecimal(text: string): DecimalText | null {
  const match = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match || (!match[2] && !match[3])) return null;
  const whole = (match[2] ?? '').replace(/^0+(?=\d)/, '') || '0';
  const fraction = match[3] ?? '';
  const zero = /^0*$/.test(whole + fraction);
  return { negative: match[1] === '-' && !zero, whole, fraction };
}

/** "1234567" as "1,234,567". */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * An amount as a grouped number with the currency's `decimals`: "1234.5" is "1,234.50" with 2 and
 * "1234" is "1,234" with 0. Display never rounds: a decimal string is padded with zeros to
 * `decimals` and keeps any non-zero digit beyond them ("2.345" with 2 stays "2.345"); bigint minor
 * units are exact. Text that is not an amount shows as zero.
 */
export function formatDecimal(amount: string | bigint, decimals: number): string {
  const parts =
    typeof amount === 'bigint'
      ? readDecimal(formatMinorUnits(amount, decimals))!
      : (readDecimal(amount) ?? { negative: false, whole: '0', fraction: '' });
  let fraction = parts.fraction.padEnd(decimals, '0');
  // Zeros past the currency's decimals say nothing ("100.0000" with 2 decimals is "100.00").
  while (fraction.length > decimals && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const number = groupThousands(parts.whole) + (fraction ? `.${fraction}` : '');
  return parts.negative ? `-${number}` : number;
}

/**
 * Money for display: exactly the currency's decimals (see `formatDecimal`), thousands grouped, the
 * symbol in front (F, "₱1,234.50") or behind (B, "1,234,567 ₫"). Takes a wire amount (decimal
 * string) or bigint minor units.
 */
export function formatAmount(amount: string | bigint, currency: CurrencyDisplay): string {
  const number = formatDecimal(amount, currency.decimals);
  return currency.position === 'B' ? `${number} ${currency.symbol}` : `${currency.symbol}${number}`;
}

/**
 * Minor units of a wire or setting amount, reading more decimals than the currency has by dropping
 * them ("100.005" with 2 decimals is 10000n); null when the text is not an amount.
 */
export function minorUnitsOf(text: string | null | undefined, decimals: number): bigint | null {
  if (!text) return null;
  const parts = readDecimal(text);
  if (!parts) return null;
  const minor = BigInt(parts.whole + parts.fraction.slice(0, decimals).padEnd(decimals, '0'));
  return parts.negative ? -minor : minor;
}

/** Whether a wire amount is above zero ("0.00", "-5" and missing ones are not). */
export function isPositiveAmount(text: string | null | undefined): boolean {
  const parts = text ? readDecimal(text) : null;
  return parts !== null && !parts.negative && /[1-9]/.test(parts.whole + parts.fraction);
}

/** Why a typed amount cannot be sent. */
export type AmountProblem = 'required' | 'format' | 'decimals' | 'zero' | 'min' | 'max' | 'balance';

export interface AmountLimits {
  /** Digits after the point the currency has (the merchant's `currency.decimals`). */
  decimals: number;
  /** Wire amounts ("100.00"); each bound is checked only when given. */
  min?: string | null | undefined;
  max?: string | null | undefined;
  /** The most the member can move (their balance). */
  available?: string | null | undefined;
}

/**
 * Checks an amount a member typed, exactly: digits (as `moneyInputSchema` takes them) with at most
 * the currency's decimals, above zero, within the bounds given. Answers the amount in minor units or
 * the problem.
 */
export function checkAmountInput(
  text: string,
  limits: AmountLimits,
): { minor: bigint; problem: null } | { minor: null; problem: AmountProblem } {
  const value = text.trim();
  if (!value) return { minor: null, problem: 'required' };
  const match = /^(\d{1,13})(?:\.(\d+))?$/.exec(value);
  if (!match) return { minor: null, problem: 'format' };
  if ((match[2] ?? '').length > limits.decimals) return { minor: null, problem: 'decimals' };
  const minor = minorUnitsOf(value, limits.decimals)!;
  if (minor <= 0n) return { minor: null, problem: 'zero' };
  const min = minorUnitsOf(limits.min, limits.decimals);
  const max = minorUnitsOf(limits.max, limits.decimals);
  const available = minorUnitsOf(limits.available, limits.decimals);
  if (min !== null && minor < min) return { minor: null, problem: 'min' };
  if (max !== null && minor > max) return { minor: null, problem: 'max' };
  if (available !== null && minor > available) return { minor: null, problem: 'balance' };
  return { minor, problem: null };
}
