import type { referralSettingsInputSchema } from '@wps/contracts';
import type { z } from 'zod';
import { formatMoney, settingAmount } from '../../../kernel/money.js';
import type { MemberPrincipal, SiteContext } from '../../../platform/context.js';
import type { Executor } from '../../../platform/db/index.js';
import { recordAudit, type AuditActor } from '../../audit/service.js';
import type { LoyaltyDeps } from '../deps.js';
import * as missionStore from '../mission-store.js';
import type { ReferralRewardRow } from '../mission-store.js';
import { payMoney } from '../money.js';
import { settingsOf } from '../settings.js';
import * as store from '../store.js';
import { registeredAt } from '../../../kernel/members-read.js';
import { maskName } from './missions.js';

/*
 * Referral (REFERRAL3; docs/product.md §Loyalty, referral): every member's code is `R` + their id in
 * base 36; a friend who registers with it (the profile's referral code) earns the member a reward on
 * their first deposit (from a minimum) and one when their valid bets reach a target, once per friend
 * and kind (`referral:<friend>:<kind>`), paid when the member opens the page or by the daily job.
 */

export const referralCodeOf = (memberId: number) => `R${memberId.toString(36).toUpperCase()}`;
export function referrerOf(code: string): number | null {
  const match = /^R([0-9A-Z]{1,8})$/.exec(code.toUpperCase());
  const id = match ? parseInt(match[1]!, 36) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const DEFAULTS = {
  firstDepositReward: '50',
  minDeposit: '100',
  turnoverReward: '100',
  turnoverTarget: '5000',
};

interface ReferralTerms {
  firstDepositReward: bigint;
  minDeposit: bigint;
  turnoverReward: bigint;
  turnoverTarget: bigint;
}

export async function referralTerms(db: Executor, site: SiteContext): Promise<ReferralTerms> {
  const row = await store.config(db, site.merchantId);
  const stored = row?.referral as Record<keyof ReferralTerms, string> | null | undefined;
  const minor = (key: keyof ReferralTerms) =>
    stored ? BigInt(stored[key]) : settingAmount(DEFAULTS[key], site.settings.currency);
  return {
    firstDepositReward: minor('firstDepositReward'),
    minDeposit: minor('minDeposit'),
    turnoverReward: minor('turnoverReward'),
    turnoverTarget: minor('turnoverTarget'),
  };
}

const termsWire = (terms: ReferralTerms, site: SiteContext) => ({
  firstDepositReward: formatMoney(terms.firstDepositReward, site.settings.currency),
  minDeposit: formatMoney(terms.minDeposit, site.settings.currency),
  turnoverReward: formatMoney(terms.turnoverReward, site.settings.currency),
  turnoverTarget: formatMoney(terms.turnoverTarget, site.settings.currency),
});

async function postReward(deps: LoyaltyDeps, site: SiteContext, row: ReferralRewardRow) {
  if (row.transactionId !== null) return;
  const posted = await payMoney(
    deps,
    site,
    row.referrerId,
    row.amountMinor,
    `referral:${row.friendId}:${row.kind}`,
    'promotion',
    {
      friendId: row.friendId,
    },
  );
  await missionStore.markReferralPaid(deps.db, row.friendId, row.kind, posted.answer.transactionId);
}

/** Pays what the member's friends have earned them so far (each reward once); answers the friends' figures. */
export async function settleReferrals(deps: LoyaltyDeps, site: SiteContext, referrerId: number) {
  const terms = await referralTerms(deps.db, site);
  const friends = await missionStore.friendsOf(deps.db, site.merchantId, referralCodeOf(referrerId));
  const figures = await missionStore.friendFigures(
    deps.db,
    site.merchantId,
    site.settings.currency.code,
    friends.filter((friend) => friend.memberId !== referrerId).map((friend) => friend.memberId),
  );
  const now = deps.clock.now();
  for (const [friendId, figure] of figures) {
    const due: { kind: 'first_deposit' | 'turnover'; amount: bigint }[] = [];
    if (
      figure.firstDeposit !== null &&
      figure.firstDeposit >= terms.minDeposit &&
      terms.firstDepositReward > 0n
    )
      due.push({ kind: 'first_deposit', amount: terms.firstDepositReward });
    if (figure.turnover >= terms.turnoverTarget && terms.turnoverReward > 0n)
      due.push({ kind: 'turnover', amount: terms.turnoverReward });
    for (const reward of due) {
      const row = await missionStore.insertReferralReward(deps.db, {
        friendId,
        kind: reward.kind,
        merchantId: site.merchantId,
        referrerId,
        currency: site.settings.currency.code,
        amountMinor: reward.amount,
        createdAt: now,
      });
      if (row) await postReward(deps, site, row);
    }
  }
  return { friends, figures, terms };
}

export async function referral(deps: LoyaltyDeps, site: SiteContext, member: MemberPrincipal) {
  const baseUrl = deps.siteUrl(site);
  const { friends, figures, terms } = await settleReferrals(deps, site, member.id);
  const rewards = await missionStore.referralRewardsOf(deps.db, member.id);
  const earnedBy = new Map<number, bigint>();
  for (const row of rewards) earnedBy.set(row.friendId, (earnedBy.get(row.friendId) ?? 0n) + row.amountMinor);
  const money = (minor: bigint) => formatMoney(minor, site.settings.currency);
  const code = referralCodeOf(member.id);
  return {
    code,
    link: `${baseUrl.replace(/\/$/, '')}/register?referralCode=${code}`,
    settings: termsWire(terms, site),
    friends: friends
      .filter((friend) => friend.memberId !== member.id)
      .map((friend) => ({
        name: maskName(friend.username),
        registeredAt: friend.createdAt.getTime(),
        firstDeposit: (figures.get(friend.memberId)?.firstDeposit ?? null) !== null,
        turnover: money(figures.get(friend.memberId)?.turnover ?? 0n),
        earned: money(earnedBy.get(friend.memberId) ?? 0n),
      })),
    earned: money(rewards.reduce((sum, row) => sum + row.amountMinor, 0n)),
    currency: site.settings.currency.code,
  };
}

/** The daily job's part: referrers whose friends registered in the last 60 days are paid what is due. */
export async function payDueReferrals(deps: LoyaltyDeps, site: SiteContext) {
  const codes = await missionStore.recentReferralCodes(
    deps.db,
    site.merchantId,
    new Date(deps.clock.now().getTime() - 60 * 86_400_000),
  );
  let referrers = 0;
  for (const code of codes) {
    const id = referrerOf(code);
    if (id === null || (await registeredAt(deps.db, id)) === null) continue;
    await settleReferrals(deps, site, id);
    referrers++;
  }
  return { referrers };
}

export async function postUnpaidReferrals(
  deps: LoyaltyDeps,
  siteOf: (merchantId: number) => Promise<SiteContext>,
  before: Date,
) {
  let done = 0;
  for (const row of await missionStore.unpaidReferralRewards(deps.db, before)) {
    await postReward(deps, await siteOf(row.merchantId), row);
    done++;
  }
  return done;
}

export async function operatorReferralSettings(deps: LoyaltyDeps, site: SiteContext) {
  return termsWire(await referralTerms(deps.db, site), site);
}

export async function saveReferralSettings(
  deps: LoyaltyDeps,
  site: SiteContext,
  actor: AuditActor,
  input: z.output<typeof referralSettingsInputSchema>,
) {
  const now = deps.clock.now();
  const minor = (text: string) => settingAmount(text, site.settings.currency).toString();
  const referralValue = {
    firstDepositReward: minor(input.firstDepositReward),
    minDeposit: minor(input.minDeposit),
    turnoverReward: minor(input.turnoverReward),
    turnoverTarget: minor(input.turnoverTarget),
  };
  const settings = await settingsOf(deps.db, site);
  await deps.db.transaction(async (tx) => {
    await store.saveConfig(tx, {
      merchantId: site.merchantId,
      periodDays: settings.periodDays,
      ranks: settings.stored,
      pointsPerUnit: settings.pointsPerUnit,
      minConvert: settings.minConvert,
      pointRules: settings.pointRules,
      referral: referralValue,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      actor,
      {
        action: 'referral.settings.update',
        target: 'referral:settings',
        merchantCode: site.merchantCode,
        after: { ...referralValue, reason: input.reason },
      },
      now,
    );
  });
  return operatorReferralSettings(deps, site);
}
