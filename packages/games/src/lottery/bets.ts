/**
 * Pricing, settlement, exposure and rebate of lottery bets (pure).
 *
 * - `priceBet` validates a bet and counts its combinations: `cost = unit × multiplier × combinations`.
 *   Combinations are one per number / option / position pick / k-subset, except lô, where a number
 *   counts one combination per prize slot (27 north, 18 central-south for lo2). At most 1000
 *   combinations per bet — counting a lô number once — else `too.many.combinations`.
 * - `settleBet` pays each winning combination per hit: probability-paid types
 *   `floor(stake × series / (2000 × p))`, SEA fixed tables `floor(stake × table × series / topSeries)`,
 *   with `stake = unit × multiplier`.
 * - `exposureOf` gives one entry per key that can come up (`${type}:${pick}`, e.g. `lo2:27`,
 *   `xien2:12-27`, `ssc.pos:1:5`) with what the bet pays if that key hits once (lô: per appearance;
 *   SEA: the best prize the number can win).
 * - `rebateOf` = floor(cost × (topSeries − series) / 2000).
 */
import { K3_TYPES } from './bets-k3.js';
import { PK10_TYPES } from './bets-pk10.js';
import { SEA4D_TYPES, THAI6_TYPES } from './bets-sea.js';
import { SSC_TYPES } from './bets-ssc.js';
import { vnBetTypes } from './bets-vn.js';
import { X115_TYPES } from './bets-x115.js';
import { MAX_COMBINATIONS, assertCombinationCount, payPerHit } from './core.js';
import type { BetTypeImpl, Combo } from './core.js';
import { assertResultOf } from './draw.js';
import { topSeries } from './games.js';
import { LotteryBetError } from './types.js';
import type {
  BetSettlement,
  BetTypeDefinition,
  Exposure,
  LotteryBet,
  LotteryGameDefinition,
  LotteryResult,
  PricedBet,
} from './types.js';

/** The largest whole multiplier. */
export const MAX_MULTIPLIER = 9999;

/** One winning combination of a settled bet. */
export interface WinningCombination {
  /** The exposure key of the combination. */
  key: string;
  /** Hits (lô: appearances). */
  hits: number;
  winMinor: bigint;
}

/** A settlement with the winning combinations listed (for the member's bet details). */
export interface BetSettlementDetail extends BetSettlement {
  wins: WinningCombination[];
}

/** The implementations of a game's bet types. */
export function betTypeImpls(game: LotteryGameDefinition): readonly BetTypeImpl[] {
  switch (game.family) {
    case 'VN':
      return vnBetTypes(game);
    case 'SEA4D':
      return SEA4D_TYPES;
    case 'THAI6':
      return THAI6_TYPES;
    case 'SSC':
      return SSC_TYPES;
    case 'K3':
      return K3_TYPES;
    case 'PK10':
      return PK10_TYPES;
    case 'X115':
      return X115_TYPES;
  }
}

/** The implementation of one bet type; throws 'unknown.type'. */
export function betTypeImpl(game: LotteryGameDefinition, type: string): BetTypeImpl {
  const impl = betTypeImpls(game).find((t) => t.definition.code === type);
  if (!impl) throw new LotteryBetError('unknown.type', `${game.code} has no bet type ${String(type)}`);
  return impl;
}

/** The bet types a game offers (codes, names, how to pick, rules). */
export function betTypesOf(game: LotteryGameDefinition): BetTypeDefinition[] {
  return betTypeImpls(game).map((t) => t.definition);
}

/** Every valid single pick of a bet type (null when too many to list, e.g. THAI6 first6). */
export function pickValuesOf(game: LotteryGameDefinition, type: string): readonly string[] | null {
  return betTypeImpl(game, type).values();
}

/** Throws 'unknown.series' unless `series` is one of the game's prize groups. */
export function assertSeries(game: LotteryGameDefinition, series: number): void {
  if (!game.series.includes(series)) {
    throw new LotteryBetError(
      'unknown.series',
      `${game.code} offers series ${game.series.join(', ')}, not ${series}`,
    );
  }
}

function expand(game: LotteryGameDefinition, bet: LotteryBet): { impl: BetTypeImpl; combos: Combo[] } {
  if (typeof bet !== 'object' || bet === null) throw new LotteryBetError('bad.picks', 'a bet is an object');
  const impl = betTypeImpl(game, bet.type);
  if (
    typeof bet.unitMinor !== 'bigint' ||
    bet.unitMinor < game.minUnitMinor ||
    bet.unitMinor > game.maxUnitMinor
  ) {
    throw new LotteryBetError(
      'bad.amount',
      `unit must be between ${game.minUnitMinor} and ${game.maxUnitMinor} minor units`,
    );
  }
  if (!Number.isInteger(bet.multiplier) || bet.multiplier < 1 || bet.multiplier > MAX_MULTIPLIER) {
    throw new LotteryBetError('bad.multiplier', `multiplier must be a whole number 1–${MAX_MULTIPLIER}`);
  }
  if (!Array.isArray(bet.picks) || bet.picks.length === 0) {
    throw new LotteryBetError('bad.picks', `${bet.type}: pick at least one`);
  }
  const pick = impl.definition.pick;
  const [min, max] =
    pick.kind === 'positions' ? [1, pick.positions * pick.values.length] : [pick.min, pick.max];
  if (bet.picks.length < min || bet.picks.length > max) {
    throw new LotteryBetError('bad.picks', `${bet.type}: pick ${min} to ${max}`);
  }
  const combos = impl.combos(bet.picks);
  assertCombinationCount(combos.length, bet.type);
  return { impl, combos };
}

/**
 * Validates a bet and prices it: combinations and `cost = unit × multiplier × combinations`. Throws
 * `LotteryBetError` ('unknown.type', 'bad.picks', 'bad.amount', 'bad.multiplier',
 * 'too.many.combinations').
 */
export function priceBet(game: LotteryGameDefinition, bet: LotteryBet): PricedBet {
  const { combos } = expand(game, bet);
  const combinations = combos.reduce((sum, combo) => sum + combo.weight, 0);
  return {
    bet,
    combinations,
    costMinor: bet.unitMinor * BigInt(bet.multiplier) * BigInt(combinations),
  };
}

/**
 * What a bet wins against a result at a prize group: the sum over its combinations of hits × pay per
 * hit. Validates the bet, the series and the result (`LotteryResultError` for a malformed result).
 */
export function settleBet(
  game: LotteryGameDefinition,
  bet: LotteryBet,
  result: LotteryResult,
  series: number,
): BetSettlementDetail {
  const { combos } = expand(game, bet);
  assertSeries(game, series);
  assertResultOf(game, result);
  const stake = bet.unitMinor * BigInt(bet.multiplier);
  const top = topSeries(game);
  const wins: WinningCombination[] = [];
  let winMinor = 0n;
  let hits = 0;
  for (const combo of combos) {
    const tierHits = combo.hits(result);
    let comboHits = 0;
    let comboWin = 0n;
    combo.tiers.forEach((tier, i) => {
      const n = tierHits[i] ?? 0;
      if (n > 0) {
        comboHits += n;
        comboWin += BigInt(n) * payPerHit(tier, stake, series, top);
      }
    });
    if (comboHits > 0) {
      wins.push({ key: combo.key, hits: comboHits, winMinor: comboWin });
      hits += comboHits;
      winMinor += comboWin;
    }
  }
  return { winMinor, hits, wins };
}

/**
 * The house's exposure to a bet: per key that can come up, what the bet pays if it comes up once
 * (lô: per appearance — two appearances pay twice; SEA: the best prize of the number).
 */
export function exposureOf(game: LotteryGameDefinition, bet: LotteryBet, series: number): Exposure[] {
  const { combos } = expand(game, bet);
  assertSeries(game, series);
  const stake = bet.unitMinor * BigInt(bet.multiplier);
  const top = topSeries(game);
  return combos.map((combo) => ({
    key: combo.key,
    payoutMinor: combo.tiers.reduce((best, tier) => {
      const pay = payPerHit(tier, stake, series, top);
      return pay > best ? pay : best;
    }, 0n),
  }));
}

/** The rebate on a bet's cost at a prize group: floor(cost × (topSeries − series) / 2000). */
export function rebateOf(game: LotteryGameDefinition, series: number, costMinor: bigint): bigint {
  assertSeries(game, series);
  if (typeof costMinor !== 'bigint' || costMinor < 0n)
    throw new RangeError('costMinor must be a non-negative bigint');
  return (costMinor * BigInt(topSeries(game) - series)) / 2000n;
}

export { MAX_COMBINATIONS };
