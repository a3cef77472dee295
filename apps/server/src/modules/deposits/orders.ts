import { randomBytes } from 'node:crypto';
import type { SiteContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { DepositDeps } from './deps.js';
import { depositOrderNo } from './rules.js';
import * as store from './store.js';

/** A fresh order number: "DP" + UTC date and time + 8 random hex digits. */
function newOrderNo(now: Date): string {
  return depositOrderNo(now, randomBytes(4));
}

/**
 * Inserts a new order under a fresh number, or finds the one a concurrent identical request made
 * (same member and request id). An order number already taken is drawn again.
 */
export async function insertOrder(
  deps: DepositDeps,
  values: Omit<store.NewOrder, 'orderNo'> & { requestId: string; createdAt: Date },
) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const order = await store.insertOrder(deps.db, { ...values, orderNo: newOrderNo(values.createdAt) });
    if (order) {
      deps.queueChanged?.();
      return { order, created: true };
    }
    const existing = await store.findByRequest(deps.db, values.memberId, values.requestId);
    if (existing) return { order: existing, created: false };
  }
  throw new Error('deposits: no free order number after 3 draws');
}

/** An order of the site, or `not.found`. */
export async function orderOfSite(deps: DepositDeps, site: SiteContext, orderNo: string) {
  const order = await store.findByOrderNo(deps.db, orderNo);
  if (!order || order.merchantId !== site.merchantId) throw new AppError('not.found');
  return order;
}
