import {
  CONTRACT_MAX_RATE,
  CONTRACT_MAX_TIERS,
  platformContractBodySchema,
  type CARRY_OVER_RULES,
  type ContractKind,
  type ContractTierInput,
  type DividendPeriod,
} from '@wps/contracts';
import type { z } from 'zod';

/*
 * The "offer platform contract" form: what is typed (every field a text), the body it becomes, and
 * its check with the very schema the server uses (platformContractBodySchema) plus the limits the
 * server applies on top (a rate above 0 and at most the kind's ceiling, a win rate at most 100 %).
 * Problems are keyed by the body's dotted path ("tiers.0.rate"), as the server keys its own.
 */

export type TierField =
  | 'rate'
  | 'minValidBet'
  | 'minProfitLoss'
  | 'minActiveMembers'
  | 'minSingleBet'
  | 'minLossRate'
  | 'maxWinRate';

export type TierDraft = Record<TierField, string>;

export interface OfferDraft {
  username: string;
  kind: ContractKind;
  tiers: TierDraft[];
  /** Dividends only. */
  period: DividendPeriod;
  carryOver: (typeof CARRY_OVER_RULES)[number];
  reason: string;
}

/** The conditions a tier of each kind may set (real-time salaries add three of their own). */
export const TIER_CONDITIONS: Record<ContractKind, readonly Exclude<TierField, 'rate'>[]> = {
  daily: ['minValidBet', 'minProfitLoss', 'minActiveMembers'],
  hourly: ['minValidBet', 'minProfitLoss', 'minActiveMembers'],
  dividend: ['minValidBet', 'minProfitLoss', 'minActiveMembers'],
  realtime: ['minValidBet', 'minProfitLoss', 'minActiveMembers', 'minSingleBet', 'minLossRate', 'maxWinRate'],
};

export const MAX_TIERS = CONTRACT_MAX_TIERS;

export function emptyTier(): TierDraft {
  return {
    rate: '',
    minValidBet: '',
    minProfitLoss: '',
    minActiveMembers: '',
    minSingleBet: '',
    minLossRate: '',
    maxWinRate: '',
  };
}

export function emptyOffer(): OfferDraft {
  return {
    username: '',
    kind: 'daily',
    tiers: [emptyTier()],
    period: 'monthly',
    carryOver: 'none',
    reason: '',
  };
}

const text = (value: string) => (value.trim() === '' ? null : value.trim());

/** A count as typed: empty is "not set", digits a number, anything else NaN (the schema refuses it). */
function count(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** One typed tier as the contract reads it: empty conditions are null; others than the kind's are left out. */
export function tierInput(kind: ContractKind, draft: TierDraft): ContractTierInput {
  const realtime = kind === 'realtime';
  return {
    rate: draft.rate.trim(),
    minValidBet: text(draft.minValidBet),
    minProfitLoss: text(draft.minProfitLoss),
    minActiveMembers: count(draft.minActiveMembers),
    minSingleBet: realtime ? text(draft.minSingleBet) : null,
    minLossRate: realtime ? text(draft.minLossRate) : null,
    maxWinRate: realtime ? text(draft.maxWinRate) : null,
  };
}

export type OfferBody = z.input<typeof platformContractBodySchema>;

/** The body of `operatorOfferPlatformContract` for the agent found for the typed username. */
export function offerBody(draft: OfferDraft, agentId: number): OfferBody {
  return {
    kind: draft.kind,
    agentId,
    tiers: draft.tiers.map((tier) => tierInput(draft.kind, tier)),
    ...(draft.kind === 'dividend' ? { period: draft.period, carryOver: draft.carryOver } : {}),
    reason: draft.reason.trim(),
  };
}

/** Basis points of a percentage text ("1.25" → 125); NaN when it is not one. */
function basisPoints(value: string): number {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Dotted paths of the problems of a body, the first per path. */
function pathsOf(error: z.ZodError): string[] {
  const paths: string[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    if (!paths.includes(path)) paths.push(path);
  }
  return paths;
}

export type OfferCheck =
  { ok: true; body: z.output<typeof platformContractBodySchema> } | { ok: false; fields: string[] };

/**
 * Checks the form as the server would: the schema, then each tier's rate against the kind's ceiling
 * and the win rate against 100 %. `agentId` is the agent found (a placeholder while only the terms
 * are checked).
 */
export function checkOffer(draft: OfferDraft, agentId: number): OfferCheck {
  const body = offerBody(draft, agentId);
  const parsed = platformContractBodySchema.safeParse(body);
  const fields = parsed.success ? [] : pathsOf(parsed.error);
  draft.tiers.forEach((tier, index) => {
    const rate = basisPoints(tier.rate);
    const at = (field: TierField) => `tiers.${index}.${field}`;
    if (!Number.isNaN(rate) && (rate <= 0 || rate > CONTRACT_MAX_RATE[draft.kind] * 100))
      if (!fields.includes(at('rate'))) fields.push(at('rate'));
    if (draft.kind === 'realtime' && tier.maxWinRate.trim() !== '') {
      const win = basisPoints(tier.maxWinRate);
      if (!Number.isNaN(win) && win > 10_000 && !fields.includes(at('maxWinRate')))
        fields.push(at('maxWinRate'));
    }
  });
  if (fields.length > 0 || !parsed.success) return { ok: false, fields };
  return { ok: true, body: parsed.data };
}

/** The field a problem's path belongs to: a tier's field ("tiers.0.rate"), or the body's own. */
export function fieldOfPath(path: string): { tier: number; field: TierField } | { field: string } {
  const match = /^tiers\.(\d+)\.(\w+)$/.exec(path);
  if (match) return { tier: Number(match[1]), field: match[2] as TierField };
  return { field: path.split('.')[0]! };
}
