import type { SiteContext } from '../../../platform/context.js';
import type { DepositDeps } from '../deps.js';
import { orderOfSite } from '../orders.js';

/** The proof picture a member added to a manual transfer. */
export async function getDepositProof(deps: DepositDeps, site: SiteContext, orderNo: string) {
  const order = await orderOfSite(deps, site, orderNo);
  return { image: order.proofImage };
}
