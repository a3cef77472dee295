import type { RaffleDraw } from '@wps/contracts';
import { sha256Hex } from '../../../shared/fairness/fairStream';
import { drawIndex, prizeOf, tableWeight } from '../../../shared/fairness/prizeDraw';
import { sameAmount } from './rules';

/*
 * Re-deriving a member's draws in the browser once their server seed is revealed: the seed must hash
 * to the commitment the draw was made under, and (seed, client seed, nonce) must give the draw's index
 * and, through the published prize table, its prize.
 */

export interface TablePrize {
  id: string;
  amount: string;
  weight: number;
}

export type Verdict =
  | { state: 'unrevealed' }
  | { state: 'verified' }
  | { state: 'mismatch'; reason: 'hash' }
  | { state: 'mismatch'; reason: 'index'; index: number }
  | { state: 'mismatch'; reason: 'prize'; index: number; prize: TablePrize | null };

/** Server seeds known to the browser, by their SHA-256 (lowercase hex). */
export type SeedBook = ReadonlyMap<string, string>;

/** The seeds the draws carry (revealed by the server) and those a rotation revealed here. */
export function seedBook(draws: readonly RaffleDraw[], revealed: Readonly<Record<string, string>>): SeedBook {
  const book = new Map<string, string>();
  for (const [hash, seed] of Object.entries(revealed)) book.set(hash.toLowerCase(), seed);
  for (const draw of draws) if (draw.serverSeed) book.set(draw.seedHash.toLowerCase(), draw.serverSeed);
  return book;
}

/** Checks one draw against the prize table, given the server seeds known. */
export async function verifyDraw(
  draw: RaffleDraw,
  table: readonly TablePrize[],
  seeds: SeedBook,
): Promise<Verdict> {
  const hash = draw.seedHash.toLowerCase();
  const serverSeed = draw.serverSeed ?? seeds.get(hash);
  if (!serverSeed) return { state: 'unrevealed' };
  if ((await sha256Hex(serverSeed)) !== hash) return { state: 'mismatch', reason: 'hash' };
  // The total is the published table's own: odds are weight / the sum of the weights shown.
  const index = await drawIndex(serverSeed, draw.clientSeed, draw.nonce, tableWeight(table));
  if (index !== draw.index) return { state: 'mismatch', reason: 'index', index };
  const found = prizeOf(table, index);
  if (
    !found ||
    found.position !== draw.position ||
    found.prize.id !== draw.prizeId ||
    !sameAmount(found.prize.amount, draw.amount)
  )
    return { state: 'mismatch', reason: 'prize', index, prize: found?.prize ?? null };
  return { state: 'verified' };
}

/** Verdicts of every draw, by draw id. */
export async function verifyDraws(
  draws: readonly RaffleDraw[],
  table: readonly TablePrize[],
  seeds: SeedBook,
): Promise<Record<number, Verdict>> {
  const verdicts: Record<number, Verdict> = {};
  for (const draw of draws) verdicts[draw.id] = await verifyDraw(draw, table, seeds);
  return verdicts;
}
