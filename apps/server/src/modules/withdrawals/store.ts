import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  max,
  ne,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import type { WithdrawalStatus } from '@wps/contracts';
import type { Executor } from '../../platform/db/index.js';
import type { OrderListFilter, OrderListSort } from '../../kernel/order-filters.js';
import { payoutAccounts, withdrawalOrders } from './tables.js';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type WithdrawalOrderRow = typeof withdrawalOrders.$inferSelect;
type OrderPatch = Partial<Omit<typeof withdrawalOrders.$inferInsert, 'id' | 'orderNo' | 'memberId'>>;

/** Statuses of a withdrawal that was paid out: the turnover window starts again after one. */
export const PAID_STATUSES: WithdrawalStatus[] = ['PAID', 'RECEIVED', 'NOT_RECEIVED', 'AUTO_RECEIVED'];
/** Namespace of the per-member advisory locks (the second key is the member id). */
const MEMBER_LOCK_SPACE = 727_201;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * The status as the member and operator see it: a PAID order whose receipt time has passed counts as
 * AUTO_RECEIVED, whether or not a write has stored that yet.
 */
function effectiveStatus(now: Date): SQL<WithdrawalStatus> {
  return sql<WithdrawalStatus>`(case when ${withdrawalOrders.status} = 'PAID' and ${withdrawalOrders.autoReceiveAt} <= ${at(now)}
    then 'AUTO_RECEIVED' else ${withdrawalOrders.status} end)`;
}

/** Runs the member's payout-account and withdrawal checks one at a time until the transaction ends. */
export async function lockMember(tx: Executor, memberId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${MEMBER_LOCK_SPACE}::int, ${memberId}::int)`);
}

export async function listPayoutAccounts(db: Executor, memberId: number) {
  return db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.memberId, memberId), isNull(payoutAccounts.removedAt)))
    .orderBy(payoutAccounts.id);
}

export async function findPayoutAccount(db: Executor, memberId: number, id: number) {
  const rows = await db
    .select()
    .from(payoutAccounts)
    .where(
      and(eq(payoutAccounts.id, id), eq(payoutAccounts.memberId, memberId), isNull(payoutAccounts.removedAt)),
    );
  return rows[0] ?? null;
}

/** Inserts an account; null when the member already has the same one. */
export async function insertPayoutAccount(db: Executor, row: typeof payoutAccounts.$inferInsert) {
  const rows = await db.insert(payoutAccounts).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findOrderByRequest(db: Executor, memberId: number, requestId: string) {
  const rows = await db
    .select()
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.memberId, memberId), eq(withdrawalOrders.requestId, requestId)));
  return rows[0] ?? null;
}

export async function findOrder(db: Executor, merchantId: number, orderNo: string) {
  const rows = await db
    .select()
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.merchantId, merchantId), eq(withdrawalOrders.orderNo, orderNo)));
  return rows[0] ?? null;
}

/** Requests since `from` that were not rejected: how many and their total, in minor units. */
export async function requestedSince(db: Executor, memberId: number, from: Date) {
  const [row] = await db
    .select({ n: count(), total: sum(withdrawalOrders.amount) })
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.memberId, memberId),
        gte(withdrawalOrders.createdAt, from),
        ne(withdrawalOrders.status, 'REJECTED'),
      ),
    );
  return { count: Number(row?.n ?? 0), amount: BigInt(row?.total ?? 0) };
}

/** The hold transaction of the member's latest paid withdrawal (0 when none was ever paid). */
export async function lastPaidHoldTransaction(db: Executor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(withdrawalOrders.holdTransactionId) })
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.memberId, memberId), inArray(withdrawalOrders.status, PAID_STATUSES)));
  return Number(row?.id ?? 0);
}

/** Inserts an order; null when the member's request id is taken (a concurrent twin won). */
export async function insertOrder(db: Executor, row: typeof withdrawalOrders.$inferInsert) {
  const rows = await db.insert(withdrawalOrders).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/**
 * Moves an order from one of `from` to the patch's status; null when it is in none of them (someone
 * else decided first). A PAID order past its receipt time counts as AUTO_RECEIVED, not PAID.
 */
export async function transitionOrder(
  db: Executor,
  id: number,
  from: WithdrawalStatus[],
  patch: OrderPatch,
  now: Date,
): Promise<WithdrawalOrderRow | null> {
  const rows = await db
    .update(withdrawalOrders)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(withdrawalOrders.id, id), inArray(effectiveStatus(now), from)))
    .returning();
  return rows[0] ?? null;
}

/** Marks every PAID order of the member still awaiting an answer as RECEIVED; answers the changed rows. */
export async function receiveAllPaid(db: Executor, memberId: number, now: Date) {
  return db
    .update(withdrawalOrders)
    .set({ status: 'RECEIVED', updatedAt: now })
    .where(and(eq(withdrawalOrders.memberId, memberId), eq(effectiveStatus(now), 'PAID')))
    .returning({ orderNo: withdrawalOrders.orderNo });
}

/** The merchants that have paid orders past their receipt time. */
export async function merchantsWithAutoReceiptsDue(db: Executor, now: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ merchantId: withdrawalOrders.merchantId })
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.status, 'PAID'), lte(withdrawalOrders.autoReceiveAt, now)));
  return rows.map((row) => row.merchantId);
}

/**
 * Stores AUTO_RECEIVED on up to `limit` PAID orders whose receipt time passed (reads already show
 * it), oldest first; rows another transaction holds are left for the next run. Answers the changed
 * orders: a conditional update, so each is changed by one run only.
 */
export async function storeAutoReceived(db: Executor, now: Date, limit: number) {
  const due = db
    .select({ id: withdrawalOrders.id })
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.status, 'PAID'), lte(withdrawalOrders.autoReceiveAt, now)))
    .orderBy(withdrawalOrders.autoReceiveAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(withdrawalOrders)
    .set({ status: 'AUTO_RECEIVED', updatedAt: now })
    .where(and(inArray(withdrawalOrders.id, due), eq(withdrawalOrders.status, 'PAID')))
    .returning({
      merchantId: withdrawalOrders.merchantId,
      memberId: withdrawalOrders.memberId,
      orderNo: withdrawalOrders.orderNo,
      autoReceiveAt: withdrawalOrders.autoReceiveAt,
    });
}

export interface OrderFilter extends Omit<OrderListFilter, 'memberId'> {
  merchantId: number;
  memberId?: number | undefined;
  status?: WithdrawalStatus | undefined;
  /** Bounds of the request time: from inclusive, to exclusive. */
  from?: Date | undefined;
  to?: Date | undefined;
  now: Date;
}

/**
 * The statuses stored for an order shown in `status` (a PAID order past its receipt time shows as
 * AUTO_RECEIVED): named next to the shown status so the queue index serves the filter.
 */
function storedStatusesOf(status: WithdrawalStatus): WithdrawalStatus[] {
  return status === 'AUTO_RECEIVED' ? ['AUTO_RECEIVED', 'PAID'] : [status];
}

function whereOf(filter: OrderFilter) {
  return and(
    eq(withdrawalOrders.merchantId, filter.merchantId),
    filter.memberId !== undefined ? eq(withdrawalOrders.memberId, filter.memberId) : undefined,
    filter.status ? inArray(withdrawalOrders.status, storedStatusesOf(filter.status)) : undefined,
    filter.status ? eq(effectiveStatus(filter.now), filter.status) : undefined,
    filter.from ? gte(withdrawalOrders.createdAt, filter.from) : undefined,
    filter.to ? lt(withdrawalOrders.createdAt, filter.to) : undefined,
    filter.before ? lt(withdrawalOrders.createdAt, filter.before) : undefined,
    filter.minAmount !== undefined ? gte(withdrawalOrders.amount, filter.minAmount) : undefined,
    filter.maxAmount !== undefined ? lte(withdrawalOrders.amount, filter.maxAmount) : undefined,
  );
}

const NEWEST_FIRST: OrderListSort = { by: 'createdAt', order: 'desc' };

/** Orders with their payout account, the status as seen at `now`, in `sort` order. */
function ordersWithAccounts(db: Executor, filter: OrderFilter, sort: OrderListSort) {
  const direction = sort.order === 'asc' ? asc : desc;
  return db
    .select({
      order: withdrawalOrders,
      status: effectiveStatus(filter.now),
      account: {
        bankName: payoutAccounts.bankName,
        accountName: payoutAccounts.accountName,
        accountNumber: payoutAccounts.accountNumber,
        createdAt: payoutAccounts.createdAt,
      },
    })
    .from(withdrawalOrders)
    .innerJoin(payoutAccounts, eq(payoutAccounts.id, withdrawalOrders.payoutAccountId))
    .where(whereOf(filter))
    .orderBy(
      direction(sort.by === 'amount' ? withdrawalOrders.amount : withdrawalOrders.createdAt),
      direction(withdrawalOrders.id),
    );
}

/** A page of orders with their payout account (newest first by default); and how many match. */
export async function listOrders(
  db: Executor,
  filter: OrderFilter & { limit: number; offset: number },
  sort: OrderListSort = NEWEST_FIRST,
) {
  const [total] = await db.select({ n: count() }).from(withdrawalOrders).where(whereOf(filter));
  const rows = await ordersWithAccounts(db, filter, sort).limit(filter.limit).offset(filter.offset);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Up to `limit` orders with their payout account in `sort` order (exports). */
export async function ordersInOrder(db: Executor, filter: OrderFilter, sort: OrderListSort, limit: number) {
  return ordersWithAccounts(db, filter, sort).limit(limit);
}

/** Which of these members had a withdrawal paid out, and to which payout accounts. */
export async function paidHistory(db: Executor, memberIds: number[]) {
  if (memberIds.length === 0) return [];
  return db
    .selectDistinct({
      memberId: withdrawalOrders.memberId,
      payoutAccountId: withdrawalOrders.payoutAccountId,
    })
    .from(withdrawalOrders)
    .where(
      and(inArray(withdrawalOrders.memberId, memberIds), inArray(withdrawalOrders.status, PAID_STATUSES)),
    );
}

/** Orders awaiting a first and a second decision, and the latest change to any of the merchant's orders. */
export async function queueState(db: Executor, merchantId: number) {
  const counts = await db
    .select({ status: withdrawalOrders.status, n: count() })
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.merchantId, merchantId),
        inArray(withdrawalOrders.status, ['PENDING', 'AWAITING_SECOND_APPROVAL']),
      ),
    )
    .groupBy(withdrawalOrders.status);
  const [latest] = await db
    .select({ at: max(withdrawalOrders.updatedAt) })
    .from(withdrawalOrders)
    .where(eq(withdrawalOrders.merchantId, merchantId));
  const countOf = (status: WithdrawalStatus) => Number(counts.find((row) => row.status === status)?.n ?? 0);
  const at = latest?.at ?? null;
  return {
    pending: countOf('PENDING'),
    awaitingSecondApproval: countOf('AWAITING_SECOND_APPROVAL'),
    updatedAt: at === null ? null : new Date(at),
  };
}

/** One order with its payout account, the status as seen at `now`. */
export async function orderWithAccount(db: Executor, merchantId: number, orderNo: string, now: Date) {
  const rows = await db
    .select({
      order: withdrawalOrders,
      status: effectiveStatus(now),
      account: {
        bankName: payoutAccounts.bankName,
        accountName: payoutAccounts.accountName,
        accountNumber: payoutAccounts.accountNumber,
        createdAt: payoutAccounts.createdAt,
      },
    })
    .from(withdrawalOrders)
    .innerJoin(payoutAccounts, eq(payoutAccounts.id, withdrawalOrders.payoutAccountId))
    .where(and(eq(withdrawalOrders.merchantId, merchantId), eq(withdrawalOrders.orderNo, orderNo)));
  return rows[0] ?? null;
}
