import { and, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { dashboardDays } from './tables.js';

export type DashboardDayRow = typeof dashboardDays.$inferSelect;

/** The kept days of a merchant between two local dates (inclusive). */
export async function keptDays(
  db: Executor,
  merchantId: number,
  first: string,
  last: string,
): Promise<DashboardDayRow[]> {
  return db
    .select()
    .from(dashboardDays)
    .where(
      and(
        eq(dashboardDays.merchantId, merchantId),
        gte(dashboardDays.day, first),
        lte(dashboardDays.day, last),
      ),
    );
}

/**
 * Keeps a day's figures; a day kept already is written over (the same figures, or those of the
 * merchant's new time zone). Several writers of one day write the same figures.
 */
export async function keepDay(db: Executor, row: typeof dashboardDays.$inferInsert): Promise<void> {
  const { merchantId: _merchantId, day: _day, ...figures } = row;
  await db
    .insert(dashboardDays)
    .values(row)
    .onConflictDoUpdate({ target: [dashboardDays.merchantId, dashboardDays.day], set: figures });
}
