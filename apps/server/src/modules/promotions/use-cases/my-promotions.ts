import type { ActivityKind, Language, MyActivity } from '@wps/contracts';
import { formatMoney } from '../../../kernel/money.js';
import type { MemberPrincipal, SiteContext } from '../../../platform/context.js';
import type { PromotionDeps } from '../deps.js';
import { memberStatusOf, needsJoining, windowOf } from '../rules.js';
import { isForMember, qualify } from '../standing.js';
import * as store from '../store.js';

/**
 * The member's status in every activity shown to them (spec.md §4) and how many rewards wait to be
 * taken (claim and issued): the bottom navigation's Rewards count.
 */
export async function myPromotions(
  deps: PromotionDeps,
  site: SiteContext,
  member: MemberPrincipal,
  language: Language,
) {
  const now = deps.clock.now();
  const [rows, joined, bonuses, applications] = await Promise.all([
    store.shownActivities(deps.db, site.merchantId),
    store.joinedActivities(deps.db, member.id),
    store.bonusesOfMember(deps.db, member.id),
    store.latestApplications(deps.db, member.id),
  ]);
  const currency = site.settings.currency;
  const activities: MyActivity[] = [];
  for (const activity of rows) {
    const window = windowOf(activity, now);
    if (window === 'hidden') continue;
    if (!(await isForMember(deps, site, activity, member.id, language, now))) continue;
    const kind = activity.kind as ActivityKind;
    const own = bonuses.filter((bonus) => bonus.activityId === activity.id);
    const issued = own.find((bonus) => bonus.state === 'issued') ?? null;
    const joinedAt = joined.get(activity.id) ?? null;
    const qualification =
      window === 'open' && !issued
        ? await qualify(deps, site, activity, member.id, joinedAt, new Set(own.map((b) => b.occurrence)), now)
        : null;
    const current = qualification
      ? (own.find((b) => b.occurrence === qualification.occurrence) ?? null)
      : null;
    // Once the window closed, the latest bonus still tells the member how it ended.
    const shownBonus = issued ?? current ?? (window === 'closed' ? (own[0] ?? null) : null);
    const application = applications.get(activity.id) ?? null;
    const status = memberStatusOf({
      kind,
      window,
      joined: !needsJoining(kind) || joinedAt !== null,
      current: current ?? (window === 'closed' ? (own[0] ?? null) : null),
      issued: issued !== null,
      application,
      claimable: qualification?.claimable ?? 0n,
      disqualified: qualification?.disqualified ?? false,
    });
    const claimable =
      status === 'claim' && qualification
        ? formatMoney(qualification.claimable, currency)
        : status === 'issued' && issued
          ? formatMoney(issued.amountMinor, currency)
          : null;
    activities.push({
      activityId: activity.id,
      status,
      claimable,
      bonusId: shownBonus?.id ?? null,
      reason:
        status === 'rejected'
          ? (current?.reason ?? (application?.state === 'rejected' ? application.reason : null))
          : null,
      progress: qualification?.progress == null ? null : formatMoney(qualification.progress, currency),
    });
  }
  const claimCount = activities.filter(
    (entry) => entry.status === 'claim' || entry.status === 'issued',
  ).length;
  return { activities, claimCount };
}
