import type { CurrencySettings } from '@wps/contracts';

export type CurrencyDisplay = Pick<CurrencySettings, 'symbol' | 'position'>;

/** Default when the site has not told us its currency (spec.md §9). */
export const DEFAULT_CURRENCY: CurrencyDisplay = { symbol: 'P', position: 'F' };

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Exact decimal text for minor units (bigint), e.g. 123456n with 2 decimals gives "1234.56". */
export function minorToDecimal(minor: bigint, decimals = 2): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(-decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Rounds a decimal string half away from zero to two places without floating point. */
function roundDecimalText(text: string): { negative: boolean; whole: string; fraction: string } | null {
  const match = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match || (!match[2] && !match[3])) return null;
  const negative = match[1] === '-';
  const whole = match[2] || '0';
  const fractionDigits = (match[3] ?? '').padEnd(3, '0');
  let cents = BigInt(whole) * 100n + BigInt(fractionDigits.slice(0, 2));
  if (Number(fractionDigits[2]) >= 5) cents += 1n;
  const text2 = minorToDecimal(cents, 2);
  const [w = '0', f = '00'] = text2.split('.');
  return { negative: negative && cents !== 0n, whole: w, fraction: f };
}

/**
 * Money for display: two decimals, thousands separators, currency symbol in front (F) or behind (B).
 * Accepts a decimal string, a number, or bigint minor units (cents).
 */
export function formatAmount(
  amount: string | number | bigint,
  currency: CurrencyDisplay | null = DEFAULT_CURRENCY,
): string {
  const decimalText =
    typeof amount === 'bigint'
      ? minorToDecimal(amount, 2)
      : typeof amount === 'number'
        ? Number.isFinite(amount)
          ? amount.toFixed(3)
          : '0'
        : amount;
  const parts = roundDecimalText(decimalText) ?? { negative: false, whole: '0', fraction: '00' };
  const number = `${parts.negative ? '-' : ''}${groupThousands(parts.whole)}.${parts.fraction}`;
  if (!currency) return number;
  return currency.position === 'B' ? `${number} ${currency.symbol}` : `${currency.symbol}${number}`;
}

/** Why a typed amount cannot be sent. */
export type AmountProblem = 'required' | 'format' | 'decimals' | 'zero' | 'min' | 'max' | 'balance';

export interface AmountLimits {
  /** Digits after the point the currency has (site currency `decimals`). */
  decimals: number;
  /** Wire decimals ("100.00"); each bound is checked only when given. */
  min?: string | null | undefined;
  max?: string | null | undefined;
  /** The most the member can move (their balance). */
  available?: string | null | undefined;
}

/** Minor units of a wire or setting amount, allowing more decimals than the currency (dropped). */
function boundOf(text: string | null | undefined, decimals: number): bigint | null {
  if (!text) return null;
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = (match[3] ?? '').slice(0, decimals).padEnd(decimals, '0');
  const minor = BigInt(`${match[2]}${fraction}`);
  return match[1] ? -minor : minor;
}

/**
 * Checks an amount the member typed, exactly (no floating point): digits with at most the currency's
 * decimals, above zero, within the bounds given. Answers the amount in minor units or the problem.
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
  const minor = boundOf(value, limits.decimals)!;
  if (minor <= 0n) return { minor: null, problem: 'zero' };
  const min = boundOf(limits.min, limits.decimals);
  const max = boundOf(limits.max, limits.decimals);
  const available = boundOf(limits.available, limits.decimals);
  if (min !== null && minor < min) return { minor: null, problem: 'min' };
  if (max !== null && minor > max) return { minor: null, problem: 'max' };
  if (available !== null && minor > available) return { minor: null, problem: 'balance' };
  return { minor, problem: null };
}

/** An amount for the wire from minor units: exactly the currency's decimals ("1234.50"). */
export function toWireAmount(minor: bigint, decimals: number): string {
  return minorToDecimal(minor, decimals);
}

/** Whether a wire amount is above zero ("0.00" and "-5" are not). */
export function isPositiveAmount(text: string | null | undefined): boolean {
  const minor = boundOf(text, 4);
  return minor !== null && minor > 0n;
}
