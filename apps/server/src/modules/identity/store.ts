import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { identitySecrets, imageCaptchas, loginChecks, usedChallenges } from './tables.js';

/** The stored secret of that name; the first process to ask stores `candidate`, the others read it. */
export async function secretOf(db: Executor, name: string, candidate: string): Promise<string> {
  await db.insert(identitySecrets).values({ name, value: candidate }).onConflictDoNothing();
  const rows = await db.select().from(identitySecrets).where(eq(identitySecrets.name, name));
  return rows[0]!.value;
}

/** Records a challenge signature as used; false when it already was (a replay). */
export async function markChallengeUsed(db: Executor, signature: string, expiresAt: Date) {
  const rows = await db
    .insert(usedChallenges)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedChallenges.signature });
  return rows.length === 1;
}

export async function insertCaptcha(db: Executor, row: typeof imageCaptchas.$inferInsert) {
  await db.insert(imageCaptchas).values(row);
}

/** Deletes the used challenges, captchas and second-step tickets past their expiry; answers how many. */
export async function deleteExpired(db: Executor, now: Date): Promise<number> {
  const challenges = await db
    .delete(usedChallenges)
    .where(lt(usedChallenges.expiresAt, now))
    .returning({ id: usedChallenges.signature });
  const captchas = await db
    .delete(imageCaptchas)
    .where(lt(imageCaptchas.expiresAt, now))
    .returning({ id: imageCaptchas.id });
  const tickets = await db
    .delete(loginChecks)
    .where(lt(loginChecks.expiresAt, now))
    .returning({ id: loginChecks.ticketHash });
  return challenges.length + captchas.length + tickets.length;
}

/** Removes and returns a captcha of the merchant (single use), or null. */
export async function takeCaptcha(db: Executor, id: string, merchantId: number) {
  const rows = await db
    .delete(imageCaptchas)
    .where(and(eq(imageCaptchas.id, id), eq(imageCaptchas.merchantId, merchantId)))
    .returning();
  return rows[0] ?? null;
}
