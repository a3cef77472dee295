import { formatMinorUnits, minorUnitsOf } from '@wps/contracts';

/** A rate sent as a fraction ("0.0150") as a percentage with two decimals ("1.50%"). */
export function rateText(fraction: string): string {
  const value = Number(fraction);
  return Number.isFinite(value) ? `${(value * 100).toFixed(2)}%` : fraction;
}

/**
 * A chase's total: the quoted cost of one period times the periods (every period costs the same
 * slip). Exact decimal arithmetic on the server's figure; no price is worked out here.
 */
export function timesPeriods(amount: string, periods: number): string {
  const minor = minorUnitsOf(amount, 4);
  return minor === null ? amount : formatMinorUnits(minor * BigInt(periods), 4);
}
