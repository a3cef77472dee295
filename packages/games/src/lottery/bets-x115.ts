/**
 * 11-choose-5 bet types (five distinct balls 01–11 in draw order). Picks are balls "01" … "11" ("7" is
 * accepted and keyed as "07"): `x115.any1` … `x115.any5` take k to 11 balls and every k-subset is one
 * combination (key `x115.any3:01-05-09`, balls ascending), winning when all its balls are among the five
 * drawn; `x115.pos1` the first ball; `x115.front2` / `x115.front3` ordered tuples written "01,02" /
 * "01,02,03" (one combination per tuple), winning when they are the first balls in that order.
 */
import { badPicks, ballPick, canonicalPicks, fraction, kSubsets, range, simpleCombo } from './core.js';
import type { BetTypeImpl } from './core.js';
import { x115AnyProbability } from './odds.js';
import { FAST_TEXTS, x115AnyTexts, x115FrontTexts } from './texts-fast.js';
import type { LotteryResult } from './types.js';

const BALLS = range(1, 11, 2);

function anyType(k: number): BetTypeImpl {
  const code = `x115.any${k}`;
  const probability = x115AnyProbability(k);
  return {
    definition: { code, ...x115AnyTexts(k), pick: { kind: 'balls', from: 1, to: 11, min: k, max: 11 } },
    combos: (picks) => {
      const balls = canonicalPicks(code, picks, (p) => ballPick(p, 1, 11)).sort();
      if (balls.length < k) badPicks(`${code}: pick at least ${k} balls`);
      return kSubsets(balls, k, code).map((set) =>
        simpleCombo(`${code}:${set.join('-')}`, probability, (r: LotteryResult) =>
          set.every((b) => r.numbers.includes(b)),
        ),
      );
    },
    values: () => BALLS,
    perPickOdds: false,
    samplePicks: BALLS.slice(0, k),
  };
}

function orderedTuples(k: number): string[] {
  let tuples: string[][] = [[]];
  for (let i = 0; i < k; i += 1) {
    tuples = tuples.flatMap((t) => BALLS.filter((b) => !t.includes(b)).map((b) => [...t, b]));
  }
  return tuples.map((t) => t.join(','));
}

function frontType(k: 1 | 2 | 3): BetTypeImpl {
  const code = k === 1 ? 'x115.pos1' : `x115.front${k}`;
  const values = orderedTuples(k);
  const probability = fraction(1, values.length);
  const canonical = (pick: string): string | null => {
    const parts = pick.split(',').map((b) => ballPick(b.trim(), 1, 11));
    if (parts.length !== k || parts.some((b) => b === null) || new Set(parts).size !== k) return null;
    return parts.join(',');
  };
  return {
    definition: {
      code,
      ...(k === 1 ? FAST_TEXTS['x115.pos1']! : x115FrontTexts(k)),
      pick: { kind: 'balls', from: 1, to: 11, min: 1, max: values.length },
    },
    combos: (picks) =>
      canonicalPicks(code, picks, canonical).map((tuple) =>
        simpleCombo(`${code}:${tuple}`, probability, (r) => r.numbers.slice(0, k).join(',') === tuple),
      ),
    values: () => values,
    perPickOdds: false,
    samplePicks: [values[0]!],
  };
}

/** The X115 bet types. */
export const X115_TYPES: readonly BetTypeImpl[] = [
  anyType(1),
  anyType(2),
  anyType(3),
  anyType(4),
  anyType(5),
  frontType(1),
  frontType(2),
  frontType(3),
];
