import { createHash } from 'node:crypto';
import { formatMinorUnits, toMinorUnits, type CurrencySettings } from '@wps/contracts';
import { AppError, validationError } from '../platform/errors.js';

/*
 * The money kit every money module uses (docs/architecture.md, "Shared kernels"): amounts are integer
 * minor units (bigint) inside, decimal strings with exactly the merchant currency's decimals on the
 * wire (docs/product.md §Money). No floating point anywhere.
 */

/** The widest precision settings amounts may carry (moneySchema allows 4 decimals). */
const SETTINGS_DECIMALS = 4;

/** Minor units as the wire's decimal string, with exactly the currency's decimals. */
export function formatMoney(minor: bigint, currency: CurrencySettings): string {
  return formatMinorUnits(minor, currency.decimals);
}

function decimalsError(field: string, currency: CurrencySettings) {
  return validationError({
    [field]: {
      code: 'field.invalid_format',
      message: `Expected an amount with at most ${currency.decimals} decimals`,
    },
  });
}

/**
 * A wire amount in minor units, exact to the currency's decimals: more decimals, or zero, is
 * `validation.failed` on `field`; a negative amount too unless `signed`.
 */
export function parseAmount(
  text: string,
  currency: CurrencySettings,
  options: { field?: string; signed?: boolean } = {},
): bigint {
  const field = options.field ?? 'amount';
  const minor = toMinorUnits(text, currency.decimals);
  if (minor === null) throw decimalsError(field, currency);
  if (minor === 0n || (minor < 0n && !options.signed))
    throw validationError({
      [field]: { code: 'field.too_small', message: 'The amount must be greater than zero' },
    });
  return minor;
}

/**
 * A member's amount in minor units whose bounds are checked afterwards (`requireWithin`): more
 * decimals than the currency has, or a negative amount, is a field error; zero passes here.
 */
export function memberAmount(text: string, currency: CurrencySettings, field = 'amount'): bigint {
  const minor = toMinorUnits(text, currency.decimals);
  if (minor === null || minor < 0n) throw decimalsError(field, currency);
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

/** `amount.out.of.range` unless 0 < min ≤ amount ≤ max; the bounds travel in the value for the message. */
export function requireWithin(
  amount: bigint,
  min: bigint,
  max: bigint,
  currency: CurrencySettings,
  extra: Record<string, unknown> = {},
): void {
  if (amount <= 0n || amount < min || amount > max)
    throw new AppError('amount.out.of.range', {
      min: formatMoney(min, currency),
      max: formatMoney(max, currency),
      ...extra,
    });
}

/**
 * The ledger's balance.insufficient carries the balance in minor units; members and operators read
 * major units ("200.00"). `hide` drops the balance when it is not the caller's own.
 */
export function memberFacing(error: unknown, currency: CurrencySettings, hide = false): unknown {
  if (!(error instanceof AppError) || error.code !== 'balance.insufficient') return error;
  const balance = error.value?.balance;
  if (hide || typeof balance !== 'string') return new AppError('balance.insufficient');
  return new AppError('balance.insufficient', { balance: formatMoney(BigInt(balance), currency) });
}

/** Runs a ledger call, its `balance.insufficient` turned member-facing (`memberFacing`). */
export async function withBalanceInMajorUnits<T>(
  currency: CurrencySettings,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw memberFacing(error, currency);
  }
}

/**
 * The order number of a member's request: derived from the member and their request id, so a retry
 * of the same request (even after a crash between the ledger posting and the order row) names the
 * same order, and the ledger meta that carries it stays the same.
 */
export function orderNoOf(prefix: string, memberId: number, requestId: string): string {
  const digest = createHash('sha256').update(`${prefix}:${memberId}:${requestId}`).digest();
  return `${prefix}${(digest.readBigUInt64BE(0) % 10n ** 18n).toString().padStart(18, '0')}`;
}
