import type { ActivityKind, Language } from '@wps/contracts';
import type { SiteContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { PromotionDeps } from './deps.js';
import { windowOf } from './rules.js';
import * as store from './store.js';
import type { ActivityRow, BonusRow } from './store.js';
import { bonusView, textOf } from './views.js';
import type { Turnover } from './rules.js';

/*
 * What several promotion use cases share: finding what they act on, and the bonus's wire shape.
 */

/** A published activity members may see, else promotion.not.found. */
export async function shownActivityOrFail(deps: PromotionDeps, site: SiteContext, id: number, now: Date) {
  const activity = await store.findActivity(deps.db, site.merchantId, id);
  if (!activity) throw new AppError('promotion.not.found');
  const window = windowOf(activity, now);
  if (window === 'hidden') throw new AppError('promotion.not.found');
  return { activity, window };
}

export async function activityOrFail(deps: PromotionDeps, site: SiteContext, id: number) {
  const activity = await store.findActivity(deps.db, site.merchantId, id);
  if (!activity) throw new AppError('promotion.not.found');
  return activity;
}

export async function bonusOrFail(deps: PromotionDeps, site: SiteContext, id: number) {
  const bonus = await store.findBonus(deps.db, site.merchantId, id);
  if (!bonus) throw new AppError('promotion.bonus.not.found');
  return bonus;
}

/** The bonus's wire shape, its activity named in the language. */
export function bonusAnswer(
  site: SiteContext,
  bonus: BonusRow,
  activity: Pick<ActivityRow, 'title' | 'kind'>,
  turnover: Turnover,
  language: Language,
) {
  return bonusView(
    bonus,
    { title: textOf(activity.title, language), kind: activity.kind as ActivityKind },
    turnover,
    site.settings.currency,
  );
}

/** Activities by id, for naming bonuses. */
export async function activitiesById(deps: PromotionDeps, merchantId: number) {
  return new Map((await store.allActivities(deps.db, merchantId)).map((row) => [row.id, row]));
}
