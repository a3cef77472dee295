import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  max,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DepositStatus } from '@wps/contracts';
import type { Executor } from '../../platform/db/index.js';
import type { OrderListFilter, OrderListSort } from '../../kernel/order-filters.js';
import { depositChannels, depositMethods, depositOrders } from './tables.js';

export type MethodRow = typeof depositMethods.$inferSelect;
export type ChannelRow = typeof depositChannels.$inferSelect;
export type OrderRow = typeof depositOrders.$inferSelect;
export type NewOrder = typeof depositOrders.$inferInsert;
/** An order without its proof image (up to 2 MB): what lists and money steps read. */
export type OrderSummary = Omit<OrderRow, 'proofImage'> & { hasProof: boolean };

const { proofImage: _proofImage, ...summaryColumns } = getTableColumns(depositOrders);
const orderSummary = {
  ...summaryColumns,
  hasProof: sql<boolean>`${depositOrders.proofImage} is not null`,
};
type MethodValues = Omit<typeof depositMethods.$inferInsert, 'id' | 'merchantId'>;
/** First key of the advisory lock taken while a merchant's methods are replaced. */
const METHODS_LOCK = 727_100;
type ChannelValues = Omit<typeof depositChannels.$inferInsert, 'id' | 'merchantId' | 'retiredAt'>;

// ---------------------------------------------------------------------------------------------
// Methods and channels

export async function listMethods(db: Executor, merchantId: number): Promise<MethodRow[]> {
  return db
    .select()
    .from(depositMethods)
    .where(eq(depositMethods.merchantId, merchantId))
    .orderBy(asc(depositMethods.displayOrder), asc(depositMethods.id));
}

/** Channels not retired, in display order. */
export async function listLiveChannels(db: Executor, merchantId: number): Promise<ChannelRow[]> {
  return db
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.merchantId, merchantId), isNull(depositChannels.retiredAt)))
    .orderBy(asc(depositChannels.displayOrder), asc(depositChannels.id));
}

/** Ids of the methods that have (or had) at least one channel. */
export async function methodsWithChannels(db: Executor, merchantId: number): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ methodId: depositChannels.methodId })
    .from(depositChannels)
    .where(eq(depositChannels.merchantId, merchantId));
  return new Set(rows.map((row) => row.methodId));
}

export async function findChannel(db: Executor, merchantId: number, channelId: number) {
  const rows = await db
    .select({ channel: depositChannels, method: depositMethods })
    .from(depositChannels)
    .innerJoin(depositMethods, eq(depositMethods.id, depositChannels.methodId))
    .where(and(eq(depositChannels.merchantId, merchantId), eq(depositChannels.id, channelId)));
  return rows[0] ?? null;
}

export async function upsertMethod(db: Executor, merchantId: number, values: MethodValues): Promise<number> {
  const [row] = await db
    .insert(depositMethods)
    .values({ ...values, merchantId })
    .onConflictDoUpdate({
      target: [depositMethods.merchantId, depositMethods.code],
      set: {
        name: values.name,
        icon: values.icon,
        recommended: values.recommended,
        displayOrder: values.displayOrder,
        enabled: values.enabled,
      },
    })
    .returning({ id: depositMethods.id });
  return row!.id;
}

/** Methods not in `keepCodes`: deleted when no channel ever used them, else disabled. */
export async function removeMethodsExcept(db: Executor, merchantId: number, keepCodes: string[]) {
  const gone = await db
    .select({ id: depositMethods.id })
    .from(depositMethods)
    .where(
      and(
        eq(depositMethods.merchantId, merchantId),
        keepCodes.length ? notInArray(depositMethods.code, keepCodes) : undefined,
      ),
    );
  if (gone.length === 0) return;
  const ids = gone.map((row) => row.id);
  const used = await methodsWithChannels(db, merchantId);
  const unused = ids.filter((id) => !used.has(id));
  if (unused.length) await db.delete(depositMethods).where(inArray(depositMethods.id, unused));
  const kept = ids.filter((id) => used.has(id));
  if (kept.length)
    await db.update(depositMethods).set({ enabled: false }).where(inArray(depositMethods.id, kept));
}

export async function updateChannel(
  db: Executor,
  merchantId: number,
  channelId: number,
  values: ChannelValues,
): Promise<boolean> {
  const rows = await db
    .update(depositChannels)
    .set({ ...values, retiredAt: null })
    .where(and(eq(depositChannels.merchantId, merchantId), eq(depositChannels.id, channelId)))
    .returning({ id: depositChannels.id });
  return rows.length === 1;
}

export async function insertChannel(
  db: Executor,
  merchantId: number,
  values: ChannelValues,
): Promise<number> {
  const [row] = await db
    .insert(depositChannels)
    .values({ ...values, merchantId })
    .returning({ id: depositChannels.id });
  return row!.id;
}

/** Retires (disables and stamps) every live channel of the merchant not in `keepIds`. */
export async function retireChannelsExcept(db: Executor, merchantId: number, keepIds: number[], now: Date) {
  await db
    .update(depositChannels)
    .set({ retiredAt: now, enabled: false })
    .where(
      and(
        eq(depositChannels.merchantId, merchantId),
        isNull(depositChannels.retiredAt),
        keepIds.length ? notInArray(depositChannels.id, keepIds) : undefined,
      ),
    );
}

/** Ids of the merchant's channels among `ids` (retired ones included). */
export async function channelIdsOf(db: Executor, merchantId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: depositChannels.id })
    .from(depositChannels)
    .where(and(eq(depositChannels.merchantId, merchantId), inArray(depositChannels.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** Serialises replacements of one merchant's set (held until the transaction ends). */
export async function lockMerchantMethods(db: Executor, merchantId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${METHODS_LOCK}, ${merchantId})`);
}

// ---------------------------------------------------------------------------------------------
// Orders

/** Inserts an order; null when its number or the member's request id is taken. */
export async function insertOrder(db: Executor, values: NewOrder): Promise<OrderRow | null> {
  const rows = await db.insert(depositOrders).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findByRequest(db: Executor, memberId: number, requestId: string) {
  const rows = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.requestId, requestId)));
  return rows[0] ?? null;
}

export async function findByOrderNo(db: Executor, orderNo: string) {
  const rows = await db.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo));
  return rows[0] ?? null;
}

/**
 * Moves an order to a new state only from one of `from`: the conditional update is what lets exactly
 * one of two racing decisions win. Answers the updated row, or null when the order was elsewhere.
 */
export async function transition(
  db: Executor,
  orderNo: string,
  from: readonly DepositStatus[],
  set: Partial<Pick<OrderRow, 'status' | 'remark' | 'decidedBy' | 'completedAt' | 'expiresAt'>>,
  extra?: SQL,
): Promise<OrderRow | null> {
  const rows = await db
    .update(depositOrders)
    .set(set.status ? { ...set, updatedAt: sql`now()` } : set)
    .where(and(eq(depositOrders.orderNo, orderNo), inArray(depositOrders.status, [...from]), extra))
    .returning();
  return rows[0] ?? null;
}

export async function setGatewayOrder(
  db: Executor,
  orderNo: string,
  details: Pick<OrderRow, 'providerOrderNo' | 'payUrl' | 'qrContent' | 'expiresAt'>,
) {
  await db.update(depositOrders).set(details).where(eq(depositOrders.orderNo, orderNo));
}

/** Records the ledger transaction of a credited order (once). */
export async function setCredited(db: Executor, orderNo: string, transactionId: number) {
  await db
    .update(depositOrders)
    .set({ ledgerTransactionId: transactionId })
    .where(and(eq(depositOrders.orderNo, orderNo), isNull(depositOrders.ledgerTransactionId)));
}

/** Orders decided PAID whose credit has not been recorded yet (a crash between the two steps). */
export async function uncredited(db: Executor, scope: { merchantId?: number; memberId?: number }) {
  return db
    .select(orderSummary)
    .from(depositOrders)
    .where(
      and(
        scope.merchantId !== undefined ? eq(depositOrders.merchantId, scope.merchantId) : undefined,
        scope.memberId !== undefined ? eq(depositOrders.memberId, scope.memberId) : undefined,
        eq(depositOrders.status, 'PAID'),
        isNull(depositOrders.ledgerTransactionId),
      ),
    )
    .limit(50);
}

/**
 * Pending gateway orders whose payment window has closed. An order whose creation never finished has
 * no expiry; it counts as due `unansweredAfterMs` after its creation.
 */
export async function dueForExpiry(
  db: Executor,
  scope: { merchantId?: number; memberId?: number },
  now: Date,
  unansweredAfterMs: number,
) {
  const cutoff = new Date(now.getTime() - unansweredAfterMs);
  return db
    .select(orderSummary)
    .from(depositOrders)
    .where(
      and(
        scope.merchantId !== undefined ? eq(depositOrders.merchantId, scope.merchantId) : undefined,
        scope.memberId !== undefined ? eq(depositOrders.memberId, scope.memberId) : undefined,
        eq(depositOrders.status, 'PENDING'),
        eq(depositOrders.kind, 'gateway'),
        or(
          and(isNotNull(depositOrders.expiresAt), lte(depositOrders.expiresAt, now)),
          and(isNull(depositOrders.expiresAt), lte(depositOrders.createdAt, cutoff)),
        ),
      ),
    )
    .orderBy(asc(depositOrders.id))
    .limit(20);
}

export interface OrderFilter extends Omit<OrderListFilter, 'memberId'> {
  merchantId?: number;
  memberId?: number | undefined;
  status?: DepositStatus | undefined;
  kind?: 'gateway' | 'manual' | undefined;
  from?: Date | undefined;
  /** Inclusive. */
  to?: Date | undefined;
}

function whereOf(filter: OrderFilter) {
  return and(
    filter.merchantId !== undefined ? eq(depositOrders.merchantId, filter.merchantId) : undefined,
    filter.memberId !== undefined ? eq(depositOrders.memberId, filter.memberId) : undefined,
    filter.status ? eq(depositOrders.status, filter.status) : undefined,
    filter.kind ? eq(depositOrders.kind, filter.kind) : undefined,
    filter.from ? gte(depositOrders.createdAt, filter.from) : undefined,
    filter.to ? lte(depositOrders.createdAt, filter.to) : undefined,
    filter.before ? lt(depositOrders.createdAt, filter.before) : undefined,
    filter.minAmount !== undefined ? gte(depositOrders.amount, filter.minAmount) : undefined,
    filter.maxAmount !== undefined ? lte(depositOrders.amount, filter.maxAmount) : undefined,
  );
}

const NEWEST_FIRST: OrderListSort = { by: 'createdAt', order: 'desc' };

function orderByOf(sort: OrderListSort) {
  const direction = sort.order === 'asc' ? asc : desc;
  const column = sort.by === 'amount' ? depositOrders.amount : depositOrders.createdAt;
  return [direction(column), direction(depositOrders.id)];
}

/** Orders with the names of their channel and method, in `sort` order (newest first by default). */
function namedOrders(db: Executor, filter: OrderFilter, sort: OrderListSort) {
  return db
    .select({ order: orderSummary, channelName: depositChannels.name, methodName: depositMethods.name })
    .from(depositOrders)
    .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
    .innerJoin(depositMethods, eq(depositMethods.id, depositChannels.methodId))
    .where(whereOf(filter))
    .orderBy(...orderByOf(sort));
}

/** A page of orders with the names of their channel and method, and how many match. */
export async function ordersPage(
  db: Executor,
  filter: OrderFilter,
  limit: number,
  offset: number,
  sort: OrderListSort = NEWEST_FIRST,
) {
  const [total] = await db.select({ n: count() }).from(depositOrders).where(whereOf(filter));
  const rows = await namedOrders(db, filter, sort).limit(limit).offset(offset);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Up to `limit` orders in `sort` order (exports). */
export async function ordersInOrder(db: Executor, filter: OrderFilter, sort: OrderListSort, limit: number) {
  return namedOrders(db, filter, sort).limit(limit);
}

/** Manual transfers awaiting a decision, and the latest change to any of the merchant's orders. */
export async function queueState(db: Executor, merchantId: number) {
  const [pending] = await db
    .select({ n: count() })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.merchantId, merchantId),
        eq(depositOrders.status, 'PENDING'),
        eq(depositOrders.kind, 'manual'),
      ),
    );
  const [latest] = await db
    .select({ at: max(depositOrders.updatedAt) })
    .from(depositOrders)
    .where(eq(depositOrders.merchantId, merchantId));
  const at = latest?.at ?? null;
  return { count: Number(pending?.n ?? 0), updatedAt: at === null ? null : new Date(at) };
}

export async function orderWithNames(db: Executor, orderNo: string) {
  const rows = await db
    .select({ order: orderSummary, channelName: depositChannels.name, methodName: depositMethods.name })
    .from(depositOrders)
    .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
    .innerJoin(depositMethods, eq(depositMethods.id, depositChannels.methodId))
    .where(eq(depositOrders.orderNo, orderNo));
  return rows[0] ?? null;
}

export async function countPaid(db: Executor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.memberId, memberId),
        eq(depositOrders.status, 'PAID'),
        isNotNull(depositOrders.ledgerTransactionId),
      ),
    );
  return Number(row?.n ?? 0);
}
