import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashServerSeed } from './fair.js';
import { spin } from './slot.js';
import { SLOT_GAMES } from './slot-games.js';
import { replayRound } from './verify.js';

const gameArb = fc.constantFrom(...SLOT_GAMES);
const seedArb = fc.string({ minLength: 1, maxLength: 64 });
const nonceArb = fc.nat({ max: Number.MAX_SAFE_INTEGER });

describe('replayRound', () => {
  it('replays every round exactly as spin played it', () => {
    fc.assert(
      fc.property(
        gameArb,
        seedArb,
        fc.string({ maxLength: 64 }),
        nonceArb,
        fc.integer({ min: 1, max: 100 }),
        (game, serverSeed, clientSeed, nonce, units) => {
          const betMinor = game.minBetMinor * BigInt(units);
          const played = spin(game, betMinor, serverSeed, clientSeed, nonce);
          const replayed = replayRound({ gameId: game.id, serverSeed, clientSeed, nonce, betMinor });
          expect(replayed).toEqual({
            ...played,
            gameId: game.id,
            serverSeedHash: hashServerSeed(serverSeed),
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('changes the stops when any one input changes (in the vast majority of cases)', () => {
    const game = SLOT_GAMES[0]!;
    let trials = 0;
    let changed = 0;
    fc.assert(
      fc.property(
        seedArb,
        seedArb,
        fc.string({ maxLength: 64 }),
        fc.string({ maxLength: 64 }),
        nonceArb,
        nonceArb,
        (serverSeed, otherServerSeed, clientSeed, otherClientSeed, nonce, otherNonce) => {
          const base = replayRound({ gameId: game.id, serverSeed, clientSeed, nonce, betMinor: 20n }).stops;
          const variants = [
            serverSeed === otherServerSeed ? null : { serverSeed: otherServerSeed, clientSeed, nonce },
            clientSeed === otherClientSeed ? null : { serverSeed, clientSeed: otherClientSeed, nonce },
            nonce === otherNonce ? null : { serverSeed, clientSeed, nonce: otherNonce },
          ];
          for (const variant of variants) {
            if (!variant) continue;
            trials += 1;
            const stops = replayRound({ gameId: game.id, ...variant, betMinor: 20n }).stops;
            if (stops.some((stop, i) => stop !== base[i])) changed += 1;
          }
        },
      ),
      { numRuns: 1000 },
    );
    expect(trials).toBeGreaterThan(1500);
    // Two independent uniform stop tuples coincide with probability 32^-5 ≈ 3·10^-8.
    expect(changed / trials).toBeGreaterThan(0.999);
  });

  it('returns the server seed commitment', () => {
    const result = replayRound({
      gameId: 'star-gems',
      serverSeed: 'abc',
      clientSeed: 'c',
      nonce: 0,
      betMinor: 25n,
    });
    expect(result.serverSeedHash).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(result.gameId).toBe('star-gems');
  });

  it('refuses unknown games and invalid bets', () => {
    expect(() =>
      replayRound({ gameId: 'nope', serverSeed: 's', clientSeed: 'c', nonce: 0, betMinor: 20n }),
    ).toThrow(RangeError);
    expect(() =>
      replayRound({ gameId: 'aurora-fruits', serverSeed: 's', clientSeed: 'c', nonce: 0, betMinor: 30n }),
    ).toThrow(RangeError);
  });
});
