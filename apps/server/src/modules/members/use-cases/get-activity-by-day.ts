import { activityByDay, type ActivityByDay, type ActivityDay } from '../activity-store.js';
import type { MemberDeps } from '../deps.js';

/** Registrations and the members who logged in, per local day of a merchant (the dashboard's). */
export function getActivityByDay(
  deps: MemberDeps,
  merchantId: number,
  days: readonly ActivityDay[],
): Promise<ActivityByDay> {
  return activityByDay(deps.db, merchantId, days);
}
