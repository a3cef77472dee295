import { formatMinorUnits, groupThousands } from '@wps/contracts';

/*
 * Numbers as the loyalty forms type them and the wire carries them, read as text: percentages with 2
 * decimals to whole basis points and back, whole numbers, the decimals of an amount, and what points
 * are worth in money (BigInt, floored to the minor unit as the server converts them). No floating
 * point anywhere.
 */

/** Basis points as a percentage with 2 decimals: 75 → "0.75", 500 → "5.00". */
export function percentOfBasisPoints(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const cents = Math.abs(basisPoints % 100);
  return `${whole}.${String(cents).padStart(2, '0')}`;
}

/**
 * A percentage as typed with up to 2 decimals, in whole basis points ("0.75" → 75, "5" → 500), read
 * as text; null when empty (the category earns nothing), NaN when it does not read (the schema then
 * refuses it).
 */
export function basisPointsOfPercent(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A whole number as typed: null when empty, NaN when not digits. */
export function wholeOf(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  return /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
}

/** Whether an amount as written is zero ("0", "0.00"; text that does not read is not). */
export function isZeroAmount(amount: string): boolean {
  return /^0+(?:\.0+)?$/.test(amount.trim());
}

/** A whole count with its thousands grouped, as text ("12000" → "12,000"); other text as it is. */
export function groupedCount(count: string): string {
  const value = count.trim();
  return /^\d+$/.test(value) ? groupThousands(value.replace(/^0+(?=\d)/, '')) : value;
}

/** The decimals a wire or typed amount is written with ("12.50" has 2); null when it does not read. */
export function decimalsIn(amount: string | null | undefined): number | null {
  if (amount === null || amount === undefined) return null;
  const match = /^\d{1,13}(?:\.(\d{1,4}))?$/.exec(amount.trim());
  return match ? (match[1]?.length ?? 0) : null;
}

/**
 * What `points` convert to at `pointsPerUnit` points per whole unit of money, in major units with
 * the currency's `decimals`, floored to the minor unit (as the server converts): 1050 points at 100
 * a unit are "10.50". Null when either does not read.
 */
export function pointsWorth(
  points: number | null,
  pointsPerUnit: number | null,
  decimals: number,
): string | null {
  if (points === null || pointsPerUnit === null) return null;
  if (!Number.isSafeInteger(points) || !Number.isSafeInteger(pointsPerUnit)) return null;
  if (points < 0 || pointsPerUnit <= 0) return null;
  const minor = (BigInt(points) * 10n ** BigInt(decimals)) / BigInt(pointsPerUnit);
  return formatMinorUnits(minor, decimals);
}
