import type { Database, Executor } from '../../platform/db/index.js';
import { AppError } from '../../platform/errors.js';
import { recordAudit, type AuditActor, type AuditRecord } from './service.js';

/*
 * The maker-checker kit (docs/product.md §Approvals): money an operator moves above a threshold
 * needs a second operator, never the one who made or first approved it; every decision is one
 * conditional update and its audit entry in one transaction, so of two decisions racing one wins
 * and the other is `order.not.pending`. Used by withdrawals and manual adjustments, and by every
 * later decision (contracts, promotions, lottery results, identity checks).
 */

/** Whether an amount needs a second operator: its size (either sign) above the threshold. */
export function needsSecondApproval(amount: bigint, threshold: bigint): boolean {
  return (amount < 0n ? -amount : amount) > threshold;
}

/** The operator deciding, who must not be the maker (`approval.same.operator`). */
export function requireChecker(actor: AuditActor, makerId: number | null): { id: number; name: string } {
  if (actor.operatorId === null || actor.operatorName === null) throw new AppError('operator.forbidden');
  if (makerId !== null && makerId === actor.operatorId) throw new AppError('approval.same.operator');
  return { id: actor.operatorId, name: actor.operatorName };
}

/**
 * Takes a decision: `apply` is the conditional update (null when the item is no longer in a state
 * this decision may leave), recorded with its audit entry in the same transaction. Answers the
 * updated row; `order.not.pending` when another decision came first.
 */
export async function recordDecision<Row>(
  db: Database,
  actor: AuditActor,
  at: Date,
  apply: (tx: Executor) => Promise<Row | null | undefined>,
  audit: (row: Row) => AuditRecord,
): Promise<Row> {
  const row = await db.transaction(async (tx) => {
    const updated = await apply(tx);
    if (updated) await recordAudit(tx, actor, audit(updated), at);
    return updated ?? null;
  });
  if (row === null) throw new AppError('order.not.pending');
  return row;
}

/** Runs a decision's ledger posting: the other decision already posted (same key) is `order.not.pending`. */
export async function decisionPosting<T>(post: () => Promise<T>): Promise<T> {
  try {
    return await post();
  } catch (error) {
    if (error instanceof AppError && error.code === 'idempotency.conflict')
      throw new AppError('order.not.pending');
    throw error;
  }
}
