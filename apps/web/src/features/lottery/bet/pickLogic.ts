import type { LotteryGameDetail } from '@wps/contracts';

/** How a bet type is picked (contracts: betPickSchema). */
export type BetPick = LotteryGameDetail['betTypes'][number]['pick'];

/** Numbers of more digits than this are typed, not picked from a grid (1 000 cells would not do). */
export const GRID_MAX_DIGITS = 2;

/** "0" … "9" or "00" … "99". */
export function digitValues(digits: number): string[] {
  return Array.from({ length: 10 ** digits }, (_, i) => String(i).padStart(digits, '0'));
}

/** Balls from … to, zero-padded to the width of `to` (X115 and PK10: "01" … "11"). */
export function ballValues(from: number, to: number): string[] {
  const width = String(to).length;
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));
}

/** A positional pick: `"pos:value"` (ssc.pos "1:5", pk10.pos "1:03", ssc.bsoe "2:big"). */
export function positionPick(position: number, value: string): string {
  return `${position}:${value}`;
}

/** The values a grid of this pick shows, or null when it has none (positions, long numbers). */
export function gridValues(pick: BetPick): string[] | null {
  switch (pick.kind) {
    case 'numbers':
      return pick.digits <= GRID_MAX_DIGITS ? digitValues(pick.digits) : null;
    case 'options':
      return [...pick.options];
    case 'balls':
      return ballValues(pick.from, pick.to);
    case 'positions':
      return null;
  }
}

export type QuickSelect = 'all' | 'big' | 'small' | 'odd' | 'even' | 'clear';
export const QUICK_SELECTS: readonly QuickSelect[] = ['all', 'big', 'small', 'odd', 'even', 'clear'];

/** The values of a numeric grid a quick button selects: big / small are the upper / lower half. */
export function quickSelect(values: readonly string[], which: QuickSelect): string[] {
  if (which === 'clear') return [];
  if (which === 'all') return [...values];
  const numbers = values.map(Number);
  const middle = (Math.min(...numbers) + Math.max(...numbers)) / 2;
  return values.filter((value) => {
    const n = Number(value);
    if (which === 'big') return n > middle;
    if (which === 'small') return n < middle;
    return which === 'odd' ? n % 2 === 1 : n % 2 === 0;
  });
}

/** Reads typed numbers ("12 34,56;78" or one a line): the valid ones once each, and the rest. */
export function parseNumberList(text: string, digits: number): { values: string[]; invalid: string[] } {
  const values: string[] = [];
  const invalid: string[] = [];
  const pattern = new RegExp(`^\\d{${digits}}$`);
  for (const token of text.split(/[\s,;，、；]+/).filter(Boolean)) {
    if (!pattern.test(token)) invalid.push(token);
    else if (!values.includes(token)) values.push(token);
  }
  return { values, invalid };
}

/** Why a selection cannot be added yet (a key of the lottery namespace and its values), or null. */
export function pickProblem(
  pick: BetPick,
  picks: readonly string[],
): { key: string; values?: Record<string, number> } | null {
  if (picks.length === 0) return { key: 'lottery.pick.none' };
  if (pick.kind === 'positions') return null;
  if (picks.length < pick.min) return { key: 'lottery.pick.tooFew', values: { min: pick.min } };
  if (picks.length > pick.max) return { key: 'lottery.pick.tooMany', values: { max: pick.max } };
  return null;
}

function sample<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  const taken: T[] = [];
  while (taken.length < count && pool.length > 0) {
    const index = Math.floor(random() * pool.length);
    taken.push(pool.splice(index, 1)[0]!);
  }
  return taken;
}

function randomDigits(digits: number, random: () => number): string {
  return Array.from({ length: digits }, () => String(Math.floor(random() * 10))).join('');
}

/** A random valid selection: the fewest picks the type takes (one position for positional types). */
export function randomPicks(pick: BetPick, random: () => number = Math.random): string[] {
  switch (pick.kind) {
    case 'numbers': {
      const count = Math.max(1, pick.min);
      if (pick.digits <= GRID_MAX_DIGITS) return sample(digitValues(pick.digits), count, random).sort();
      const picks = new Set<string>();
      while (picks.size < count) picks.add(randomDigits(pick.digits, random));
      return [...picks].sort();
    }
    case 'options':
      return sample(pick.options, Math.max(1, pick.min), random);
    case 'balls': {
      const k = tupleSize(pick);
      if (k > 1) return [sample(ballValues(pick.from, pick.to), k, random).join(',')];
      return sample(ballValues(pick.from, pick.to), Math.max(1, pick.min), random).sort();
    }
    case 'positions': {
      const position = 1 + Math.floor(random() * pick.positions);
      const [value] = sample(pick.values, 1, random);
      return value === undefined ? [] : [positionPick(position, value)];
    }
  }
}

/** Toggles one value in a selection, keeping the grid's order. */
export function toggle(selection: readonly string[], value: string, order?: readonly string[]): string[] {
  const next = selection.includes(value) ? selection.filter((item) => item !== value) : [...selection, value];
  return order ? order.filter((item) => next.includes(item)) : next;
}

function permutations(n: number, k: number): number {
  let result = 1;
  for (let i = 0; i < k; i += 1) result *= n - i;
  return result;
}

/**
 * Ordered picks of several balls (X115 front 2 / front 3: "01,02"): a balls type whose most picks is
 * the number of ordered k-tuples of its balls, n! / (n − k)!, for some k ≥ 2. Answers k, or 1 for
 * plain ball picks.
 */
export function tupleSize(pick: BetPick): number {
  if (pick.kind !== 'balls') return 1;
  const n = pick.to - pick.from + 1;
  if (pick.max <= n) return 1;
  for (let k = 2; k <= n; k += 1) if (permutations(n, k) === pick.max) return k;
  return 1;
}

/** Every ordered tuple of distinct balls taking one ball from each place's selection ("01,02"). */
export function expandTuples(places: readonly (readonly string[])[]): string[] {
  let tuples: string[][] = [[]];
  for (const balls of places) {
    tuples = tuples.flatMap((tuple) =>
      balls.filter((ball) => !tuple.includes(ball)).map((ball) => [...tuple, ball]),
    );
  }
  return places.length === 0 ? [] : tuples.map((tuple) => tuple.join(','));
}
