import type { dashboardPendingSchema } from '@wps/contracts';
import type { z } from 'zod';
import type { SiteContext } from '../../../platform/context.js';
import type { DashboardDeps, QueueState } from '../deps.js';

type Pending = z.input<typeof dashboardPendingSchema>;

const shown = (queue: QueueState) => ({ count: queue.count, updatedAt: queue.updatedAt?.getTime() ?? null });

/** The finance queues now: what awaits an operator, and when each kind last changed. */
export async function getFinanceQueues(deps: DashboardDeps, site: SiteContext): Promise<Pending> {
  const [deposits, withdrawals, adjustments] = await Promise.all([
    deps.queues.deposits(site.merchantId),
    deps.queues.withdrawals(site.merchantId),
    deps.queues.adjustments(site.merchantId),
  ]);
  return {
    deposits: shown(deposits),
    withdrawals: shown(withdrawals.awaitingDecision),
    withdrawalsSecondApproval: shown(withdrawals.awaitingSecondApproval),
    adjustments: shown(adjustments),
  };
}
