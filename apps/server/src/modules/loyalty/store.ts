import { and, asc, count, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { bigOf, rowsOf } from '../../platform/db/rows.js';
import {
  loyaltyCashback,
  loyaltyConfig,
  loyaltyConversions,
  loyaltyMembers,
  loyaltyPointAccruals,
  loyaltyPointRewards,
  loyaltyRedemptions,
  loyaltyWatermarks,
} from './tables.js';

/*
 * Loyalty SQL: its own tables, and the read views of others (`settled_rounds_read`,
 * `member_money_read`, `members_read`, `member_profiles_read`).
 */

export type ConfigRow = typeof loyaltyConfig.$inferSelect;
export type RewardRow = typeof loyaltyPointRewards.$inferSelect;
export type RedemptionRow = typeof loyaltyRedemptions.$inferSelect;
export type CashbackRow = typeof loyaltyCashback.$inferSelect;
export type ConversionRow = typeof loyaltyConversions.$inferSelect;

export async function config(db: Executor, merchantId: number) {
  const [row] = await db.select().from(loyaltyConfig).where(eq(loyaltyConfig.merchantId, merchantId));
  return row ?? null;
}

export async function saveConfig(db: Executor, row: typeof loyaltyConfig.$inferInsert) {
  await db
    .insert(loyaltyConfig)
    .values(row)
    .onConflictDoUpdate({ target: loyaltyConfig.merchantId, set: { ...row } });
}

// Ranks

export async function memberRank(db: Executor, memberId: number) {
  const [row] = await db.select().from(loyaltyMembers).where(eq(loyaltyMembers.memberId, memberId));
  return row ?? null;
}

/** Sets the member's rank when it is still `fromLevel` (or absent for 0): false when someone else moved it. */
export async function moveRank(
  db: Executor,
  row: {
    memberId: number;
    merchantId: number;
    level: number;
    since: Date;
    reviewAt: Date | null;
    updatedAt: Date;
  },
  fromLevel: number,
): Promise<boolean> {
  const moved = await db
    .insert(loyaltyMembers)
    .values(row)
    .onConflictDoUpdate({
      target: loyaltyMembers.memberId,
      set: { level: row.level, since: row.since, reviewAt: row.reviewAt, updatedAt: row.updatedAt },
      setWhere: eq(loyaltyMembers.level, fromLevel),
    })
    .returning({ memberId: loyaltyMembers.memberId });
  return moved.length === 1;
}

export async function dueReviews(db: Executor, merchantId: number, now: Date, limit = 500) {
  return db
    .select()
    .from(loyaltyMembers)
    .where(
      and(
        eq(loyaltyMembers.merchantId, merchantId),
        lte(loyaltyMembers.reviewAt, now),
        sql`${loyaltyMembers.level} > 0`,
      ),
    )
    .orderBy(asc(loyaltyMembers.reviewAt))
    .limit(limit);
}

export async function membersPerLevel(db: Executor, merchantId: number) {
  const rows = await db
    .select({ level: loyaltyMembers.level, n: count() })
    .from(loyaltyMembers)
    .where(eq(loyaltyMembers.merchantId, merchantId))
    .groupBy(loyaltyMembers.level);
  return new Map(rows.map((row) => [row.level, Number(row.n)]));
}

// Figures from other modules' read views

export async function depositsIn(
  db: Executor,
  merchantId: number,
  memberId: number,
  currency: string,
  from: Date,
) {
  const [row] = await rowsOf<{ total: unknown }>(
    db,
    sql`select coalesce(sum(amount), 0) as total from member_money_read
        where merchant_id = ${merchantId} and member_id = ${memberId} and currency = ${currency}
          and type = 'deposit' and account_kind = 'member' and wallet = 'main' and amount > 0
          and created_at >= ${from}`,
  );
  return bigOf(row?.total ?? 0);
}

/** Valid bets per category of the member's rounds settled in (from, to]. */
export async function validBetsByCategory(
  db: Executor,
  merchantId: number,
  memberId: number,
  currency: string,
  from: Date | null,
  to: Date,
) {
  const rows = await rowsOf<{ category: string; valid: unknown }>(
    db,
    sql`select category, coalesce(sum(valid_bet_minor), 0) as valid from settled_rounds_read
        where merchant_id = ${merchantId} and member_id = ${memberId} and currency = ${currency}
          ${from ? sql`and settled_at > ${from}` : sql``} and settled_at <= ${to}
        group by category`,
  );
  return rows.map((row) => ({ category: row.category, validBetMinor: bigOf(row.valid) }));
}

/** Valid bets per member and category of every round of the merchant settled in (from, to]. */
export async function validBetsOfWindow(
  db: Executor,
  merchantId: number,
  currency: string,
  from: Date,
  to: Date,
) {
  const rows = await rowsOf<{ member_id: number; category: string; valid: unknown }>(
    db,
    sql`select member_id, category, coalesce(sum(valid_bet_minor), 0) as valid from settled_rounds_read
        where merchant_id = ${merchantId} and currency = ${currency}
          and settled_at > ${from} and settled_at <= ${to}
        group by member_id, category`,
  );
  return rows.map((row) => ({
    memberId: Number(row.member_id),
    category: row.category,
    validBetMinor: bigOf(row.valid),
  }));
}

/** Members with rounds settled in (from, to]: the daily cashback job's candidates. */
export async function membersWithPlay(
  db: Executor,
  merchantId: number,
  currency: string,
  from: Date,
  to: Date,
) {
  const rows = await rowsOf<{ member_id: number }>(
    db,
    sql`select distinct member_id from settled_rounds_read
        where merchant_id = ${merchantId} and currency = ${currency} and settled_at > ${from} and settled_at <= ${to}`,
  );
  return rows.map((row) => Number(row.member_id));
}

export { usernamesOf } from '../../kernel/members-read.js';

// Watermarks

export async function watermark(
  db: Executor,
  key: { merchantId: number; memberId: number; kind: 'points' | 'cashback' },
  lock = false,
) {
  const query = db
    .select()
    .from(loyaltyWatermarks)
    .where(
      and(
        eq(loyaltyWatermarks.merchantId, key.merchantId),
        eq(loyaltyWatermarks.memberId, key.memberId),
        eq(loyaltyWatermarks.kind, key.kind),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row?.through ?? null;
}

/** Creates the watermark row (so it can be locked) unless it exists. */
export async function ensureWatermark(
  db: Executor,
  key: { merchantId: number; memberId: number; kind: 'points' | 'cashback' },
  through: Date,
) {
  await db
    .insert(loyaltyWatermarks)
    .values({ ...key, through })
    .onConflictDoNothing();
}

export async function moveWatermark(
  db: Executor,
  key: { merchantId: number; memberId: number; kind: 'points' | 'cashback' },
  through: Date,
) {
  await db
    .update(loyaltyWatermarks)
    .set({ through })
    .where(
      and(
        eq(loyaltyWatermarks.merchantId, key.merchantId),
        eq(loyaltyWatermarks.memberId, key.memberId),
        eq(loyaltyWatermarks.kind, key.kind),
      ),
    );
}

// Points accruals and cashback

export async function insertAccruals(db: Executor, rows: (typeof loyaltyPointAccruals.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(loyaltyPointAccruals).values(rows).onConflictDoNothing().returning();
}

export async function unpostedAccruals(db: Executor, before: Date, limit = 500) {
  return db
    .select()
    .from(loyaltyPointAccruals)
    .where(and(isNull(loyaltyPointAccruals.transactionId), lte(loyaltyPointAccruals.createdAt, before)))
    .orderBy(asc(loyaltyPointAccruals.id))
    .limit(limit);
}

export async function markAccrualPosted(db: Executor, id: number, transactionId: number) {
  await db.update(loyaltyPointAccruals).set({ transactionId }).where(eq(loyaltyPointAccruals.id, id));
}

export async function insertCashback(db: Executor, row: typeof loyaltyCashback.$inferInsert) {
  const [inserted] = await db.insert(loyaltyCashback).values(row).returning();
  return inserted!;
}

export async function cashbackOfMember(db: Executor, memberId: number, limit = 50) {
  return db
    .select()
    .from(loyaltyCashback)
    .where(eq(loyaltyCashback.memberId, memberId))
    .orderBy(desc(loyaltyCashback.id))
    .limit(limit);
}

export async function unpostedCashback(db: Executor, before: Date, limit = 500) {
  return db
    .select()
    .from(loyaltyCashback)
    .where(and(isNull(loyaltyCashback.transactionId), lte(loyaltyCashback.createdAt, before)))
    .orderBy(asc(loyaltyCashback.id))
    .limit(limit);
}

export async function markCashbackPosted(db: Executor, id: number, transactionId: number) {
  await db.update(loyaltyCashback).set({ transactionId }).where(eq(loyaltyCashback.id, id));
}

// The points mall

export async function rewards(db: Executor, merchantId: number, activeOnly: boolean) {
  return db
    .select()
    .from(loyaltyPointRewards)
    .where(
      and(
        eq(loyaltyPointRewards.merchantId, merchantId),
        activeOnly ? eq(loyaltyPointRewards.active, true) : undefined,
      ),
    )
    .orderBy(asc(loyaltyPointRewards.sort), asc(loyaltyPointRewards.id));
}

export async function reward(db: Executor, merchantId: number, id: number) {
  const [row] = await db
    .select()
    .from(loyaltyPointRewards)
    .where(and(eq(loyaltyPointRewards.id, id), eq(loyaltyPointRewards.merchantId, merchantId)));
  return row ?? null;
}

export async function insertReward(db: Executor, row: typeof loyaltyPointRewards.$inferInsert) {
  const [inserted] = await db.insert(loyaltyPointRewards).values(row).returning();
  return inserted!;
}

export async function updateReward(
  db: Executor,
  merchantId: number,
  id: number,
  patch: Partial<typeof loyaltyPointRewards.$inferInsert>,
) {
  const [row] = await db
    .update(loyaltyPointRewards)
    .set(patch)
    .where(and(eq(loyaltyPointRewards.id, id), eq(loyaltyPointRewards.merchantId, merchantId)))
    .returning();
  return row ?? null;
}

/** Takes `quantity` from the stock: one conditional update, so it never goes below zero. */
export async function takeStock(db: Executor, id: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(loyaltyPointRewards)
    .set({ stock: sql`${loyaltyPointRewards.stock} - ${quantity}` })
    .where(and(eq(loyaltyPointRewards.id, id), sql`${loyaltyPointRewards.stock} >= ${quantity}`))
    .returning({ id: loyaltyPointRewards.id });
  return rows.length === 1;
}

export async function returnStock(db: Executor, id: number, quantity: number) {
  await db
    .update(loyaltyPointRewards)
    .set({ stock: sql`${loyaltyPointRewards.stock} + ${quantity}` })
    .where(eq(loyaltyPointRewards.id, id));
}

export async function redeemedPerReward(db: Executor, merchantId: number) {
  const rows = await db
    .select({
      rewardId: loyaltyRedemptions.rewardId,
      n: sql<number>`coalesce(sum(${loyaltyRedemptions.quantity}), 0)`,
    })
    .from(loyaltyRedemptions)
    .where(
      and(eq(loyaltyRedemptions.merchantId, merchantId), sql`${loyaltyRedemptions.status} <> 'rejected'`),
    )
    .groupBy(loyaltyRedemptions.rewardId);
  return new Map(rows.map((row) => [row.rewardId, Number(row.n)]));
}

export async function insertRedemption(db: Executor, row: typeof loyaltyRedemptions.$inferInsert) {
  const [inserted] = await db.insert(loyaltyRedemptions).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function redemptionByRequest(db: Executor, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(loyaltyRedemptions)
    .where(and(eq(loyaltyRedemptions.memberId, memberId), eq(loyaltyRedemptions.requestId, requestId)));
  return row ?? null;
}

export async function redemption(db: Executor, merchantId: number, id: number) {
  const [row] = await db
    .select()
    .from(loyaltyRedemptions)
    .where(and(eq(loyaltyRedemptions.id, id), eq(loyaltyRedemptions.merchantId, merchantId)));
  return row ?? null;
}

/** Decides a redemption still in progress: null when it was decided already. */
export async function decideRedemption(
  db: Executor,
  id: number,
  patch: { status: 'approved' | 'rejected'; remark: string | null; decidedBy: string; decidedAt: Date },
) {
  const [row] = await db
    .update(loyaltyRedemptions)
    .set(patch)
    .where(and(eq(loyaltyRedemptions.id, id), eq(loyaltyRedemptions.status, 'in_progress')))
    .returning();
  return row ?? null;
}

export async function redemptionsPage(
  db: Executor,
  filter: {
    merchantId: number;
    memberId?: number;
    status?: RedemptionRow['status'];
    limit: number;
    offset: number;
  },
) {
  const where = and(
    eq(loyaltyRedemptions.merchantId, filter.merchantId),
    filter.memberId ? eq(loyaltyRedemptions.memberId, filter.memberId) : undefined,
    filter.status ? eq(loyaltyRedemptions.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(loyaltyRedemptions)
      .where(where)
      .orderBy(sql`(${loyaltyRedemptions.status} = 'in_progress') desc`, desc(loyaltyRedemptions.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(loyaltyRedemptions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertConversion(db: Executor, row: typeof loyaltyConversions.$inferInsert) {
  const [inserted] = await db.insert(loyaltyConversions).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function conversionByRequest(db: Executor, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(loyaltyConversions)
    .where(and(eq(loyaltyConversions.memberId, memberId), eq(loyaltyConversions.requestId, requestId)));
  return row ?? null;
}

export async function markConversionPaid(db: Executor, id: number, at: Date) {
  await db.update(loyaltyConversions).set({ paidAt: at }).where(eq(loyaltyConversions.id, id));
}

export async function unpaidConversions(db: Executor, before: Date, limit = 200) {
  return db
    .select()
    .from(loyaltyConversions)
    .where(and(isNull(loyaltyConversions.paidAt), lte(loyaltyConversions.createdAt, before)))
    .limit(limit);
}

/** Records one step of a redemption's money (each set once). */
export async function markRedemption(
  db: Executor,
  id: number,
  step: 'pointsTakenAt' | 'returnedAt' | 'cashPaidAt',
  at: Date,
) {
  await db
    .update(loyaltyRedemptions)
    .set({ [step]: at })
    .where(and(eq(loyaltyRedemptions.id, id), isNull(loyaltyRedemptions[step])));
}

/** Redemptions with a money step left undone since before `before` (a crash or a busy wallet). */
export async function unfinishedRedemptions(db: Executor, before: Date, limit = 200) {
  return db
    .select()
    .from(loyaltyRedemptions)
    .where(
      and(
        lte(loyaltyRedemptions.createdAt, before),
        sql`((${loyaltyRedemptions.pointsTakenAt} is null and ${loyaltyRedemptions.returnedAt} is null)
          or (${loyaltyRedemptions.status} = 'rejected' and ${loyaltyRedemptions.returnedAt} is null)
          or (${loyaltyRedemptions.status} = 'approved' and ${loyaltyRedemptions.cashMinor} is not null and ${loyaltyRedemptions.cashPaidAt} is null))`,
      ),
    )
    .orderBy(asc(loyaltyRedemptions.id))
    .limit(limit);
}

export async function deleteConversion(db: Executor, id: number) {
  await db
    .delete(loyaltyConversions)
    .where(and(eq(loyaltyConversions.id, id), isNull(loyaltyConversions.paidAt)));
}

/** Members of the merchant who signed in since `since` (birthday rewards look at them). */
export async function recentlyActive(db: Executor, merchantId: number, since: Date) {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from members_read where merchant_id = ${merchantId} and last_login_at >= ${since}`,
  );
  return rows.map((row) => Number(row.id));
}
