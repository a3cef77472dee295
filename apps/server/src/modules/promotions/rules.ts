import type {
  ActivityKind,
  ActivityRepeat,
  ActivityState,
  ActivityStatus,
  ApplicationState,
  BonusState,
  GameCategory,
} from '@wps/contracts';
import { addDays, localDateOf, startOfLocalDay, type LocalDate } from '../../platform/daily/calendar.js';

/*
 * The pure rules of promotions (docs/product.md §Promotions): reward and turnover formulas, the
 * periods an activity rewards, which transitions a bonus, an application and an activity may take,
 * and the member's status in an activity. No database, no clock: `now` comes in.
 */

export interface RewardTerms {
  percentBasisPoints: number;
  fixedMinor: bigint;
  maxMinor: bigint | null;
  thresholdMinor: bigint;
}

export interface WageringTerms {
  /** The multiple in hundredths (1.5 × = 150). */
  multipleHundredths: number;
  basis: 'bonus' | 'bonus_deposit';
  /** Percent per category; a missing category counts 100. */
  weights: Partial<Record<GameCategory, number>>;
  maxBetMinor: bigint | null;
  expiryHours: number | null;
}

/** Kinds the member opts in to first: they count deposits, bets or losses from the joining on. */
const JOIN_KINDS: readonly ActivityKind[] = ['deposit_match', 'reload', 'turnover_reward', 'loss_rebate'];
/** Kinds an operator decides on an application. */
const APPLICATION_KINDS: readonly ActivityKind[] = ['application', 'messaging_id'];

export const needsJoining = (kind: ActivityKind) => JOIN_KINDS.includes(kind);
export const takesApplications = (kind: ActivityKind) => APPLICATION_KINDS.includes(kind);

/**
 * The reward of a claim over a base (the qualifying deposit, turnover or loss): nothing below the
 * threshold; else base × percent (floored to the minor unit) plus the fixed part, capped at max.
 */
export function rewardOf(terms: RewardTerms, baseMinor: bigint): bigint {
  if (baseMinor < terms.thresholdMinor) return 0n;
  const reward = (baseMinor * BigInt(terms.percentBasisPoints)) / 10_000n + terms.fixedMinor;
  return terms.maxMinor !== null && reward > terms.maxMinor ? terms.maxMinor : reward;
}

/** The turnover a bonus needs: the multiple of the bonus (or bonus plus deposit), rounded up. */
export function turnoverRequiredOf(
  wagering: WageringTerms,
  bonusMinor: bigint,
  depositMinor: bigint | null,
): bigint {
  const basis = wagering.basis === 'bonus_deposit' ? bonusMinor + (depositMinor ?? 0n) : bonusMinor;
  return (basis * BigInt(wagering.multipleHundredths) + 99n) / 100n;
}

/** A category's weight in percent (missing: 100). */
export function weightOf(weights: Partial<Record<GameCategory, number>>, category: string): number {
  const weight = weights[category as GameCategory];
  return weight === undefined ? 100 : weight;
}

/**
 * The turnover counted towards a bonus: each category's valid bets times its weight, summed, then
 * floored to the minor unit once (so splitting bets over rounds never loses a unit).
 */
export function weightedTurnover(
  byCategory: readonly { category: string; validBetMinor: bigint }[],
  weights: Partial<Record<GameCategory, number>>,
): bigint {
  let hundredths = 0n;
  for (const row of byCategory) hundredths += row.validBetMinor * BigInt(weightOf(weights, row.category));
  return hundredths / 100n;
}

export interface Turnover {
  required: bigint;
  done: bigint;
  remaining: bigint;
}

export function turnoverOf(required: bigint, done: bigint): Turnover {
  const remaining = required > done ? required - done : 0n;
  return { required, done: done > required ? required : done, remaining };
}

/** What holds a withdrawal back: the sum of what active bonuses still need. */
export function withdrawalHoldOf(bonuses: readonly Turnover[]): Turnover {
  return bonuses.reduce(
    (sum, bonus) => ({
      required: sum.required + bonus.required,
      done: sum.done + bonus.done,
      remaining: sum.remaining + bonus.remaining,
    }),
    { required: 0n, done: 0n, remaining: 0n },
  );
}

/** When a bonus paid at `paidAt` expires (null: never). */
export function expiryOf(paidAt: Date, expiryHours: number | null): Date | null {
  return expiryHours === null ? null : new Date(paidAt.getTime() + expiryHours * 3_600_000);
}

// ---------------------------------------------------------------------------------------------
// Windows and periods

export interface ActivityWindow {
  state: ActivityState;
  startsAt: Date;
  endsAt: Date;
  showFrom: Date | null;
  budgetMinor: bigint | null;
  spentMinor: bigint;
}

/** Where an activity stands for everybody: hidden (draft, or not yet shown), coming soon, open or closed. */
export function windowOf(activity: ActivityWindow, now: Date): 'hidden' | 'coming_soon' | 'open' | 'closed' {
  if (activity.state === 'draft') return 'hidden';
  const t = now.getTime();
  if (t < activity.startsAt.getTime()) {
    if (activity.state === 'closed') return 'hidden';
    return activity.showFrom !== null && t >= activity.showFrom.getTime() ? 'coming_soon' : 'hidden';
  }
  if (activity.state === 'closed' || t >= activity.endsAt.getTime()) return 'closed';
  if (activity.budgetMinor !== null && activity.spentMinor >= activity.budgetMinor) return 'closed';
  return 'open';
}

export interface Period {
  /** The occurrence key of a reward in this period. */
  key: string;
  from: Date;
  to: Date;
}

/** Monday of the ISO week holding `date`, as a local date. */
function mondayOf(date: LocalDate): LocalDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/**
 * The period of a repeat holding `now` in the merchant's zone: a local day, a local week from
 * Monday, or (once, per_deposit) the whole activity window.
 */
export function periodOf(
  repeat: ActivityRepeat,
  now: Date,
  timeZone: string,
  window: { startsAt: Date; endsAt: Date },
): Period {
  const today = localDateOf(now, timeZone);
  if (repeat === 'daily')
    return {
      key: `day:${today}`,
      from: startOfLocalDay(today, timeZone),
      to: startOfLocalDay(addDays(today, 1), timeZone),
    };
  if (repeat === 'weekly') {
    const monday = mondayOf(today);
    return {
      key: `week:${monday}`,
      from: startOfLocalDay(monday, timeZone),
      to: startOfLocalDay(addDays(monday, 7), timeZone),
    };
  }
  return { key: 'once', from: window.startsAt, to: window.endsAt };
}

/** The period before the one holding `now` (loss rebates pay on a period that ended). */
export function previousPeriodOf(
  repeat: ActivityRepeat,
  now: Date,
  timeZone: string,
  window: { startsAt: Date; endsAt: Date },
): Period {
  const current = periodOf(repeat, now, timeZone, window);
  if (repeat !== 'daily' && repeat !== 'weekly') return current;
  return periodOf(repeat, new Date(current.from.getTime() - 1), timeZone, window);
}

/** The part of [from, to) inside [start, end); null when they do not meet. */
export function clip(
  range: { from: Date; to: Date },
  bounds: { from: Date; to: Date },
): { from: Date; to: Date } | null {
  const from = range.from > bounds.from ? range.from : bounds.from;
  const to = range.to < bounds.to ? range.to : bounds.to;
  return from < to ? { from, to } : null;
}

// ---------------------------------------------------------------------------------------------
// Transitions

/** Where a bonus may go from each state (docs/product.md §Promotions, states). */
export const BONUS_TRANSITIONS: Record<BonusState, readonly BonusState[]> = {
  review: ['active', 'completed', 'rejected'],
  issued: ['active', 'completed', 'rejected'],
  active: ['completed', 'forfeited', 'expired'],
  completed: [],
  rejected: [],
  forfeited: [],
  expired: [],
};

export const APPLICATION_TRANSITIONS: Record<ApplicationState, readonly ApplicationState[]> = {
  applying: ['approved', 'rejected'],
  approved: [],
  rejected: [],
};

/** An activity goes back to a draft only while it has given nothing. */
export function activityTransitionAllowed(
  from: ActivityState,
  to: ActivityState,
  hasBonuses: boolean,
): boolean {
  if (from === to) return false;
  if (to === 'draft') return !hasBonuses;
  return true;
}

export function bonusTransitionAllowed(from: BonusState, to: BonusState): boolean {
  return BONUS_TRANSITIONS[from].includes(to);
}

/** The state a paid bonus starts in: active while turnover remains, else completed. */
export function paidStateOf(turnoverRequired: bigint): 'active' | 'completed' {
  return turnoverRequired > 0n ? 'active' : 'completed';
}

// ---------------------------------------------------------------------------------------------
// The member's status

export interface MemberStanding {
  kind: ActivityKind;
  window: 'coming_soon' | 'open' | 'closed';
  joined: boolean;
  /** The bonus of the current occurrence, if any. */
  current: { state: BonusState } | null;
  /** A reward issued and not collected (any occurrence). */
  issued: boolean;
  /** The latest application (application kinds). */
  application: { state: ApplicationState } | null;
  /** What a claim would pay now (0 when nothing qualifies). */
  claimable: bigint;
  /** first_deposit: the member's first deposit came before the activity or below its threshold. */
  disqualified: boolean;
}

/**
 * The member's status in an activity (spec.md §4), from what the store found. Issued rewards come
 * first (the member should take them), then the current occurrence's bonus, then the window, then
 * what the member may do next.
 */
export function memberStatusOf(standing: MemberStanding): ActivityStatus {
  if (standing.issued) return 'issued';
  const bonus = standing.current;
  if (bonus) {
    switch (bonus.state) {
      case 'review':
        return 'applying';
      case 'rejected':
        return 'rejected';
      case 'issued':
        return 'issued';
      case 'active':
        return 'process';
      default:
        return 'claimed';
    }
  }
  if (standing.application?.state === 'applying') return 'applying';
  if (standing.window === 'coming_soon') return 'coming_soon';
  if (standing.window === 'closed' || standing.disqualified) return 'closed';
  if (standing.application?.state === 'rejected') return 'rejected';
  if (takesApplications(standing.kind)) return 'join';
  if (needsJoining(standing.kind) && !standing.joined) return 'join';
  if (standing.claimable > 0n) return 'claim';
  return needsJoining(standing.kind) ? 'joined' : 'join';
}

/** What the anonymous list shows: the window only. */
export function publicStatusOf(window: 'coming_soon' | 'open' | 'closed'): ActivityStatus {
  return window === 'open' ? 'join' : window;
}

// ---------------------------------------------------------------------------------------------
// Abuse

export type BonusFlag = 'same_payout_account' | 'same_device' | 'same_ip' | 'activity_review';

/**
 * Why a claim waits for an operator instead of paying: the activity reviews every claim, or other
 * members who took the same activity share the claimant's payout account, device or address.
 */
export function flagsOf(input: {
  review: boolean;
  samePayoutAccount: readonly number[];
  sameDevice: readonly number[];
  sameIp: readonly number[];
}): { flags: BonusFlag[]; related: number[] } {
  const flags: BonusFlag[] = [];
  if (input.review) flags.push('activity_review');
  if (input.samePayoutAccount.length > 0) flags.push('same_payout_account');
  if (input.sameDevice.length > 0) flags.push('same_device');
  if (input.sameIp.length > 0) flags.push('same_ip');
  const related = [...new Set([...input.samePayoutAccount, ...input.sameDevice, ...input.sameIp])].sort(
    (a, b) => a - b,
  );
  return { flags, related };
}
