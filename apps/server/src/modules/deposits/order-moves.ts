import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import type { DepositDeps } from './deps.js';
import type { DepositStatus } from '@wps/contracts';
import * as store from './store.js';

/**
 * Moves an order from one of `from` to what `set` says, and, when its status changed and `db` is not
 * an open transaction, tells the member's open pages (a transaction's caller announces after commit).
 */
export async function moveOrder(
  deps: DepositDeps,
  orderNo: string,
  from: readonly DepositStatus[],
  set: Parameters<typeof store.transition>[3],
  extra?: SQL,
  db: Executor = deps.db,
): Promise<store.OrderRow | null> {
  const row = await store.transition(db, orderNo, from, set, extra);
  if (row && set.status && db === deps.db) announceOrder(deps, row);
  return row;
}

export function announceOrder(deps: DepositDeps, row: store.OrderRow): void {
  deps.orderChanged({
    merchantId: row.merchantId,
    memberId: row.memberId,
    orderNo: row.orderNo,
    status: row.status,
  });
}
