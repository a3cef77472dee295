import { formatMinorUnits, toMinorUnits, type CurrencySettings } from '@wps/contracts';
import { AppError, validationError } from '../../platform/http/errors.js';

/** The widest precision settings amounts may carry (moneySchema allows 4 decimals). */
const SETTINGS_DECIMALS = 4;

/** A member's amount in minor units; more decimals than the currency has is a field error. */
export function memberAmount(text: string, currency: CurrencySettings, field = 'amount'): bigint {
  const minor = toMinorUnits(text, currency.decimals);
  if (minor === null || minor < 0n)
    throw validationError({
      [field]: {
        code: 'field.invalid_format',
        message: `Expected an amount with at most ${currency.decimals} decimals`,
      },
    });
  return minor;
}

/**
 * An amount from the settings in minor units. Settings may be written with more decimals than the
 * currency has ("100.00" for a currency without cents): the extra digits are dropped.
 */
export function settingAmount(text: string, currency: CurrencySettings): bigint {
  const wide = toMinorUnits(text, SETTINGS_DECIMALS);
  if (wide === null) throw new Error(`money settings: bad amount ${JSON.stringify(text)}`);
  return wide / 10n ** BigInt(SETTINGS_DECIMALS - currency.decimals);
}

export function formatAmount(minor: bigint, currency: CurrencySettings): string {
  return formatMinorUnits(minor, currency.decimals);
}

/** `amount.out.of.range` unless min ≤ amount ≤ max; the bounds travel in the value for the message. */
export function requireWithin(amount: bigint, min: bigint, max: bigint, currency: CurrencySettings) {
  if (amount <= 0n || amount < min || amount > max)
    throw new AppError('amount.out.of.range', {
      min: formatAmount(min, currency),
      max: formatAmount(max, currency),
    });
}

/**
 * The ledger's balance.insufficient carries the balance in minor units; members read major units
 * ("200.00"). `hide` drops the balance when it is not the caller's own.
 */
export function memberFacing(error: unknown, currency: CurrencySettings, hide = false): unknown {
  if (!(error instanceof AppError) || error.code !== 'balance.insufficient') return error;
  const balance = error.value?.balance;
  if (hide || typeof balance !== 'string') return new AppError('balance.insufficient');
  return new AppError('balance.insufficient', { balance: formatAmount(BigInt(balance), currency) });
}
