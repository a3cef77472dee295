import type { applicationDecisionBodySchema, operatorApplicationQuerySchema } from '@wps/contracts';
import type { z } from 'zod';
import { memberAmount } from '../../../kernel/money.js';
import { pageOf, pageWindow } from '../../../kernel/paging.js';
import type { SiteContext } from '../../../platform/context.js';
import { AppError, validationError } from '../../../platform/errors.js';
import { recordAudit, type AuditActor } from '../../audit/service.js';
import type { PromotionDeps } from '../deps.js';
import { activitiesById, activityOrFail } from '../kit.js';
import { turnoverRequiredOf } from '../rules.js';
import * as store from '../store.js';
import type { ApplicationRow } from '../store.js';
import { applicationView, rewardTermsOf, textOf, wageringTermsOf } from '../views.js';

async function views(deps: PromotionDeps, site: SiteContext, rows: ApplicationRow[]) {
  const [names, activities] = await Promise.all([
    store.usernamesOf(
      deps.db,
      rows.map((row) => row.memberId),
    ),
    activitiesById(deps, site.merchantId),
  ]);
  return rows.map((row) => ({
    ...applicationView(row),
    activityTitle: textOf(activities.get(row.activityId)?.title ?? { EN: '' }, 'EN'),
    memberId: row.memberId,
    username: names.get(row.memberId) ?? `#${row.memberId}`,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.getTime() ?? null,
    bonusId: row.bonusId,
  }));
}

export async function listApplications(
  deps: PromotionDeps,
  site: SiteContext,
  query: z.output<typeof operatorApplicationQuerySchema>,
) {
  const { rows, total } = await store.listApplications(deps.db, site.merchantId, {
    ...(query.state ? { state: query.state } : {}),
    ...(query.activityId ? { activityId: query.activityId } : {}),
    ...pageWindow(query),
  });
  return pageOf(await views(deps, site, rows), total, query);
}

export async function applicationImage(deps: PromotionDeps, site: SiteContext, id: number, position: number) {
  const application = await store.findApplication(deps.db, site.merchantId, id);
  if (!application || position >= application.imageCount) throw new AppError('not.found');
  const image = await store.applicationImage(deps.db, id, position);
  if (!image) throw new AppError('not.found');
  return { dataUrl: `data:${image.contentType};base64,${Buffer.from(image.bytes).toString('base64')}` };
}

/**
 * Approves an application (its reward is issued to the member's reward centre, as the occurrence of
 * the period applied in, the budget reserved in the same transaction) or rejects it with a reason.
 * Audited; a decided application cannot be decided again.
 */
export async function decideApplication(
  deps: PromotionDeps,
  site: SiteContext,
  actor: AuditActor,
  id: number,
  input: z.output<typeof applicationDecisionBodySchema>,
) {
  const now = deps.clock.now();
  const application = await store.findApplication(deps.db, site.merchantId, id);
  if (!application) throw new AppError('not.found');
  if (application.state !== 'applying') throw new AppError('promotion.application.state');
  const activity = await activityOrFail(deps, site, application.activityId);
  const currency = site.settings.currency;
  const amount = input.approve
    ? input.amount !== undefined
      ? memberAmount(input.amount, currency)
      : rewardTermsOf(activity).fixedMinor
    : 0n;
  if (input.approve && amount <= 0n)
    throw validationError({ amount: { code: 'field.too_small', message: 'Give the reward an amount' } });
  const wagering = wageringTermsOf(activity);
  const decider = actor.operatorName ?? 'system';
  const decided = await deps.db.transaction(async (tx) => {
    let bonusId: number | null = null;
    if (input.approve) {
      const bonus = await store.insertBonus(tx, {
        merchantId: site.merchantId,
        activityId: activity.id,
        memberId: application.memberId,
        occurrence: application.occurrence,
        state: 'issued',
        source: 'application',
        currency: currency.code,
        amountMinor: amount,
        depositMinor: null,
        turnoverRequiredMinor: turnoverRequiredOf(wagering, amount, null),
        weights: wagering.weights,
        maxBetMinor: wagering.maxBetMinor,
        expiryHours: wagering.expiryHours,
        applicationId: application.id,
        decidedBy: decider,
        reason: input.reason,
        createdAt: now,
        updatedAt: now,
      });
      if (!bonus) throw new AppError('promotion.already.claimed');
      if (!(await store.reserveBudget(tx, activity.id, amount)))
        throw new AppError('promotion.budget.exhausted');
      bonusId = bonus.id;
    }
    const moved = await store.moveApplication(tx, application.id, {
      state: input.approve ? 'approved' : 'rejected',
      reason: input.reason,
      decidedBy: decider,
      decidedAt: now,
      bonusId,
    });
    if (!moved) throw new AppError('promotion.application.state');
    await recordAudit(
      tx,
      actor,
      {
        action: input.approve ? 'promotion.application.approve' : 'promotion.application.reject',
        target: `application:${application.id}`,
        merchantCode: site.merchantCode,
        before: { state: application.state },
        after: { state: moved.state, reason: input.reason, amount: amount.toString(), bonusId },
      },
      now,
    );
    return moved;
  });
  deps.rewardsChanged(site.merchantId, application.memberId);
  return (await views(deps, site, [decided]))[0]!;
}
