import { and, desc, eq, gt, inArray, isNull, like, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import {
  loginHistory,
  memberProfiles,
  members,
  memberSessions,
  passwordResetTokens,
  rememberTokens,
} from './tables.js';

export type MemberRow = typeof members.$inferSelect;
export type MemberSessionRow = typeof memberSessions.$inferSelect;
export type ProfileInsert = typeof memberProfiles.$inferInsert;

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

/** The login time of a member who is not locked; false (nothing written) for a locked one. */
export async function recordSessionStart(db: Executor, memberId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ lastLoginAt: now })
    .where(and(eq(members.id, memberId), isNull(members.lockedAt)))
    .returning({ id: members.id });
  return rows.length > 0;
}

export async function insertSession(db: Executor, row: typeof memberSessions.$inferInsert) {
  await db.insert(memberSessions).values(row);
}

function sessionQuery(db: Executor) {
  return db
    .select({
      session: {
        merchantId: memberSessions.merchantId,
        lastSeenAt: memberSessions.lastSeenAt,
        expiresAt: memberSessions.expiresAt,
        revokedAt: memberSessions.revokedAt,
      },
      member: {
        id: members.id,
        merchantId: members.merchantId,
        username: members.username,
        type: members.type,
        lockedAt: members.lockedAt,
      },
    })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(eq(memberSessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('member_session_by_token_hash');
}
const sessionQueries = new WeakMap<Executor, ReturnType<typeof sessionQuery>>();

/**
 * Every call of a signed-in member starts here, so the query is built once per database handle (and
 * on PostgreSQL parsed once per connection) rather than on every request, and reads only what the
 * session check needs.
 */
export async function findSession(db: Executor, tokenHash: string) {
  let query = sessionQueries.get(db);
  if (!query) {
    query = sessionQuery(db);
    sessionQueries.set(db, query);
  }
  const rows = await query.execute({ tokenHash });
  return rows[0] ?? null;
}

/** The sessions of these token hashes with their member's merchant (missing ones are absent). */
export async function findSessions(db: Executor, tokenHashes: string[]) {
  return db
    .select({
      tokenHash: memberSessions.tokenHash,
      session: {
        merchantId: memberSessions.merchantId,
        lastSeenAt: memberSessions.lastSeenAt,
        expiresAt: memberSessions.expiresAt,
        revokedAt: memberSessions.revokedAt,
      },
      memberMerchantId: members.merchantId,
    })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(inArray(memberSessions.tokenHash, tokenHashes));
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

/** Revokes the member's sessions not yet revoked (but the kept one); returns how many. */
export async function revokeSessionsOf(
  db: Executor,
  memberId: number,
  now: Date,
  exceptTokenHash?: string,
): Promise<number> {
  const rows = await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(memberSessions.memberId, memberId),
        isNull(memberSessions.revokedAt),
        exceptTokenHash ? ne(memberSessions.tokenHash, exceptTokenHash) : undefined,
      ),
    )
    .returning({ tokenHash: memberSessions.tokenHash });
  return rows.length;
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

/** Inserts a profile; false when its mobile number is already another member's in the merchant. */
export async function insertProfile(db: Executor, row: ProfileInsert): Promise<boolean> {
  const rows = await db
    .insert(memberProfiles)
    .values(row)
    .onConflictDoNothing()
    .returning({ memberId: memberProfiles.memberId });
  return rows.length > 0;
}

export async function findProfile(db: Executor, memberId: number) {
  const rows = await db.select().from(memberProfiles).where(eq(memberProfiles.memberId, memberId));
  return rows[0] ?? null;
}

/** The member of a merchant whose profile holds this mobile number (E.164). */
export async function findMemberByMobile(
  db: Executor,
  merchantId: number,
  mobile: string,
): Promise<MemberRow | null> {
  const rows = await db
    .select({ member: members })
    .from(memberProfiles)
    .innerJoin(members, eq(members.id, memberProfiles.memberId))
    .where(and(eq(memberProfiles.merchantId, merchantId), eq(memberProfiles.mobile, mobile)));
  return rows[0]?.member ?? null;
}

export async function insertLoginHistory(db: Executor, row: typeof loginHistory.$inferInsert) {
  await db.insert(loginHistory).values(row);
}

export async function insertRememberToken(db: Executor, row: typeof rememberTokens.$inferInsert) {
  await db.insert(rememberTokens).values(row);
}

/** Revokes a live remember token and returns its member id (single use), or null. */
export async function takeRememberToken(db: Executor, tokenHash: string, now: Date) {
  const rows = await db
    .update(rememberTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(rememberTokens.tokenHash, tokenHash),
        isNull(rememberTokens.revokedAt),
        gt(rememberTokens.expiresAt, now),
      ),
    )
    .returning({ memberId: rememberTokens.memberId });
  return rows[0]?.memberId ?? null;
}

export async function revokeRememberToken(db: Executor, tokenHash: string, now: Date) {
  await db
    .update(rememberTokens)
    .set({ revokedAt: now })
    .where(and(eq(rememberTokens.tokenHash, tokenHash), isNull(rememberTokens.revokedAt)));
}

export async function revokeRememberTokensOf(db: Executor, memberId: number, now: Date) {
  await db
    .update(rememberTokens)
    .set({ revokedAt: now })
    .where(and(eq(rememberTokens.memberId, memberId), isNull(rememberTokens.revokedAt)));
}

/**
 * Deletes sessions and remember-me tokens that ended (expired or revoked) before `endedBefore`, and
 * reset links created before `createdBefore` (the hourly mail limit counts the last hour's links).
 */
export async function deleteEnded(db: Executor, endedBefore: Date, createdBefore: Date): Promise<number> {
  const sessions = await db
    .delete(memberSessions)
    .where(or(lt(memberSessions.expiresAt, endedBefore), lt(memberSessions.revokedAt, endedBefore)))
    .returning({ id: memberSessions.tokenHash });
  const remembered = await db
    .delete(rememberTokens)
    .where(or(lt(rememberTokens.expiresAt, endedBefore), lt(rememberTokens.revokedAt, endedBefore)))
    .returning({ id: rememberTokens.tokenHash });
  const resets = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.createdAt, createdBefore))
    .returning({ id: passwordResetTokens.tokenHash });
  return sessions.length + remembered.length + resets.length;
}

/** The member's VIP rank and its label, from the loyalty module's `vip_members_read` view (null: not ranked yet). */
export async function vipRankOf(db: Executor, memberId: number) {
  const result = (await db.execute(
    sql`select level, name from vip_members_read where member_id = ${memberId}`,
  )) as unknown as { rows: { level: number; name: string }[] };
  const row = result.rows[0];
  return row ? { level: Number(row.level), name: String(row.name) } : null;
}
