import type { Language } from '@wps/contracts';
import { formatMoney } from '../../../kernel/money.js';
import type { MemberPrincipal, SiteContext } from '../../../platform/context.js';
import { localDateOf } from '../../../platform/daily/calendar.js';
import type { LoyaltyDeps } from '../deps.js';
import { payMoney } from '../money.js';
import { isBirthday, levelsPassed, rankAfterReview, rankReached, vipServiceFor } from '../rules.js';
import { rankWire, settingsOf, type LoyaltySettings } from '../settings.js';
import * as store from '../store.js';
import { textOf } from '../views.js';

const DAY = 86_400_000;

/** The VIP ranks as the /vip page shows them. */
export async function vipRanks(deps: LoyaltyDeps, site: SiteContext, language: Language) {
  const settings = await settingsOf(deps.db, site);
  return {
    periodDays: settings.periodDays,
    ranks: settings.stored.map((rank) => ({
      ...rankWire(rank, site.settings.currency),
      benefits: textOf(rank.benefits, language),
    })),
    currency: site.settings.currency.code,
  };
}

/** The member's deposits and valid bets over the last period. */
async function figures(
  deps: LoyaltyDeps,
  site: SiteContext,
  memberId: number,
  settings: LoyaltySettings,
  now: Date,
) {
  const from = new Date(now.getTime() - settings.periodDays * DAY);
  const currency = site.settings.currency.code;
  const [deposits, bets] = await Promise.all([
    store.depositsIn(deps.db, site.merchantId, memberId, currency, from),
    store.validBetsByCategory(deps.db, site.merchantId, memberId, currency, from, now),
  ]);
  return { from, deposits, validBet: bets.reduce((sum, row) => sum + row.validBetMinor, 0n) };
}

/**
 * Raises the member to the highest rank their figures reach (never lowers: keep reviews do), paying
 * each level's upgrade reward once (`vip-upgrade:<member>:<level>`). Answers the rank after.
 */
export async function evaluateMember(deps: LoyaltyDeps, site: SiteContext, memberId: number) {
  const now = deps.clock.now();
  const settings = await settingsOf(deps.db, site);
  const current = await store.memberRank(deps.db, memberId);
  const level = Math.min(current?.level ?? 0, settings.ranks.length - 1);
  const { from, deposits, validBet } = await figures(deps, site, memberId, settings, now);
  const reached = rankReached(settings.ranks, deposits, validBet);
  if (reached > level) {
    const moved = await store.moveRank(
      deps.db,
      {
        memberId,
        merchantId: site.merchantId,
        level: reached,
        since: now,
        reviewAt: new Date(now.getTime() + settings.periodDays * DAY),
        updatedAt: now,
      },
      current?.level ?? 0,
    );
    if (moved)
      for (const passed of levelsPassed(level, reached)) {
        const reward = settings.ranks[passed]!.upgradeRewardMinor;
        if (reward > 0n)
          await payMoney(deps, site, memberId, reward, `vip-upgrade:${memberId}:${passed}`, 'promotion', {
            vipLevel: passed,
          });
      }
    return {
      level: moved ? reached : level,
      since: moved ? now : (current?.since ?? null),
      from,
      deposits,
      validBet,
      settings,
      reviewAt: moved ? new Date(now.getTime() + settings.periodDays * DAY) : (current?.reviewAt ?? null),
    };
  }
  return {
    level,
    since: current?.since ?? null,
    from,
    deposits,
    validBet,
    settings,
    reviewAt: current?.reviewAt ?? null,
  };
}

/** The member's rank and what the next one needs (evaluated now, so an upgrade shows at once). */
export async function vipProgress(deps: LoyaltyDeps, site: SiteContext, member: MemberPrincipal) {
  const state = await evaluateMember(deps, site, member.id);
  const currency = site.settings.currency;
  const money = (minor: bigint) => formatMoney(minor, currency);
  const left = (need: bigint, have: bigint) => money(need > have ? need - have : 0n);
  const next = state.settings.ranks[state.level + 1];
  const rank = state.settings.ranks[state.level]!;
  return {
    level: state.level,
    name: rank.name,
    since: state.since?.getTime() ?? null,
    periodFrom: state.from.getTime(),
    deposits: money(state.deposits),
    validBet: money(state.validBet),
    next: next
      ? {
          level: next.level,
          name: next.name,
          deposit: money(next.upgradeDepositMinor),
          validBet: money(next.upgradeValidBetMinor),
          depositLeft: left(next.upgradeDepositMinor, state.deposits),
          validBetLeft: left(next.upgradeValidBetMinor, state.validBet),
        }
      : null,
    keep:
      state.level > 0
        ? { validBet: money(rank.keepValidBetMinor), reviewAt: state.reviewAt?.getTime() ?? null }
        : null,
    vipService: vipServiceFor(state.level, site.settings.flags.vipServiceMinRank),
    currency: currency.code,
  };
}

/** The member's rank level and label (the promotions audiences read it). */
export async function rankOf(deps: LoyaltyDeps, memberId: number) {
  const row = await store.memberRank(deps.db, memberId);
  return row?.level ?? 0;
}

/**
 * The daily review (the merchant's local midnight): members whose review came keep their rank if the
 * period's valid bets reach its keep rule, else drop one rank; members whose birthday it is get their
 * rank's birthday reward once a year (`vip-birthday:<member>:<year>`).
 */
export async function reviewRanks(deps: LoyaltyDeps, site: SiteContext) {
  const now = deps.clock.now();
  const settings = await settingsOf(deps.db, site);
  let kept = 0;
  let lowered = 0;
  for (const row of await store.dueReviews(deps.db, site.merchantId, now)) {
    const level = Math.min(row.level, settings.ranks.length - 1);
    const { validBet } = await figures(deps, site, row.memberId, settings, now);
    const after = rankAfterReview(settings.ranks, level, validBet);
    await store.moveRank(
      deps.db,
      {
        memberId: row.memberId,
        merchantId: site.merchantId,
        level: after,
        since: after === row.level ? row.since : now,
        reviewAt: after > 0 ? new Date(now.getTime() + settings.periodDays * DAY) : null,
        updatedAt: now,
      },
      row.level,
    );
    if (after === row.level) kept++;
    else lowered++;
  }
  return { kept, lowered };
}

/** Pays today's birthday rewards to the members who signed in since `activeSince`. */
export async function payBirthdays(deps: LoyaltyDeps, site: SiteContext, activeSince: Date) {
  const now = deps.clock.now();
  const memberIds = await store.recentlyActive(deps.db, site.merchantId, activeSince);
  const today = localDateOf(now, site.settings.profile.timeZone);
  const settings = await settingsOf(deps.db, site);
  let paid = 0;
  for (const memberId of memberIds) {
    if (!isBirthday(await deps.birthdayOf(memberId), today)) continue;
    const level = Math.min(
      (await store.memberRank(deps.db, memberId))?.level ?? 0,
      settings.ranks.length - 1,
    );
    const reward = settings.ranks[level]!.birthdayRewardMinor;
    if (reward <= 0n) continue;
    await payMoney(
      deps,
      site,
      memberId,
      reward,
      `vip-birthday:${memberId}:${today.slice(0, 4)}`,
      'promotion',
      {
        vipLevel: level,
      },
    );
    paid++;
  }
  return { paid };
}
