import type { DepositDeps } from '../deps.js';
import * as store from '../store.js';

/** Manual transfers awaiting approval, and the latest change to any of the merchant's deposits. */
export async function getDepositQueueState(deps: DepositDeps, merchantId: number) {
  return store.queueState(deps.db, merchantId);
}
