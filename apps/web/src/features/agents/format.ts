import { formatAmount, type CurrencyDisplay } from '@wps/contracts';

/** A signed amount with its sign before the symbol ("+₱100.00", "−₱50.00") and its direction. */
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

/** True for an amount that is zero ("0", "0.00", "-0.00"). */
export function isZero(text: string): boolean {
  return /^[-+]?[0.]*$/.test(text.trim());
}

/** A percentage as shown: "1.25%". */
export function rateText(rate: string): string {
  return `${rate}%`;
}
