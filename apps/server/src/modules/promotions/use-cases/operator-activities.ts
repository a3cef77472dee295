import type { ActivityInput, ActivityState, operatorActivityQuerySchema } from '@wps/contracts';
import type { z } from 'zod';
import { pageOf, pageWindow } from '../../../kernel/paging.js';
import { formatMoney } from '../../../kernel/money.js';
import type { SiteContext } from '../../../platform/context.js';
import { AppError, validationError } from '../../../platform/errors.js';
import { recordAudit, type AuditActor } from '../../audit/service.js';
import type { PromotionDeps } from '../deps.js';
import { activityOrFail } from '../kit.js';
import { activityTransitionAllowed } from '../rules.js';
import * as store from '../store.js';
import type { ActivityRow } from '../store.js';
import { operatorActivityView, storedTermsOf, textOf } from '../views.js';

async function answer(deps: PromotionDeps, site: SiteContext, row: ActivityRow) {
  const counts = await store.activityCounts(deps.db, [row.id]);
  return operatorActivityView(row, counts.get(row.id), site.settings.currency);
}

export async function listActivitiesForOperator(
  deps: PromotionDeps,
  site: SiteContext,
  query: z.output<typeof operatorActivityQuerySchema>,
) {
  const { rows, total } = await store.listActivities(deps.db, site.merchantId, {
    ...(query.state ? { state: query.state } : {}),
    ...(query.kind ? { kind: query.kind } : {}),
    ...pageWindow(query),
  });
  const counts = await store.activityCounts(
    deps.db,
    rows.map((row) => row.id),
  );
  return pageOf(
    rows.map((row) => operatorActivityView(row, counts.get(row.id), site.settings.currency)),
    total,
    query,
  );
}

/** The row's columns from an operator's input (amounts in minor units of the merchant's currency). */
function columnsOf(site: SiteContext, input: ActivityInput) {
  const { reward, wagering, budget } = storedTermsOf(input, site.settings.currency);
  const percentKinds = ['first_deposit', 'deposit_match', 'reload', 'loss_rebate'];
  if (!percentKinds.includes(input.kind) && input.reward.percentBasisPoints === 0 && reward.fixed === '0')
    throw validationError({
      'reward.fixed': { code: 'field.required', message: 'Give the reward an amount' },
    });
  if (percentKinds.includes(input.kind) && input.reward.percentBasisPoints === 0 && reward.fixed === '0')
    throw validationError({
      'reward.percentBasisPoints': {
        code: 'field.required',
        message: 'Give the reward a percentage or an amount',
      },
    });
  if (input.kind === 'first_deposit' && input.repeat !== 'once')
    throw validationError({
      repeat: { code: 'field.invalid', message: 'A first-deposit bonus is given once' },
    });
  if (input.repeat === 'per_deposit' && !['deposit_match', 'reload'].includes(input.kind))
    throw validationError({
      repeat: { code: 'field.invalid', message: 'Only deposit rewards repeat per deposit' },
    });
  return {
    kind: input.kind,
    title: input.title,
    summary: input.summary,
    rules: input.rules,
    banner: input.banner,
    languages: input.languages,
    audience: input.audience,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    showFrom: input.showFrom === null ? null : new Date(input.showFrom),
    repeat: input.repeat,
    reward,
    wagering,
    budgetMinor: budget,
    review: input.review,
    messagingChannel: input.kind === 'messaging_id' ? input.messagingChannel : null,
    sort: input.sort,
  };
}

/** Creates an activity as a draft (audited). */
export async function createActivity(
  deps: PromotionDeps,
  site: SiteContext,
  actor: AuditActor,
  input: ActivityInput,
) {
  const now = deps.clock.now();
  const columns = columnsOf(site, input);
  const row = await deps.db.transaction(async (tx) => {
    const created = await store.insertActivity(tx, {
      ...columns,
      merchantId: site.merchantId,
      state: 'draft',
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      actor,
      {
        action: 'promotion.activity.create',
        target: `activity:${created.id}`,
        merchantCode: site.merchantCode,
        after: { ...columns, reason: input.reason, budgetMinor: columns.budgetMinor?.toString() ?? null },
      },
      now,
    );
    return created;
  });
  return answer(deps, site, row);
}

/**
 * Changes an activity (audited). Once it has given anything its kind stays, and its budget may not
 * go below what it has spent.
 */
export async function updateActivity(
  deps: PromotionDeps,
  site: SiteContext,
  actor: AuditActor,
  id: number,
  input: ActivityInput,
) {
  const now = deps.clock.now();
  const before = await activityOrFail(deps, site, id);
  const columns = columnsOf(site, input);
  if (columns.kind !== before.kind && (before.spentMinor > 0n || (await hasBonuses(deps, before.id))))
    throw new AppError('promotion.activity.state');
  if (columns.budgetMinor !== null && columns.budgetMinor < before.spentMinor)
    throw validationError({
      budget: {
        code: 'field.too_small',
        message: `The budget may not be below what was spent (${formatMoney(before.spentMinor, site.settings.currency)})`,
      },
    });
  const row = await deps.db.transaction(async (tx) => {
    const updated = await store.updateActivity(tx, site.merchantId, id, { ...columns, updatedAt: now });
    if (!updated) throw new AppError('promotion.not.found');
    await recordAudit(
      tx,
      actor,
      {
        action: 'promotion.activity.update',
        target: `activity:${id}`,
        merchantCode: site.merchantCode,
        before: { title: before.title, kind: before.kind, state: before.state },
        after: { ...columns, reason: input.reason, budgetMinor: columns.budgetMinor?.toString() ?? null },
      },
      now,
    );
    return updated;
  });
  return answer(deps, site, row);
}

async function hasBonuses(deps: PromotionDeps, activityId: number) {
  return ((await store.activityCounts(deps.db, [activityId])).get(activityId)?.bonuses ?? 0) > 0;
}

/** Publishes, closes or withdraws an activity to a draft (only while it has given nothing); audited. */
export async function setActivityState(
  deps: PromotionDeps,
  site: SiteContext,
  actor: AuditActor,
  id: number,
  state: ActivityState,
  reason: string,
) {
  const now = deps.clock.now();
  const before = await activityOrFail(deps, site, id);
  const given = before.spentMinor > 0n || (await hasBonuses(deps, id));
  if (!activityTransitionAllowed(before.state as ActivityState, state, given))
    throw new AppError('promotion.activity.state');
  const row = await deps.db.transaction(async (tx) => {
    const updated = await store.updateActivity(tx, site.merchantId, id, { state, updatedAt: now });
    if (!updated) throw new AppError('promotion.not.found');
    await recordAudit(
      tx,
      actor,
      {
        action: 'promotion.activity.state',
        target: `activity:${id}`,
        merchantCode: site.merchantCode,
        before: { state: before.state },
        after: { state, reason },
      },
      now,
    );
    return updated;
  });
  return answer(deps, site, row);
}

/** Budget and spend per activity. */
export async function promotionBudgets(deps: PromotionDeps, site: SiteContext) {
  const rows = await store.allActivities(deps.db, site.merchantId);
  const counts = await store.activityCounts(
    deps.db,
    rows.map((row) => row.id),
  );
  const currency = site.settings.currency;
  return {
    activities: rows.map((row) => {
      const count = counts.get(row.id);
      return {
        id: row.id,
        title: textOf(row.title, 'EN'),
        kind: row.kind as ActivityInput['kind'],
        state: row.state as ActivityState,
        budget: row.budgetMinor === null ? null : formatMoney(row.budgetMinor, currency),
        spent: formatMoney(row.spentMinor, currency),
        issued: formatMoney(count?.issuedMinor ?? 0n, currency),
        bonuses: count?.bonuses ?? 0,
        members: count?.members ?? 0,
        pending: count?.pending ?? 0,
      };
    }),
    currency: currency.code,
  };
}
