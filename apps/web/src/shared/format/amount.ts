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
