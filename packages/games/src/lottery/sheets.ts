/**
 * Result sheet layouts: the named prize rows of the VN, SEA4D and THAI6 families.
 *
 * VN rows are listed in rank order (DB, G1, G2 …): that is the order of `LotteryResult.numbers`. The
 * north sheet has 27 numbers, the central and southern sheets 18.
 */
import type { LotteryGameDefinition } from './types.js';

/** One prize row: how many numbers it holds and how many digits each has. */
export interface PrizeRow {
  name: string;
  count: number;
  digits: number;
}

/** XSMB: DB 1×5, G1 1×5, G2 2×5, G3 6×5, G4 4×4, G5 6×4, G6 3×3, G7 4×2 (27 numbers). */
export const VN_NORTH_SHEET: readonly PrizeRow[] = [
  { name: 'DB', count: 1, digits: 5 },
  { name: 'G1', count: 1, digits: 5 },
  { name: 'G2', count: 2, digits: 5 },
  { name: 'G3', count: 6, digits: 5 },
  { name: 'G4', count: 4, digits: 4 },
  { name: 'G5', count: 6, digits: 4 },
  { name: 'G6', count: 3, digits: 3 },
  { name: 'G7', count: 4, digits: 2 },
];

/** XSMN / XSMT: DB 1×6, G1 1×5, G2 1×5, G3 2×5, G4 7×5, G5 1×4, G6 3×4, G7 1×3, G8 1×2 (18). */
export const VN_SOUTH_SHEET: readonly PrizeRow[] = [
  { name: 'DB', count: 1, digits: 6 },
  { name: 'G1', count: 1, digits: 5 },
  { name: 'G2', count: 1, digits: 5 },
  { name: 'G3', count: 2, digits: 5 },
  { name: 'G4', count: 7, digits: 5 },
  { name: 'G5', count: 1, digits: 4 },
  { name: 'G6', count: 3, digits: 4 },
  { name: 'G7', count: 1, digits: 3 },
  { name: 'G8', count: 1, digits: 2 },
];

/** SEA4D: first, second, third, 10 special, 10 consolation; 23 distinct 4-digit numbers. */
export const SEA4D_SHEET: readonly PrizeRow[] = [
  { name: 'first', count: 1, digits: 4 },
  { name: 'second', count: 1, digits: 4 },
  { name: 'third', count: 1, digits: 4 },
  { name: 'special', count: 10, digits: 4 },
  { name: 'consolation', count: 10, digits: 4 },
];

/** THAI6: first (6 digits), front3 ×2 and back3 ×2 (each pair distinct), back2. */
export const THAI6_SHEET: readonly PrizeRow[] = [
  { name: 'first', count: 1, digits: 6 },
  { name: 'front3', count: 2, digits: 3 },
  { name: 'back3', count: 2, digits: 3 },
  { name: 'back2', count: 1, digits: 2 },
];

/** The sheet layout of a game with named prizes; null for the fast families. */
export function sheetOf(game: LotteryGameDefinition): readonly PrizeRow[] | null {
  switch (game.family) {
    case 'VN':
      return game.region === 'central' || game.region === 'south' ? VN_SOUTH_SHEET : VN_NORTH_SHEET;
    case 'SEA4D':
      return SEA4D_SHEET;
    case 'THAI6':
      return THAI6_SHEET;
    default:
      return null;
  }
}

/**
 * How many numbers of a sheet have at least `digits` digits: the lô slots. North: 27 (2 digits),
 * 23 (3), 20 (4); central / south: 18, 17, 16.
 */
export function slotsWithDigits(sheet: readonly PrizeRow[], digits: number): number {
  return sheet.reduce((sum, row) => sum + (row.digits >= digits ? row.count : 0), 0);
}
