import { bindUseCases } from '../../kernel/use-cases.js';
import type { DashboardDeps } from './deps.js';
import { getDashboard } from './use-cases/get-dashboard.js';
import { getFinanceQueues } from './use-cases/get-finance-queues.js';
import { rollUpMerchantDay } from './use-cases/roll-up-merchant-day.js';

export type { DashboardDeps, FinanceQueues, QueueState } from './deps.js';

/** The back office's dashboard: daily figures from the ledger and the finance queues. */
export function createDashboardService(deps: DashboardDeps) {
  return bindUseCases(deps, {
    dashboard: getDashboard,
    financeQueues: getFinanceQueues,
    rollUpDay: rollUpMerchantDay,
  });
}

export type DashboardService = ReturnType<typeof createDashboardService>;
