import { describe, expect, it } from 'vitest';
import { chiSquare, critical99 } from '../lottery/chi-square.test-support.js';
import { drawPrize, totalWeight, type Prize } from './prize.js';

/*
 * The published odds hold: 1,000,000 spins of a wheel and 1,000,000 red envelopes, each against its
 * prize table, pass χ² at 99 % (PRIZE_CHI_SQUARE_DRAWS lowers the count for a quick local run).
 */

const DRAWS = Number(process.env.PRIZE_CHI_SQUARE_DRAWS ?? 1_000_000);
const TIMEOUT = 600_000;

const WHEEL: Prize[] = [
  { id: 'thanks', amountMinor: 0n, weight: 4_000 },
  { id: 'p1', amountMinor: 100n, weight: 3_000 },
  { id: 'p5', amountMinor: 500n, weight: 1_800 },
  { id: 'p20', amountMinor: 2_000n, weight: 800 },
  { id: 'p100', amountMinor: 10_000n, weight: 300 },
  { id: 'p888', amountMinor: 88_800n, weight: 100 },
];
const ENVELOPE: Prize[] = [
  { id: 'e1', amountMinor: 100n, weight: 45 },
  { id: 'e2', amountMinor: 200n, weight: 30 },
  { id: 'e6', amountMinor: 600n, weight: 15 },
  { id: 'e18', amountMinor: 1_800n, weight: 7 },
  { id: 'e88', amountMinor: 8_800n, weight: 3 },
];

function check(table: Prize[], seed: string) {
  const counts = new Float64Array(table.length);
  for (let nonce = 0; nonce < DRAWS; nonce += 1)
    counts[drawPrize(table, seed, 'member-client-seed', nonce).position]! += 1;
  const total = totalWeight(table);
  const expected = table.map((prize) => (DRAWS * prize.weight) / total);
  const statistic = chiSquare(counts, expected);
  expect(statistic).toBeLessThan(critical99(table.length - 1));
  return statistic;
}

describe(`χ² of ${DRAWS} draws against the published tables`, () => {
  it('holds for the prize wheel', { timeout: TIMEOUT }, () => {
    check(WHEEL, 'wheel-chi-square-server-seed-2026');
  });
  it('holds for the red envelopes', { timeout: TIMEOUT }, () => {
    check(ENVELOPE, 'envelope-chi-square-server-seed-2026');
  });
});
