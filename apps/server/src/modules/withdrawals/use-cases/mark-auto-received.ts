import type { JobContext } from '../../../platform/jobs.js';
import { recordAudit, systemActor } from '../../audit/service.js';
import type { WithdrawalDeps } from '../deps.js';
import * as store from '../store.js';

/** Orders stored per transaction; a run goes on until none is due. */
const BATCH = 200;

/**
 * The forced receipt (docs/product.md §Withdrawals): stores AUTO_RECEIVED on every paid order nobody
 * answered within the auto-receive time, each with its audit entry by the system in the same
 * transaction; a conditional update, so an order is marked (and audited) once whatever the number of
 * runs or processes. Reads show AUTO_RECEIVED from the due time on, before this stores it. Answers
 * how many orders it marked.
 */
export async function markAutoReceived(deps: WithdrawalDeps, job?: JobContext): Promise<number> {
  const actor = systemActor(job);
  const codes = new Map<number, string | null>();
  let marked = 0;
  for (;;) {
    const now = deps.clock.now();
    // The audit entries name the merchant: its code is looked up before the transaction.
    for (const merchantId of await store.merchantsWithAutoReceiptsDue(deps.db, now))
      if (!codes.has(merchantId)) codes.set(merchantId, await deps.merchantCodeOf(merchantId));
    const changed = await deps.db.transaction(async (tx) => {
      const rows = await store.storeAutoReceived(tx, now, BATCH);
      for (const row of rows)
        await recordAudit(
          tx,
          actor,
          {
            action: 'withdrawal.receipt.auto',
            target: `withdrawal:${row.orderNo}`,
            merchantCode: codes.get(row.merchantId) ?? null,
            before: { status: 'PAID', autoReceiveAt: row.autoReceiveAt?.toISOString() ?? null },
            after: { status: 'AUTO_RECEIVED' },
          },
          now,
        );
      return rows;
    });
    for (const row of changed)
      deps.orderChanged({
        merchantId: row.merchantId,
        memberId: row.memberId,
        orderNo: row.orderNo,
        status: 'AUTO_RECEIVED',
      });
    marked += changed.length;
    if (changed.length < BATCH) return marked;
  }
}
