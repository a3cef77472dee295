/**
 * PK10 bet types (a race of cars 01–10; result = the cars in finishing order). Picks: `pk10.pos`
 * "place:car" ("1:07"; "1:7" is accepted and keyed as "1:07"); `pk10.top2sum` "3" … "19" (first + second
 * car); `pk10.dt` "i:dragon|tiger" for i = 1 … 5 (place i against place 11 − i; never a tie);
 * `pk10.bsoe` "place:big|small|odd|even" (big 06–10).
 */
import { ballPick, fraction, optionsType, positionsType, range } from './core.js';
import type { BetTypeImpl } from './core.js';
import { PK10_PAIRS, enumerate } from './odds.js';
import { bsoeMatches } from './bets-ssc.js';
import { FAST_TEXTS } from './texts-fast.js';
import type { LotteryResult } from './types.js';

const BSOE = ['big', 'small', 'odd', 'even'] as const;
const DRAGON_TIGER = ['dragon', 'tiger'] as const;

function cars(result: LotteryResult): number[] {
  return result.numbers.map(Number);
}

const wordIn =
  (words: readonly string[]) =>
  (v: string): string | null =>
    words.includes(v) ? v : null;

const top2 = new Map(range(3, 19).map((s) => [s, enumerate(PK10_PAIRS, ([a, b]) => a + b === Number(s))]));

/** The PK10 bet types. */
export const PK10_TYPES: readonly BetTypeImpl[] = [
  positionsType(
    'pk10.pos',
    FAST_TEXTS['pk10.pos']!,
    10,
    range(1, 10, 2),
    (v) => ballPick(v, 1, 10),
    () => fraction(1, 10),
    (place, car, r) => cars(r)[place - 1] === Number(car),
  ),
  optionsType(
    'pk10.top2sum',
    FAST_TEXTS['pk10.top2sum']!,
    range(3, 19),
    (s) => top2.get(s)!,
    (s, r) => {
      const [a, b] = cars(r);
      return a! + b! === Number(s);
    },
    true,
  ),
  positionsType(
    'pk10.dt',
    FAST_TEXTS['pk10.dt']!,
    5,
    DRAGON_TIGER,
    wordIn(DRAGON_TIGER),
    (side) => enumerate(PK10_PAIRS, ([a, b]) => (side === 'dragon' ? a > b : a < b)),
    (place, side, r) => {
      const c = cars(r);
      const [mine, theirs] = [c[place - 1]!, c[10 - place]!];
      return side === 'dragon' ? mine > theirs : mine < theirs;
    },
  ),
  positionsType(
    'pk10.bsoe',
    FAST_TEXTS['pk10.bsoe']!,
    10,
    BSOE,
    wordIn(BSOE),
    (v) => enumerate(range(1, 10), (car) => bsoeMatches(Number(car), v, 6)),
    (place, v, r) => bsoeMatches(cars(r)[place - 1]!, v, 6),
  ),
];
