import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { identitySecrets, imageCaptchas, loginFailures, usedChallenges } from './tables.js';

export type LoginFailureRow = typeof loginFailures.$inferSelect;

/** The stored secret of that name; the first process to ask stores `candidate`, the others read it. */
export async function secretOf(db: Executor, name: string, candidate: string): Promise<string> {
  await db.insert(identitySecrets).values({ name, value: candidate }).onConflictDoNothing();
  const rows = await db.select().from(identitySecrets).where(eq(identitySecrets.name, name));
  return rows[0]!.value;
}

/** Records a challenge signature as used; false when it already was (a replay). Purges expired ones. */
export async function markChallengeUsed(db: Executor, signature: string, expiresAt: Date, now: Date) {
  await db.delete(usedChallenges).where(lt(usedChallenges.expiresAt, now));
  const rows = await db
    .insert(usedChallenges)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedChallenges.signature });
  return rows.length === 1;
}

export async function insertCaptcha(db: Executor, row: typeof imageCaptchas.$inferInsert, now: Date) {
  await db.delete(imageCaptchas).where(lt(imageCaptchas.expiresAt, now));
  await db.insert(imageCaptchas).values(row);
}

/** Removes and returns a captcha of the merchant (single use), or null. */
export async function takeCaptcha(db: Executor, id: string, merchantId: number) {
  const rows = await db
    .delete(imageCaptchas)
    .where(and(eq(imageCaptchas.id, id), eq(imageCaptchas.merchantId, merchantId)))
    .returning();
  return rows[0] ?? null;
}

export async function findLoginFailures(
  db: Executor,
  merchantId: number,
  usernameKey: string,
): Promise<LoginFailureRow | null> {
  const rows = await db
    .select()
    .from(loginFailures)
    .where(and(eq(loginFailures.merchantId, merchantId), eq(loginFailures.usernameKey, usernameKey)));
  return rows[0] ?? null;
}

/** Adds one failure atomically; when the count reaches `threshold` the name locks until `lockUntil`. */
export async function addLoginFailure(
  db: Executor,
  key: { merchantId: number; usernameKey: string },
  threshold: number,
  now: Date,
  lockUntil: Date,
): Promise<LoginFailureRow> {
  const rows = await db
    .insert(loginFailures)
    .values({
      ...key,
      failures: 1,
      lockedUntil: threshold <= 1 ? lockUntil : null,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [loginFailures.merchantId, loginFailures.usernameKey],
      set: {
        failures: sql`${loginFailures.failures} + 1`,
        lockedUntil: sql`case when ${loginFailures.failures} + 1 >= ${threshold}
          then ${lockUntil.toISOString()}::timestamptz else ${loginFailures.lockedUntil} end`,
        updatedAt: now,
      },
    })
    .returning();
  return rows[0]!;
}

export async function clearLoginFailures(db: Executor, merchantId: number, usernameKey: string) {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.merchantId, merchantId), eq(loginFailures.usernameKey, usernameKey)));
}

/**
 * Counts a failed login from an address within a sliding window: a failure after `windowStart`
 * adds one, an older count starts over. At `threshold` the address locks until `lockUntil`.
 */
export async function addAddressFailure(
  db: Executor,
  key: { merchantId: number; usernameKey: string },
  threshold: number,
  now: Date,
  windowStart: Date,
  lockUntil: Date,
): Promise<LoginFailureRow> {
  const fresh = sql`${loginFailures.updatedAt} < ${windowStart.toISOString()}::timestamptz`;
  const rows = await db
    .insert(loginFailures)
    .values({ ...key, failures: 1, lockedUntil: null, updatedAt: now })
    .onConflictDoUpdate({
      target: [loginFailures.merchantId, loginFailures.usernameKey],
      set: {
        failures: sql`case when ${fresh} then 1 else ${loginFailures.failures} + 1 end`,
        lockedUntil: sql`case when not ${fresh} and ${loginFailures.failures} + 1 >= ${threshold}
          then ${lockUntil.toISOString()}::timestamptz else ${loginFailures.lockedUntil} end`,
        updatedAt: now,
      },
    })
    .returning();
  return rows[0]!;
}
