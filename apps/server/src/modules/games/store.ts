import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Localized } from '@wps/contracts';
import type { Executor } from '../../platform/db/index.js';
import { searchTextOf } from './rules.js';
import { gameFavorites, gameRecent, games, gameTransfers, gameVendors } from './tables.js';

export type VendorRow = typeof gameVendors.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type VendorValues = Omit<
  typeof gameVendors.$inferInsert,
  'id' | 'merchantId' | 'code' | 'createdAt' | 'updatedAt'
>;
export type GameValues = Omit<
  typeof games.$inferInsert,
  'id' | 'merchantId' | 'createdAt' | 'updatedAt' | 'searchText'
>;

export async function listVendors(db: Executor, merchantId: number): Promise<VendorRow[]> {
  return db
    .select()
    .from(gameVendors)
    .where(eq(gameVendors.merchantId, merchantId))
    .orderBy(asc(gameVendors.sortOrder), asc(gameVendors.id));
}

export async function findVendor(db: Executor, merchantId: number, code: string): Promise<VendorRow | null> {
  const [row] = await db
    .select()
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.code, code)));
  return row ?? null;
}

/** Inserts or replaces a vendor of the merchant by code. */
export async function upsertVendor(
  db: Executor,
  merchantId: number,
  code: string,
  values: VendorValues,
  at: Date,
): Promise<VendorRow> {
  const [row] = await db
    .insert(gameVendors)
    .values({ ...values, merchantId, code, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [gameVendors.merchantId, gameVendors.code],
      set: { ...values, updatedAt: at },
    })
    .returning();
  return row!;
}

/** Every game of the merchant, enabled or not, in display order. */
export async function listGames(db: Executor, merchantId: number): Promise<GameRow[]> {
  return db
    .select()
    .from(games)
    .where(eq(games.merchantId, merchantId))
    .orderBy(asc(games.sortOrder), asc(games.id));
}

export async function findGame(db: Executor, merchantId: number, id: number): Promise<GameRow | null> {
  const [row] = await db
    .select()
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.id, id)));
  return row ?? null;
}

export async function insertGame(
  db: Executor,
  merchantId: number,
  values: GameValues,
  at: Date,
): Promise<GameRow> {
  const [row] = await db
    .insert(games)
    .values({
      ...values,
      merchantId,
      searchText: searchTextOf(values.name as Localized),
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return row!;
}

/** Adds a game unless the merchant has it (same vendor and game code); answers the row or null. */
export async function insertGameIfAbsent(
  db: Executor,
  merchantId: number,
  values: GameValues,
  at: Date,
): Promise<GameRow | null> {
  const [row] = await db
    .insert(games)
    .values({
      ...values,
      merchantId,
      searchText: searchTextOf(values.name as Localized),
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateGame(
  db: Executor,
  merchantId: number,
  id: number,
  values: Partial<GameValues>,
  at: Date,
): Promise<GameRow | null> {
  const [row] = await db
    .update(games)
    .set({
      ...values,
      ...(values.name ? { searchText: searchTextOf(values.name as Localized) } : {}),
      updatedAt: at,
    })
    .where(and(eq(games.merchantId, merchantId), eq(games.id, id)))
    .returning();
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Favourites and recent games

export async function addFavorite(db: Executor, memberId: number, gameId: number, at: Date) {
  await db.insert(gameFavorites).values({ memberId, gameId, createdAt: at }).onConflictDoNothing();
}

export async function removeFavorite(db: Executor, memberId: number, gameId: number) {
  await db
    .delete(gameFavorites)
    .where(and(eq(gameFavorites.memberId, memberId), eq(gameFavorites.gameId, gameId)));
}

/** The member's favourite game ids, newest first. */
export async function favoriteIds(db: Executor, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ gameId: gameFavorites.gameId })
    .from(gameFavorites)
    .where(eq(gameFavorites.memberId, memberId))
    .orderBy(desc(gameFavorites.createdAt), desc(gameFavorites.gameId));
  return rows.map((row) => row.gameId);
}

/** One more launch of the game by the member. */
export async function recordLaunch(db: Executor, memberId: number, gameId: number, at: Date) {
  await db
    .insert(gameRecent)
    .values({ memberId, gameId, lastPlayedAt: at, plays: 1 })
    .onConflictDoUpdate({
      target: [gameRecent.memberId, gameRecent.gameId],
      set: { lastPlayedAt: at, plays: sql`${gameRecent.plays} + 1` },
    });
}

/** The member's launched games, most recent first. */
export async function recentGameIds(db: Executor, memberId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ gameId: gameRecent.gameId })
    .from(gameRecent)
    .where(eq(gameRecent.memberId, memberId))
    .orderBy(desc(gameRecent.lastPlayedAt), desc(gameRecent.gameId))
    .limit(limit);
  return rows.map((row) => row.gameId);
}

/**
 * The merchant's games by launches of members who played them since `since` (game_recent keeps a
 * count per member and game and the last launch, so a member's older launches of a game played
 * again in the window count too).
 */
export async function popularGameIds(
  db: Executor,
  merchantId: number,
  since: Date,
  limit: number,
): Promise<number[]> {
  const plays = sql<number>`sum(${gameRecent.plays})`;
  const rows = await db
    .select({ gameId: gameRecent.gameId, plays })
    .from(gameRecent)
    .innerJoin(games, eq(games.id, gameRecent.gameId))
    .where(and(eq(games.merchantId, merchantId), gte(gameRecent.lastPlayedAt, since)))
    .groupBy(gameRecent.gameId)
    .orderBy(desc(plays), asc(gameRecent.gameId))
    .limit(limit);
  return rows.map((row) => row.gameId);
}

export type TransferRow = typeof gameTransfers.$inferSelect;
export type TransferStatus = 'pending' | 'confirmed' | 'returned' | 'not_taken' | 'moved_by_member';

/** Records a launch's transfer as pending (its reference is unique per launch). */
export async function insertTransfer(db: Executor, row: typeof gameTransfers.$inferInsert) {
  await db.insert(gameTransfers).values(row);
}

export async function findTransfer(db: Executor, reference: string): Promise<TransferRow | null> {
  const rows = await db.select().from(gameTransfers).where(eq(gameTransfers.reference, reference));
  return rows[0] ?? null;
}

/** Settles a pending transfer; false when it was settled already (by the launch or another run). */
export async function resolveTransfer(
  db: Executor,
  reference: string,
  status: Exclude<TransferStatus, 'pending'>,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(gameTransfers)
    .set({ status, resolvedAt: at })
    .where(and(eq(gameTransfers.reference, reference), eq(gameTransfers.status, 'pending')))
    .returning({ reference: gameTransfers.reference });
  return rows.length > 0;
}
