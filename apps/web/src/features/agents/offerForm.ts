import {
  CONTRACT_MAX_RATE,
  type CARRY_OVER_RULES,
  type Contract,
  type ContractKind,
  type ContractTierInput,
  type DividendPeriod,
  type Routes,
} from '@wps/contracts';
import type { z } from 'zod';

/** One tier as typed in the offer form: every field a text, empty when not set. */
export interface TierDraft {
  rate: string;
  minValidBet: string;
  minProfitLoss: string;
  minActiveMembers: string;
  minSingleBet: string;
  minLossRate: string;
  maxWinRate: string;
}

export type CarryOver = (typeof CARRY_OVER_RULES)[number];

export interface OfferDraft {
  tiers: TierDraft[];
  /** Dividends only. */
  period: DividendPeriod;
  carryOver: CarryOver;
}

export type OfferBody = z.input<NonNullable<Routes['offerContract']['body']>>;

/** The conditions each kind's tiers may set (docs/product.md §Agents; real-time adds three). */
export const TIER_CONDITIONS: Record<ContractKind, readonly (keyof Omit<TierDraft, 'rate'>)[]> = {
  daily: ['minValidBet', 'minProfitLoss', 'minActiveMembers'],
  hourly: ['minValidBet', 'minProfitLoss', 'minActiveMembers'],
  dividend: ['minValidBet', 'minProfitLoss', 'minActiveMembers'],
  realtime: ['minValidBet', 'minProfitLoss', 'minActiveMembers', 'minSingleBet', 'minLossRate', 'maxWinRate'],
};

export const EMPTY_TIER: TierDraft = {
  rate: '',
  minValidBet: '',
  minProfitLoss: '',
  minActiveMembers: '',
  minSingleBet: '',
  minLossRate: '',
  maxWinRate: '',
};

/** Drops the zeros a server amount or rate carries ("1000.00" → "1000", "1.50" → "1.5"). */
function plain(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** The form's starting point: the terms of the contract being changed, or one empty tier. */
export function draftOf(contract: Contract | null): OfferDraft {
  if (!contract) return { tiers: [{ ...EMPTY_TIER }], period: 'monthly', carryOver: 'none' };
  return {
    tiers: contract.tiers.map((tier) => ({
      rate: plain(tier.rate),
      minValidBet: plain(tier.minValidBet),
      minProfitLoss: plain(tier.minProfitLoss),
      minActiveMembers: plain(tier.minActiveMembers),
      minSingleBet: plain(tier.minSingleBet),
      minLossRate: plain(tier.minLossRate),
      maxWinRate: plain(tier.maxWinRate),
    })),
    period:
      contract.kind === 'dividend' && contract.period !== 'hourly' && contract.period !== '5min'
        ? contract.period
        : 'monthly',
    carryOver: contract.carryOver,
  };
}

const text = (value: string) => (value.trim() === '' ? null : value.trim());

/** One typed tier as the contract reads it: empty conditions are null, a count is a number. */
export function tierInput(kind: ContractKind, draft: TierDraft): ContractTierInput {
  const realtime = kind === 'realtime';
  return {
    rate: draft.rate.trim(),
    minValidBet: text(draft.minValidBet),
    minProfitLoss: text(draft.minProfitLoss),
    minActiveMembers: text(draft.minActiveMembers) === null ? null : Number(draft.minActiveMembers.trim()),
    minSingleBet: realtime ? text(draft.minSingleBet) : null,
    minLossRate: realtime ? text(draft.minLossRate) : null,
    maxWinRate: realtime ? text(draft.maxWinRate) : null,
  };
}

/** The `offerContract` body: the kind, the downline, the tiers, and for dividends period and carry-over. */
export function offerBody(kind: ContractKind, downlineUsername: string, draft: OfferDraft): OfferBody {
  return {
    kind,
    downlineUsername,
    tiers: draft.tiers.map((tier) => tierInput(kind, tier)),
    ...(kind === 'dividend' ? { period: draft.period, carryOver: draft.carryOver } : {}),
  };
}

export type RateProblem = 'required' | 'format' | 'zero' | 'max' | 'limit';

/** Basis points of a percentage text ("1.25" → 125). */
function basisPoints(value: string): number {
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
}

/**
 * Why a tier's rate cannot be offered: empty, not a percentage with two decimals, zero, above the
 * kind's ceiling, or above the agent's own rate (`limit`, the offer limit).
 */
export function rateProblem(value: string, kind: ContractKind, limit: string | null): RateProblem | null {
  const rate = value.trim();
  if (!rate) return 'required';
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(rate)) return 'format';
  const bp = basisPoints(rate);
  if (bp <= 0) return 'zero';
  if (bp > CONTRACT_MAX_RATE[kind] * 100) return 'max';
  if (limit !== null && bp > basisPoints(limit)) return 'limit';
  return null;
}

/** Why a threshold amount is not valid (empty is fine: the condition is not set). */
export function amountProblem(value: string, decimals: number): 'format' | 'decimals' | null {
  const amount = value.trim();
  if (!amount) return null;
  const match = /^\d{1,13}(?:\.(\d+))?$/.exec(amount);
  if (!match) return 'format';
  if ((match[1]?.length ?? 0) > Math.min(decimals, 4)) return 'decimals';
  return null;
}

/** A count of members: whole, at most a million (empty: not set). */
export function countProblem(value: string): 'format' | null {
  const count = value.trim();
  if (!count) return null;
  return /^\d{1,7}$/.test(count) && Number(count) <= 1_000_000 ? null : 'format';
}

/** A share in percent with two decimals, at most `max` (empty: not set). */
export function percentProblem(value: string, max: number): 'format' | 'max' | null {
  const share = value.trim();
  if (!share) return null;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(share)) return 'format';
  return basisPoints(share) > max * 100 ? 'max' : null;
}
