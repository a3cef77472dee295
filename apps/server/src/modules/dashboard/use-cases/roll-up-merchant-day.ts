import type { MerchantDay } from '../../../platform/jobs.js';
import { keep, workOutDays } from '../days.js';
import type { DashboardDeps } from '../deps.js';

/**
 * Keeps the figures of a merchant's local day that just ended (the `dashboard.roll-up-merchant-day`
 * job, after the merchant's local midnight). A repeated run writes the same figures again.
 */
export async function rollUpMerchantDay(deps: DashboardDeps, day: MerchantDay): Promise<void> {
  const window = { day: day.day, from: day.from, to: day.to };
  const figures = await workOutDays(deps, day.merchantId, [window]);
  await keep(deps, day.merchantId, day.timeZone, window, figures.get(day.day)!);
}
