import { openFairStream, uniformInt } from './fairStream';

/*
 * A prize draw of the prize wheel and red envelopes, recomputed in the browser (the server's engine is
 * packages/games/src/prize/prize.ts): index = uniformInt(the round's stream, total weight), and the
 * prize is the one whose cumulative weight range, in table order, holds the index.
 */

/** What a draw needs of a prize: its share of the draws. */
export interface WeightedPrize {
  weight: number;
}

/** The uniform index in [0, totalWeight) of the round (serverSeed, clientSeed, nonce). */
export async function drawIndex(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  totalWeight: number,
): Promise<number> {
  return uniformInt(await openFairStream(serverSeed, clientSeed, nonce), totalWeight);
}

/** The weights of a table added up. */
export function tableWeight(table: readonly WeightedPrize[]): number {
  return table.reduce((sum, prize) => sum + prize.weight, 0);
}

/** The prize whose cumulative weight range holds `index`, with its position; null beyond the table. */
export function prizeOf<P extends WeightedPrize>(
  table: readonly P[],
  index: number,
): { position: number; prize: P } | null {
  if (!Number.isInteger(index) || index < 0) return null;
  let upper = 0;
  for (let position = 0; position < table.length; position += 1) {
    const prize = table[position]!;
    upper += prize.weight;
    if (index < upper) return { position, prize };
  }
  return null;
}
