import { GAME_CATEGORIES, minorUnitsOf, type GameCategory } from '@wps/contracts';

/** Exact to the most decimals a currency has (4): the percentage needs no rounding of the amounts. */
const minorOf = (text: string) => minorUnitsOf(text, 4) ?? 0n;

/** How much of `need` is done, as a whole percentage 0–100 (100 when nothing is needed). */
export function progressPercent(have: string, need: string): number {
  const required = minorOf(need);
  if (required <= 0n) return 100;
  const done = minorOf(have);
  if (done <= 0n) return 0;
  if (done >= required) return 100;
  return Number((done * 100n) / required);
}

/** The categories a rank names a cashback rate or points for, in the site's category order. */
export function rankCategories(rank: {
  cashbackRates: Partial<Record<GameCategory, number>>;
  pointsPerHundred: Partial<Record<GameCategory, number>>;
}): GameCategory[] {
  return GAME_CATEGORIES.filter(
    (category) => rank.cashbackRates[category] !== undefined || rank.pointsPerHundred[category] !== undefined,
  );
}

/**
 * Whether the stored club label (member info) is behind the rank the progress call reports: then the
 * member info is read again so the label in the navigation follows.
 */
export function labelOutdated(
  stored: { labelName?: string; rankLevel?: number } | null,
  progress: { level: number; name: string },
): boolean {
  return stored?.rankLevel !== progress.level || stored.labelName !== progress.name;
}

/** What is still missing of `need` (0 when met), in minor units of a currency with `decimals`. */
export function amountLeft(have: string, need: string, decimals: number): bigint {
  const missing = (minorUnitsOf(need, decimals) ?? 0n) - (minorUnitsOf(have, decimals) ?? 0n);
  return missing > 0n ? missing : 0n;
}
