import type { SiteContext } from '../../../platform/context.js';
import type { WithdrawalDeps } from '../deps.js';
import { requireOrder } from '../orders.js';

/** The proof image of a withdrawal the member reported as not received. */
export async function getWithdrawalProof(deps: WithdrawalDeps, site: SiteContext, orderNo: string) {
  const { order } = await requireOrder(deps, site, orderNo);
  return { image: order.receiptProof };
}
