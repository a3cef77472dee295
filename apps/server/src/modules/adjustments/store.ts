import { and, asc, count, desc, eq, gte, isNull, lt, lte, max, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import type { OrderListFilter, OrderListSort } from '../../kernel/order-filters.js';
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
    .set({ decidedBy: decider.name, decidedById: decider.id, decidedAt: decider.at, updatedAt: sql`now()` })
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
    .set({ decidedBy: null, decidedById: null, decidedAt: null, updatedAt: sql`now()` })
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
    .set({ status: 'APPROVED', ledgerTransactionId, updatedAt: sql`now()` })
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
    .set({
      status: 'REJECTED',
      decidedBy: decider.name,
      decidedById: decider.id,
      decidedAt: decider.at,
      updatedAt: sql`now()`,
    })
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

export interface AdjustmentFilter extends Omit<OrderListFilter, 'memberId'> {
  merchantId: number;
  memberId?: number | undefined;
  status?: AdjustmentStatus | undefined;
}

function whereOf(filter: AdjustmentFilter) {
  return and(
    eq(balanceAdjustments.merchantId, filter.merchantId),
    filter.status ? eq(balanceAdjustments.status, filter.status) : undefined,
    filter.memberId !== undefined ? eq(balanceAdjustments.memberId, filter.memberId) : undefined,
    filter.from ? gte(balanceAdjustments.createdAt, filter.from) : undefined,
    filter.before ? lt(balanceAdjustments.createdAt, filter.before) : undefined,
    filter.minAmount !== undefined ? gte(balanceAdjustments.amount, filter.minAmount) : undefined,
    filter.maxAmount !== undefined ? lte(balanceAdjustments.amount, filter.maxAmount) : undefined,
  );
}

/** A merchant's adjustments in `sort` order (newest first by default). */
function inOrder(db: Executor, filter: AdjustmentFilter, sort: OrderListSort) {
  const direction = sort.order === 'asc' ? asc : desc;
  return db
    .select()
    .from(balanceAdjustments)
    .where(whereOf(filter))
    .orderBy(
      direction(sort.by === 'amount' ? balanceAdjustments.amount : balanceAdjustments.createdAt),
      direction(balanceAdjustments.id),
    );
}

/** A page of a merchant's adjustments, and how many match. */
export async function listAdjustments(
  db: Executor,
  filter: AdjustmentFilter & { limit: number; offset: number },
  sort: OrderListSort = { by: 'createdAt', order: 'desc' },
): Promise<{ rows: AdjustmentRow[]; total: number }> {
  const [counted] = await db.select({ n: count() }).from(balanceAdjustments).where(whereOf(filter));
  const rows = await inOrder(db, filter, sort).limit(filter.limit).offset(filter.offset);
  return { rows, total: counted?.n ?? 0 };
}

/** Up to `limit` adjustments in `sort` order (exports). */
export async function adjustmentsInOrder(
  db: Executor,
  filter: AdjustmentFilter,
  sort: OrderListSort,
  limit: number,
): Promise<AdjustmentRow[]> {
  return inOrder(db, filter, sort).limit(limit);
}

/** Adjustments awaiting a checker, and the latest change to any of the merchant's adjustments. */
export async function queueState(db: Executor, merchantId: number) {
  const [pending] = await db
    .select({ n: count() })
    .from(balanceAdjustments)
    .where(and(eq(balanceAdjustments.merchantId, merchantId), eq(balanceAdjustments.status, 'PENDING')));
  const [latest] = await db
    .select({ at: max(balanceAdjustments.updatedAt) })
    .from(balanceAdjustments)
    .where(eq(balanceAdjustments.merchantId, merchantId));
  const at = latest?.at ?? null;
  return { count: Number(pending?.n ?? 0), updatedAt: at === null ? null : new Date(at) };
}
