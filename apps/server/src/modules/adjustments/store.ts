import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { balanceAdjustments } from './tables.js';

export type AdjustmentRow = typeof balanceAdjustments.$inferSelect;
export type AdjustmentStatus = AdjustmentRow['status'];

/** Inserts an adjustment; null when its request id is already taken in the merchant. */
export async function insertAdjustment(
  db: Executor,
  row: typeof balanceAdjustments.$inferInsert,
): Promise<AdjustmentRow | null> {
  const rows = await db.insert(balanceAdjustments).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findByRequestId(
  db: Executor,
  merchantId: number,
  requestId: string,
): Promise<AdjustmentRow | null> {
  const rows = await db
    .select()
    .from(balanceAdjustments)
    .where(and(eq(balanceAdjustments.merchantId, merchantId), eq(balanceAdjustments.requestId, requestId)));
  return rows[0] ?? null;
}

export async function findById(db: Executor, merchantId: number, id: number): Promise<AdjustmentRow | null> {
  const rows = await db
    .select()
    .from(balanceAdjustments)
    .where(and(eq(balanceAdjustments.merchantId, merchantId), eq(balanceAdjustments.id, id)));
  return rows[0] ?? null;
}

export interface Decider {
  name: string;
  id: number;
  at: Date;
}

/**
 * Claims a pending adjustment for approval: marks who approves it, and since when, while it stays
 * PENDING, so neither a rejection nor another approval can start. Succeeds when nobody holds it, or
 * when a claim older than `staleBefore` was left by an approval that never finished (approving again
 * is safe: the posting's key is the adjustment's). Null otherwise.
 */
export async function claimForApproval(
  db: Executor,
  merchantId: number,
  id: number,
  decider: Decider,
  staleBefore: Date,
): Promise<AdjustmentRow | null> {
  const rows = await db
    .update(balanceAdjustments)
    .set({ decidedBy: decider.name, decidedById: decider.id, decidedAt: decider.at })
    .where(
      and(
        eq(balanceAdjustments.merchantId, merchantId),
        eq(balanceAdjustments.id, id),
        eq(balanceAdjustments.status, 'PENDING'),
        or(isNull(balanceAdjustments.decidedById), lt(balanceAdjustments.decidedAt, staleBefore)),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** The claim a decider holds: theirs, made at that time (and not taken over since). */
function heldBy(decider: Decider) {
  return and(
    eq(balanceAdjustments.status, 'PENDING'),
    eq(balanceAdjustments.decidedById, decider.id),
    eq(balanceAdjustments.decidedAt, decider.at),
  );
}

/** Gives up a claim whose posting was refused, so the adjustment can be decided again. */
export async function releaseClaim(db: Executor, id: number, decider: Decider) {
  await db
    .update(balanceAdjustments)
    .set({ decidedBy: null, decidedById: null, decidedAt: null })
    .where(and(eq(balanceAdjustments.id, id), heldBy(decider)));
}

/** Completes a claimed approval with its ledger transaction; null when the claim was taken over. */
export async function markApproved(
  db: Executor,
  id: number,
  decider: Decider,
  ledgerTransactionId: number,
): Promise<AdjustmentRow | null> {
  const rows = await db
    .update(balanceAdjustments)
    .set({ status: 'APPROVED', ledgerTransactionId })
    .where(and(eq(balanceAdjustments.id, id), heldBy(decider)))
    .returning();
  return rows[0] ?? null;
}

/** Rejects a pending adjustment nobody is approving; null when it is decided or being approved. */
export async function markRejected(
  db: Executor,
  merchantId: number,
  id: number,
  decider: Decider,
): Promise<AdjustmentRow | null> {
  const rows = await db
    .update(balanceAdjustments)
    .set({ status: 'REJECTED', decidedBy: decider.name, decidedById: decider.id, decidedAt: decider.at })
    .where(
      and(
        eq(balanceAdjustments.merchantId, merchantId),
        eq(balanceAdjustments.id, id),
        eq(balanceAdjustments.status, 'PENDING'),
        isNull(balanceAdjustments.decidedById),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** A page of a merchant's adjustments, newest first, and how many match. */
export async function listAdjustments(
  db: Executor,
  filter: { merchantId: number; status?: AdjustmentStatus | undefined; limit: number; offset: number },
): Promise<{ rows: AdjustmentRow[]; total: number }> {
  const where = and(
    eq(balanceAdjustments.merchantId, filter.merchantId),
    filter.status ? eq(balanceAdjustments.status, filter.status) : sql`true`,
  );
  const [counted] = await db.select({ n: count() }).from(balanceAdjustments).where(where);
  const rows = await db
    .select()
    .from(balanceAdjustments)
    .where(where)
    .orderBy(desc(balanceAdjustments.createdAt), desc(balanceAdjustments.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { rows, total: counted?.n ?? 0 };
}
