/**
 * Prize draws for the prize wheel and red envelopes (pure, deterministic given the seeds).
 *
 * A campaign publishes its prize table before any draw: each prize has an amount (minor units) and a
 * positive integer weight; a prize's odds are weight / total weight, exactly. A draw uses the
 * provably-fair stream of fair.ts: `index = uniformInt(HMAC stream of (serverSeed, clientSeed,
 * nonce), total weight)`, then the prize whose cumulative weight range holds the index. The server
 * seed's SHA-256 is published before the campaign opens and the seed after it ends, so anyone can
 * re-derive every draw. Nothing about the member enters a draw but their own client seed and nonce.
 *
 * A budget is kept by refusing draws once what is left is below the largest prize: every draw the
 * campaign still accepts can be paid in full, and no outcome is ever changed to fit the budget.
 */
import { fairByteStream, uniformInt } from '../fair.js';

export interface Prize {
  /** Stable id of the prize within its table. */
  id: string;
  /** Minor units; 0 for a "try again" slot. */
  amountMinor: bigint;
  /** A positive integer: the prize's share of the draws. */
  weight: number;
}

export const MAX_PRIZES = 24;
/** The total weight stays a uint32 range, so one uniformInt draw covers it. */
export const MAX_TOTAL_WEIGHT = 1_000_000_000;

export class PrizeTableError extends Error {
  constructor(
    readonly code: 'prizes.count' | 'prizes.weight' | 'prizes.amount' | 'prizes.id',
    message: string,
  ) {
    super(message);
  }
}

/** Checks a table: 2 to 24 prizes, unique ids, non-negative amounts, positive integer weights. */
export function checkPrizeTable(prizes: readonly Prize[]): void {
  if (prizes.length < 2 || prizes.length > MAX_PRIZES)
    throw new PrizeTableError('prizes.count', `A prize table has 2 to ${MAX_PRIZES} prizes`);
  const ids = new Set<string>();
  let total = 0;
  for (const prize of prizes) {
    if (!/^[A-Za-z0-9_-]{1,20}$/.test(prize.id) || ids.has(prize.id))
      throw new PrizeTableError(
        'prizes.id',
        'Each prize needs its own id of 1 to 20 letters, digits, _ or -',
      );
    ids.add(prize.id);
    if (typeof prize.amountMinor !== 'bigint' || prize.amountMinor < 0n)
      throw new PrizeTableError('prizes.amount', 'A prize amount is zero or more');
    if (!Number.isSafeInteger(prize.weight) || prize.weight < 1)
      throw new PrizeTableError('prizes.weight', 'A prize weight is a positive whole number');
    total += prize.weight;
  }
  if (total > MAX_TOTAL_WEIGHT)
    throw new PrizeTableError('prizes.weight', `The weights add up to at most ${MAX_TOTAL_WEIGHT}`);
}

export function totalWeight(prizes: readonly Prize[]): number {
  return prizes.reduce((sum, prize) => sum + prize.weight, 0);
}

/** The largest prize: the least budget left that still lets the campaign take a draw. */
export function maxPrize(prizes: readonly Prize[]): bigint {
  return prizes.reduce((max, prize) => (prize.amountMinor > max ? prize.amountMinor : max), 0n);
}

/** The prize whose cumulative weight range holds `index` (0 ≤ index < total weight). */
export function prizeAt(prizes: readonly Prize[], index: number): number {
  let upper = 0;
  for (let i = 0; i < prizes.length; i += 1) {
    upper += prizes[i]!.weight;
    if (index < upper) return i;
  }
  throw new RangeError('index beyond the total weight');
}

export interface PrizeDraw {
  /** Position of the prize in the table. */
  position: number;
  prize: Prize;
  /** The uniform index in [0, total weight) the stream gave. */
  index: number;
}

/** One draw of the table from the round's provably-fair stream. */
export function drawPrize(
  prizes: readonly Prize[],
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): PrizeDraw {
  checkPrizeTable(prizes);
  const index = uniformInt(fairByteStream(serverSeed, clientSeed, nonce), totalWeight(prizes));
  const position = prizeAt(prizes, index);
  return { position, prize: prizes[position]!, index };
}

/**
 * The published odds of each prize: its weight over the total (exact), and the expected value of
 * one draw in minor units as a fraction (numerator / denominator).
 */
export function oddsTable(prizes: readonly Prize[]) {
  const total = totalWeight(prizes);
  let numerator = 0n;
  for (const prize of prizes) numerator += prize.amountMinor * BigInt(prize.weight);
  return {
    prizes: prizes.map((prize) => ({
      id: prize.id,
      amountMinor: prize.amountMinor,
      weight: prize.weight,
      total,
    })),
    expectedValue: { numerator, denominator: BigInt(total) },
  };
}

/** Whether the budget left still covers any draw (the largest prize). */
export function canDraw(prizes: readonly Prize[], budgetLeftMinor: bigint | null): boolean {
  return budgetLeftMinor === null || budgetLeftMinor >= maxPrize(prizes);
}
