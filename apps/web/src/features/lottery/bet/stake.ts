import { checkAmountInput, formatAmount, type CurrencyDisplay } from '@wps/contracts';
import type { TFunction } from 'i18next';

export const MAX_MULTIPLIER = 9999;

/** Why a typed unit stake cannot be used (in words), or null. */
export function unitProblem(
  t: TFunction,
  text: string,
  limits: { min: string; max: string },
  currency: CurrencyDisplay,
): string | null {
  const checked = checkAmountInput(text, { decimals: currency.decimals, min: limits.min, max: limits.max });
  switch (checked.problem) {
    case null:
      return null;
    case 'min':
      return t('lottery.unit.min', { amount: formatAmount(limits.min, currency) });
    case 'max':
      return t('lottery.unit.max', { amount: formatAmount(limits.max, currency) });
    default:
      return t('lottery.unit.invalid');
  }
}

/** A typed multiplier as a whole number 1 … 9999, or null. */
export function readMultiplier(text: string): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= 1 && value <= MAX_MULTIPLIER ? value : null;
}
