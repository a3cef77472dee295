import type { ActivityKind, claimPromotionBodySchema, Language } from '@wps/contracts';
import type { z } from 'zod';
import type { MemberPrincipal, SiteContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { payBonus } from '../bonus-money.js';
import type { PromotionDeps } from '../deps.js';
import { bonusAnswer, shownActivityOrFail } from '../kit.js';
import {
  flagsOf,
  needsJoining,
  paidStateOf,
  takesApplications,
  turnoverOf,
  turnoverRequiredOf,
} from '../rules.js';
import { isForMember, qualify, turnoverOfBonus } from '../standing.js';
import * as store from '../store.js';
import type { BonusRow } from '../store.js';
import { wageringTermsOf } from '../views.js';

/**
 * The member claims what they qualify for in an activity now (docs/product.md §Promotions,
 * claiming). One bonus per (activity, member, occurrence): the unique index decides between
 * concurrent claims, and a repeated claim answers the bonus the first one made. The budget is
 * reserved in the same transaction. A claim the abuse rules flag (or every claim of an activity
 * under review) waits for an operator; any other is paid at once by one ledger posting.
 */
export async function claimActivity(
  deps: PromotionDeps,
  site: SiteContext,
  member: MemberPrincipal,
  language: Language,
  input: z.output<typeof claimPromotionBodySchema>,
  origin: { ip: string | null },
) {
  const now = deps.clock.now();
  const { activity, window } = await shownActivityOrFail(deps, site, input.activityId, now);
  const kind = activity.kind as ActivityKind;
  if (takesApplications(kind)) throw new AppError('promotion.not.application');
  if (window !== 'open') throw new AppError('promotion.not.open');
  if (!(await isForMember(deps, site, activity, member.id, language, now)))
    throw new AppError('promotion.not.eligible');
  const joinedAt = needsJoining(kind) ? await store.joinedAt(deps.db, activity.id, member.id) : null;
  if (needsJoining(kind) && !joinedAt) throw new AppError('promotion.not.eligible');

  const own = (await store.bonusesOfMember(deps.db, member.id)).filter((b) => b.activityId === activity.id);
  const qualification = await qualify(
    deps,
    site,
    activity,
    member.id,
    joinedAt,
    new Set(own.map((bonus) => bonus.occurrence)),
    now,
  );
  const answer = async (bonus: BonusRow) =>
    bonusAnswer(site, bonus, activity, await turnoverOfBonus(deps, site, bonus), language);
  const earlier = own.find((bonus) => bonus.occurrence === qualification.occurrence);
  if (earlier) return answer(earlier);
  if (qualification.disqualified || qualification.claimable <= 0n)
    throw new AppError('promotion.nothing.to.claim');

  const amount = qualification.claimable;
  const wagering = wageringTermsOf(activity);
  const required = turnoverRequiredOf(wagering, amount, qualification.depositMinor);
  const device = input.device ?? null;
  const { flags, related } = flagsOf({
    review: activity.review,
    ...(await store.lookalikes(deps.db, {
      merchantId: site.merchantId,
      activityId: activity.id,
      memberId: member.id,
      ip: origin.ip,
      device,
    })),
  });
  const state = flags.length > 0 ? 'review' : paidStateOf(required);
  const created = await deps.db.transaction(async (tx) => {
    const bonus = await store.insertBonus(tx, {
      merchantId: site.merchantId,
      activityId: activity.id,
      memberId: member.id,
      occurrence: qualification.occurrence,
      state,
      source: 'claim',
      currency: site.settings.currency.code,
      amountMinor: amount,
      depositMinor: qualification.depositMinor,
      turnoverRequiredMinor: required,
      weights: wagering.weights,
      maxBetMinor: wagering.maxBetMinor,
      expiryHours: wagering.expiryHours,
      flags,
      relatedMemberIds: related,
      ip: origin.ip,
      device,
      createdAt: now,
      updatedAt: now,
    });
    if (!bonus) return null;
    if (!(await store.reserveBudget(tx, activity.id, amount)))
      throw new AppError('promotion.budget.exhausted');
    return bonus;
  });
  if (!created) {
    // A concurrent claim of the same occurrence won: answer its bonus.
    const winner = await store.bonusByOccurrence(deps.db, activity.id, member.id, qualification.occurrence);
    if (!winner) throw new AppError('promotion.already.claimed');
    return answer(winner);
  }
  if (created.state === 'review') {
    deps.rewardsChanged(site.merchantId, member.id);
    return bonusAnswer(site, created, activity, turnoverOf(required, 0n), language);
  }
  return answer(await payBonus(deps, created));
}
