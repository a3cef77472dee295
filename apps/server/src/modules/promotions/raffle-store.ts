import { and, count, desc, eq, gt, isNull, like, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { promoRaffleDraws, promoRaffles, promoRaffleSeeds } from './tables.js';

/* The raffles' SQL (prize wheels and red envelopes): campaigns, the members' seeds and their draws. */

export type RaffleRow = typeof promoRaffles.$inferSelect;
export type SeedRow = typeof promoRaffleSeeds.$inferSelect;
export type DrawRow = typeof promoRaffleDraws.$inferSelect;

export async function insertRaffle(db: Executor, row: typeof promoRaffles.$inferInsert) {
  const [inserted] = await db.insert(promoRaffles).values(row).returning();
  return inserted!;
}

export async function updateRaffle(
  db: Executor,
  merchantId: number,
  id: number,
  patch: Partial<typeof promoRaffles.$inferInsert>,
) {
  const [row] = await db
    .update(promoRaffles)
    .set(patch)
    .where(and(eq(promoRaffles.id, id), eq(promoRaffles.merchantId, merchantId)))
    .returning();
  return row ?? null;
}

export async function findRaffle(db: Executor, merchantId: number, id: number) {
  const [row] = await db
    .select()
    .from(promoRaffles)
    .where(and(eq(promoRaffles.id, id), eq(promoRaffles.merchantId, merchantId)));
  return row ?? null;
}

export async function shownRaffles(db: Executor, merchantId: number) {
  return db
    .select()
    .from(promoRaffles)
    .where(and(eq(promoRaffles.merchantId, merchantId), ne(promoRaffles.state, 'draft')))
    .orderBy(promoRaffles.startsAt, promoRaffles.id);
}

export async function listRaffles(
  db: Executor,
  merchantId: number,
  filter: { state?: RaffleRow['state']; kind?: RaffleRow['kind']; limit: number; offset: number },
) {
  const where = and(
    eq(promoRaffles.merchantId, merchantId),
    filter.state ? eq(promoRaffles.state, filter.state) : undefined,
    filter.kind ? eq(promoRaffles.kind, filter.kind) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(promoRaffles)
      .where(where)
      .orderBy(desc(promoRaffles.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(promoRaffles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Draws and distinct members per raffle. */
export async function drawCounts(db: Executor, raffleIds: readonly number[]) {
  const counts = new Map<number, { draws: number; members: number }>();
  if (raffleIds.length === 0) return counts;
  const rows = await db
    .select({
      raffleId: promoRaffleDraws.raffleId,
      draws: count(),
      members: sql<number>`count(distinct ${promoRaffleDraws.memberId})`,
    })
    .from(promoRaffleDraws)
    .where(sql`${promoRaffleDraws.raffleId} = any(${`{${raffleIds.join(',')}}`}::int[])`)
    .groupBy(promoRaffleDraws.raffleId);
  for (const row of rows)
    counts.set(row.raffleId, { draws: Number(row.draws), members: Number(row.members) });
  return counts;
}

/** Reserves a prize from the pool: one conditional update, never above the budget. */
export async function reservePool(db: Executor, raffleId: number, amount: bigint): Promise<boolean> {
  const rows = await db
    .update(promoRaffles)
    .set({ spentMinor: sql`${promoRaffles.spentMinor} + ${amount}` })
    .where(
      and(
        eq(promoRaffles.id, raffleId),
        sql`${promoRaffles.spentMinor} + ${amount} <= ${promoRaffles.budgetMinor}`,
      ),
    )
    .returning({ id: promoRaffles.id });
  return rows.length === 1;
}

/** The member's active seed, locked for the draw or rotation that reads it. */
export async function activeSeed(db: Executor, raffleId: number, memberId: number, lock = false) {
  const query = db
    .select()
    .from(promoRaffleSeeds)
    .where(
      and(
        eq(promoRaffleSeeds.raffleId, raffleId),
        eq(promoRaffleSeeds.memberId, memberId),
        isNull(promoRaffleSeeds.revealedAt),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Commits a new active seed unless the member has one (then answers null). */
export async function insertSeed(db: Executor, row: typeof promoRaffleSeeds.$inferInsert) {
  const [inserted] = await db.insert(promoRaffleSeeds).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function advanceNonce(db: Executor, seedId: number) {
  await db
    .update(promoRaffleSeeds)
    .set({ nextNonce: sql`${promoRaffleSeeds.nextNonce} + 1` })
    .where(eq(promoRaffleSeeds.id, seedId));
}

export async function revealSeed(db: Executor, seedId: number, at: Date) {
  const [row] = await db
    .update(promoRaffleSeeds)
    .set({ revealedAt: at })
    .where(and(eq(promoRaffleSeeds.id, seedId), isNull(promoRaffleSeeds.revealedAt)))
    .returning();
  return row ?? null;
}

/** Revealed server seeds by seed id (what a member's draw list shows once rotated). */
export async function revealedSeeds(db: Executor, seedIds: readonly number[]) {
  const seeds = new Map<number, string>();
  if (seedIds.length === 0) return seeds;
  const rows = await db
    .select({ id: promoRaffleSeeds.id, serverSeed: promoRaffleSeeds.serverSeed })
    .from(promoRaffleSeeds)
    .where(
      and(
        sql`${promoRaffleSeeds.id} = any(${`{${[...new Set(seedIds)].join(',')}}`}::int[])`,
        sql`${promoRaffleSeeds.revealedAt} is not null`,
      ),
    );
  for (const row of rows) seeds.set(row.id, row.serverSeed);
  return seeds;
}

/** How many draws the member took in the raffle in slots starting with `prefix`. */
export async function drawsIn(db: Executor, raffleId: number, memberId: number, prefix: string) {
  const [row] = await db
    .select({ n: count() })
    .from(promoRaffleDraws)
    .where(
      and(
        eq(promoRaffleDraws.raffleId, raffleId),
        eq(promoRaffleDraws.memberId, memberId),
        like(promoRaffleDraws.slot, `${prefix}:%`),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function insertDraw(db: Executor, row: typeof promoRaffleDraws.$inferInsert) {
  const [inserted] = await db.insert(promoRaffleDraws).values(row).returning();
  return inserted!;
}

export async function drawByRequest(db: Executor, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(promoRaffleDraws)
    .where(and(eq(promoRaffleDraws.memberId, memberId), eq(promoRaffleDraws.requestId, requestId)));
  return row ?? null;
}

export async function markDrawPaid(db: Executor, id: number, transactionId: number) {
  await db
    .update(promoRaffleDraws)
    .set({ transactionId })
    .where(and(eq(promoRaffleDraws.id, id), isNull(promoRaffleDraws.transactionId)));
}

export async function memberDraws(db: Executor, raffleId: number, memberId: number, limit = 20) {
  return db
    .select()
    .from(promoRaffleDraws)
    .where(and(eq(promoRaffleDraws.raffleId, raffleId), eq(promoRaffleDraws.memberId, memberId)))
    .orderBy(desc(promoRaffleDraws.id))
    .limit(limit);
}

export async function raffleDraws(db: Executor, raffleId: number, window: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(promoRaffleDraws)
      .where(eq(promoRaffleDraws.raffleId, raffleId))
      .orderBy(desc(promoRaffleDraws.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(promoRaffleDraws).where(eq(promoRaffleDraws.raffleId, raffleId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Prizes whose posting never ran (a crash between the draw's commit and its posting). */
export async function unpaidDraws(db: Executor, before: Date, limit = 200) {
  return db
    .select()
    .from(promoRaffleDraws)
    .where(
      and(
        isNull(promoRaffleDraws.transactionId),
        gt(promoRaffleDraws.amountMinor, 0n),
        lte(promoRaffleDraws.createdAt, before),
      ),
    )
    .orderBy(promoRaffleDraws.id)
    .limit(limit);
}
