import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { loginChecks, memberKnownDevices, memberRecoveryCodes, memberTwoFactor } from './tables.js';

export type TwoFactorRow = typeof memberTwoFactor.$inferSelect;
export type LoginCheckRow = typeof loginChecks.$inferSelect;
export type KnownKind = (typeof memberKnownDevices.$inferSelect)['kind'];

export async function findTwoFactor(db: Executor, memberId: number): Promise<TwoFactorRow | null> {
  const rows = await db.select().from(memberTwoFactor).where(eq(memberTwoFactor.memberId, memberId));
  return rows[0] ?? null;
}

/** Keeps a new enrolment secret, replacing an earlier unconfirmed one; false when two-factor is on. */
export async function savePendingSecret(db: Executor, memberId: number, pendingSecret: string, now: Date) {
  const rows = await db
    .insert(memberTwoFactor)
    .values({ memberId, pendingSecret, updatedAt: now })
    .onConflictDoUpdate({
      target: memberTwoFactor.memberId,
      set: { pendingSecret, updatedAt: now },
      setWhere: isNull(memberTwoFactor.secret),
    })
    .returning({ memberId: memberTwoFactor.memberId });
  return rows.length === 1;
}

/**
 * Makes the pending secret the active one, once: false when it changed in the meantime (another
 * setup) or two-factor is already on. `step` is the confirming code's, so it cannot log in.
 */
export async function activatePendingSecret(
  db: Executor,
  memberId: number,
  pendingSecret: string,
  step: number,
  now: Date,
) {
  const rows = await db
    .update(memberTwoFactor)
    .set({ secret: pendingSecret, pendingSecret: null, enabledAt: now, lastStep: step, updatedAt: now })
    .where(
      and(
        eq(memberTwoFactor.memberId, memberId),
        isNull(memberTwoFactor.secret),
        eq(memberTwoFactor.pendingSecret, pendingSecret),
      ),
    )
    .returning({ memberId: memberTwoFactor.memberId });
  return rows.length === 1;
}

/** Records the step of an accepted code; false when that step or a later one was used already. */
export async function claimStep(db: Executor, memberId: number, step: number, now: Date) {
  const rows = await db
    .update(memberTwoFactor)
    .set({ lastStep: step, updatedAt: now })
    .where(
      and(
        eq(memberTwoFactor.memberId, memberId),
        isNotNull(memberTwoFactor.secret),
        or(isNull(memberTwoFactor.lastStep), lt(memberTwoFactor.lastStep, step)),
      ),
    )
    .returning({ memberId: memberTwoFactor.memberId });
  return rows.length === 1;
}

export async function deleteTwoFactor(db: Executor, memberId: number) {
  await db.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, memberId));
  await db.delete(memberTwoFactor).where(eq(memberTwoFactor.memberId, memberId));
}

export async function replaceRecoveryCodes(db: Executor, memberId: number, codeHashes: string[]) {
  await db.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, memberId));
  await db.insert(memberRecoveryCodes).values(codeHashes.map((codeHash) => ({ memberId, codeHash })));
}

export async function unusedRecoveryCodes(db: Executor, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ codeHash: memberRecoveryCodes.codeHash })
    .from(memberRecoveryCodes)
    .where(and(eq(memberRecoveryCodes.memberId, memberId), isNull(memberRecoveryCodes.usedAt)));
  return rows.map((row) => row.codeHash);
}

/** Marks a recovery code used; false when it was used in the meantime. */
export async function markRecoveryCodeUsed(db: Executor, memberId: number, codeHash: string, now: Date) {
  const rows = await db
    .update(memberRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(memberRecoveryCodes.memberId, memberId),
        eq(memberRecoveryCodes.codeHash, codeHash),
        isNull(memberRecoveryCodes.usedAt),
      ),
    )
    .returning({ memberId: memberRecoveryCodes.memberId });
  return rows.length === 1;
}

export async function knownDevicesOf(db: Executor, memberId: number) {
  return db
    .select({ kind: memberKnownDevices.kind, valueHash: memberKnownDevices.valueHash })
    .from(memberKnownDevices)
    .where(eq(memberKnownDevices.memberId, memberId));
}

/** Adds the addresses and devices, or refreshes when they were last seen. */
export async function upsertKnownDevices(
  db: Executor,
  memberId: number,
  values: { kind: KnownKind; valueHash: string }[],
  now: Date,
) {
  if (values.length === 0) return;
  await db
    .insert(memberKnownDevices)
    .values(values.map((value) => ({ memberId, ...value, firstSeenAt: now, lastSeenAt: now })))
    .onConflictDoUpdate({
      target: [memberKnownDevices.memberId, memberKnownDevices.kind, memberKnownDevices.valueHash],
      set: { lastSeenAt: now },
    });
}

/** Stores a pending login check (expired ones are purged by the `identity.purge-expired` job). */
export async function insertLoginCheck(db: Executor, row: typeof loginChecks.$inferInsert) {
  await db.insert(loginChecks).values(row);
}

export async function findLoginCheck(db: Executor, ticketHash: string): Promise<LoginCheckRow | null> {
  const rows = await db.select().from(loginChecks).where(eq(loginChecks.ticketHash, ticketHash));
  return rows[0] ?? null;
}

/** Counts one wrong code; at `maxFailures` the check is deleted. Answers the new count (0: already gone). */
export async function addLoginCheckFailure(db: Executor, ticketHash: string, maxFailures: number) {
  const rows = await db
    .update(loginChecks)
    .set({ failures: sql`${loginChecks.failures} + 1` })
    .where(eq(loginChecks.ticketHash, ticketHash))
    .returning({ failures: loginChecks.failures });
  const failures = rows[0]?.failures ?? 0;
  if (failures >= maxFailures) await deleteLoginCheck(db, ticketHash);
  return failures;
}

/** Removes and returns the check (single use), or null when another request took it first. */
export async function takeLoginCheck(db: Executor, ticketHash: string): Promise<LoginCheckRow | null> {
  const rows = await db.delete(loginChecks).where(eq(loginChecks.ticketHash, ticketHash)).returning();
  return rows[0] ?? null;
}

export async function deleteLoginCheck(db: Executor, ticketHash: string) {
  await db.delete(loginChecks).where(eq(loginChecks.ticketHash, ticketHash));
}
