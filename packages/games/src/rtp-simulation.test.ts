import { describe, expect, it } from 'vitest';
import { exactRtp, payVariance, spin } from './slot.js';
import { SLOT_GAMES } from './slot-games.js';

/**
 * RTP by simulation with the engine's own `spin` (deterministic seeds), compared to the exact RTP.
 *
 * The return per unit bet of one round has exact variance σ² (`payVariance`); the mean of N independent
 * rounds has standard deviation σ / √N. The test accepts |simulated − exact| ≤ z · √(σ² / N) with
 * z = 4: a correct engine fails with probability below 1 in 15,000 — and since the seeds are fixed,
 * the outcome is reproducible.
 */
const Z = 4;
const SPINS: Record<string, number> = {
  'aurora-fruits': 1_000_000,
  'star-gems': 1_000_000,
  'lucky-sevens': 1_000_000,
};

describe('RTP by simulation', () => {
  for (const game of SLOT_GAMES) {
    const spins = SPINS[game.id] ?? 1_000_000;
    it(`${game.id}: ${spins} spins land within ${Z}σ of the exact RTP`, { timeout: 120_000 }, () => {
      const bet = game.minBetMinor;
      let won = 0n;
      for (let nonce = 0; nonce < spins; nonce++) {
        won += spin(game, bet, `rtp-simulation-${game.id}`, 'client-seed', nonce).winMinor;
      }
      const simulated = Number(won) / (spins * Number(bet));
      const exact = exactRtp(game);
      const tolerance = Z * Math.sqrt(payVariance(game) / spins);
      expect(Math.abs(simulated - exact)).toBeLessThanOrEqual(tolerance);
    });
  }
});
