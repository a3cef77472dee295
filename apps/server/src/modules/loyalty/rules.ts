import type { GameCategory } from '@wps/contracts';

/*
 * The pure rules of loyalty (docs/product.md §Loyalty): which rank deposits and valid bets reach,
 * whether a rank is kept, cashback and points per category, and conversion. Money in minor units.
 */

export interface Rank {
  level: number;
  name: string;
  upgradeDepositMinor: bigint;
  upgradeValidBetMinor: bigint;
  keepValidBetMinor: bigint;
  upgradeRewardMinor: bigint;
  birthdayRewardMinor: bigint;
  /** Basis points per category. */
  cashbackRates: Partial<Record<GameCategory, number>>;
  /** Points per 100.00 of valid bets per category. */
  pointsPerHundred: Partial<Record<GameCategory, number>>;
}

/** The highest rank whose upgrade rule (deposits and valid bets, both) the figures meet; 0 at least. */
export function rankReached(ranks: readonly Rank[], depositsMinor: bigint, validBetMinor: bigint): number {
  let reached = 0;
  for (const rank of ranks)
    if (depositsMinor >= rank.upgradeDepositMinor && validBetMinor >= rank.upgradeValidBetMinor)
      reached = Math.max(reached, rank.level);
  return reached;
}

/** The rank after a keep review: kept when the period's valid bets reach its keep rule, else one down. */
export function rankAfterReview(ranks: readonly Rank[], level: number, validBetMinor: bigint): number {
  const rank = ranks[level];
  if (!rank || level === 0) return 0;
  return validBetMinor >= rank.keepValidBetMinor ? level : level - 1;
}

/** The levels an upgrade passes through, each paying its upgrade reward once. */
export function levelsPassed(from: number, to: number): number[] {
  const levels: number[] = [];
  for (let level = from + 1; level <= to; level++) levels.push(level);
  return levels;
}

export interface CategoryAmount {
  category: string;
  validBetMinor: bigint;
}

/** Cashback per category: valid bets × the rank's rate (basis points), floored to the minor unit. */
export function cashbackOf(rows: readonly CategoryAmount[], rates: Partial<Record<GameCategory, number>>) {
  const lines = rows.map((row) => {
    const rate = rates[row.category as GameCategory] ?? 0;
    return { ...row, rateBasisPoints: rate, amountMinor: (row.validBetMinor * BigInt(rate)) / 10_000n };
  });
  return { lines, totalMinor: lines.reduce((sum, line) => sum + line.amountMinor, 0n) };
}

/**
 * Points per category: `pointsPerHundred` points for each 100.00 of valid bets (100 × 10^decimals
 * minor units), summed before flooring once so no fraction is lost between categories.
 */
export function pointsOf(
  rows: readonly CategoryAmount[],
  perHundred: Partial<Record<GameCategory, number>>,
  decimals: number,
): bigint {
  let scaled = 0n;
  for (const row of rows) scaled += row.validBetMinor * BigInt(perHundred[row.category as GameCategory] ?? 0);
  return scaled / (100n * 10n ** BigInt(decimals));
}

/** Money (minor units) for points at `pointsPerUnit` points per whole unit, floored. */
export function moneyForPoints(points: bigint, pointsPerUnit: number, decimals: number): bigint {
  return (points * 10n ** BigInt(decimals)) / BigInt(pointsPerUnit);
}

/** Customer service by rank (spec.md §6): VIP service above rank 4. */
export const vipServiceFor = (level: number, minRank = 4) => level > minRank;

/** Whether `date` (YYYY-MM-DD) is the member's birthday (MM-DD of a YYYY-MM-DD birthday). */
export function isBirthday(birthday: string | null, date: string): boolean {
  if (!birthday || !/^\d{4}-\d{2}-\d{2}$/.test(birthday)) return false;
  const monthDay = birthday.slice(5);
  // A 29 February birthday is kept on 28 February in other years.
  if (monthDay === '02-29' && !isLeap(Number(date.slice(0, 4)))) return date.slice(5) === '02-28';
  return date.slice(5) === monthDay;
}

function isLeap(year: number) {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}
