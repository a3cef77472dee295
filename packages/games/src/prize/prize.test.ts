import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedByteStream, hashServerSeed, uniformInt } from '../fair.js';
import type { PrizeTableError } from './prize.js';
import {
  canDraw,
  checkPrizeTable,
  drawPrize,
  maxPrize,
  oddsTable,
  prizeAt,
  totalWeight,
  type Prize,
} from './prize.js';

const WHEEL: Prize[] = [
  { id: 'p1', amountMinor: 100n, weight: 500 },
  { id: 'p2', amountMinor: 500n, weight: 300 },
  { id: 'p3', amountMinor: 2_000n, weight: 150 },
  { id: 'p4', amountMinor: 10_000n, weight: 45 },
  { id: 'p5', amountMinor: 88_800n, weight: 5 },
];

describe('prize tables', () => {
  it('accepts a sound table and refuses bad ones with a code', () => {
    expect(() => checkPrizeTable(WHEEL)).not.toThrow();
    const refused = (prizes: Prize[]) => {
      try {
        checkPrizeTable(prizes);
        return null;
      } catch (error) {
        return (error as PrizeTableError).code;
      }
    };
    expect(refused([WHEEL[0]!])).toBe('prizes.count');
    expect(refused([...WHEEL, { ...WHEEL[0]! }])).toBe('prizes.id');
    expect(refused([WHEEL[0]!, { id: 'x', amountMinor: -1n, weight: 1 }])).toBe('prizes.amount');
    expect(refused([WHEEL[0]!, { id: 'x', amountMinor: 1n, weight: 0 }])).toBe('prizes.weight');
    expect(refused([WHEEL[0]!, { id: 'x', amountMinor: 1n, weight: 1.5 }])).toBe('prizes.weight');
    expect(refused([WHEEL[0]!, { id: 'x', amountMinor: 1n, weight: 1_000_000_000 }])).toBe('prizes.weight');
  });
  it('publishes exact odds and the expected value of a draw', () => {
    const odds = oddsTable(WHEEL);
    expect(odds.prizes.map((p) => `${p.weight}/${p.total}`)).toEqual([
      '500/1000',
      '300/1000',
      '150/1000',
      '45/1000',
      '5/1000',
    ]);
    // (100×500 + 500×300 + 2000×150 + 10000×45 + 88800×5) / 1000 = 1394 minor units
    expect(odds.expectedValue).toEqual({ numerator: 1_394_000n, denominator: 1_000n });
    expect(maxPrize(WHEEL)).toBe(88_800n);
    expect(totalWeight(WHEEL)).toBe(1_000);
  });
  it('maps cumulative weight ranges to prizes', () => {
    expect(prizeAt(WHEEL, 0)).toBe(0);
    expect(prizeAt(WHEEL, 499)).toBe(0);
    expect(prizeAt(WHEEL, 500)).toBe(1);
    expect(prizeAt(WHEEL, 949)).toBe(2);
    expect(prizeAt(WHEEL, 995)).toBe(4);
    expect(() => prizeAt(WHEEL, 1_000)).toThrow(RangeError);
  });
  it('takes a draw only while the budget left covers the largest prize', () => {
    expect(canDraw(WHEEL, null)).toBe(true);
    expect(canDraw(WHEEL, 88_800n)).toBe(true);
    expect(canDraw(WHEEL, 88_799n)).toBe(false);
  });
});

describe('draws', () => {
  it('are deterministic in the seeds and nonce, and differ between nonces', () => {
    const a = drawPrize(WHEEL, 'server-seed', 'client', 0);
    expect(drawPrize(WHEEL, 'server-seed', 'client', 0)).toEqual(a);
    const positions = new Set(
      Array.from({ length: 50 }, (_, n) => drawPrize(WHEEL, 'server-seed', 'client', n).index),
    );
    expect(positions.size).toBeGreaterThan(40);
  });
  it('reads the index as fair.ts does: uniformInt of the HMAC stream over the total weight', () => {
    // A known transcript: 0x000003e8 = 1000 → index 1000 mod 1000 = 0 under limit floor(2^32/1000)*1000.
    expect(uniformInt(fixedByteStream([0, 0, 3, 0xe8]), 1_000)).toBe(0);
    expect(hashServerSeed('server-seed')).toMatch(/^[0-9a-f]{64}$/);
  });
  it('always lands inside the table (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 2, maxLength: 24 }),
        fc.string(),
        fc.nat(),
        (weights, clientSeed, nonce) => {
          const table = weights.map((weight, i) => ({ id: `p${i}`, amountMinor: BigInt(i), weight }));
          const draw = drawPrize(table, 'seed', clientSeed, nonce);
          expect(draw.index).toBeGreaterThanOrEqual(0);
          expect(draw.index).toBeLessThan(totalWeight(table));
          expect(draw.prize).toBe(table[draw.position]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
