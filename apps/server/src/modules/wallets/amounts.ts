import { formatMinorUnits, toMinorUnits } from '@wps/contracts';
import { AppError, validationError } from '../../platform/http/errors.js';
import type { SiteContext } from '../../platform/http/route.js';

/** Minor units as the wire's decimal string, with exactly the merchant currency's decimals. */
export function formatMoney(minor: bigint, site: SiteContext): string {
  return formatMinorUnits(minor, site.settings.currency.decimals);
}

/**
 * A wire amount in minor units, exact to the currency's decimals: more decimals, or zero, is
 * `validation.failed` on `field`; a negative amount too unless `signed`.
 */
export function parseAmount(
  text: string,
  site: SiteContext,
  options: { field?: string; signed?: boolean } = {},
): bigint {
  const field = options.field ?? 'amount';
  const { decimals } = site.settings.currency;
  const minor = toMinorUnits(text, decimals);
  if (minor === null)
    throw validationError({
      [field]: {
        code: 'field.invalid_format',
        message: `Expected an amount with at most ${decimals} decimals`,
      },
    });
  if (minor === 0n || (minor < 0n && !options.signed))
    throw validationError({
      [field]: { code: 'field.too_small', message: 'The amount must be greater than zero' },
    });
  return minor;
}

/**
 * Runs a ledger call, turning its `balance.insufficient` (balance in minor units) into the same code
 * with the balance in the currency's major units, as members and operators read amounts.
 */
export async function withBalanceInMajorUnits<T>(site: SiteContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const balance = error instanceof AppError ? error.value?.balance : undefined;
    if (error instanceof AppError && error.code === 'balance.insufficient' && typeof balance === 'string')
      throw new AppError('balance.insufficient', { balance: formatMoney(BigInt(balance), site) });
    throw error;
  }
}
