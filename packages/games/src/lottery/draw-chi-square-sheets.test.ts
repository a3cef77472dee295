/**
 * χ² goodness-of-fit of the sheet families (VN, SEA4D, THAI6)'s house generator (`drawResult`) at the 99 % level.
 *
 * Each test draws LOTTERY_CHI_SQUARE_DRAWS periods (default 1,000,000) from a fixed seed and compares
 * the observed frequencies with the exact uniform expectation: per position and digit (VN, SEA4D,
 * THAI6, SSC), per die and face plus the exact sum distribution (K3), place × car (PK10), draw position
 * × ball (X115), and the pooled frequencies a bet type reads (VN last-two-digit endings, SEA4D numbers).
 * The critical value is the Wilson–Hilferty approximation of the χ² 99th percentile.
 */
import { describe, expect, it } from 'vitest';
import {
  DRAWS,
  TIMEOUT,
  chiSquare,
  critical99,
  digitCounts,
  expectUniform,
} from './chi-square.test-support.js';

describe(`χ² at 99 % over ${DRAWS} draws per family (sheets)`, () => {
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
});
