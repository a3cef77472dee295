import { and, asc, desc, eq, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { paymentCallbacks } from './tables.js';

/* The payment gateways' callbacks as received (store.ts holds the methods, channels and orders). */

export async function insertCallback(db: Executor, values: typeof paymentCallbacks.$inferInsert) {
  const rows = await db.insert(paymentCallbacks).values(values).returning({ id: paymentCallbacks.id });
  return rows[0]!.id;
}

/** Removes refused callback summaries older than `before` or beyond the newest `keep`. */
export async function pruneRefusedCallbacks(db: Executor, keep: number, before: Date) {
  const cutoff = db
    .select({ id: paymentCallbacks.id })
    .from(paymentCallbacks)
    .where(sql`not ${paymentCallbacks.signatureValid}`)
    .orderBy(desc(paymentCallbacks.id))
    .offset(keep)
    .limit(1);
  await db
    .delete(paymentCallbacks)
    .where(
      and(
        sql`not ${paymentCallbacks.signatureValid}`,
        or(lte(paymentCallbacks.receivedAt, before), lte(paymentCallbacks.id, sql`(${cutoff})`)),
      ),
    );
}

export async function callbacksOf(db: Executor, orderNo: string) {
  return db
    .select()
    .from(paymentCallbacks)
    .where(eq(paymentCallbacks.orderNo, orderNo))
    .orderBy(asc(paymentCallbacks.id));
}
