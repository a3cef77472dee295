import { and, count, desc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { LOGIN_METHODS, LOGIN_OUTCOMES } from '@wps/contracts';
import type { Executor } from '../../platform/db/index.js';
import { loginHistory, memberProfiles, members, memberSessions, passwordResetTokens } from './tables.js';
import { pageWindow } from '../../kernel/paging.js';

/** Shared with the members store: one query for each. */
export {
  findMemberById as findMember,
  findMemberByMobile,
  findProfile,
  revokeRememberTokensOf as revokeRememberTokens,
  revokeSessionsOf as revokeSessions,
  updateMember,
} from './store.js';

export type AccountMemberRow = typeof members.$inferSelect;
export type ProfileRow = typeof memberProfiles.$inferSelect;
export type ProfilePatch = Partial<Omit<typeof memberProfiles.$inferInsert, 'memberId' | 'merchantId'>>;

/** Locks the member's row until the transaction ends, so checks and writes about it run one at a time. */
export async function lockMember(tx: Executor, id: number) {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, id)).for('update');
}

/** Creates the member's profile row with the patch, or applies the patch to the existing row. */
export async function upsertProfile(
  db: Executor,
  memberId: number,
  merchantId: number,
  patch: ProfilePatch,
  now: Date,
) {
  await db
    .insert(memberProfiles)
    .values({ memberId, merchantId, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: memberProfiles.memberId, set: { ...patch, updatedAt: now } });
}

/** Stores a new login password: the change date moves, a forced change is satisfied. */
export async function setPassword(db: Executor, memberId: number, passwordHash: string, now: Date) {
  await db
    .update(members)
    .set({ passwordHash, passwordChangedAt: now, mustChangePassword: false })
    .where(eq(members.id, memberId));
}

/** Sets the payment password only while none is set; false when one already was. */
export async function setFirstPaymentPassword(db: Executor, memberId: number, hash: string) {
  const rows = await db
    .update(members)
    .set({ paymentPasswordHash: hash })
    .where(and(eq(members.id, memberId), isNull(members.paymentPasswordHash)))
    .returning({ id: members.id });
  return rows.length > 0;
}

/** Replaces the payment password only if it is still `expectedHash` (null: whatever it is). */
export async function replacePaymentPassword(
  db: Executor,
  memberId: number,
  hash: string,
  expectedHash: string | null,
) {
  const rows = await db
    .update(members)
    .set({ paymentPasswordHash: hash })
    .where(
      and(
        eq(members.id, memberId),
        expectedHash === null ? undefined : eq(members.paymentPasswordHash, expectedHash),
      ),
    )
    .returning({ id: members.id });
  return rows.length > 0;
}

export async function findSessionStart(db: Executor, tokenHash: string): Promise<Date | null> {
  const rows = await db
    .select({ createdAt: memberSessions.createdAt })
    .from(memberSessions)
    .where(eq(memberSessions.tokenHash, tokenHash));
  return rows[0]?.createdAt ?? null;
}

/** The member of the merchant with this username and profile e-mail, both ignoring case. */
export async function findMemberByUsernameAndEmail(
  db: Executor,
  merchantId: number,
  username: string,
  email: string,
) {
  const rows = await db
    .select({ id: members.id, username: members.username, email: memberProfiles.email })
    .from(members)
    .innerJoin(memberProfiles, eq(memberProfiles.memberId, members.id))
    .where(
      and(
        eq(members.merchantId, merchantId),
        sql`lower(${members.username}) = lower(${username})`,
        sql`lower(${memberProfiles.email}) = lower(${email})`,
      ),
    );
  return rows[0] ?? null;
}

export async function countResetTokensSince(db: Executor, memberId: number, since: Date) {
  const rows = await db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.memberId, memberId), gte(passwordResetTokens.createdAt, since)));
  return rows[0]?.n ?? 0;
}

/** Marks the member's unused reset tokens as used, so only the newest link works. */
export async function invalidateResetTokens(db: Executor, memberId: number, now: Date) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.memberId, memberId), isNull(passwordResetTokens.usedAt)));
}

export async function insertResetToken(db: Executor, row: typeof passwordResetTokens.$inferInsert) {
  await db.insert(passwordResetTokens).values(row);
}

/** The member behind an unused, unexpired reset token of the merchant, or null. */
export async function findLiveResetToken(db: Executor, tokenHash: string, merchantId: number, now: Date) {
  const rows = await db
    .select({ memberId: members.id, username: members.username })
    .from(passwordResetTokens)
    .innerJoin(members, eq(members.id, passwordResetTokens.memberId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(members.merchantId, merchantId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  return rows[0] ?? null;
}

/** Uses a live reset token: true for exactly one caller, false when it was used or expired meanwhile. */
export async function consumeResetToken(db: Executor, tokenHash: string, now: Date) {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ memberId: passwordResetTokens.memberId });
  return rows.length > 0;
}

/** Only rows a client can show (writers use these values; anything else is skipped). */
const shownHistory = (memberId: number, since: Date) =>
  and(
    eq(loginHistory.memberId, memberId),
    gte(loginHistory.at, since),
    inArray(loginHistory.method, [...LOGIN_METHODS]),
    inArray(loginHistory.outcome, [...LOGIN_OUTCOMES]),
  );

/** One page of the member's login history since `since`, newest first, with the total count. */
export async function listLoginHistory(
  db: Executor,
  memberId: number,
  since: Date,
  page: { pageNo: number; pageSize: number },
) {
  const where = shownHistory(memberId, since);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(loginHistory)
      .where(where)
      .orderBy(desc(loginHistory.at), desc(loginHistory.id))
      .limit(page.pageSize)
      .offset(pageWindow(page).offset),
    db.select({ n: count() }).from(loginHistory).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** The member's newest successful login strictly before `before`. */
export async function lastSuccessfulLoginBefore(db: Executor, memberId: number, before: Date) {
  const rows = await db
    .select({ at: loginHistory.at, ip: loginHistory.ip })
    .from(loginHistory)
    .where(
      and(
        eq(loginHistory.memberId, memberId),
        eq(loginHistory.outcome, 'success'),
        lt(loginHistory.at, before),
      ),
    )
    .orderBy(desc(loginHistory.at), desc(loginHistory.id))
    .limit(1);
  return rows[0] ?? null;
}
