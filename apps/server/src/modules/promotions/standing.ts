import type { ActivityKind, Audience, Language } from '@wps/contracts';
import type { SiteContext } from '../../platform/context.js';
import type { PromotionDeps } from './deps.js';
import {
  clip,
  periodOf,
  previousPeriodOf,
  rewardOf,
  turnoverOf,
  weightedTurnover,
  type Turnover,
} from './rules.js';
import * as store from './store.js';
import { registeredAt } from '../../kernel/members-read.js';
import type { ActivityRow, BonusRow } from './store.js';
import { rewardTermsOf } from './views.js';

/*
 * What the store knows about a member and an activity, worked into what the rules need: who may
 * take part, what a claim would pay now, and how far a bonus's turnover is.
 */

const timeZoneOf = (site: SiteContext) => site.settings.profile.timeZone;
const currencyCodeOf = (site: SiteContext) => site.settings.currency.code;

/** Whether the activity is for this member (its audience) and shown in this language. */
export async function isForMember(
  deps: PromotionDeps,
  site: SiteContext,
  activity: ActivityRow,
  memberId: number,
  language: Language | null,
  now: Date,
): Promise<boolean> {
  if (language !== null && activity.languages.length > 0 && !activity.languages.includes(language))
    return false;
  const audience = activity.audience as Audience;
  switch (audience.kind) {
    case 'all':
      return true;
    case 'vip':
      return audience.ranks.includes((await deps.standingOf(memberId)).rank);
    case 'labels': {
      const { labels } = await deps.standingOf(memberId);
      return audience.labels.some((label) => labels.includes(label));
    }
    case 'new_members': {
      const registered = await registeredAt(deps.db, memberId);
      const days = audience.newWithinDays ?? 7;
      return registered !== null && now.getTime() - registered.getTime() <= days * 86_400_000;
    }
    case 'team':
      return store.inTeamOf(deps.db, site.merchantId, memberId, audience.agents, now);
  }
}

export interface Qualification {
  /** The occurrence a claim now would be (the bonus's key within the activity). */
  occurrence: string;
  /** What a claim now would pay (0: nothing qualifies). */
  claimable: bigint;
  depositMinor: bigint | null;
  /** turnover_reward: valid bets so far; loss_rebate: the net loss of the period claimed. */
  progress: bigint | null;
  /** first_deposit: the member's first deposit came outside the activity or below its threshold. */
  disqualified: boolean;
}

const nothing = (occurrence: string, progress: bigint | null = null): Qualification => ({
  occurrence,
  claimable: 0n,
  depositMinor: null,
  progress,
  disqualified: false,
});

/**
 * What the member qualifies for in the activity now. `joinedAt` is when they opted in (kinds that
 * count from joining); `taken` the occurrences they already have a bonus for.
 */
export async function qualify(
  deps: PromotionDeps,
  site: SiteContext,
  activity: ActivityRow,
  memberId: number,
  joinedAt: Date | null,
  taken: ReadonlySet<string>,
  now: Date,
): Promise<Qualification> {
  const { db } = deps;
  const kind = activity.kind as ActivityKind;
  const terms = rewardTermsOf(activity);
  const window = { startsAt: activity.startsAt, endsAt: activity.endsAt };
  const period = periodOf(activity.repeat as never, now, timeZoneOf(site), window);
  const currency = currencyCodeOf(site);
  const since = joinedAt && joinedAt > activity.startsAt ? joinedAt : activity.startsAt;
  // Up to and including now: what happened at this very instant counts.
  const upToNow = new Date(now.getTime() + 1);
  const open = { from: since, to: activity.endsAt < upToNow ? activity.endsAt : upToNow };

  switch (kind) {
    case 'first_deposit': {
      const first = await store.firstDeposit(db, site.merchantId, memberId, currency);
      if (!first) return nothing('once');
      const inside = first.at >= activity.startsAt && first.at < activity.endsAt;
      if (!inside || first.amount < terms.thresholdMinor) return { ...nothing('once'), disqualified: true };
      return {
        occurrence: 'once',
        claimable: rewardOf(terms, first.amount),
        depositMinor: first.amount,
        progress: null,
        disqualified: false,
      };
    }
    case 'deposit_match':
    case 'reload': {
      if (!joinedAt) return nothing(period.key);
      const range = activity.repeat === 'per_deposit' ? open : clip(period, open);
      if (!range) return nothing(period.key);
      const [deposits, first] = await Promise.all([
        store.depositsIn(db, site.merchantId, memberId, currency, range),
        kind === 'reload'
          ? store.firstDeposit(db, site.merchantId, memberId, currency)
          : Promise.resolve(null),
      ]);
      const qualifying = deposits.filter(
        (deposit) => deposit.amount >= terms.thresholdMinor && deposit.transactionId !== first?.transactionId,
      );
      const pick =
        activity.repeat === 'per_deposit'
          ? qualifying.find((deposit) => !taken.has(`deposit:${deposit.transactionId}`))
          : qualifying[0];
      if (!pick) return nothing(period.key);
      return {
        occurrence: activity.repeat === 'per_deposit' ? `deposit:${pick.transactionId}` : period.key,
        claimable: rewardOf(terms, pick.amount),
        depositMinor: pick.amount,
        progress: null,
        disqualified: false,
      };
    }
    case 'daily_login':
      // Asked by a member with a live session: they are signed in on this day.
      return { ...nothing(period.key), claimable: rewardOf(terms, 0n) };
    case 'turnover_reward': {
      const range = joinedAt ? clip(period, open) : null;
      if (!range) return nothing(period.key, joinedAt ? 0n : null);
      const play = await store.playIn(db, site.merchantId, memberId, currency, range);
      return { ...nothing(period.key, play.validBetMinor), claimable: rewardOf(terms, play.validBetMinor) };
    }
    case 'loss_rebate': {
      const claimed = previousPeriodOf(activity.repeat as never, now, timeZoneOf(site), window);
      const range = joinedAt ? clip(claimed, open) : null;
      if (!range) return nothing(claimed.key, joinedAt ? 0n : null);
      const play = await store.playIn(db, site.merchantId, memberId, currency, range);
      const loss = play.betMinor - play.winMinor;
      if (loss <= 0n) return nothing(claimed.key, 0n);
      return { ...nothing(claimed.key, loss), claimable: rewardOf(terms, loss) };
    }
    case 'application':
    case 'messaging_id':
      return nothing(period.key);
  }
}

/**
 * How far a bonus's turnover is: for an active bonus, the weighted valid bets of rounds opened
 * since it was paid (rounds staked above its maximum bet do not count); an ended bonus keeps what
 * was counted when it ended.
 */
export async function turnoverOfBonus(
  deps: PromotionDeps,
  site: SiteContext,
  bonus: BonusRow,
): Promise<Turnover> {
  const required = bonus.turnoverRequiredMinor;
  if (bonus.state === 'active') {
    if (required === 0n) return turnoverOf(0n, 0n);
    const from = bonus.paidAt ?? bonus.updatedAt;
    const rows = await store.validBetsByCategory(
      deps.db,
      site.merchantId,
      bonus.memberId,
      bonus.currency,
      { from, to: null },
      bonus.maxBetMinor,
    );
    return turnoverOf(required, weightedTurnover(rows, bonus.weights as never));
  }
  if (bonus.state === 'completed') return turnoverOf(required, bonus.turnoverDoneMinor ?? required);
  return turnoverOf(required, bonus.turnoverDoneMinor ?? 0n);
}
