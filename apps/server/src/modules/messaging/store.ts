import { and, asc, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { messageOutbox, verificationCodes, verificationSends } from './tables.js';
import { pageWindow } from '../../kernel/paging.js';

export type OutboxRow = typeof messageOutbox.$inferSelect;
export type CodeRow = typeof verificationCodes.$inferSelect;
export type Purpose = CodeRow['purpose'];

export async function insertOutbox(db: Executor, row: typeof messageOutbox.$inferInsert) {
  await db.insert(messageOutbox).values(row);
}

type OutboxFilter = { merchantId: number; channel?: 'sms' | 'email' | undefined };
const outboxWhere = (filter: OutboxFilter) =>
  and(
    eq(messageOutbox.merchantId, filter.merchantId),
    filter.channel ? eq(messageOutbox.channel, filter.channel) : undefined,
  );

/** The messages a filter matches, newest first: at most `limit`. */
export async function outboxRows(db: Executor, filter: OutboxFilter, limit: number) {
  return db
    .select()
    .from(messageOutbox)
    .where(outboxWhere(filter))
    .orderBy(desc(messageOutbox.id))
    .limit(limit);
}

export async function listOutbox(db: Executor, filter: OutboxFilter & { pageNo: number; pageSize: number }) {
  const where = outboxWhere(filter);
  const [total] = await db.select({ n: count() }).from(messageOutbox).where(where);
  const rows = await db
    .select()
    .from(messageOutbox)
    .where(where)
    .orderBy(desc(messageOutbox.id))
    .limit(filter.pageSize)
    .offset(pageWindow(filter).offset);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Stores a code, replacing the previous one of the same merchant, purpose and destination. */
export async function upsertCode(db: Executor, row: Omit<CodeRow, 'failedAttempts'>) {
  await db
    .insert(verificationCodes)
    .values({ ...row, failedAttempts: 0 })
    .onConflictDoUpdate({
      target: [verificationCodes.merchantId, verificationCodes.purpose, verificationCodes.destination],
      set: { codeHash: row.codeHash, expiresAt: row.expiresAt, createdAt: row.createdAt, failedAttempts: 0 },
    });
}

const codeKey = (key: { merchantId: number; purpose: Purpose; destination: string }) =>
  and(
    eq(verificationCodes.merchantId, key.merchantId),
    eq(verificationCodes.purpose, key.purpose),
    eq(verificationCodes.destination, key.destination),
  );

/** Removes the code when it matches (single use); returns whether it did. */
export async function takeMatchingCode(
  db: Executor,
  key: { merchantId: number; purpose: Purpose; destination: string },
  codeHash: string,
  now: Date,
  maxFailures: number,
) {
  const rows = await db
    .delete(verificationCodes)
    .where(
      and(
        codeKey(key),
        eq(verificationCodes.codeHash, codeHash),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.failedAttempts, maxFailures),
      ),
    )
    .returning({ destination: verificationCodes.destination });
  return rows.length === 1;
}

export async function addCodeFailure(
  db: Executor,
  key: { merchantId: number; purpose: Purpose; destination: string },
) {
  await db
    .update(verificationCodes)
    .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
    .where(codeKey(key));
}

/** Sends to the destination since `since`, oldest first. */
export async function sendsToDestination(db: Executor, merchantId: number, destination: string, since: Date) {
  return db
    .select({ sentAt: verificationSends.sentAt })
    .from(verificationSends)
    .where(
      and(
        eq(verificationSends.merchantId, merchantId),
        eq(verificationSends.destination, destination),
        gt(verificationSends.sentAt, since),
      ),
    )
    .orderBy(asc(verificationSends.sentAt));
}

export async function sendsFromIp(db: Executor, ip: string, since: Date) {
  return db
    .select({ sentAt: verificationSends.sentAt })
    .from(verificationSends)
    .where(and(eq(verificationSends.ip, ip), gt(verificationSends.sentAt, since)))
    .orderBy(asc(verificationSends.sentAt));
}

export async function recordSend(
  db: Executor,
  row: typeof verificationSends.$inferInsert,
  purgeBefore: Date,
) {
  await db.delete(verificationSends).where(lt(verificationSends.sentAt, purgeBefore));
  await db.insert(verificationSends).values(row);
}

/** Serialises rate-limit checks of one destination across processes (until the transaction ends). */
export async function lockDestination(db: Executor, merchantId: number, destination: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${merchantId}:${destination}`}))`);
}
