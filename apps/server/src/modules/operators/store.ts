import { eq, lt } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { operators, operatorSessions } from './tables.js';

export type OperatorRow = typeof operators.$inferSelect;

export async function findByUsername(db: Executor, username: string): Promise<OperatorRow | null> {
  const rows = await db.select().from(operators).where(eq(operators.username, username));
  return rows[0] ?? null;
}

export async function findById(db: Executor, id: number): Promise<OperatorRow | null> {
  const rows = await db.select().from(operators).where(eq(operators.id, id));
  return rows[0] ?? null;
}

export async function listOperators(db: Executor): Promise<OperatorRow[]> {
  return db.select().from(operators).orderBy(operators.id);
}

export async function insertOperator(
  db: Executor,
  row: { username: string; passwordHash: string; role: string; mustChangePassword: boolean },
): Promise<OperatorRow | null> {
  const rows = await db.insert(operators).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function updateOperator(
  db: Executor,
  id: number,
  patch: Partial<typeof operators.$inferInsert>,
) {
  await db.update(operators).set(patch).where(eq(operators.id, id));
}

export async function insertSession(db: Executor, row: typeof operatorSessions.$inferInsert) {
  await db.insert(operatorSessions).values(row);
}

export async function findSession(db: Executor, tokenHash: string) {
  const rows = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.tokenHash, tokenHash));
  return rows[0] ?? null;
}

export async function deleteSession(db: Executor, tokenHash: string) {
  await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, tokenHash));
}

export async function deleteSessionsOf(db: Executor, operatorId: number) {
  await db.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId));
}

export async function deleteExpiredSessions(db: Executor, now: Date) {
  await db.delete(operatorSessions).where(lt(operatorSessions.expiresAt, now));
}
