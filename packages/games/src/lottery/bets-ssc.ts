/**
 * SSC bet types (five digits 0–9). Picks: `ssc.pos` "position:digit" ("1:5"); `ssc.bsoe`
 * "position:big|small|odd|even" (big 5–9); `ssc.sum` big|small|odd|even of the five-digit sum (big ≥ 23);
 * `ssc.front3` "123" (first three digits in order); `ssc.group3` / `ssc.group6` digit sets ("112" with
 * exactly one pair / "123" three different digits; any order; canonical key digits ascending);
 * `ssc.dt` dragon|tiger|tie (first vs fifth digit; dragon and tiger lose on a tie).
 */
import {
  allDigitStrings,
  canonicalPicks,
  digitsPick,
  fraction,
  optionsType,
  positionsType,
  range,
  simpleCombo,
} from './core.js';
import type { BetTypeImpl, Fraction } from './core.js';
import { SSC_SUM_COUNTS, enumerate } from './odds.js';
import { FAST_TEXTS } from './texts-fast.js';
import type { LotteryResult } from './types.js';

const DIGITS = range(0, 9);
const BSOE = ['big', 'small', 'odd', 'even'] as const;
const DRAGON_TIGER = ['dragon', 'tiger', 'tie'] as const;
const FRONT3 = allDigitStrings(3);

function digits(result: LotteryResult): number[] {
  return result.numbers.map(Number);
}

/** big (≥ threshold) / small / odd / even. */
export function bsoeMatches(value: number, option: string, bigFrom: number): boolean {
  if (option === 'big') return value >= bigFrom;
  if (option === 'small') return value < bigFrom;
  if (option === 'odd') return value % 2 === 1;
  return value % 2 === 0;
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

function sumOdds(option: string): Fraction {
  let count = 0;
  SSC_SUM_COUNTS.forEach((n, s) => {
    if (bsoeMatches(s, option, 23)) count += n;
  });
  return fraction(count, 100_000);
}

function dragonTiger(first: number, last: number): string {
  return first > last ? 'dragon' : first < last ? 'tiger' : 'tie';
}

const sortDigits = (s: string): string => [...s].sort().join('');

/** "112"-style sets (exactly one pair) or "123"-style (three different digits), canonical ascending. */
function groupType(code: 'ssc.group3' | 'ssc.group6'): BetTypeImpl {
  const distinct = code === 'ssc.group3' ? 2 : 3;
  const values = FRONT3.filter((s) => s === sortDigits(s) && new Set(s).size === distinct);
  const odds = new Map(values.map((v) => [v, enumerate(FRONT3, (s) => sortDigits(s) === v)]));
  return {
    definition: {
      code,
      ...FAST_TEXTS[code]!,
      pick: { kind: 'numbers', digits: 3, min: 1, max: values.length },
    },
    combos: (picks) =>
      canonicalPicks(code, picks, (p) => {
        const set = digitsPick(p, 3) === null ? null : sortDigits(p);
        return set !== null && odds.has(set) ? set : null;
      }).map((set) =>
        simpleCombo(
          `${code}:${set}`,
          odds.get(set)!,
          (r) => sortDigits(r.numbers.slice(0, 3).join('')) === set,
        ),
      ),
    values: () => values,
    perPickOdds: false,
    samplePicks: [values[0]!],
  };
}

/** The SSC bet types. */
export const SSC_TYPES: readonly BetTypeImpl[] = [
  positionsType(
    'ssc.pos',
    FAST_TEXTS['ssc.pos']!,
    5,
    DIGITS,
    (v) => digitsPick(v, 1),
    () => fraction(1, 10),
    (position, value, r) => r.numbers[position - 1] === value,
  ),
  positionsType(
    'ssc.bsoe',
    FAST_TEXTS['ssc.bsoe']!,
    5,
    BSOE,
    (v) => ((BSOE as readonly string[]).includes(v) ? v : null),
    (v) => enumerate(DIGITS, (d) => bsoeMatches(Number(d), v, 5)),
    (position, value, r) => bsoeMatches(digits(r)[position - 1]!, value, 5),
  ),
  optionsType(
    'ssc.sum',
    FAST_TEXTS['ssc.sum']!,
    BSOE,
    sumOdds,
    (pick, r) => bsoeMatches(sum(digits(r)), pick, 23),
    false,
  ),
  {
    definition: {
      code: 'ssc.front3',
      ...FAST_TEXTS['ssc.front3']!,
      pick: { kind: 'numbers', digits: 3, min: 1, max: 1000 },
    },
    combos: (picks) =>
      canonicalPicks('ssc.front3', picks, (p) => digitsPick(p, 3)).map((pick) =>
        simpleCombo(`ssc.front3:${pick}`, fraction(1, 1000), (r) => r.numbers.slice(0, 3).join('') === pick),
      ),
    values: () => FRONT3,
    perPickOdds: false,
    samplePicks: ['000'],
  },
  groupType('ssc.group3'),
  groupType('ssc.group6'),
  optionsType(
    'ssc.dt',
    FAST_TEXTS['ssc.dt']!,
    DRAGON_TIGER,
    (pick) => enumerate(allDigitStrings(2), (s) => dragonTiger(Number(s[0]), Number(s[1])) === pick),
    (pick, r) => dragonTiger(digits(r)[0]!, digits(r)[4]!) === pick,
    true,
  ),
];
