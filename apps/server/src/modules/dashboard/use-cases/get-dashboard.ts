import type { dashboardDaySchema, dashboardQuerySchema, dashboardSchema } from '@wps/contracts';
import type { z } from 'zod';
import type { SiteContext } from '../../../platform/context.js';
import { localDateOf } from '../../../platform/daily/calendar.js';
import type { DayWindow } from '../../ledger/figures.js';
import { keep, workOutDays, type WorkedDay } from '../days.js';
import type { DashboardDeps } from '../deps.js';
import { isSettled, moneyAnswer, moneyOfStored, windowsOf } from '../rules.js';
import * as store from '../store.js';
import { getFinanceQueues } from './get-finance-queues.js';

type Dashboard = z.input<typeof dashboardSchema>;
type Day = z.input<typeof dashboardDaySchema>;

/**
 * The merchant's dashboard: today worked out from the ledger now, the days before it as kept after
 * they ended (an ended day not kept yet, or kept under another time zone, is worked out now and kept
 * once settled), and the finance queues. Local days are the merchant's (`profile.timeZone`).
 */
export async function getDashboard(
  deps: DashboardDeps,
  site: SiteContext,
  query: z.output<typeof dashboardQuerySchema>,
): Promise<Dashboard> {
  const now = deps.clock.now();
  const { timeZone } = site.settings.profile;
  const windows = windowsOf(localDateOf(now, timeZone), query.days, timeZone);
  const kept = new Map(
    (await store.keptDays(deps.db, site.merchantId, windows.at(-1)!.day, windows[0]!.day))
      .filter((row) => row.timeZone === timeZone)
      .map((row) => [row.day, row]),
  );
  // Today, and any ended day not kept: worked out together.
  const open = windows.filter((window, index) => index === 0 || !kept.has(window.day));
  const [worked, pending] = await Promise.all([
    workOutDays(deps, site.merchantId, open),
    getFinanceQueues(deps, site),
  ]);
  for (const window of open)
    if (isSettled(window, now)) await keep(deps, site.merchantId, timeZone, window, worked.get(window.day)!);

  const dayOf = (window: DayWindow): Day => {
    const row = kept.get(window.day);
    const figures: WorkedDay = row
      ? { newMembers: row.newMembers, activeMembers: row.activeMembers, money: moneyOfStored(row.money) }
      : worked.get(window.day)!;
    return {
      day: window.day,
      from: window.from.getTime(),
      to: window.to.getTime(),
      live: !isSettled(window, now),
      newMembers: figures.newMembers,
      activeMembers: figures.activeMembers,
      money: moneyAnswer(figures.money, site.settings.currency),
    };
  };
  return {
    timeZone,
    generatedAt: now.getTime(),
    pending,
    today: dayOf(windows[0]!),
    days: windows.slice(1).map(dayOf),
  };
}
