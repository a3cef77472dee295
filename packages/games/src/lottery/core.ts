/**
 * Shared machinery of the bet types: exact fractions, combinations, pay rules and pick validation.
 *
 * A bet expands into combinations (`Combo`). Each combination has an exposure key, a weight (how many
 * stake units it costs: 1, or the lô slot count) and one or more prize tiers. A tier pays either by
 * probability — `floor(stake × series / (2000 × p))` per hit, so the expected return is series / 2000
 * of the cost — or from a fixed table scaled by `series / topSeries` (SEA). `stake = unit × multiplier`.
 */
import { LotteryBetError } from './types.js';
import type { BetTypeDefinition, LotteryResult, Localized } from './types.js';

/** The most combinations (exposure keys) one bet may cover. */
export const MAX_COMBINATIONS = 1000;

/** A non-negative exact fraction in lowest terms. */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** `num / den` reduced. */
export function fraction(num: bigint | number, den: bigint | number): Fraction {
  const n = BigInt(num);
  const d = BigInt(den);
  if (d <= 0n) throw new RangeError('denominator must be positive');
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}

/** "num/den". */
export function formatFraction(f: Fraction): string {
  return `${f.num}/${f.den}`;
}

/** `n` choose `k` (exact). */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** How a tier pays one hit. */
export type PayRule = { kind: 'probability' } | { kind: 'fixed'; perUnit: bigint };

/** One prize tier of a combination. */
export interface ComboTier {
  /** Tier name for multi-prize types (SEA4D: first, second …); null otherwise. */
  prize: string | null;
  /** Probability of one hit of this tier (lô: per slot). */
  probability: Fraction;
  pay: PayRule;
}

/** One combination of a bet. */
export interface Combo {
  /** Exposure key `${type}:${canonical pick}`. */
  key: string;
  /** Stake units this combination costs (1; lô: the region's slot count). */
  weight: number;
  tiers: readonly ComboTier[];
  /** Hits of each tier (aligned with `tiers`) in a result. */
  hits(result: LotteryResult): readonly number[];
}

/** A bet type's implementation. */
export interface BetTypeImpl {
  definition: BetTypeDefinition;
  /** Canonical picks → combinations; throws `LotteryBetError` 'bad.picks' / 'too.many.combinations'. */
  combos(picks: readonly string[]): Combo[];
  /**
   * Every valid single pick (for the payout table and pickers), or null when there are too many to
   * list (THAI6 first6).
   */
  values(): readonly string[] | null;
  /** True when odds differ per pick: the payout table then lists one row per pick. */
  perPickOdds: boolean;
  /** A pick set that yields one combination, used for the payout table when odds do not differ. */
  samplePicks: readonly string[];
}

/** Localized text from its six translations. */
export function text(EN: string, CN: string, JA: string, TH: string, VI: string, UR: string): Localized {
  return { EN, CN, JA, TH, VI, UR };
}

/** Throws 'bad.picks'. */
export function badPicks(message: string): never {
  throw new LotteryBetError('bad.picks', message);
}

/** Throws unless there are at most MAX_COMBINATIONS combinations. */
export function assertCombinationCount(count: bigint | number, type: string): void {
  if (BigInt(count) > BigInt(MAX_COMBINATIONS)) {
    throw new LotteryBetError(
      'too.many.combinations',
      `${type}: ${count} combinations, at most ${MAX_COMBINATIONS} per bet`,
    );
  }
}

/**
 * Maps each pick through `canonical` (which returns null for a malformed pick) and rejects duplicates
 * after canonicalisation.
 */
export function canonicalPicks(
  type: string,
  picks: readonly string[],
  canonical: (pick: string) => string | null,
): string[] {
  const seen = new Set<string>();
  return picks.map((pick) => {
    const value = typeof pick === 'string' ? canonical(pick) : null;
    if (value === null) badPicks(`${type}: "${String(pick)}" is not a valid pick`);
    if (seen.has(value)) badPicks(`${type}: "${pick}" is picked twice`);
    seen.add(value);
    return value;
  });
}

/** Every k-subset of `items` (in order), refusing more than MAX_COMBINATIONS. */
export function kSubsets<T>(items: readonly T[], k: number, type: string): T[][] {
  assertCombinationCount(choose(items.length, k), type);
  const result: T[][] = [];
  const current: T[] = [];
  const walk = (start: number): void => {
    if (current.length === k) {
      result.push([...current]);
      return;
    }
    for (let i = start; i <= items.length - (k - current.length); i += 1) {
      current.push(items[i]!);
      walk(i + 1);
      current.pop();
    }
  };
  walk(0);
  return result;
}

/** A single-tier, probability-paid combination that hits once when `wins` holds. */
export function simpleCombo(
  key: string,
  probability: Fraction,
  wins: (result: LotteryResult) => boolean,
): Combo {
  const tiers = [{ prize: null, probability, pay: { kind: 'probability' as const } }];
  return { key, weight: 1, tiers, hits: (result) => [wins(result) ? 1 : 0] };
}

/** A digit string of exactly `digits` digits, or null. */
export function digitsPick(pick: string, digits: number): string | null {
  return pick.length === digits && /^\d+$/.test(pick) ? pick : null;
}

/** A ball written "7" or "07" within [min, max] → two digits ("07"), or null. */
export function ballPick(pick: string, min: number, max: number): string | null {
  if (!/^\d{1,2}$/.test(pick)) return null;
  const value = Number(pick);
  return value >= min && value <= max ? String(value).padStart(2, '0') : null;
}

/** "1" … "n" as strings. */
export function range(from: number, to: number, pad = 0): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(pad, '0'));
}

/** Every string of `digits` digits, ascending ("00" … "99"). */
export function allDigitStrings(digits: number): string[] {
  return range(0, 10 ** digits - 1, digits);
}

/** Pay of one hit of `tier` for a stake (unit × multiplier) at a prize group. */
export function payPerHit(tier: ComboTier, stakeMinor: bigint, series: number, topSeries: number): bigint {
  if (tier.pay.kind === 'probability') {
    return (stakeMinor * BigInt(series) * tier.probability.den) / (2000n * tier.probability.num);
  }
  return (stakeMinor * tier.pay.perUnit * BigInt(series)) / BigInt(topSeries);
}

/** The exact expected pay per unit stake of a tier (before rounding to minor units). */
export function exactTierReturn(tier: ComboTier, series: number, topSeries: number): Fraction {
  if (tier.pay.kind === 'probability') return fraction(series, 2000);
  return fraction(
    tier.pay.perUnit * BigInt(series) * tier.probability.num,
    BigInt(topSeries) * tier.probability.den,
  );
}

/** Name and rule of a bet type. */
export interface TypeTexts {
  name: Localized;
  rule: Localized;
}

/** A type whose picks are words or values from a fixed list, one combination per pick. */
export function optionsType(
  code: string,
  texts: TypeTexts,
  options: readonly string[],
  odds: (pick: string) => Fraction,
  wins: (pick: string, result: LotteryResult) => boolean,
  perPickOdds: boolean,
): BetTypeImpl {
  return {
    definition: { code, ...texts, pick: { kind: 'options', options, min: 1, max: options.length } },
    combos: (picks) =>
      canonicalPicks(code, picks, (p) => (options.includes(p) ? p : null)).map((pick) =>
        simpleCombo(`${code}:${pick}`, odds(pick), (result) => wins(pick, result)),
      ),
    values: () => options,
    perPickOdds,
    samplePicks: [options[0]!],
  };
}

/**
 * A type whose picks are `"position:value"` (position 1 … `positions`), one combination per pick;
 * `canonicalValue` maps an accepted spelling to the canonical one (e.g. "7" → "07").
 */
export function positionsType(
  code: string,
  texts: TypeTexts,
  positions: number,
  values: readonly string[],
  canonicalValue: (value: string) => string | null,
  odds: (value: string) => Fraction,
  wins: (position: number, value: string, result: LotteryResult) => boolean,
): BetTypeImpl {
  const all = range(1, positions).flatMap((position) => values.map((value) => `${position}:${value}`));
  return {
    definition: { code, ...texts, pick: { kind: 'positions', positions, values } },
    combos: (picks) =>
      canonicalPicks(code, picks, (pick) => {
        const match = /^(\d{1,2}):(.+)$/.exec(pick);
        const position = Number(match?.[1]);
        const value = match ? canonicalValue(match[2]!) : null;
        return value !== null && position >= 1 && position <= positions ? `${position}:${value}` : null;
      }).map((pick) => {
        const [position, value] = pick.split(':') as [string, string];
        return simpleCombo(`${code}:${pick}`, odds(value), (result) => wins(Number(position), value, result));
      }),
    values: () => all,
    perPickOdds: false,
    samplePicks: [all[0]!],
  };
}
