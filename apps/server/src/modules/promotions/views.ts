import {
  pickLocalized,
  type Activity,
  type ActivityInput,
  type ActivityKind,
  type ActivityStatus,
  type Audience,
  type Bonus,
  type CurrencySettings,
  type GameCategory,
  type Language,
  type Localized,
  type OperatorActivity,
} from '@wps/contracts';
import { formatMoney, memberAmount } from '../../kernel/money.js';
import type { ActivityCounts, ActivityRow, ApplicationRow, BonusRow } from './store.js';
import type { RewardTerms, Turnover, WageringTerms } from './rules.js';

/*
 * Stored terms ↔ rules' terms ↔ wire shapes. Terms are stored as JSON with minor units as decimal
 * strings (a JSON number would lose precision above 2^53).
 */

interface StoredReward {
  percentBasisPoints: number;
  fixed: string;
  max: string | null;
  threshold: string;
}
interface StoredWagering {
  multipleHundredths: number;
  basis: 'bonus' | 'bonus_deposit';
  weights: Partial<Record<GameCategory, number>>;
  maxBet: string | null;
  expiryHours: number | null;
}

export function rewardTermsOf(row: Pick<ActivityRow, 'reward'>): RewardTerms {
  const stored = row.reward as StoredReward;
  return {
    percentBasisPoints: stored.percentBasisPoints,
    fixedMinor: BigInt(stored.fixed),
    maxMinor: stored.max === null ? null : BigInt(stored.max),
    thresholdMinor: BigInt(stored.threshold),
  };
}

export function wageringTermsOf(row: Pick<ActivityRow, 'wagering'>): WageringTerms {
  const stored = row.wagering as StoredWagering;
  return {
    multipleHundredths: stored.multipleHundredths,
    basis: stored.basis,
    weights: stored.weights,
    maxBetMinor: stored.maxBet === null ? null : BigInt(stored.maxBet),
    expiryHours: stored.expiryHours,
  };
}

/** An operator's input as the row stores it (amounts checked against the currency's decimals). */
export function storedTermsOf(input: ActivityInput, currency: CurrencySettings) {
  const amount = (text: string, field: string) => memberAmount(text, currency, field);
  const optional = (text: string | null, field: string) =>
    text === null ? null : amount(text, field).toString();
  const reward: StoredReward = {
    percentBasisPoints: input.reward.percentBasisPoints,
    fixed: amount(input.reward.fixed, 'reward.fixed').toString(),
    max: optional(input.reward.max, 'reward.max'),
    threshold: amount(input.reward.threshold, 'reward.threshold').toString(),
  };
  const wagering: StoredWagering = {
    multipleHundredths: Math.round(input.wagering.multiple * 100),
    basis: input.wagering.basis,
    weights: input.wagering.weights,
    maxBet: optional(input.wagering.maxBet, 'wagering.maxBet'),
    expiryHours: input.wagering.expiryHours,
  };
  const budget = input.budget === null ? null : amount(input.budget, 'budget');
  return { reward, wagering, budget };
}

function rewardWire(terms: RewardTerms, currency: CurrencySettings) {
  return {
    percentBasisPoints: terms.percentBasisPoints,
    fixed: formatMoney(terms.fixedMinor, currency),
    max: terms.maxMinor === null ? null : formatMoney(terms.maxMinor, currency),
    threshold: formatMoney(terms.thresholdMinor, currency),
  };
}

function wageringWire(terms: WageringTerms, currency: CurrencySettings) {
  return {
    multiple: terms.multipleHundredths / 100,
    basis: terms.basis,
    weights: terms.weights,
    maxBet: terms.maxBetMinor === null ? null : formatMoney(terms.maxBetMinor, currency),
    expiryHours: terms.expiryHours,
  };
}

export const textOf = (value: unknown, language: Language) => pickLocalized(value as Localized, language);

export function activityView(
  row: ActivityRow,
  language: Language,
  currency: CurrencySettings,
  status: ActivityStatus,
): Activity {
  return {
    id: row.id,
    kind: row.kind as ActivityKind,
    title: textOf(row.title, language),
    summary: textOf(row.summary, language),
    rules: textOf(row.rules, language),
    banner: row.banner as Activity['banner'],
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
    status,
    repeat: row.repeat as Activity['repeat'],
    reward: rewardWire(rewardTermsOf(row), currency),
    wagering: wageringWire(wageringTermsOf(row), currency),
    messagingChannel: row.messagingChannel as Activity['messagingChannel'],
    currency: currency.code,
  };
}

export function operatorActivityView(
  row: ActivityRow,
  counts: ActivityCounts | undefined,
  currency: CurrencySettings,
): OperatorActivity {
  return {
    id: row.id,
    state: row.state as OperatorActivity['state'],
    kind: row.kind as ActivityKind,
    title: row.title as Localized,
    summary: row.summary as Localized,
    rules: row.rules as Localized,
    banner: row.banner as OperatorActivity['banner'],
    languages: row.languages as Language[],
    audience: row.audience as Audience,
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
    showFrom: row.showFrom?.getTime() ?? null,
    repeat: row.repeat as OperatorActivity['repeat'],
    reward: rewardWire(rewardTermsOf(row), currency),
    wagering: wageringWire(wageringTermsOf(row), currency),
    budget: row.budgetMinor === null ? null : formatMoney(row.budgetMinor, currency),
    spent: formatMoney(row.spentMinor, currency),
    review: row.review,
    messagingChannel: row.messagingChannel as OperatorActivity['messagingChannel'],
    sort: row.sort,
    bonuses: counts?.bonuses ?? 0,
    pending: counts?.pending ?? 0,
    currency: currency.code,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

export function turnoverWire(turnover: Turnover, currency: CurrencySettings) {
  return {
    required: formatMoney(turnover.required, currency),
    done: formatMoney(turnover.done, currency),
    remaining: formatMoney(turnover.remaining, currency),
  };
}

export function bonusView(
  row: BonusRow,
  activity: { title: string; kind: ActivityKind },
  turnover: Turnover,
  currency: CurrencySettings,
): Bonus {
  return {
    id: row.id,
    activityId: row.activityId,
    activityTitle: activity.title,
    kind: activity.kind,
    state: row.state as Bonus['state'],
    amount: formatMoney(row.amountMinor, currency),
    deposit: row.depositMinor === null ? null : formatMoney(row.depositMinor, currency),
    turnover: turnoverWire(turnover, currency),
    weights: row.weights as Bonus['weights'],
    maxBet: row.maxBetMinor === null ? null : formatMoney(row.maxBetMinor, currency),
    expiresAt: row.expiresAt?.getTime() ?? null,
    createdAt: row.createdAt.getTime(),
    paidAt: row.paidAt?.getTime() ?? null,
    reason: row.reason,
  };
}

export function applicationView(row: ApplicationRow) {
  return {
    id: row.id,
    activityId: row.activityId,
    state: row.state as 'applying' | 'approved' | 'rejected',
    remark: row.remark,
    imageCount: row.imageCount,
    messagingId: row.messagingId,
    reason: row.reason,
    createdAt: row.createdAt.getTime(),
  };
}
