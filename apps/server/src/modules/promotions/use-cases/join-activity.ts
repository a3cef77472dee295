import type { ActivityKind, Language } from '@wps/contracts';
import type { MemberPrincipal, SiteContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import type { PromotionDeps } from '../deps.js';
import { shownActivityOrFail } from '../kit.js';
import { needsJoining } from '../rules.js';
import { isForMember } from '../standing.js';
import * as store from '../store.js';

/**
 * Opts the member in to an activity that counts deposits, bets or losses from the joining on
 * (deposit match, reload, turnover reward, loss rebate). Joining twice answers the same.
 */
export async function joinActivity(
  deps: PromotionDeps,
  site: SiteContext,
  member: MemberPrincipal,
  language: Language,
  activityId: number,
) {
  const now = deps.clock.now();
  const { activity, window } = await shownActivityOrFail(deps, site, activityId, now);
  if (window !== 'open') throw new AppError('promotion.not.open');
  if (!needsJoining(activity.kind as ActivityKind)) throw new AppError('promotion.not.joinable');
  if (!(await isForMember(deps, site, activity, member.id, language, now)))
    throw new AppError('promotion.not.eligible');
  await store.join(deps.db, { activityId, memberId: member.id, merchantId: site.merchantId, joinedAt: now });
  deps.rewardsChanged(site.merchantId, member.id);
  return { activityId, status: 'joined' as const };
}
