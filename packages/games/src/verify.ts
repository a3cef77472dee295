/** Re-deriving a finished round from its revealed seeds (the member's verifier page). */
import { hashServerSeed } from './fair.js';
import { spin } from './slot.js';
import type { SpinResult } from './slot.js';
import { slotById } from './slot-games.js';

export interface ReplayInput {
  readonly gameId: string;
  /** The revealed server seed; its hash must match the commitment shown before the round. */
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
  /** Total bet in minor units. */
  readonly betMinor: bigint;
}

export interface ReplayResult extends SpinResult {
  readonly gameId: string;
  /** SHA-256 of the revealed server seed: compare with the commitment published before play. */
  readonly serverSeedHash: string;
}

/** The round exactly as `spin` produced it, plus the server seed hash. Throws for an unknown game or bet. */
export function replayRound(input: ReplayInput): ReplayResult {
  const definition = slotById(input.gameId);
  if (!definition) throw new RangeError(`unknown slot game ${input.gameId}`);
  const result = spin(definition, input.betMinor, input.serverSeed, input.clientSeed, input.nonce);
  return { ...result, gameId: definition.id, serverSeedHash: hashServerSeed(input.serverSeed) };
}
