import type { LotteryFamily } from '../text';

/** Prize rows in rank order, per family (the server may send them in draw order). */
const ORDER: Partial<Record<LotteryFamily, readonly string[]>> = {
  VN: ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'],
  SEA4D: ['first', 'second', 'third', 'special', 'consolation'],
  THAI6: ['first', 'front3', 'back3', 'back2'],
};

/** The sheet's rows in rank order (unknown names last, as sent). */
export function sheetRows(
  family: LotteryFamily,
  prizes: Readonly<Record<string, readonly string[]>>,
): [string, readonly string[]][] {
  const order = ORDER[family] ?? [];
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return Object.entries(prizes).sort(([a], [b]) => rank(a) - rank(b));
}

/** The top prize of a sheet (VN DB, 4D / Thai first), or null for the fast games. */
export function topPrize(
  family: LotteryFamily,
  prizes: Readonly<Record<string, readonly string[]>>,
): { name: string; value: string } | null {
  const [first] = sheetRows(family, prizes);
  const value = first?.[1][0];
  return first && value ? { name: first[0], value } : null;
}
