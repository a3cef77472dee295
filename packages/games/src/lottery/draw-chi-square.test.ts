/**
 * χ² goodness-of-fit of every family's house generator (`drawResult`) at the 99 % level.
 *
 * Each test draws LOTTERY_CHI_SQUARE_DRAWS periods (default 1,000,000) from a fixed seed and compares
 * the observed frequencies with the exact uniform expectation: per position and digit (VN, SEA4D,
 * THAI6, SSC), per die and face plus the exact sum distribution (K3), place × car (PK10), draw position
 * × ball (X115), and the pooled frequencies a bet type reads (VN last-two-digit endings, SEA4D numbers).
 * The critical value is the Wilson–Hilferty approximation of the χ² 99th percentile.
 */
import { describe, expect, it } from 'vitest';
import { fairByteStream } from '../fair.js';
import { drawResult } from './draw.js';
import { lotteryGameByCode } from './games.js';
import { K3_OUTCOMES } from './odds.js';
import type { LotteryGameDefinition } from './types.js';

const DRAWS = Number(process.env.LOTTERY_CHI_SQUARE_DRAWS ?? 1_000_000);
const SEED = 'chi-square-fixed-server-seed-2026';
const TIMEOUT = 600_000;

/** χ² 99th percentile (Wilson–Hilferty; within 0.1 % of the exact value for df ≥ 9). */
function critical99(df: number): number {
  const z = 2.326347874;
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}

/** Σ (O − E)² / E over cells with the same expectation `expected`, or per-cell expectations. */
function chiSquare(observed: ArrayLike<number>, expected: number | ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < observed.length; i += 1) {
    const e = typeof expected === 'number' ? expected : expected[i]!;
    sum += (observed[i]! - e) ** 2 / e;
  }
  return sum;
}

function game(code: string): LotteryGameDefinition {
  return lotteryGameByCode(code)!;
}

/** Per-position digit counts of the flat numbers of every draw; `extra` sees each result too. */
function digitCounts(
  code: string,
  extra?: (numbers: string[]) => void,
): { counts: Float64Array; positions: number } {
  const g = game(code);
  let counts = new Float64Array(0);
  let positions = 0;
  for (let i = 0; i < DRAWS; i += 1) {
    const { numbers } = drawResult(g, SEED, String(i));
    if (i === 0) {
      positions = numbers.reduce((n, s) => n + s.length, 0);
      counts = new Float64Array(positions * 10);
    }
    let position = 0;
    for (const value of numbers) {
      for (let c = 0; c < value.length; c += 1) {
        counts[position * 10 + value.charCodeAt(c) - 48]! += 1;
        position += 1;
      }
    }
    extra?.(numbers);
  }
  return { counts, positions };
}

function expectUniform(observed: ArrayLike<number>, cells: number, constraints: number): void {
  const total = Array.prototype.reduce.call(observed, (a: number, b: number) => a + b, 0) as number;
  const statistic = chiSquare(observed, total / cells);
  expect(statistic).toBeLessThan(critical99(cells - constraints));
}

describe(`χ² at 99 % over ${DRAWS} draws per family`, () => {
  for (const code of ['VN_FAST1', 'VN_HCM']) {
    it(
      `VN ${code}: every digit position, and the last-two-digit endings`,
      () => {
        const endings = new Float64Array(100);
        const { counts, positions } = digitCounts(code, (numbers) => {
          for (const value of numbers) endings[Number(value.slice(-2))]! += 1;
        });
        expect(positions).toBe(code === 'VN_FAST1' ? 107 : 82);
        // positions independent rows of 10 cells, each summing to DRAWS: df = positions × 9.
        expect(chiSquare(counts, DRAWS / 10)).toBeLessThan(critical99(positions * 9));
        expectUniform(endings, 100, 1);
      },
      TIMEOUT,
    );
  }

  it(
    'SEA4D: every digit position, every number, 23 distinct per draw',
    () => {
      const numbersSeen = new Float64Array(10_000);
      let duplicates = 0;
      const { counts, positions } = digitCounts('SEA4D', (numbers) => {
        if (new Set(numbers).size !== 23) duplicates += 1;
        for (const value of numbers) numbersSeen[Number(value)]! += 1;
      });
      expect(duplicates).toBe(0);
      expect(chiSquare(counts, DRAWS / 10)).toBeLessThan(critical99(positions * 9));
      // Sampling without replacement within a draw makes this slightly conservative.
      expectUniform(numbersSeen, 10_000, 1);
    },
    TIMEOUT,
  );

  it(
    'THAI6: every digit position, distinct front3 and back3 pairs',
    () => {
      let duplicates = 0;
      const { counts, positions } = digitCounts('THAI6', (n) => {
        if (n[1] === n[2] || n[3] === n[4]) duplicates += 1;
      });
      expect(duplicates).toBe(0);
      expect(positions).toBe(20);
      expect(chiSquare(counts, DRAWS / 10)).toBeLessThan(critical99(positions * 9));
    },
    TIMEOUT,
  );

  it(
    'SSC: five positions × ten digits',
    () => {
      const { counts } = digitCounts('SSC1');
      expect(chiSquare(counts, DRAWS / 10)).toBeLessThan(critical99(45));
    },
    TIMEOUT,
  );

  it(
    'K3: three dice × six faces, and the sum distribution against the exact 216-roll count',
    () => {
      const g = game('K3_1');
      const faces = new Float64Array(18);
      const sums = new Float64Array(19);
      for (let i = 0; i < DRAWS; i += 1) {
        const { numbers } = drawResult(g, SEED, String(i));
        let sum = 0;
        numbers.forEach((value, die) => {
          faces[die * 6 + Number(value) - 1]! += 1;
          sum += Number(value);
        });
        sums[sum]! += 1;
      }
      expect(chiSquare(faces, DRAWS / 6)).toBeLessThan(critical99(15));
      const exact = new Float64Array(19);
      for (const roll of K3_OUTCOMES) exact[roll[0] + roll[1] + roll[2]]! += DRAWS / 216;
      expect(chiSquare(sums.slice(3), exact.slice(3))).toBeLessThan(critical99(15));
    },
    TIMEOUT,
  );

  it(
    'PK10: ten places × ten cars, every draw a permutation',
    () => {
      const g = game('PK10_1');
      const cells = new Float64Array(100);
      let bad = 0;
      for (let i = 0; i < DRAWS; i += 1) {
        const { numbers } = drawResult(g, SEED, String(i));
        if (new Set(numbers).size !== 10) bad += 1;
        numbers.forEach((car, place) => {
          cells[place * 10 + Number(car) - 1]! += 1;
        });
      }
      expect(bad).toBe(0);
      expect(chiSquare(cells, DRAWS / 10)).toBeLessThan(critical99(90));
    },
    TIMEOUT,
  );

  it(
    'X115: five draw positions × eleven balls, five distinct balls per draw',
    () => {
      const g = game('X115_1');
      const cells = new Float64Array(55);
      let bad = 0;
      for (let i = 0; i < DRAWS; i += 1) {
        const { numbers } = drawResult(g, SEED, String(i));
        if (new Set(numbers).size !== 5) bad += 1;
        numbers.forEach((ball, position) => {
          cells[position * 11 + Number(ball) - 1]! += 1;
        });
      }
      expect(bad).toBe(0);
      expect(chiSquare(cells, DRAWS / 11)).toBeLessThan(critical99(50));
    },
    TIMEOUT,
  );

  it('the critical values match the χ² table', () => {
    // Table values: df 9 → 21.666, df 15 → 30.578, df 45 → 69.957, df 90 → 124.116, df 99 → 134.642.
    const table: [number, number][] = [
      [9, 21.666],
      [15, 30.578],
      [45, 69.957],
      [90, 124.116],
      [99, 134.642],
    ];
    for (const [df, value] of table) expect(Math.abs(critical99(df) - value) / value).toBeLessThan(0.002);
  });

  it('has the power to catch modulo bias (byte % 10) at this draw count', () => {
    // byte % 10 favours digits 0–5 (26/256 against 25/256): the test must reject it.
    const stream = fairByteStream(SEED, 'modulo-bias', 0);
    const counts = new Float64Array(10);
    for (let i = 0; i < DRAWS; i += 1) counts[stream.nextByte() % 10]! += 1;
    expect(chiSquare(counts, DRAWS / 10)).toBeGreaterThan(critical99(9));
  });
});
