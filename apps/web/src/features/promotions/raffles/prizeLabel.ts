import { formatAmount, isPositiveAmount, type CurrencyDisplay } from '@wps/contracts';
import type { TFunction } from 'i18next';

/** A prize as the member reads it: its amount, or "Try again" for an empty slot. */
export function prizeLabel(amount: string, currency: CurrencyDisplay, t: TFunction): string {
  return isPositiveAmount(amount) ? formatAmount(amount, currency) : t('promo.raffle.tryAgain');
}
