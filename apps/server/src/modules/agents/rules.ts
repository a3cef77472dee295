import {
  CONTRACT_MAX_RATE,
  toMinorUnits,
  type ContractKind,
  type ContractTier,
  type ContractTierInput,
  type CurrencySettings as Currency,
} from '@wps/contracts';
import { formatMoney } from '../../kernel/money.js';
import { AppError, validationError, type FieldErrors } from '../../platform/errors.js';

/*
 * The contract engine's pure rules (docs/product.md §Agents): rates, tiers, which tier a period's
 * figures meet, what a bill pays, and the whole of one period's bills for a kind given the team
 * figures. No database and no clock: the settlement use case feeds these and writes what they say.
 */

/** Basis points in 100 %. */
export const FULL_BP = 10_000;

/** "1.25" (percent) → 125 basis points; a text that is not such a percentage is a programming error. */
export function rateToBp(rate: string): number {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(rate.trim());
  if (!match) throw new TypeError(`rateToBp: not a percentage: ${JSON.stringify(rate)}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 125 basis points → "1.25". */
export function bpToRate(bp: number): string {
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
}

/** A tier as stored: rates in basis points, amounts in minor units. */
export interface StoredTier {
  rateBp: number;
  minValidBet: bigint | null;
  minProfitLoss: bigint | null;
  minActiveMembers: number | null;
  minSingleBet: bigint | null;
  minLossRateBp: number | null;
  maxWinRateBp: number | null;
}

/** The JSON kept in `agent_contracts.tiers` (bigints as decimal strings). */
export type TierJson = Record<keyof StoredTier, string | number | null>;

export function tierToJson(tier: StoredTier): TierJson {
  return {
    rateBp: tier.rateBp,
    minValidBet: tier.minValidBet?.toString() ?? null,
    minProfitLoss: tier.minProfitLoss?.toString() ?? null,
    minActiveMembers: tier.minActiveMembers,
    minSingleBet: tier.minSingleBet?.toString() ?? null,
    minLossRateBp: tier.minLossRateBp,
    maxWinRateBp: tier.maxWinRateBp,
  };
}

export function tierFromJson(json: TierJson): StoredTier {
  const big = (value: string | number | null) => (value === null ? null : BigInt(value));
  const int = (value: string | number | null) => (value === null ? null : Number(value));
  return {
    rateBp: Number(json.rateBp),
    minValidBet: big(json.minValidBet),
    minProfitLoss: big(json.minProfitLoss),
    minActiveMembers: int(json.minActiveMembers),
    minSingleBet: big(json.minSingleBet),
    minLossRateBp: int(json.minLossRateBp),
    maxWinRateBp: int(json.maxWinRateBp),
  };
}

/**
 * The tiers of an offer in stored form, highest rate last. Refuses (field errors `tiers.N.field`) a
 * rate above the kind's ceiling or zero, a threshold with more decimals than the currency, and the
 * real-time conditions on another kind.
 */
export function tiersFromInput(
  kind: ContractKind,
  input: ContractTierInput[],
  currency: Currency,
): StoredTier[] {
  const fields: FieldErrors = {};
  const tiers = input.map((tier, index) => {
    const at = (name: string) => `tiers.${index}.${name}`;
    const rateBp = rateToBp(tier.rate);
    if (rateBp <= 0) fields[at('rate')] = { code: 'field.too_small', message: 'A rate must be above 0' };
    if (rateBp > CONTRACT_MAX_RATE[kind] * 100)
      fields[at('rate')] = {
        code: 'field.too_big',
        message: `A ${kind} rate may be at most ${CONTRACT_MAX_RATE[kind]} %`,
      };
    const amount = (name: keyof ContractTierInput, value: string | null | undefined) => {
      if (value === null || value === undefined) return null;
      const minor = toMinorUnits(value, currency.decimals);
      if (minor === null) {
        fields[at(name)] = {
          code: 'field.invalid_format',
          message: `At most ${currency.decimals} decimals`,
        };
        return null;
      }
      return minor;
    };
    const realtimeOnly = (name: keyof ContractTierInput, value: unknown) => {
      if (kind !== 'realtime' && value !== null && value !== undefined)
        fields[at(name)] = {
          code: 'field.not_allowed',
          message: 'Only real-time salary tiers have this condition',
        };
    };
    realtimeOnly('minSingleBet', tier.minSingleBet);
    realtimeOnly('minLossRate', tier.minLossRate);
    realtimeOnly('maxWinRate', tier.maxWinRate);
    const maxWin =
      tier.maxWinRate === null || tier.maxWinRate === undefined ? null : rateToBp(tier.maxWinRate);
    if (kind === 'realtime' && maxWin !== null && maxWin > FULL_BP)
      fields[at('maxWinRate')] = { code: 'field.too_big', message: 'At most 100 %' };
    return {
      rateBp,
      minValidBet: amount('minValidBet', tier.minValidBet),
      minProfitLoss: amount('minProfitLoss', tier.minProfitLoss),
      minActiveMembers: tier.minActiveMembers ?? null,
      minSingleBet: kind === 'realtime' ? amount('minSingleBet', tier.minSingleBet) : null,
      minLossRateBp:
        kind === 'realtime' && tier.minLossRate !== null && tier.minLossRate !== undefined
          ? rateToBp(tier.minLossRate)
          : null,
      maxWinRateBp: kind === 'realtime' ? maxWin : null,
    } satisfies StoredTier;
  });
  if (Object.keys(fields).length > 0) throw validationError(fields);
  return tiers.sort((a, b) => a.rateBp - b.rateBp);
}

export function topRateOf(tiers: readonly StoredTier[]): number {
  return tiers.reduce((top, tier) => Math.max(top, tier.rateBp), 0);
}

/** An offer's tiers may not pay above the offering agent's own top rate. */
export function requireWithinLimit(tiers: readonly StoredTier[], limitBp: number): void {
  if (topRateOf(tiers) > limitBp)
    throw new AppError('contract.rate.above.upline', { limit: bpToRate(limitBp) });
}

export function tierView(tier: StoredTier, currency: Currency): ContractTier {
  const money = (value: bigint | null) => (value === null ? null : formatMoney(value, currency));
  return {
    rate: bpToRate(tier.rateBp),
    minValidBet: money(tier.minValidBet),
    minProfitLoss: money(tier.minProfitLoss),
    minActiveMembers: tier.minActiveMembers,
    minSingleBet: money(tier.minSingleBet),
    minLossRate: tier.minLossRateBp === null ? null : bpToRate(tier.minLossRateBp),
    maxWinRate: tier.maxWinRateBp === null ? null : bpToRate(tier.maxWinRateBp),
  };
}

// ---------------------------------------------------------------------------------------------
// Figures and bills

/** A team's settled play in a period (rounds settled in it), counting only stakes ≥ a threshold. */
export interface TeamFigures {
  /** Rounds read. */
  rows: number;
  validBet: bigint;
  wins: bigint;
  /** Team members with a valid bet. */
  activeMembers: number;
  /** Of the above, from rounds placed before the period began (late settlements). */
  lateValidBet: bigint;
  lateWins: bigint;
}

export const NO_FIGURES: TeamFigures = {
  rows: 0,
  validBet: 0n,
  wins: 0n,
  activeMembers: 0,
  lateValidBet: 0n,
  lateWins: 0n,
};

/** Figures of an agent's team, counting only stakes of at least `threshold` (0: every stake). */
export type FiguresOf = (agentId: number, threshold: bigint) => TeamFigures;

/** Whether the figures meet every condition the tier sets (shares compared exactly, no rounding). */
export function meets(tier: StoredTier, figures: TeamFigures): boolean {
  const loss = figures.validBet - figures.wins;
  const full = BigInt(FULL_BP);
  if (tier.minValidBet !== null && figures.validBet < tier.minValidBet) return false;
  if (tier.minProfitLoss !== null && loss < tier.minProfitLoss) return false;
  if (tier.minActiveMembers !== null && figures.activeMembers < tier.minActiveMembers) return false;
  // loss / validBet ≥ min, and wins / validBet ≤ max; with no valid bet neither share exists.
  if (
    tier.minLossRateBp !== null &&
    (figures.validBet <= 0n || loss * full < BigInt(tier.minLossRateBp) * figures.validBet)
  )
    return false;
  if (
    tier.maxWinRateBp !== null &&
    (figures.validBet <= 0n || figures.wins * full > BigInt(tier.maxWinRateBp) * figures.validBet)
  )
    return false;
  return true;
}

/** The thresholds a set of tiers reads figures at (0 for tiers without a single-bet minimum). */
export function thresholdsOf(tiers: readonly StoredTier[]): bigint[] {
  return [...new Set(tiers.map((tier) => tier.minSingleBet ?? 0n))];
}

/** The tier met with the highest rate (its index in `tiers`), with the figures it read; or null. */
export function pickTier(
  tiers: readonly StoredTier[],
  figuresAt: (threshold: bigint) => TeamFigures,
): { index: number; tier: StoredTier; figures: TeamFigures } | null {
  let best: { index: number; tier: StoredTier; figures: TeamFigures } | null = null;
  tiers.forEach((tier, index) => {
    const figures = figuresAt(tier.minSingleBet ?? 0n);
    if (meets(tier, figures) && (best === null || tier.rateBp > best.tier.rateBp))
      best = { index, tier, figures };
  });
  return best;
}

/** `base × rate`, rounded down to the minor unit; nothing of a base not above zero. */
export function amountOf(base: bigint, rateBp: number): bigint {
  return base > 0n ? (base * BigInt(rateBp)) / BigInt(FULL_BP) : 0n;
}

/** A contract in force for the period, as the engine sees it. */
export interface EngineContract {
  id: number;
  agentId: number;
  /** null: the platform pays. */
  payerId: number | null;
  tiers: StoredTier[];
  topRateBp: number;
  carryOver: 'none' | 'accumulate';
  /** Dividends: the negative base the previous period's bill carried out (≤ 0). */
  carryIn: bigint;
}

export interface EngineBill {
  contractId: number;
  agentId: number;
  payerId: number | null;
  /** The figures of the tier's threshold (every stake when no tier was met). */
  figures: TeamFigures;
  tier: number | null;
  /** The rate paid: the tier's, never above the payer's own top rate. */
  rateBp: number;
  carryIn: bigint;
  carryOut: bigint;
  amount: bigint;
  /** due: to be paid; target_not_reached: nothing to pay. */
  state: 'due' | 'target_not_reached';
}

/**
 * One period's bills of a kind: for each contract, the tier its agent's team met, the rate (capped
 * at the payer's top rate, so a downline never earns above its upline's rate), the base (salaries:
 * the valid bets at the tier's threshold; dividends: the team's loss plus what was carried in) and
 * the amount. A dividend whose base is not above zero carries it out when the contract says so.
 */
export function computeBills(
  kind: ContractKind,
  contracts: readonly EngineContract[],
  figuresOf: FiguresOf,
): EngineBill[] {
  const topRateOfAgent = new Map(contracts.map((contract) => [contract.agentId, contract.topRateBp]));
  return contracts.map((contract) => {
    const figuresAt = (threshold: bigint) => figuresOf(contract.agentId, threshold);
    const picked = pickTier(contract.tiers, figuresAt);
    const figures = picked?.figures ?? figuresAt(0n);
    const payerTop =
      contract.payerId === null ? contract.topRateBp : (topRateOfAgent.get(contract.payerId) ?? 0);
    const rateBp = picked ? Math.min(picked.tier.rateBp, payerTop) : 0;
    let base: bigint;
    let carryOut = 0n;
    if (kind === 'dividend') {
      base = figures.validBet - figures.wins + contract.carryIn;
      if (base <= 0n && contract.carryOver === 'accumulate') carryOut = base;
    } else base = figures.validBet;
    const amount = picked ? amountOf(base, rateBp) : 0n;
    return {
      contractId: contract.id,
      agentId: contract.agentId,
      payerId: contract.payerId,
      figures,
      tier: picked ? picked.index : null,
      rateBp,
      carryIn: contract.carryIn,
      carryOut,
      amount,
      state: amount > 0n ? 'due' : 'target_not_reached',
    };
  });
}

/**
 * The order bills are paid in: an upline's own pay before what it pays its downlines, so a salary
 * received in the period can pay the team under it (`depthOf`: the agent's depth in the tree).
 */
export function paymentOrder<T extends { agentId: number; contractId: number }>(
  bills: readonly T[],
  depthOf: (agentId: number) => number,
): T[] {
  return [...bills].sort((a, b) => depthOf(a.agentId) - depthOf(b.agentId) || a.contractId - b.contractId);
}

/** The ledger type a kind's pay is posted as (docs/product.md §Records: real-time shows as daily wage). */
export const PAY_TYPE: Record<ContractKind, 'wages' | 'hourly_wages' | 'realtime_wages' | 'share_bonus'> = {
  daily: 'wages',
  hourly: 'hourly_wages',
  realtime: 'realtime_wages',
  dividend: 'share_bonus',
};

/** A bill's posting key: one posting per (contract, period), however often the period is settled. */
export function billKey(contractId: number, periodStart: Date): string {
  return `contract:${contractId}:${periodStart.getTime()}`;
}

/** A run's checksum over the rounds it read: their count, stakes and wins. */
export function checksumOf(rows: number, validBet: bigint, wins: bigint): string {
  return `n=${rows};bet=${validBet};win=${wins}`;
}
