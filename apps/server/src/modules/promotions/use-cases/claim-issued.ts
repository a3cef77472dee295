import type { Language } from '@wps/contracts';
import type { MemberPrincipal, SiteContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { payBonus } from '../bonus-money.js';
import type { PromotionDeps } from '../deps.js';
import { activityOrFail, bonusAnswer, bonusOrFail } from '../kit.js';
import { paidStateOf } from '../rules.js';
import { turnoverOfBonus } from '../standing.js';
import * as store from '../store.js';

/**
 * The member collects a reward an operator issued (or an approved application's): issued → active
 * (or completed without turnover), then paid. Collecting again answers the same bonus.
 */
export async function claimIssued(
  deps: PromotionDeps,
  site: SiteContext,
  member: MemberPrincipal,
  language: Language,
  bonusId: number,
) {
  const found = await bonusOrFail(deps, site, bonusId);
  if (found.memberId !== member.id) throw new AppError('promotion.bonus.not.found');
  const activity = await activityOrFail(deps, site, found.activityId);
  let bonus = found;
  if (found.state === 'issued') {
    const now = deps.clock.now();
    const moved = await store.moveBonus(deps.db, found.id, ['issued'], {
      state: paidStateOf(found.turnoverRequiredMinor),
      updatedAt: now,
    });
    bonus = moved ?? (await bonusOrFail(deps, site, bonusId));
  }
  if (bonus.state === 'issued' || bonus.state === 'review' || bonus.state === 'rejected')
    throw new AppError('promotion.bonus.state');
  if (bonus.transactionId === null) bonus = await payBonus(deps, bonus);
  return bonusAnswer(site, bonus, activity, await turnoverOfBonus(deps, site, bonus), language);
}
