/**
 * χ² goodness-of-fit of the fast families (SSC, K3, PK10, X115)'s house generator (`drawResult`) at the 99 % level.
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
import { K3_OUTCOMES } from './odds.js';
import { DRAWS, SEED, TIMEOUT, chiSquare, critical99, digitCounts, game } from './chi-square.test-support.js';

describe(`χ² at 99 % over ${DRAWS} draws per family (fast games)`, () => {
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
