/**
 * What the two χ² files share (draw-chi-square-*.test.ts): the draw count, the fixed seed, the χ²
 * statistic and its 99th percentile, and per-position digit counts of a family's draws. Test code
 * only (excluded from the build).
 */
import { expect } from 'vitest';
import { drawResult } from './draw.js';
import { lotteryGameByCode } from './games.js';
import type { LotteryGameDefinition } from './types.js';

export const DRAWS = Number(process.env.LOTTERY_CHI_SQUARE_DRAWS ?? 1_000_000);
export const SEED = 'chi-square-fixed-server-seed-2026';
export const TIMEOUT = 600_000;

/** χ² 99th percentile (Wilson–Hilferty; within 0.1 % of the exact value for df ≥ 9). */
export function critical99(df: number): number {
  const z = 2.326347874;
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}

/** Σ (O − E)² / E over cells with the same expectation `expected`, or per-cell expectations. */
export function chiSquare(observed: ArrayLike<number>, expected: number | ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < observed.length; i += 1) {
    const e = typeof expected === 'number' ? expected : expected[i]!;
    sum += (observed[i]! - e) ** 2 / e;
  }
  return sum;
}

export function game(code: string): LotteryGameDefinition {
  return lotteryGameByCode(code)!;
}

/** Per-position digit counts of the flat numbers of every draw; `extra` sees each result too. */
export function digitCounts(
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

export function expectUniform(observed: ArrayLike<number>, cells: number, constraints: number): void {
  const total = Array.prototype.reduce.call(observed, (a: number, b: number) => a + b, 0) as number;
  const statistic = chiSquare(observed, total / cells);
  expect(statistic).toBeLessThan(critical99(cells - constraints));
}
