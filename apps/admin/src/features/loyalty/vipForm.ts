import {
  GAME_CATEGORIES,
  vipRankInputSchema,
  vipRulesInputSchema,
  type GameCategory,
  type VipRankInput,
} from '@wps/contracts';
import type { z } from 'zod';
import { localizedForm, localizedValue, type LocalizedForm } from '../../shared/localized';
import type { VipRank, VipRules } from './loyaltyApi';
import { basisPointsOfPercent, decimalsIn, percentOfBasisPoints, wholeOf } from './numbers';

/*
 * The VIP rules editor's pure side: the ranks as the form holds them (text as typed), the body sent
 * (checked with the very schemas the server uses, `vipRankInputSchema` and `vipRulesInputSchema`),
 * cashback rates typed as percentages with 2 decimals and sent as whole basis points (string maths,
 * no floating point), and the form field behind each refused body path.
 */

/** The contract's bounds: 1 to 31 ranks (levels 0 to 30), cashback 0–500 basis points (5.00 %). */
export const MAX_RANKS = 31;
export const MAX_CASHBACK_BASIS_POINTS = 500;
export const MAX_POINTS_PER_HUNDRED = 10_000;
/** The money fields of a rank, in the table's order. */
export const RANK_MONEY = [
  'upgradeDeposit',
  'upgradeValidBet',
  'keepValidBet',
  'upgradeReward',
  'birthdayReward',
] as const;
export type RankMoneyField = (typeof RANK_MONEY)[number];

/** One rank as the form holds it. */
export interface VipRankForm {
  /** Its place in the table: never typed (ranks are added at the end and removed from the end). */
  level: number;
  name: string;
  upgradeDeposit: string;
  upgradeValidBet: string;
  keepValidBet: string;
  upgradeReward: string;
  birthdayReward: string;
  /** Cashback per category as a percentage with up to 2 decimals ("0.75"); '' earns nothing. */
  cashback: Record<GameCategory, string>;
  /** Points per 100.00 of valid bets per category, whole numbers; '' earns nothing. */
  points: Record<GameCategory, string>;
  benefits: LocalizedForm;
  /** Members at this rank now; null for a rank not saved yet. */
  members: number | null;
}

export interface VipRulesForm {
  periodDays: string;
  ranks: VipRankForm[];
}

const byCategory = (value: (category: GameCategory) => string) =>
  Object.fromEntries(GAME_CATEGORIES.map((category) => [category, value(category)])) as Record<
    GameCategory,
    string
  >;

export function rankFormOf(rank: VipRank): VipRankForm {
  return {
    level: rank.level,
    name: rank.name,
    upgradeDeposit: rank.upgradeDeposit,
    upgradeValidBet: rank.upgradeValidBet,
    keepValidBet: rank.keepValidBet,
    upgradeReward: rank.upgradeReward,
    birthdayReward: rank.birthdayReward,
    cashback: byCategory((category) => {
      const rate = rank.cashbackRates[category];
      return rate === undefined ? '' : percentOfBasisPoints(rate);
    }),
    points: byCategory((category) => {
      const points = rank.pointsPerHundred[category];
      return points === undefined ? '' : String(points);
    }),
    benefits: localizedForm(rank.benefits),
    members: rank.members,
  };
}

export function vipRulesFormOf(rules: VipRules): VipRulesForm {
  return { periodDays: String(rules.periodDays), ranks: rules.ranks.map(rankFormOf) };
}

/**
 * The rank added at the end: the next level, named VIP<level>, starting from the last rank's
 * thresholds and rates (to be raised), with no benefits text yet (English is required).
 */
export function nextRank(ranks: readonly VipRankForm[]): VipRankForm {
  const last = ranks.at(-1);
  const level = last ? last.level + 1 : 0;
  return {
    level,
    name: `VIP${level}`,
    upgradeDeposit: last?.upgradeDeposit ?? '0',
    upgradeValidBet: last?.upgradeValidBet ?? '0',
    keepValidBet: last?.keepValidBet ?? '0',
    upgradeReward: last?.upgradeReward ?? '0',
    birthdayReward: last?.birthdayReward ?? '0',
    cashback: { ...(last?.cashback ?? byCategory(() => '')) },
    points: { ...(last?.points ?? byCategory(() => '')) },
    benefits: localizedForm(),
    members: null,
  };
}

/** A rank as `vipRankInputSchema` takes it (still to be checked by it). */
export function rankInput(rank: VipRankForm): unknown {
  const cashbackRates: Partial<Record<GameCategory, number>> = {};
  const pointsPerHundred: Partial<Record<GameCategory, number>> = {};
  for (const category of GAME_CATEGORIES) {
    const rate = basisPointsOfPercent(rank.cashback[category]);
    if (rate !== null) cashbackRates[category] = rate;
    const points = wholeOf(rank.points[category]);
    if (points !== null) pointsPerHundred[category] = points;
  }
  return {
    level: rank.level,
    name: rank.name.trim(),
    upgradeDeposit: rank.upgradeDeposit.trim(),
    upgradeValidBet: rank.upgradeValidBet.trim(),
    keepValidBet: rank.keepValidBet.trim(),
    upgradeReward: rank.upgradeReward.trim(),
    birthdayReward: rank.birthdayReward.trim(),
    cashbackRates,
    pointsPerHundred,
    benefits: localizedValue(rank.benefits),
  };
}

/** The whole rules as `vipRulesInputSchema` takes them (still to be checked by it). */
export function vipRulesInput(form: VipRulesForm, reason: string): unknown {
  return {
    periodDays: wholeOf(form.periodDays) ?? Number.NaN,
    ranks: form.ranks.map(rankInput),
    reason,
  };
}

const RANK_PART: Record<string, string> = { cashbackRates: 'cashback', pointsPerHundred: 'points' };

/**
 * The form field behind a rank's body path (a zod issue's, or the server's under `ranks.<i>.`):
 * "cashbackRates.LIVE" is "cashback.LIVE", "pointsPerHundred.RNG" is "points.RNG", "benefits" is
 * "benefits.EN"; a refusal of a whole map stays on the map ("cashback").
 */
export function rankFieldOf(path: string): string {
  const [head = '_', second] = path.split('.');
  if (head === 'benefits') return `benefits.${second ?? 'EN'}`;
  const part = RANK_PART[head];
  if (part) return second ? `${part}.${second}` : part;
  return head;
}

/**
 * The form field behind a body path of the whole rules: "ranks.2.cashbackRates.LIVE" is
 * "ranks.2.cashback.LIVE"; the order of the ranks (or their count) is "ranks"; else the head.
 */
export function rulesFieldOf(path: string): string {
  const [head = '_', index, ...rest] = path.split('.');
  if (head === 'ranks')
    return index !== undefined && /^\d+$/.test(index) && rest.length > 0
      ? `ranks.${index}.${rankFieldOf(rest.join('.'))}`
      : 'ranks';
  return head;
}

/** The fields of one rank among the rules' refused fields ("ranks.2.name" → "name" for rank 2). */
export function rankFields(fields: readonly string[], index: number): string[] {
  const prefix = `ranks.${index}.`;
  return fields.filter((field) => field.startsWith(prefix)).map((field) => field.slice(prefix.length));
}

/**
 * The money fields of a rank written with more decimals than the currency has (the server would
 * drop them): none while `decimals` is unknown.
 */
export function moneyDecimalProblems(rank: VipRankForm, decimals: number | null): RankMoneyField[] {
  if (decimals === null) return [];
  return RANK_MONEY.filter((field) => {
    const written = decimalsIn(rank[field]);
    return written !== null && written > decimals;
  });
}

const fieldsOf = (error: z.ZodError, fieldOf: (path: string) => string): string[] => {
  const fields: string[] = [];
  for (const issue of error.issues) {
    const field = fieldOf(issue.path.map(String).join('.'));
    if (!fields.includes(field)) fields.push(field);
  }
  return fields;
};

/** A refusal of the form: the refused fields, and a rule of its own for some of them. */
export interface FormProblems {
  fields: string[];
  /** A rule of its own for some fields (`moneyDecimals`), else `rankRuleOf(field)`. */
  rules: Record<string, string>;
}

export type RankCheck = { ok: true; body: VipRankInput } | ({ ok: false } & FormProblems);

/**
 * One rank checked with `vipRankInputSchema` and the currency's decimals (`decimals`, null while
 * unknown): the body, or its refused form fields.
 */
export function checkRank(rank: VipRankForm, decimals: number | null): RankCheck {
  const parsed = vipRankInputSchema.safeParse(rankInput(rank));
  const fields = parsed.success ? [] : fieldsOf(parsed.error, rankFieldOf);
  const rules: Record<string, string> = {};
  for (const field of moneyDecimalProblems(rank, decimals))
    if (!fields.includes(field)) {
      fields.push(field);
      rules[field] = 'moneyDecimals';
    }
  if (!parsed.success || fields.length > 0) return { ok: false, fields, rules };
  return { ok: true, body: parsed.data };
}

export type VipRulesBody = z.output<typeof vipRulesInputSchema>;
export type RulesCheck = { ok: true; body: VipRulesBody } | ({ ok: false } & FormProblems);

/**
 * The whole rules checked with `vipRulesInputSchema` (periodDays, 1 to 31 ranks numbered 0, 1, 2… in
 * order, each rank's own rules, the reason) and the currency's decimals: the body, or the refused
 * form fields ("periodDays", "ranks" for their order or count, "ranks.2.cashback.LIVE").
 */
export function checkVipRules(form: VipRulesForm, reason: string, decimals: number | null): RulesCheck {
  const parsed = vipRulesInputSchema.safeParse(vipRulesInput(form, reason));
  const fields = parsed.success ? [] : fieldsOf(parsed.error, rulesFieldOf);
  const rules: Record<string, string> = {};
  form.ranks.forEach((rank, index) => {
    for (const field of moneyDecimalProblems(rank, decimals)) {
      const path = `ranks.${index}.${field}`;
      if (fields.includes(path)) continue;
      fields.push(path);
      rules[path] = 'moneyDecimals';
    }
  });
  if (!parsed.success || fields.length > 0) return { ok: false, fields, rules };
  return { ok: true, body: parsed.data };
}

/** Whether the levels run 0, 1, 2… in order (what `vipRulesInputSchema` asks). */
export function ranksInOrder(ranks: readonly { level: number }[]): boolean {
  return ranks.every((rank, index) => rank.level === index);
}

/** Ranks of the saved rules the draft no longer has, with members at them now. */
export function removedWithMembers(
  saved: readonly VipRank[],
  draft: readonly VipRankForm[],
): { level: number; name: string; members: number }[] {
  return saved
    .filter((rank) => rank.members > 0 && !draft.some((entry) => entry.level === rank.level))
    .map((rank) => ({ level: rank.level, name: rank.name, members: rank.members }));
}

/**
 * The rule shown under a field: its i18n key under `loyalty.vip.rule` ("cashback.LIVE" is
 * "cashback", "ranks.2.benefits.EN" is "benefits", every money field is "money").
 */
export function rankRuleOf(field: string): string {
  const parts = field.split('.');
  const head = (parts[0] === 'ranks' && parts.length > 2 ? parts[2] : parts[0]) ?? '_';
  return (RANK_MONEY as readonly string[]).includes(head) ? 'money' : head;
}
