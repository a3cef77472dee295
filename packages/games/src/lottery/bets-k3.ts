/**
 * K3 bet types (three dice 1–6). Picks: `k3.sum` "3" … "18"; `k3.bsoe` big|small|odd|even (big 11–17,
 * small 4–10, odd / even of the sum; any triple loses); `k3.triple` "111" … "666"; `k3.any_triple`
 * "any"; `k3.pair` "11" … "66" (at least two of that face); `k3.combo2` "12" (two different faces,
 * ascending; both appear); `k3.single` "1" … "6" (appears at least once; pays once). Every p is counted
 * over the 216 ordered rolls.
 */
import { optionsType, range } from './core.js';
import type { BetTypeImpl } from './core.js';
import { K3_OUTCOMES, enumerate } from './odds.js';
import { FAST_TEXTS } from './texts-fast.js';
import type { LotteryResult } from './types.js';

type Roll = readonly number[];

const FACES = range(1, 6);
const isTriple = (d: Roll): boolean => d[0] === d[1] && d[1] === d[2];
const total = (d: Roll): number => d.reduce((a, b) => a + b, 0);
const count = (d: Roll, face: number): number => d.filter((x) => x === face).length;

function bsoe(pick: string, d: Roll): boolean {
  if (isTriple(d)) return false;
  const s = total(d);
  if (pick === 'big') return s >= 11 && s <= 17;
  if (pick === 'small') return s >= 4 && s <= 10;
  return pick === 'odd' ? s % 2 === 1 : s % 2 === 0;
}

const COMBO2 = FACES.flatMap((a) => FACES.filter((b) => b > a).map((b) => `${a}${b}`));

const RULES: Record<
  string,
  { options: readonly string[]; wins: (pick: string, d: Roll) => boolean; perPick: boolean }
> = {
  'k3.sum': { options: range(3, 18), wins: (p, d) => total(d) === Number(p), perPick: true },
  'k3.bsoe': { options: ['big', 'small', 'odd', 'even'], wins: bsoe, perPick: false },
  'k3.triple': {
    options: FACES.map((f) => f.repeat(3)),
    wins: (p, d) => isTriple(d) && d[0] === Number(p[0]),
    perPick: false,
  },
  'k3.any_triple': { options: ['any'], wins: (_p, d) => isTriple(d), perPick: false },
  'k3.pair': {
    options: FACES.map((f) => f.repeat(2)),
    wins: (p, d) => count(d, Number(p[0])) >= 2,
    perPick: false,
  },
  'k3.combo2': {
    options: COMBO2,
    wins: (p, d) => count(d, Number(p[0])) > 0 && count(d, Number(p[1])) > 0,
    perPick: false,
  },
  'k3.single': { options: FACES, wins: (p, d) => count(d, Number(p)) > 0, perPick: false },
};

function dice(result: LotteryResult): number[] {
  return result.numbers.map(Number);
}

/** The K3 bet types. */
export const K3_TYPES: readonly BetTypeImpl[] = Object.entries(RULES).map(([code, rule]) => {
  const odds = new Map(rule.options.map((o) => [o, enumerate(K3_OUTCOMES, (d) => rule.wins(o, d))]));
  return optionsType(
    code,
    FAST_TEXTS[code]!,
    rule.options,
    (p) => odds.get(p)!,
    (p, r) => rule.wins(p, dice(r)),
    rule.perPick,
  );
});
