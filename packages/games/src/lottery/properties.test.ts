import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betTypeImpl, betTypesOf, exposureOf, priceBet, rebateOf, settleBet } from './bets.js';
import { drawResult } from './draw.js';
import { LOTTERY_GAMES } from './games.js';
import { parseVnShorthand } from './shorthand.js';
import { LotteryBetError } from './types.js';
import type { LotteryBet, LotteryGameDefinition } from './types.js';

/** Minimum picks of a type (k for xiên / any-k). */
function minPicks(game: LotteryGameDefinition, type: string): number {
  const pick = betTypeImpl(game, type).definition.pick;
  return pick.kind === 'positions' ? 1 : pick.min;
}

/** A valid bet on a random game: picks drawn from the type's own values. */
const betArbitrary = fc
  .constantFrom(...LOTTERY_GAMES)
  .chain((game) =>
    fc.record({ game: fc.constant(game), type: fc.constantFrom(...betTypesOf(game).map((t) => t.code)) }),
  )
  .chain(({ game, type }) => {
    const values = betTypeImpl(game, type).values();
    const min = minPicks(game, type);
    const picks = values
      ? fc.shuffledSubarray([...values], { minLength: min, maxLength: Math.min(values.length, min + 6) })
      : fc.uniqueArray(
          fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0')),
          { minLength: 1, maxLength: 6 },
        );
    return fc.record({
      game: fc.constant(game),
      bet: fc.record({
        type: fc.constant(type),
        picks,
        unitMinor: fc.bigInt({ min: game.minUnitMinor, max: game.maxUnitMinor }),
        multiplier: fc.integer({ min: 1, max: 9999 }),
      }),
      series: fc.constantFrom(...game.series),
      period: fc.integer({ min: 1, max: 1440 }).map((k) => `20261127-${String(k).padStart(4, '0')}`),
      seed: fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 32, maxLength: 64 }),
    });
  });

describe('pricing and settlement invariants (fast-check)', () => {
  it('cost = unit × multiplier × combinations; win ≥ 0; winning keys are exposure keys with that payout', () => {
    let winning = 0;
    fc.assert(
      fc.property(betArbitrary, ({ game, bet, series, period, seed }) => {
        const priced = priceBet(game, bet);
        expect(priced.costMinor).toBe(bet.unitMinor * BigInt(bet.multiplier) * BigInt(priced.combinations));
        expect(priced.combinations).toBeGreaterThanOrEqual(1);
        const result = drawResult(game, seed, period);
        const settled = settleBet(game, bet, result, series);
        expect(settled.winMinor >= 0n).toBe(true);
        expect(settled.hits).toBeGreaterThanOrEqual(0);
        const exposure = exposureOf(game, bet, series);
        const payouts = new Map(exposure.map((e) => [e.key, e.payoutMinor]));
        expect(payouts.size).toBe(exposure.length);
        expect(exposure.length).toBeLessThanOrEqual(1000);
        let total = 0n;
        let hits = 0;
        for (const win of settled.wins) {
          expect(payouts.has(win.key), win.key).toBe(true);
          // Single-tier keys pay exactly hits × exposure; SEA tiers at most that.
          expect(win.winMinor <= BigInt(win.hits) * payouts.get(win.key)!).toBe(true);
          if (game.family !== 'SEA4D') expect(win.winMinor).toBe(BigInt(win.hits) * payouts.get(win.key)!);
          total += win.winMinor;
          hits += win.hits;
        }
        expect(total).toBe(settled.winMinor);
        expect(hits).toBe(settled.hits);
        if (settled.hits > 0) winning += 1;
        const rebate = rebateOf(game, series, priced.costMinor);
        expect(rebate >= 0n && rebate <= priced.costMinor).toBe(true);
        expect(rebateOf(game, Math.max(...game.series), priced.costMinor)).toBe(0n);
      }),
      { numRuns: 600, seed: 20261127 },
    );
    expect(winning).toBeGreaterThan(50); // the property saw plenty of wins
  });

  it('a higher prize group never pays less', () => {
    fc.assert(
      fc.property(betArbitrary, ({ game, bet, period, seed }) => {
        const result = drawResult(game, seed, period);
        const wins = [...game.series]
          .sort((a, b) => a - b)
          .map((s) => settleBet(game, bet, result, s).winMinor);
        for (let i = 1; i < wins.length; i += 1) expect(wins[i]! >= wins[i - 1]!).toBe(true);
      }),
      { numRuns: 200, seed: 7 },
    );
  });

  it('arbitrary input is either priced or refused with a LotteryBetError, never anything else', () => {
    const junk = fc.record({
      type: fc.oneof(
        fc.string(),
        fc.constantFrom('lo2', 'de', 'xien2', 'ssc.pos', 'k3.sum', 'x115.any3', 'big'),
      ),
      picks: fc.array(
        fc.oneof(
          fc.string({ maxLength: 6 }),
          fc.stringMatching(/^\d{1,4}$/),
          fc.stringMatching(/^\d{1,2}:\d{1,2}$/),
        ),
        { maxLength: 8 },
      ),
      unitMinor: fc.oneof(fc.bigInt({ min: -10n, max: 20_000_000n }), fc.constant(1000n)),
      multiplier: fc.oneof(fc.integer({ min: -5, max: 20_000 }), fc.double(), fc.constant(1)),
    });
    fc.assert(
      fc.property(fc.constantFrom(...LOTTERY_GAMES), junk, (game, bet) => {
        try {
          const priced = priceBet(game, bet as LotteryBet);
          expect(priced.costMinor > 0n).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(LotteryBetError);
        }
      }),
      { numRuns: 1500, seed: 11 },
    );
  });

  it('the shorthand parser never throws and every bet it returns prices on every game it names', () => {
    const words = [
      'mb',
      'tp',
      'dt',
      '2dmn',
      'dmt',
      'lo',
      'de',
      'dd',
      'xc',
      'xien',
      'da',
      '12',
      '34',
      '567',
      '10n',
      '5k',
      ';',
      '\n',
      '1.5n',
      '10den19',
      'x',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...words), fc.string({ maxLength: 4 })), { maxLength: 14 }),
        fc.integer({ min: 1, max: 7 }),
        (tokens, isoWeekday) => {
          const { bets } = parseVnShorthand(tokens.join(' '), { isoWeekday });
          for (const parsed of bets) {
            for (const code of parsed.games) {
              const game = LOTTERY_GAMES.find((g) => g.code === code)!;
              const bet: LotteryBet = {
                type: parsed.type,
                picks: parsed.picks,
                unitMinor: 1000n,
                multiplier: 1,
              };
              expect(() => priceBet(game, bet)).not.toThrow();
            }
          }
        },
      ),
      { numRuns: 1500, seed: 3 },
    );
  });
});
