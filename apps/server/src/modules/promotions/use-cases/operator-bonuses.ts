import type { issueBonusBodySchema, operatorBonusQuerySchema } from '@wps/contracts';
import type { z } from 'zod';
import { parseAmount } from '../../../kernel/money.js';
import { pageOf, pageWindow } from '../../../kernel/paging.js';
import type { SiteContext } from '../../../platform/context.js';
import { AppError, validationError } from '../../../platform/errors.js';
import { recordAudit, type AuditActor } from '../../audit/service.js';
import { payBonus, reclaimBonus, refreshBonus } from '../bonus-money.js';
import type { PromotionDeps } from '../deps.js';
import { activitiesById, activityOrFail, bonusAnswer, bonusOrFail } from '../kit.js';
import { bonusTransitionAllowed, paidStateOf, turnoverRequiredOf, type BonusFlag } from '../rules.js';
import { turnoverOfBonus } from '../standing.js';
import * as store from '../store.js';
import type { BonusRow } from '../store.js';
import { wageringTermsOf } from '../views.js';

async function views(deps: PromotionDeps, site: SiteContext, rows: BonusRow[]) {
  const [names, activities] = await Promise.all([
    store.usernamesOf(
      deps.db,
      rows.flatMap((row) => [row.memberId, ...row.relatedMemberIds]),
    ),
    activitiesById(deps, site.merchantId),
  ]);
  return Promise.all(
    rows.map(async (row) => {
      const { bonus, turnover } = await refreshBonus(deps, site, row);
      return {
        ...bonusAnswer(site, bonus, activities.get(bonus.activityId)!, turnover, 'EN'),
        memberId: bonus.memberId,
        username: names.get(bonus.memberId) ?? `#${bonus.memberId}`,
        flags: bonus.flags as BonusFlag[],
        relatedUsernames: bonus.relatedMemberIds.map((id) => names.get(id) ?? `#${id}`),
        decidedBy: bonus.decidedBy,
      };
    }),
  );
}

export async function listBonuses(
  deps: PromotionDeps,
  site: SiteContext,
  query: z.output<typeof operatorBonusQuerySchema>,
) {
  const memberId = query.username
    ? await store.memberIdByUsername(deps.db, site.merchantId, query.username)
    : null;
  if (query.username && memberId === null) return pageOf([], 0, query);
  const { rows, total } = await store.listBonuses(deps.db, site.merchantId, {
    ...(query.state ? { state: query.state } : {}),
    ...(query.activityId ? { activityId: query.activityId } : {}),
    ...(memberId !== null ? { memberId } : {}),
    ...pageWindow(query),
  });
  return pageOf(await views(deps, site, rows), total, query);
}

async function audit(
  deps: PromotionDeps,
  site: SiteContext,
  actor: AuditActor,
  action: string,
  bonus: BonusRow,
  after: Record<string, unknown>,
) {
  await recordAudit(
    deps.db,
    actor,
    {
      action,
      target: `bonus:${bonus.id}`,
      merchantCode: site.merchantCode,
      before: { state: bonus.state, amount: bonus.amountMinor.toString() },
      after,
    },
    deps.clock.now(),
  );
}

/**
 * Pays a claim held for review, or rejects it with a reason (its budget given back). Audited; the
 * state moves once, whoever decides first.
 */
export async function decideBonus(
  deps: PromotionDeps,
  site: SiteContext,
  actor: AuditActor,
  id: number,
  input: { approve: boolean; reason: string },
) {
  const now = deps.clock.now();
  const bonus = await bonusOrFail(deps, site, id);
  if (bonus.state !== 'review') throw new AppError('promotion.bonus.state');
  const decider = actor.operatorName ?? 'system';
  const to = input.approve ? paidStateOf(bonus.turnoverRequiredMinor) : 'rejected';
  const moved = await deps.db.transaction(async (tx) => {
    const row = await store.moveBonus(tx, bonus.id, ['review'], {
      state: to,
      reason: input.reason,
      decidedBy: decider,
      updatedAt: now,
      ...(to === 'rejected' ? { endedAt: now } : {}),
    });
    if (!row) throw new AppError('promotion.bonus.state');
    if (to === 'rejected') await store.releaseBudget(tx, bonus.activityId, bonus.amountMinor);
    return row;
  });
  await audit(
    deps,
    site,
    actor,
    input.approve ? 'promotion.bonus.approve' : 'promotion.bonus.reject',
    bonus,
    {
      state: moved.state,
      reason: input.reason,
    },
  );
  const final = to === 'rejected' ? moved : await payBonus(deps, moved);
  deps.rewardsChanged(site.merchantId, bonus.memberId);
  return (await views(deps, site, [final]))[0]!;
}

/** Takes back an active bonus: its turnover requirement ends, what the wallet holds of it returns (audited). */
export async function forfeitBonus(
  deps: PromotionDeps,
  site: SiteContext,
  actor: AuditActor,
  id: number,
  reason: string,
) {
  const now = deps.clock.now();
  const bonus = await bonusOrFail(deps, site, id);
  if (!bonusTransitionAllowed(bonus.state as never, 'forfeited')) throw new AppError('promotion.bonus.state');
  const turnover = await turnoverOfBonus(deps, site, bonus);
  const moved = await store.moveBonus(deps.db, bonus.id, ['active'], {
    state: 'forfeited',
    reason,
    decidedBy: actor.operatorName ?? 'system',
    turnoverDoneMinor: turnover.done,
    endedAt: now,
    updatedAt: now,
  });
  if (!moved) throw new AppError('promotion.bonus.state');
  await audit(deps, site, actor, 'promotion.bonus.forfeit', bonus, { state: 'forfeited', reason });
  await reclaimBonus(deps, moved);
  return (await views(deps, site, [(await store.findBonus(deps.db, site.merchantId, id)) ?? moved]))[0]!;
}

/**
 * Issues a reward of an activity to one member: it waits in their reward centre until collected.
 * The budget is reserved at once; the request id makes a retried request issue it once (audited).
 */
export async function issueBonus(
  deps: PromotionDeps,
  site: SiteContext,
  actor: AuditActor,
  input: z.output<typeof issueBonusBodySchema>,
) {
  const now = deps.clock.now();
  const activity = await activityOrFail(deps, site, input.activityId);
  if (activity.state === 'draft') throw new AppError('promotion.activity.state');
  const memberId = await store.memberIdByUsername(deps.db, site.merchantId, input.username);
  if (memberId === null)
    throw validationError({ username: { code: 'field.not_found', message: 'No such member' } });
  const currency = site.settings.currency;
  const amount = parseAmount(input.amount, currency);
  const wagering = wageringTermsOf(activity);
  const occurrence = `issue:${actor.requestId ?? now.getTime()}`;
  const bonus = await deps.db.transaction(async (tx) => {
    const row = await store.insertBonus(tx, {
      merchantId: site.merchantId,
      activityId: activity.id,
      memberId,
      occurrence,
      state: 'issued',
      source: 'issue',
      currency: currency.code,
      amountMinor: amount,
      depositMinor: null,
      turnoverRequiredMinor: turnoverRequiredOf(wagering, amount, null),
      weights: wagering.weights,
      maxBetMinor: wagering.maxBetMinor,
      expiryHours: wagering.expiryHours,
      decidedBy: actor.operatorName ?? 'system',
      reason: input.reason,
      createdAt: now,
      updatedAt: now,
    });
    if (!row) throw new AppError('promotion.already.claimed');
    if (!(await store.reserveBudget(tx, activity.id, amount)))
      throw new AppError('promotion.budget.exhausted');
    await recordAudit(
      tx,
      actor,
      {
        action: 'promotion.bonus.issue',
        target: `bonus:${row.id}`,
        merchantCode: site.merchantCode,
        after: { memberId, activityId: activity.id, amount: amount.toString(), reason: input.reason },
      },
      now,
    );
    return row;
  });
  deps.rewardsChanged(site.merchantId, memberId);
  return (await views(deps, site, [bonus]))[0]!;
}
