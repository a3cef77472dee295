import { eq, max } from 'drizzle-orm';
import type { Executor } from '../db/index.js';
import { dailyTaskClaims } from './tables.js';

/** The latest local day each merchant was claimed for, for one task. */
export async function lastClaimedDays(db: Executor, task: string): Promise<Map<number, string>> {
  const rows = await db
    .select({ merchantId: dailyTaskClaims.merchantId, day: max(dailyTaskClaims.day) })
    .from(dailyTaskClaims)
    .where(eq(dailyTaskClaims.task, task))
    .groupBy(dailyTaskClaims.merchantId);
  return new Map(rows.flatMap((row) => (row.day ? [[row.merchantId, row.day] as const] : [])));
}

/**
 * Claims (task, merchant, day) for the run `jobId`; false when it is claimed already (by this or
 * another process: a concurrent claim waits for the first to commit, then finds it).
 */
export async function claimDay(tx: Executor, claim: typeof dailyTaskClaims.$inferInsert): Promise<boolean> {
  const rows = await tx
    .insert(dailyTaskClaims)
    .values(claim)
    .onConflictDoNothing()
    .returning({ task: dailyTaskClaims.task });
  return rows.length > 0;
}
