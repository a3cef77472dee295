import type { Language, MissionMetric, missionInputSchema } from '@wps/contracts';
import type { z } from 'zod';
import { formatMoney, memberAmount } from '../../../kernel/money.js';
import type { MemberPrincipal, SiteContext } from '../../../platform/context.js';
import { addDays, localDateOf, startOfLocalDay } from '../../../platform/daily/calendar.js';
import { AppError, validationError } from '../../../platform/errors.js';
import { recordAudit, type AuditActor } from '../../audit/service.js';
import type { LoyaltyDeps } from '../deps.js';
import * as store from '../mission-store.js';
import type { MissionClaimRow, MissionRow } from '../mission-store.js';
import { movePoints, payMoney } from '../money.js';
import { textOf } from '../views.js';

/*
 * Missions (docs/product.md §Loyalty, missions): daily and weekly targets of valid bets, deposits or
 * settled rounds in the merchant's local day or Monday week; a completed mission's reward claimed once
 * per period (`mission:<claim>` money, `mission-points:<claim>` points); the week's leaderboard.
 */

interface Period {
  key: string;
  from: Date;
  to: Date;
}

function mondayOf(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return addDays(date, -((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7));
}

export function missionPeriod(kind: 'daily' | 'weekly', now: Date, timeZone: string): Period {
  const today = localDateOf(now, timeZone);
  if (kind === 'daily')
    return {
      key: `day:${today}`,
      from: startOfLocalDay(today, timeZone),
      to: startOfLocalDay(addDays(today, 1), timeZone),
    };
  const monday = mondayOf(today);
  return {
    key: `week:${monday}`,
    from: startOfLocalDay(monday, timeZone),
    to: startOfLocalDay(addDays(monday, 7), timeZone),
  };
}

/** The period keys a week's board counts: its seven days and the week itself. */
function weekKeys(now: Date, timeZone: string) {
  const monday = mondayOf(localDateOf(now, timeZone));
  return {
    monday,
    keys: [`week:${monday}`, ...Array.from({ length: 7 }, (_, i) => `day:${addDays(monday, i)}`)],
  };
}

async function progressOf(
  deps: LoyaltyDeps,
  site: SiteContext,
  memberId: number,
  metric: MissionMetric,
  period: Period,
) {
  const upTo = new Date(Math.min(period.to.getTime(), deps.clock.now().getTime() + 1));
  switch (metric) {
    case 'valid_bet':
      return store.validBetIn(
        deps.db,
        site.merchantId,
        memberId,
        site.settings.currency.code,
        period.from,
        upTo,
      );
    case 'deposit':
      return store.depositsBetween(
        deps.db,
        site.merchantId,
        memberId,
        site.settings.currency.code,
        period.from,
        upTo,
      );
    case 'rounds':
      return store.roundsIn(deps.db, site.merchantId, memberId, period.from, upTo);
  }
}

const countText = (metric: MissionMetric, value: bigint, site: SiteContext) =>
  metric === 'rounds' ? value.toString() : formatMoney(value, site.settings.currency);

export async function missionSummary(
  deps: LoyaltyDeps,
  site: SiteContext,
  member: MemberPrincipal,
  language: Language,
) {
  const now = deps.clock.now();
  const timeZone = site.settings.profile.timeZone;
  const list = await store.missions(deps.db, site.merchantId, true);
  const periods = new Map(list.map((row) => [row.id, missionPeriod(row.period, now, timeZone)]));
  const claims = await store.memberClaims(deps.db, member.id, [
    ...new Set([...periods.values()].map((p) => p.key)),
  ]);
  const claimed = new Set(claims.map((claim) => `${claim.missionId}|${claim.periodKey}`));
  const missions = await Promise.all(
    list.map(async (row) => {
      const period = periods.get(row.id)!;
      const progress = await progressOf(deps, site, member.id, row.metric, period);
      return {
        id: row.id,
        title: textOf(row.title, language),
        period: row.period,
        metric: row.metric,
        target: countText(row.metric, row.target, site),
        progress: countText(row.metric, progress > row.target ? row.target : progress, site),
        completed: progress >= row.target,
        claimed: claimed.has(`${row.id}|${period.key}`),
        reward: {
          money: formatMoney(row.rewardMinor, site.settings.currency),
          points: Number(row.rewardPoints),
        },
        endsAt: period.to.getTime(),
      };
    }),
  );
  return {
    missions,
    claimable: missions.filter((m) => m.completed && !m.claimed).length,
    currency: site.settings.currency.code,
  };
}

/** Pays a claim's money and points, each once by its key. */
export async function payClaim(deps: LoyaltyDeps, site: SiteContext, claim: MissionClaimRow) {
  if (claim.paidAt) return;
  if (claim.rewardMinor > 0n)
    await payMoney(deps, site, claim.memberId, claim.rewardMinor, `mission:${claim.id}`, 'promotion', {
      missionId: claim.missionId,
    });
  if (claim.rewardPoints > 0n)
    await movePoints(
      deps,
      claim.merchantId,
      claim.memberId,
      claim.rewardPoints,
      `mission-points:${claim.id}`,
      'earn',
    );
  await store.markClaimPaid(deps.db, claim.id, deps.clock.now());
}

/** Claims a completed mission for this period: one claim row per (mission, member, period), then paid. */
export async function claimMission(
  deps: LoyaltyDeps,
  site: SiteContext,
  member: MemberPrincipal,
  missionId: number,
) {
  const now = deps.clock.now();
  const row = await store.mission(deps.db, site.merchantId, missionId);
  if (!row || !row.active) throw new AppError('mission.not.found');
  const period = missionPeriod(row.period, now, site.settings.profile.timeZone);
  const earlier = await store.claimOf(deps.db, row.id, member.id, period.key);
  if (!earlier && (await progressOf(deps, site, member.id, row.metric, period)) < row.target)
    throw new AppError('mission.not.completed');
  const claim =
    earlier ??
    (await store.insertClaim(deps.db, {
      merchantId: site.merchantId,
      missionId: row.id,
      memberId: member.id,
      periodKey: period.key,
      rewardMinor: row.rewardMinor,
      rewardPoints: row.rewardPoints,
      createdAt: now,
    })) ??
    (await store.claimOf(deps.db, row.id, member.id, period.key))!;
  await payClaim(deps, site, claim);
  return {
    missionId: row.id,
    periodKey: period.key,
    money: formatMoney(claim.rewardMinor, site.settings.currency),
    points: Number(claim.rewardPoints),
  };
}

/** First and last characters of a username, the rest hidden. */
export function maskName(username: string): string {
  if (username.length <= 2) return `${username[0] ?? ''}*`;
  return `${username[0]}${'*'.repeat(Math.min(4, username.length - 2))}${username.at(-1)}`;
}

export async function missionLeaderboard(deps: LoyaltyDeps, site: SiteContext, member: MemberPrincipal) {
  const { monday, keys } = weekKeys(deps.clock.now(), site.settings.profile.timeZone);
  const [top, completed] = await Promise.all([
    store.board(deps.db, site.merchantId, keys),
    store.completedBy(deps.db, member.id, keys),
  ]);
  const rank = completed > 0 ? (await store.aheadOf(deps.db, site.merchantId, keys, completed)) + 1 : null;
  return {
    week: monday,
    top: top.map((row, index) => ({
      rank: index + 1,
      name: maskName(row.username),
      completed: row.completed,
      mine: row.memberId === member.id,
    })),
    me: { rank, completed },
  };
}

// Operators

function columnsOf(site: SiteContext, input: z.output<typeof missionInputSchema>) {
  const target =
    input.metric === 'rounds'
      ? /^\d+$/.test(input.target)
        ? BigInt(input.target)
        : null
      : memberAmount(input.target, site.settings.currency, 'target');
  if (target === null || target <= 0n)
    throw validationError({
      target: { code: 'field.invalid', message: 'A target above zero (a whole count for rounds)' },
    });
  const rewardMinor = memberAmount(input.rewardMoney, site.settings.currency, 'rewardMoney');
  if (rewardMinor === 0n && input.rewardPoints === 0)
    throw validationError({ rewardMoney: { code: 'field.required', message: 'Give the mission a reward' } });
  return {
    title: input.title,
    period: input.period,
    metric: input.metric,
    target,
    rewardMinor,
    rewardPoints: BigInt(input.rewardPoints),
    active: input.active,
    sort: input.sort,
  };
}

function operatorView(row: MissionRow, claims: number, site: SiteContext) {
  return {
    id: row.id,
    title: row.title as { EN: string },
    period: row.period,
    metric: row.metric,
    target: countText(row.metric, row.target, site),
    rewardMoney: formatMoney(row.rewardMinor, site.settings.currency),
    rewardPoints: Number(row.rewardPoints),
    active: row.active,
    sort: row.sort,
    claims,
    currency: site.settings.currency.code,
  };
}

export async function operatorMissions(deps: LoyaltyDeps, site: SiteContext) {
  const [rows, claims] = await Promise.all([
    store.missions(deps.db, site.merchantId, false),
    store.claimsPerMission(deps.db, site.merchantId),
  ]);
  return { list: rows.map((row) => operatorView(row, claims.get(row.id) ?? 0, site)) };
}

export async function saveMission(
  deps: LoyaltyDeps,
  site: SiteContext,
  actor: AuditActor,
  id: number | null,
  input: z.output<typeof missionInputSchema>,
) {
  const now = deps.clock.now();
  const columns = columnsOf(site, input);
  const row = await deps.db.transaction(async (tx) => {
    const saved =
      id === null
        ? await store.insertMission(tx, {
            ...columns,
            merchantId: site.merchantId,
            createdAt: now,
            updatedAt: now,
          })
        : await store.updateMission(tx, site.merchantId, id, { ...columns, updatedAt: now });
    if (!saved) throw new AppError('mission.not.found');
    await recordAudit(
      tx,
      actor,
      {
        action: id === null ? 'mission.create' : 'mission.update',
        target: `mission:${saved.id}`,
        merchantCode: site.merchantCode,
        after: {
          ...columns,
          target: columns.target.toString(),
          rewardMinor: columns.rewardMinor.toString(),
          rewardPoints: columns.rewardPoints.toString(),
          reason: input.reason,
        },
      },
      now,
    );
    return saved;
  });
  return operatorView(row, (await store.claimsPerMission(deps.db, site.merchantId)).get(row.id) ?? 0, site);
}
