import type { convertPointBodySchema, Language } from '@wps/contracts';
import type { z } from 'zod';
import { formatMoney } from '../../../kernel/money.js';
import { pageCount } from '../../../kernel/paging.js';
import type { MemberPrincipal, SiteContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import type { LoyaltyDeps } from '../deps.js';
import { movePoints, payMoney, POINTS, pointsAccount, pointsOfMember } from '../money.js';
import { moneyForPoints, pointsOf } from '../rules.js';
import { settingsOf } from '../settings.js';
import * as store from '../store.js';
import type { ConversionRow } from '../store.js';
import { textOf } from '../views.js';
import { SETTLE_MARGIN_MS } from './cashback.js';

/** How long a points window is at most (a job that fell behind catches up a window at a time). */
const MAX_WINDOW_MS = 6 * 3_600_000;

/**
 * The points job (every 5 minutes): the merchant's watermark row is locked, the valid bets of every
 * round settled in (watermark, now − margin] are read per member and category, each member's points at
 * their rank's rates stored as an accrual, and the watermark moved, in one transaction: a bet earns
 * points once. Then each accrual is posted (`points-earn:<id>`).
 */
export async function accruePoints(deps: LoyaltyDeps, site: SiteContext) {
  const now = deps.clock.now();
  const key = { merchantId: site.merchantId, memberId: 0, kind: 'points' as const };
  const to = new Date(now.getTime() - SETTLE_MARGIN_MS);
  await store.ensureWatermark(deps.db, key, new Date(to.getTime() - MAX_WINDOW_MS));
  const accruals = await deps.db.transaction(async (tx) => {
    const from = (await store.watermark(tx, key, true))!;
    if (from >= to) return [];
    const end = new Date(Math.min(to.getTime(), from.getTime() + MAX_WINDOW_MS));
    const settings = await settingsOf(tx, site);
    const rows = await store.validBetsOfWindow(tx, site.merchantId, site.settings.currency.code, from, end);
    const byMember = new Map<number, { category: string; validBetMinor: bigint }[]>();
    for (const row of rows) byMember.set(row.memberId, [...(byMember.get(row.memberId) ?? []), row]);
    const inserts = [];
    for (const [memberId, bets] of byMember) {
      const level = Math.min((await store.memberRank(tx, memberId))?.level ?? 0, settings.ranks.length - 1);
      const points = pointsOf(bets, settings.ranks[level]!.pointsPerHundred, site.settings.currency.decimals);
      if (points > 0n)
        inserts.push({ merchantId: site.merchantId, memberId, windowTo: end, points, createdAt: now });
    }
    await store.moveWatermark(tx, key, end);
    return store.insertAccruals(tx, inserts);
  });
  for (const accrual of accruals) await postAccrual(deps, accrual);
  return { accruals: accruals.length };
}

export async function postAccrual(
  deps: LoyaltyDeps,
  accrual: { id: number; merchantId: number; memberId: number; points: bigint },
) {
  const posted = await movePoints(
    deps,
    accrual.merchantId,
    accrual.memberId,
    accrual.points,
    `points-earn:${accrual.id}`,
    'earn',
  );
  await store.markAccrualPosted(deps.db, accrual.id, posted.answer.transactionId);
}

export async function pointBalance(deps: LoyaltyDeps, site: SiteContext, member: MemberPrincipal) {
  return { points: Number(await pointsOfMember(deps, site.merchantId, member.id)) };
}

export async function pointConfig(deps: LoyaltyDeps, site: SiteContext, language: Language) {
  const settings = await settingsOf(deps.db, site);
  return {
    pointsPerUnit: settings.pointsPerUnit,
    minConvert: settings.minConvert,
    earnRates: settings.stored.map((rank) => ({
      level: rank.level,
      name: rank.name,
      pointsPerHundred: rank.pointsPerHundred,
    })),
    rules: textOf(settings.pointRules, language),
    currency: site.settings.currency.code,
  };
}

/** The member's points movements, newest first, with the balance after each. */
export async function pointDetails(
  deps: LoyaltyDeps,
  site: SiteContext,
  member: MemberPrincipal,
  query: { pageNo: number; pageSize: number },
) {
  const page = await deps.ledger.history({
    merchantId: site.merchantId,
    currency: POINTS,
    account: pointsAccount(member.id),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  });
  return {
    list: page.list.map((row) => ({
      id: row.entryId,
      kind: String((row.meta as { kind?: string } | null)?.kind ?? 'adjust'),
      points: Number(row.amount),
      balanceAfter: Number(row.balanceAfter),
      createdAt: new Date(row.createdAt).getTime(),
    })),
    pageNum: page.pageNum,
    totalPages: pageCount(page.total, query.pageSize),
  };
}

/**
 * Converts points to money at the published rate (payment password). The conversion row comes
 * first (its request id makes a retry answer the same conversion), then the points are taken
 * (`points-convert:<id>`; too few points: the row is removed and nothing changed), then the money
 * paid (`points-cash-convert:<id>`). The settle job finishes a conversion a crash interrupted.
 */
export async function convertPoints(
  deps: LoyaltyDeps,
  site: SiteContext,
  member: MemberPrincipal,
  input: z.output<typeof convertPointBodySchema>,
) {
  await deps.checkPaymentPassword(member.id, input.paymentPassword);
  const earlier = await store.conversionByRequest(deps.db, member.id, input.requestId);
  if (earlier) return conversionAnswer(deps, site, member.id, earlier);
  const settings = await settingsOf(deps.db, site);
  if (input.points < settings.minConvert)
    throw new AppError('points.below.minimum', { min: settings.minConvert });
  const points = BigInt(input.points);
  const amount = moneyForPoints(points, settings.pointsPerUnit, site.settings.currency.decimals);
  if (amount <= 0n) throw new AppError('points.below.minimum', { min: settings.minConvert });
  if ((await pointsOfMember(deps, site.merchantId, member.id)) < points)
    throw new AppError('points.insufficient');
  const row = await store.insertConversion(deps.db, {
    merchantId: site.merchantId,
    memberId: member.id,
    requestId: input.requestId,
    points,
    currency: site.settings.currency.code,
    amountMinor: amount,
    createdAt: deps.clock.now(),
  });
  const conversion = row ?? (await store.conversionByRequest(deps.db, member.id, input.requestId))!;
  await finishConversion(deps, site, conversion);
  return conversionAnswer(deps, site, member.id, conversion);
}

export async function finishConversion(deps: LoyaltyDeps, site: SiteContext, row: ConversionRow) {
  if (row.paidAt) return;
  try {
    await movePoints(deps, row.merchantId, row.memberId, -row.points, `points-convert:${row.id}`, 'convert');
  } catch (error) {
    if (error instanceof AppError && error.code === 'balance.insufficient') {
      await store.deleteConversion(deps.db, row.id);
      throw new AppError('points.insufficient');
    }
    throw error;
  }
  await payMoney(deps, site, row.memberId, row.amountMinor, `points-cash-convert:${row.id}`, 'promotion', {
    conversionId: row.id,
  });
  await store.markConversionPaid(deps.db, row.id, deps.clock.now());
}

async function conversionAnswer(deps: LoyaltyDeps, site: SiteContext, memberId: number, row: ConversionRow) {
  return {
    points: Number(row.points),
    amount: formatMoney(row.amountMinor, site.settings.currency),
    balance: Number(await pointsOfMember(deps, site.merchantId, memberId)),
  };
}
