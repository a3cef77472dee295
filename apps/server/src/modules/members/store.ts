import { and, desc, eq, gt, inArray, isNull, like, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { members, memberSessions } from './tables.js';

export type MemberRow = typeof members.$inferSelect;
export type MemberSessionRow = typeof memberSessions.$inferSelect;

/** Inserts a member; null when the username is taken in that merchant (case-insensitive). */
export async function insertMember(
  db: Executor,
  row: typeof members.$inferInsert,
): Promise<MemberRow | null> {
  const rows = await db.insert(members).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findMemberById(db: Executor, id: number): Promise<MemberRow | null> {
  const rows = await db.select().from(members).where(eq(members.id, id));
  return rows[0] ?? null;
}

/** The member of a merchant with that username, ignoring case. */
export async function findMemberByUsername(
  db: Executor,
  merchantId: number,
  username: string,
): Promise<MemberRow | null> {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), sql`lower(${members.username}) = lower(${username})`));
  return rows[0] ?? null;
}

/** The member of a merchant holding an affiliate code, when its type is one of `types`. */
export async function findMemberByAffiliateCode(
  db: Executor,
  merchantId: number,
  code: string,
  types: readonly number[],
): Promise<MemberRow | null> {
  const rows = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        eq(members.affiliateCode, code),
        inArray(members.type, [...types]),
      ),
    );
  return rows[0] ?? null;
}

export async function updateMember(db: Executor, id: number, patch: Partial<typeof members.$inferInsert>) {
  await db.update(members).set(patch).where(eq(members.id, id));
}

export async function insertSession(db: Executor, row: typeof memberSessions.$inferInsert) {
  await db.insert(memberSessions).values(row);
}

export async function findSession(db: Executor, tokenHash: string) {
  const rows = await db
    .select({ session: memberSessions, member: members })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(eq(memberSessions.tokenHash, tokenHash));
  return rows[0] ?? null;
}

export async function touchSession(db: Executor, tokenHash: string, now: Date) {
  await db
    .update(memberSessions)
    .set({ lastSeenAt: now })
    .where(and(eq(memberSessions.tokenHash, tokenHash), isNull(memberSessions.revokedAt)));
}

export async function revokeSession(db: Executor, tokenHash: string, now: Date) {
  await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(and(eq(memberSessions.tokenHash, tokenHash), isNull(memberSessions.revokedAt)));
}

/** Revokes the member's live sessions whose hash starts with `prefix`; returns how many. */
export async function revokeSessionByPrefix(db: Executor, memberId: number, prefix: string, now: Date) {
  const rows = await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(memberSessions.memberId, memberId),
        like(memberSessions.tokenHash, `${prefix}%`),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.expiresAt, now),
      ),
    )
    .returning({ tokenHash: memberSessions.tokenHash });
  return rows.length;
}

export async function revokeSessionsOf(
  db: Executor,
  memberId: number,
  now: Date,
  exceptTokenHash: string | undefined,
) {
  await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(memberSessions.memberId, memberId),
        isNull(memberSessions.revokedAt),
        exceptTokenHash ? ne(memberSessions.tokenHash, exceptTokenHash) : undefined,
      ),
    );
}

/** Sessions neither revoked nor absolutely expired nor idle since `seenAfter`, newest first. */
export async function listLiveSessions(db: Executor, memberId: number, now: Date, seenAfter: Date) {
  return db
    .select()
    .from(memberSessions)
    .where(
      and(
        eq(memberSessions.memberId, memberId),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.expiresAt, now),
        gt(memberSessions.lastSeenAt, seenAfter),
      ),
    )
    .orderBy(desc(memberSessions.createdAt));
}
