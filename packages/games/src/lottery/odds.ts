/**
 * Exact probabilities of the bet types that are not a plain count over a uniform range.
 */
import { choose, fraction } from './core.js';
import type { Fraction } from './core.js';

const xienCache = new Map<string, Fraction>();

/**
 * Probability that k given distinct 2-digit numbers all appear among the last two digits of `slots`
 * independent, uniform prize numbers (a xiên combination), by inclusion–exclusion over the numbers
 * that are missing: P = Σ_{j=0..k} (−1)^j C(k, j) ((100 − j) / 100)^slots.
 */
export function xienProbability(k: number, slots: number): Fraction {
  const cacheKey = `${k}:${slots}`;
  const cached = xienCache.get(cacheKey);
  if (cached) return cached;
  let numerator = 0n;
  for (let j = 0; j <= k; j += 1) {
    const term = choose(k, j) * BigInt(100 - j) ** BigInt(slots);
    numerator += j % 2 === 0 ? term : -term;
  }
  const result = fraction(numerator, 100n ** BigInt(slots));
  xienCache.set(cacheKey, result);
  return result;
}

/** The probability of `wins` over every outcome of `outcomes` (all equally likely). */
export function enumerate<T>(outcomes: readonly T[], wins: (outcome: T) => boolean): Fraction {
  let count = 0;
  for (const outcome of outcomes) if (wins(outcome)) count += 1;
  return fraction(count, outcomes.length);
}

/** All 216 rolls of three dice (ordered). */
export const K3_OUTCOMES: readonly (readonly [number, number, number])[] = (() => {
  const rolls: [number, number, number][] = [];
  for (let a = 1; a <= 6; a += 1)
    for (let b = 1; b <= 6; b += 1) for (let c = 1; c <= 6; c += 1) rolls.push([a, b, c]);
  return rolls;
})();

/** The 90 ordered pairs of distinct cars 1–10 (the first two places of a PK10 race). */
export const PK10_PAIRS: readonly (readonly [number, number])[] = (() => {
  const pairs: [number, number][] = [];
  for (let a = 1; a <= 10; a += 1) for (let b = 1; b <= 10; b += 1) if (a !== b) pairs.push([a, b]);
  return pairs;
})();

/** How many of the 100 000 SSC results have each sum of the five digits (index = sum 0–45). */
export const SSC_SUM_COUNTS: readonly number[] = (() => {
  let counts = [1];
  for (let digit = 0; digit < 5; digit += 1) {
    const next = new Array<number>(counts.length + 9).fill(0);
    counts.forEach((count, sum) => {
      for (let d = 0; d <= 9; d += 1) next[sum + d]! += count;
    });
    counts = next;
  }
  return counts;
})();

/** Probability that k given balls are all among 5 drawn from 11: C(11 − k, 5 − k) / C(11, 5). */
export function x115AnyProbability(k: number): Fraction {
  return fraction(choose(11 - k, 5 - k), choose(11, 5));
}
