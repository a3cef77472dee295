import type { ModuleManifest } from '../../platform/module.js';
import type { LedgerService } from '../ledger/service.js';
import type { MemberService } from '../members/service.js';
import type { MerchantService } from '../merchants/service.js';
import type { FinanceQueues } from './deps.js';
import { registerDashboardRoutes } from './routes.js';
import { createDashboardService, type DashboardService } from './service.js';

/** Keeps each merchant's day of dashboard figures after its local midnight. */
export const DAILY_DASHBOARD_JOB = 'dashboard.roll-up-merchant-day';

/**
 * The back office's dashboard (docs/product.md §Back office): today's and the last 30 local days'
 * deposits, payouts, bets, wins and GGR from the ledger, new and active members, and the finance
 * queues; each ended day kept once by a daily job, so the series reads at most today's postings.
 */
export const dashboardModule: ModuleManifest<
  {
    ledger: Pick<LedgerService, 'figuresByDay'>;
    merchants: Pick<MerchantService, 'calendars'>;
    members: Pick<MemberService, 'activityByDay'>;
    queues: FinanceQueues;
  },
  DashboardService
> = {
  name: 'dashboard',
  setUp: ({ database, clock, jobs }, { ledger, merchants, members, queues }) => {
    const dashboard = createDashboardService({
      db: database.db,
      clock,
      ledger,
      members,
      queues,
    });
    jobs.daily(DAILY_DASHBOARD_JOB, (day) => dashboard.rollUpDay(day), {
      merchants: () => merchants.calendars(),
    });
    return dashboard;
  },
  routes: registerDashboardRoutes,
};
