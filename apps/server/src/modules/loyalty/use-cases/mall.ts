import type {
  Language,
  Localized,
  operatorRedemptionQuerySchema,
  pointRewardInputSchema,
  redeemPointBodySchema,
  redemptionDecisionBodySchema,
} from '@wps/contracts';
import type { z } from 'zod';
import { formatMoney, parseAmount } from '../../../kernel/money.js';
import { pageOf, pageWindow } from '../../../kernel/paging.js';
import type { MemberPrincipal, SiteContext } from '../../../platform/context.js';
import { AppError, validationError } from '../../../platform/errors.js';
import { recordAudit, type AuditActor } from '../../audit/service.js';
import type { LoyaltyDeps } from '../deps.js';
import { movePoints, payMoney, pointsOfMember } from '../money.js';
import * as store from '../store.js';
import type { RedemptionRow, RewardRow } from '../store.js';
import { textOf } from '../views.js';

/*
 * The points mall (docs/product.md §Loyalty, points mall): rewards with stock, redemptions that take
 * the points and hold the stock at once, an operator's decision, and the points given back exactly
 * once on rejection. Each money step has its own ledger key; the settle job finishes any a crash or a
 * busy wallet left undone.
 */

const rewardView = (row: RewardRow, site: SiteContext, language: Language) => ({
  id: row.id,
  kind: row.kind,
  name: textOf(row.name, language),
  description: textOf(row.description, language),
  image: row.image,
  points: row.points,
  cash: row.cashMinor === null ? null : formatMoney(row.cashMinor, site.settings.currency),
  stock: row.stock,
  needsAddress: row.kind === 'goods',
});

export async function pointRewards(deps: LoyaltyDeps, site: SiteContext, language: Language) {
  return {
    list: (await store.rewards(deps.db, site.merchantId, true)).map((row) => rewardView(row, site, language)),
  };
}

function redemptionView(row: RedemptionRow, rewardName: string, site: SiteContext) {
  return {
    id: row.id,
    rewardId: row.rewardId,
    rewardName,
    points: Number(row.points),
    amount: row.cashMinor === null ? null : formatMoney(row.cashMinor, site.settings.currency),
    quantity: row.quantity,
    status: row.status,
    remark: row.remark,
    address: row.address,
    createdAt: row.createdAt.getTime(),
    decidedAt: row.decidedAt?.getTime() ?? null,
  };
}

async function rewardNames(deps: LoyaltyDeps, site: SiteContext, language: Language) {
  return new Map(
    (await store.rewards(deps.db, site.merchantId, false)).map((row) => [row.id, textOf(row.name, language)]),
  );
}

/**
 * Redeems a reward (payment password): the redemption is stored and the stock taken in one
 * transaction (the stock never goes below zero), then its points are taken (`points-redeem:<id>`).
 * Too few points: the redemption is rejected at once and its stock given back. A repeated request id
 * answers the first redemption.
 */
export async function redeemPointReward(
  deps: LoyaltyDeps,
  site: SiteContext,
  member: MemberPrincipal,
  language: Language,
  input: z.output<typeof redeemPointBodySchema>,
) {
  await deps.checkPaymentPassword(member.id, input.paymentPassword);
  const earlier = await store.redemptionByRequest(deps.db, member.id, input.requestId);
  const names = () => rewardNames(deps, site, language);
  if (earlier) return redemptionView(earlier, (await names()).get(earlier.rewardId) ?? '', site);
  const reward = await store.reward(deps.db, site.merchantId, input.rewardId);
  if (!reward || !reward.active) throw new AppError('points.reward.not.found');
  if (reward.kind === 'goods' && !input.address) throw new AppError('points.address.required');
  const points = BigInt(reward.points) * BigInt(input.quantity);
  if ((await pointsOfMember(deps, site.merchantId, member.id)) < points)
    throw new AppError('points.insufficient');
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await store.insertRedemption(tx, {
      merchantId: site.merchantId,
      memberId: member.id,
      rewardId: reward.id,
      requestId: input.requestId,
      quantity: input.quantity,
      points,
      cashMinor:
        reward.kind === 'cash' && reward.cashMinor !== null
          ? reward.cashMinor * BigInt(input.quantity)
          : null,
      currency: site.settings.currency.code,
      address: reward.kind === 'goods' ? (input.address ?? null) : null,
      status: 'in_progress',
      createdAt: now,
    });
    if (!inserted) return null;
    if (!(await store.takeStock(tx, reward.id, input.quantity))) throw new AppError('points.out.of.stock');
    return inserted;
  });
  const redemption = row ?? (await store.redemptionByRequest(deps.db, member.id, input.requestId))!;
  const taken = await takePoints(deps, redemption);
  if (!taken) throw new AppError('points.insufficient');
  const after = (await store.redemption(deps.db, site.merchantId, redemption.id)) ?? redemption;
  return redemptionView(after, textOf(reward.name, language), site);
}

/** Takes a redemption's points; false when the member no longer has them (then it is rejected, stock back). */
async function takePoints(deps: LoyaltyDeps, row: RedemptionRow): Promise<boolean> {
  if (row.pointsTakenAt) return true;
  try {
    await movePoints(deps, row.merchantId, row.memberId, -row.points, `points-redeem:${row.id}`, 'redeem');
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'balance.insufficient')) throw error;
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      const rejected = await store.decideRedemption(tx, row.id, {
        status: 'rejected',
        remark: 'Not enough points',
        decidedBy: 'system',
        decidedAt: now,
      });
      if (rejected) await store.returnStock(tx, row.rewardId, row.quantity);
    });
    // Nothing was taken, so there is nothing to give back.
    await store.markRedemption(deps.db, row.id, 'returnedAt', now);
    return false;
  }
  await store.markRedemption(deps.db, row.id, 'pointsTakenAt', deps.clock.now());
  return true;
}

/** Gives a rejected redemption's points back: once, whatever retries (`points-return:<id>`). */
async function returnPoints(deps: LoyaltyDeps, row: RedemptionRow) {
  if (row.returnedAt || !row.pointsTakenAt) return;
  await movePoints(deps, row.merchantId, row.memberId, row.points, `points-return:${row.id}`, 'return');
  await store.markRedemption(deps.db, row.id, 'returnedAt', deps.clock.now());
}

async function payCash(deps: LoyaltyDeps, site: SiteContext, row: RedemptionRow) {
  if (row.cashPaidAt || row.cashMinor === null) return;
  await payMoney(deps, site, row.memberId, row.cashMinor, `points-cash:${row.id}`, 'promotion', {
    redemptionId: row.id,
  });
  await store.markRedemption(deps.db, row.id, 'cashPaidAt', deps.clock.now());
}

export async function redemptions(
  deps: LoyaltyDeps,
  site: SiteContext,
  member: MemberPrincipal,
  language: Language,
  query: { pageNo: number; pageSize: number },
) {
  const { rows, total } = await store.redemptionsPage(deps.db, {
    merchantId: site.merchantId,
    memberId: member.id,
    ...pageWindow(query),
  });
  const names = await rewardNames(deps, site, language);
  return pageOf(
    rows.map((row) => redemptionView(row, names.get(row.rewardId) ?? '', site)),
    total,
    query,
  );
}

// Operators

const operatorRewardView = (row: RewardRow, redeemed: number, site: SiteContext) => ({
  ...rewardView(row, site, 'EN'),
  name: row.name as Localized,
  description: row.description as Localized,
  active: row.active,
  sort: row.sort,
  redeemed,
});

export async function operatorPointRewards(deps: LoyaltyDeps, site: SiteContext) {
  const [rows, redeemed] = await Promise.all([
    store.rewards(deps.db, site.merchantId, false),
    store.redeemedPerReward(deps.db, site.merchantId),
  ]);
  return {
    list: rows.map((row) => operatorRewardView(row, redeemed.get(row.id) ?? 0, site)),
    currency: site.settings.currency.code,
  };
}

function rewardColumns(site: SiteContext, input: z.output<typeof pointRewardInputSchema>) {
  if (input.kind === 'cash' && input.cash === null)
    throw validationError({ cash: { code: 'field.required', message: 'A cash reward needs its amount' } });
  return {
    kind: input.kind,
    name: input.name,
    description: input.description,
    image: input.image,
    points: input.points,
    cashMinor:
      input.kind === 'cash' && input.cash !== null
        ? parseAmount(input.cash, site.settings.currency, { field: 'cash' })
        : null,
    stock: input.stock,
    active: input.active,
    sort: input.sort,
  };
}

export async function createPointReward(
  deps: LoyaltyDeps,
  site: SiteContext,
  actor: AuditActor,
  input: z.output<typeof pointRewardInputSchema>,
) {
  const now = deps.clock.now();
  const columns = rewardColumns(site, input);
  const row = await deps.db.transaction(async (tx) => {
    const created = await store.insertReward(tx, {
      ...columns,
      merchantId: site.merchantId,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      actor,
      {
        action: 'points.reward.create',
        target: `reward:${created.id}`,
        merchantCode: site.merchantCode,
        after: { ...columns, cashMinor: columns.cashMinor?.toString() ?? null, reason: input.reason },
      },
      now,
    );
    return created;
  });
  return operatorRewardView(row, 0, site);
}

export async function updatePointReward(
  deps: LoyaltyDeps,
  site: SiteContext,
  actor: AuditActor,
  id: number,
  input: z.output<typeof pointRewardInputSchema>,
) {
  const now = deps.clock.now();
  const before = await store.reward(deps.db, site.merchantId, id);
  if (!before) throw new AppError('points.reward.not.found');
  const columns = rewardColumns(site, input);
  const row = await deps.db.transaction(async (tx) => {
    const updated = await store.updateReward(tx, site.merchantId, id, { ...columns, updatedAt: now });
    await recordAudit(
      tx,
      actor,
      {
        action: 'points.reward.update',
        target: `reward:${id}`,
        merchantCode: site.merchantCode,
        before: { points: before.points, stock: before.stock, active: before.active },
        after: { ...columns, cashMinor: columns.cashMinor?.toString() ?? null, reason: input.reason },
      },
      now,
    );
    return updated!;
  });
  return operatorRewardView(
    row,
    (await store.redeemedPerReward(deps.db, site.merchantId)).get(id) ?? 0,
    site,
  );
}

async function operatorRedemptionViews(deps: LoyaltyDeps, site: SiteContext, rows: RedemptionRow[]) {
  const [names, members] = await Promise.all([
    rewardNames(deps, site, 'EN'),
    store.usernamesOf(
      deps.db,
      rows.map((row) => row.memberId),
    ),
  ]);
  return rows.map((row) => ({
    ...redemptionView(row, names.get(row.rewardId) ?? '', site),
    memberId: row.memberId,
    username: members.get(row.memberId) ?? `#${row.memberId}`,
    decidedBy: row.decidedBy,
  }));
}

export async function operatorRedemptions(
  deps: LoyaltyDeps,
  site: SiteContext,
  query: z.output<typeof operatorRedemptionQuerySchema>,
) {
  const { rows, total } = await store.redemptionsPage(deps.db, {
    merchantId: site.merchantId,
    ...(query.status ? { status: query.status } : {}),
    ...pageWindow(query),
  });
  return pageOf(await operatorRedemptionViews(deps, site, rows), total, query);
}

/**
 * Approves a redemption (a cash reward is paid) or rejects it: the stock comes back in the same
 * transaction, the points after it, once. Audited; decided once, whoever decides first.
 */
export async function decideRedemption(
  deps: LoyaltyDeps,
  site: SiteContext,
  actor: AuditActor,
  id: number,
  input: z.output<typeof redemptionDecisionBodySchema>,
) {
  const now = deps.clock.now();
  const before = await store.redemption(deps.db, site.merchantId, id);
  if (!before) throw new AppError('not.found');
  if (before.status !== 'in_progress') throw new AppError('points.redemption.state');
  const decided = await deps.db.transaction(async (tx) => {
    const row = await store.decideRedemption(tx, id, {
      status: input.approve ? 'approved' : 'rejected',
      remark: input.remark ?? null,
      decidedBy: actor.operatorName ?? 'system',
      decidedAt: now,
    });
    if (!row) throw new AppError('points.redemption.state');
    if (!input.approve) await store.returnStock(tx, row.rewardId, row.quantity);
    await recordAudit(
      tx,
      actor,
      {
        action: input.approve ? 'points.redemption.approve' : 'points.redemption.reject',
        target: `redemption:${id}`,
        merchantCode: site.merchantCode,
        before: { status: before.status },
        after: { status: row.status, remark: row.remark, reason: input.reason },
      },
      now,
    );
    return row;
  });
  if (decided.status === 'rejected') await returnPoints(deps, decided);
  else await payCash(deps, site, decided);
  const after = (await store.redemption(deps.db, site.merchantId, id)) ?? decided;
  return (await operatorRedemptionViews(deps, site, [after]))[0]!;
}

/** The settle job's part: redemptions whose points, return or cash a crash or a busy wallet left undone. */
export async function finishRedemptions(
  deps: LoyaltyDeps,
  siteOf: (merchantId: number) => Promise<SiteContext>,
  before: Date,
) {
  let finished = 0;
  for (const row of await store.unfinishedRedemptions(deps.db, before)) {
    if (!row.pointsTakenAt) {
      // Rejected before its points were taken: there is nothing to give back.
      if (row.status === 'rejected')
        await store.markRedemption(deps.db, row.id, 'returnedAt', deps.clock.now());
      else await takePoints(deps, row);
    } else if (row.status === 'rejected') await returnPoints(deps, row);
    else if (row.status === 'approved') await payCash(deps, await siteOf(row.merchantId), row);
    finished++;
  }
  return finished;
}
