import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { dailyReconciliations } from './tables.js';

export type DailyReconciliationRow = typeof dailyReconciliations.$inferSelect;

/** Keeps a merchant's day; false when that day is kept already (a repeated run changes nothing). */
export async function insertDailyReconciliation(
  db: Executor,
  row: typeof dailyReconciliations.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(dailyReconciliations)
    .values(row)
    .onConflictDoNothing()
    .returning({ day: dailyReconciliations.day });
  return rows.length > 0;
}

/** A merchant's days, newest first, optionally only the clean ones or only the others; and how many. */
export async function listDailyReconciliations(
  db: Executor,
  filter: { merchantId: number; clean?: boolean | undefined; limit: number; offset: number },
) {
  const where = and(
    eq(dailyReconciliations.merchantId, filter.merchantId),
    filter.clean === undefined ? undefined : eq(dailyReconciliations.clean, filter.clean),
  );
  const [total] = await db.select({ n: count() }).from(dailyReconciliations).where(where);
  const rows = await db
    .select()
    .from(dailyReconciliations)
    .where(where)
    .orderBy(desc(dailyReconciliations.day))
    .limit(filter.limit)
    .offset(filter.offset);
  return { rows, total: Number(total?.n ?? 0) };
}
