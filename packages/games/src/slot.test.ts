import { describe, expect, it } from 'vitest';
import {
  describePaytable,
  evaluateLine,
  evaluateStops,
  exactRtp,
  exactRtpFraction,
  hitFrequency,
  payVariance,
  slotStatistics,
  spin,
  validateSlotDefinition,
} from './slot.js';
import type { SlotDefinition } from './slot.js';
import { AURORA_FRUITS, PAYLINES_25, SLOT_GAMES, slotById } from './slot-games.js';

/** A tiny game whose every stop combination can be evaluated one by one with evaluateStops. */
const TINY: SlotDefinition = {
  id: 'tiny',
  name: 'Tiny',
  names: { EN: 'Tiny', CN: 'Tiny', JA: 'Tiny', TH: 'Tiny', VI: 'Tiny', UR: 'Tiny' },
  rows: 3,
  symbols: [
    { id: 'W', name: 'Wild', wild: true },
    { id: 'A', name: 'A' },
    { id: 'B', name: 'B' },
  ],
  paytable: { W: [20, 50, 300], A: [4, 10, 40], B: [2, 5, 10] },
  reels: [
    ['A', 'B', 'W', 'B', 'A'],
    ['B', 'A', 'B', 'W'],
    ['A', 'W', 'B', 'A', 'B', 'B'],
    ['B', 'W', 'A', 'A'],
    ['A', 'B', 'B', 'W', 'A'],
  ],
  paylines: PAYLINES_25.slice(0, 9),
  lines: 9,
  minBetMinor: 9n,
  maxBetMinor: 900n,
};

const sameFraction = (a: { numerator: bigint; denominator: bigint }, b: typeof a) =>
  a.numerator * b.denominator === b.numerator * a.denominator;

describe('line evaluation', () => {
  const line = (...symbols: string[]) => evaluateLine(AURORA_FRUITS, symbols);

  it('pays runs from the leftmost reel only', () => {
    expect(line('bell', 'bell', 'bell', 'cherry', 'bell')).toEqual({
      symbol: 'bell',
      count: 3,
      multiplier: 20,
    });
    expect(line('bell', 'bell', 'bell', 'bell', 'cherry')).toEqual({
      symbol: 'bell',
      count: 4,
      multiplier: 75,
    });
    expect(line('seven', 'seven', 'seven', 'seven', 'seven')).toEqual({
      symbol: 'seven',
      count: 5,
      multiplier: 400,
    });
    expect(line('cherry', 'bell', 'bell', 'bell', 'bell')).toBeNull();
    expect(line('bell', 'bell', 'cherry', 'cherry', 'cherry')).toBeNull();
  });

  it('substitutes the wild anywhere in the run', () => {
    expect(line('lemon', 'aurora', 'lemon', 'plum', 'plum')).toEqual({
      symbol: 'lemon',
      count: 3,
      multiplier: 5,
    });
    expect(line('aurora', 'lemon', 'lemon', 'lemon', 'grape')).toEqual({
      symbol: 'lemon',
      count: 4,
      multiplier: 15,
    });
    expect(line('aurora', 'aurora', 'cherry', 'aurora', 'aurora')).toEqual({
      symbol: 'cherry',
      count: 5,
      multiplier: 40,
    });
  });

  it('pays the leading wilds on their own when that pays more', () => {
    // 3 wilds pay 50; the substituted 4 cherries pay only 10.
    expect(line('aurora', 'aurora', 'aurora', 'cherry', 'bell')).toEqual({
      symbol: 'aurora',
      count: 3,
      multiplier: 50,
    });
    // 3 wilds + seven: 4 sevens pay 100 > 50.
    expect(line('aurora', 'aurora', 'aurora', 'seven', 'bell')).toEqual({
      symbol: 'seven',
      count: 4,
      multiplier: 100,
    });
    expect(line('aurora', 'aurora', 'aurora', 'aurora', 'aurora')).toEqual({
      symbol: 'aurora',
      count: 5,
      multiplier: 1000,
    });
    // Two wilds alone pay nothing.
    expect(line('aurora', 'aurora', 'bell', 'seven', 'seven')).toEqual({
      symbol: 'bell',
      count: 3,
      multiplier: 20,
    });
    expect(line('aurora', 'aurora', 'cherry', 'seven', 'seven')).toEqual({
      symbol: 'cherry',
      count: 3,
      multiplier: 5,
    });
  });

  it('rejects malformed lines', () => {
    expect(() => line('bell', 'bell', 'bell', 'bell')).toThrow(RangeError);
    expect(() => line('bell', 'bell', 'bell', 'bell', 'nope')).toThrow(RangeError);
  });
});

describe('round evaluation', () => {
  it('reads the grid and pays each line in whole line bets', () => {
    // Stops chosen so that the middle row (line 1) shows cherry on every reel.
    const stops = [6, 0, 31, 0, 6];
    const result = evaluateStops(AURORA_FRUITS, 140n, stops);
    expect(result.grid.map((column) => column[1])).toEqual([
      'cherry',
      'cherry',
      'cherry',
      'cherry',
      'cherry',
    ]);
    const lineOne = result.lines.find((win) => win.line === 1);
    expect(lineOne).toEqual({ line: 1, symbol: 'cherry', count: 5, multiplier: 40, winMinor: 7n * 40n });
    for (const win of result.lines) {
      expect(win.winMinor).toBe(7n * BigInt(win.multiplier));
      const payline = AURORA_FRUITS.paylines[win.line - 1]!;
      const symbols = payline.map((row, reel) => result.grid[reel]![row]!);
      expect(evaluateLine(AURORA_FRUITS, symbols)).toEqual({
        symbol: win.symbol,
        count: win.count,
        multiplier: win.multiplier,
      });
    }
    expect(result.winMinor).toBe(result.lines.reduce((sum, win) => sum + win.winMinor, 0n));
  });

  it('wraps the reel strip around', () => {
    const grid = evaluateStops(AURORA_FRUITS, 20n, [31, 31, 31, 31, 31]).grid;
    AURORA_FRUITS.reels.forEach((reel, r) => expect(grid[r]).toEqual([reel[31], reel[0], reel[1]]));
  });

  it('accepts only bets within bounds that are multiples of the line count', () => {
    expect(() => spin(AURORA_FRUITS, 10n, 's', 'c', 0)).toThrow(RangeError);
    expect(() => spin(AURORA_FRUITS, 30n, 's', 'c', 0)).toThrow(RangeError);
    expect(() => spin(AURORA_FRUITS, 100_020n, 's', 'c', 0)).toThrow(RangeError);
    expect(spin(AURORA_FRUITS, 100_000n, 's', 'c', 0).stops).toHaveLength(5);
  });

  it('is deterministic given the seeds', () => {
    expect(spin(AURORA_FRUITS, 200n, 'server', 'client', 42)).toEqual(
      spin(AURORA_FRUITS, 200n, 'server', 'client', 42),
    );
  });
});

describe('exact mathematics', () => {
  it('matches a brute-force enumeration on a tiny game', () => {
    const lengths = TINY.reels.map((reel) => reel.length);
    let n = 0n;
    let sum = 0n;
    let sumSquares = 0n;
    let winning = 0n;
    const stops = [0, 0, 0, 0, 0];
    const walk = (reel: number): void => {
      if (reel === 5) {
        const total = evaluateStops(TINY, 9n, stops).winMinor; // line bet 1: total in line bets
        n += 1n;
        sum += total;
        sumSquares += total * total;
        if (total > 0n) winning += 1n;
        return;
      }
      for (let stop = 0; stop < lengths[reel]!; stop++) {
        stops[reel] = stop;
        walk(reel + 1);
      }
    };
    walk(0);
    const statistics = slotStatistics(TINY);
    expect(statistics.combinations).toBe(n);
    expect(statistics.sumTotal).toBe(sum);
    expect(statistics.sumTotalSquared).toBe(sumSquares);
    expect(statistics.winningCombinations).toBe(winning);
    expect(sameFraction(exactRtpFraction(TINY), { numerator: sum, denominator: n * 9n })).toBe(true);
  });

  it('agrees between the per-line formula and the full enumeration for every game', () => {
    for (const game of SLOT_GAMES) {
      expect(sameFraction(exactRtpFraction(game), slotStatistics(game).rtp)).toBe(true);
    }
  });
});

describe('published games', () => {
  it('are valid, with integer pays and distinct ids', () => {
    expect(new Set(SLOT_GAMES.map((game) => game.id)).size).toBe(SLOT_GAMES.length);
    for (const game of SLOT_GAMES) {
      expect(() => validateSlotDefinition(game)).not.toThrow();
      for (const pays of Object.values(game.paytable)) {
        for (const pay of pays) expect(Number.isInteger(pay) && pay >= 0).toBe(true);
      }
      expect(slotById(game.id)).toBe(game);
      expect(Object.keys(game.names).sort()).toEqual(['CN', 'EN', 'JA', 'TH', 'UR', 'VI']);
      expect(game.names.EN).toBe(game.name);
    }
    expect(slotById('nope')).toBeUndefined();
  });

  it('return between 95.5 % and 96.5 %', () => {
    for (const game of SLOT_GAMES) {
      const rtp = exactRtp(game);
      expect(rtp).toBeGreaterThanOrEqual(0.955);
      expect(rtp).toBeLessThanOrEqual(0.965);
      expect(payVariance(game)).toBeGreaterThan(0);
      expect(hitFrequency(game)).toBeGreaterThan(0.2);
    }
  });

  it('publish a serialisable paytable', () => {
    for (const game of SLOT_GAMES) {
      const published = describePaytable(game);
      expect(JSON.parse(JSON.stringify(published))).toEqual(published);
      expect(published.lines).toBe(game.lines);
      expect(published.symbols).toHaveLength(game.symbols.length);
      expect(published.rtpPercent).toBeCloseTo(exactRtp(game) * 100, 2);
      expect(Math.round(published.rtpPercent * 100)).toBe(published.rtpPercent * 100);
    }
  });
});
