/**
 * The published payout table: per bet type (and per pick where odds differ, and per prize tier for the
 * SEA tables) the pay of a 1.00 stake, the probability and the RTP.
 *
 * - `payout`: what a 1.00 stake (100 minor units) wins per hit, floored to minor units, as a decimal
 *   string with two decimals ("97.50"); `payoutMinor` the same in minor units.
 * - `probability`: the exact probability of one hit as "num/den" (lô: per prize slot).
 * - `rtp`: the exact expected return of the type (or pick) in percent, before minor-unit rounding,
 *   rounded half up to two decimals; the same on every tier row of a type. Probability-paid types
 *   return exactly series / 2000 (97.50 at 1950); SEA types their table × series / topSeries.
 */
import { betTypeImpl, betTypeImpls, assertSeries } from './bets.js';
import { exactTierReturn, formatFraction, fraction, payPerHit } from './core.js';
import type { BetTypeImpl, Fraction } from './core.js';
import { topSeries } from './games.js';
import type { LotteryGameDefinition } from './types.js';

/** One row of the published table. */
export interface PayoutTableRow {
  type: string;
  /** The pick, for types whose odds differ per pick; null otherwise. */
  pick: string | null;
  /** The prize tier (SEA4D first … consolation; THAI6 rows); null for single-tier types. */
  prize: string | null;
  /** Win of a 1.00 stake per hit, two decimals. */
  payout: string;
  payoutMinor: bigint;
  /** Probability of one hit, "num/den". */
  probability: string;
  /** Expected return in percent, two decimals. */
  rtp: string;
}

/** The table of one game at one prize group. */
export interface PayoutTable {
  game: string;
  series: number;
  /** Rebate on cost at this series, percent with two decimals. */
  rebate: string;
  rows: PayoutTableRow[];
}

const ONE_UNIT = 100n;

function decimal(minor: bigint): string {
  return `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
}

/** A fraction as a percentage with two decimals, rounded half up. */
function percent(f: Fraction): string {
  const hundredths = (f.num * 10_000n * 2n + f.den) / (2n * f.den);
  return decimal(hundredths);
}

function add(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

function rowsOf(
  game: LotteryGameDefinition,
  impl: BetTypeImpl,
  series: number,
  pick: string | null,
): PayoutTableRow[] {
  const picks = pick === null ? impl.samplePicks : [pick];
  const combo = impl.combos(picks)[0]!;
  const top = topSeries(game);
  const rtp = combo.tiers.reduce((sum, tier) => add(sum, exactTierReturn(tier, series, top)), fraction(0, 1));
  return combo.tiers.map((tier) => {
    const payoutMinor = payPerHit(tier, ONE_UNIT, series, top);
    return {
      type: impl.definition.code,
      pick,
      prize: tier.prize,
      payout: decimal(payoutMinor),
      payoutMinor,
      probability: formatFraction(tier.probability),
      rtp: percent(rtp),
    };
  });
}

function typeRows(game: LotteryGameDefinition, impl: BetTypeImpl, series: number): PayoutTableRow[] {
  if (!impl.perPickOdds) return rowsOf(game, impl, series, null);
  return (impl.values() ?? []).flatMap((pick) => rowsOf(game, impl, series, pick));
}

/** The published payout table of a game at a prize group. */
export function payoutTable(game: LotteryGameDefinition, series: number): PayoutTable {
  assertSeries(game, series);
  return {
    game: game.code,
    series,
    rebate: percent(fraction(topSeries(game) - series, 2000)),
    rows: betTypeImpls(game).flatMap((impl) => typeRows(game, impl, series)),
  };
}

/**
 * The rows of the payout table for one bet type: all its rows, or when `pick` is given the rows of
 * that pick (for types whose odds do not differ per pick, the type's rows with `pick` set; a xiên or
 * x115.anyK combination is written as in its key, "12-34"). Throws
 * `LotteryBetError` for an unknown type, series or pick.
 */
export function oddsOf(
  game: LotteryGameDefinition,
  betType: string,
  series: number,
  pick?: string,
): PayoutTableRow[] {
  assertSeries(game, series);
  const impl = betTypeImpl(game, betType);
  if (pick === undefined) return typeRows(game, impl, series);
  // A k-number combination (xiên, x115.anyK) is written with dashes, as in its exposure key: "12-34".
  const canonical = impl.combos(pick.split('-'))[0]!.key.slice(betType.length + 1);
  const rows = rowsOf(game, impl, series, impl.perPickOdds ? canonical : null);
  return rows.map((row) => ({ ...row, pick: canonical }));
}
