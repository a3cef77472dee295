import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { paymentGateways } from './tables.js';

/* SQL of the payment gateways operators configured (payment_gateways); only this module reads it. */

export type GatewayRow = typeof paymentGateways.$inferSelect;
export type GatewayValues = Omit<
  typeof paymentGateways.$inferInsert,
  'code' | 'merchantId' | 'createdAt' | 'updatedAt'
>;

export async function listGateways(db: Executor, merchantId: number): Promise<GatewayRow[]> {
  return db
    .select()
    .from(paymentGateways)
    .where(eq(paymentGateways.merchantId, merchantId))
    .orderBy(asc(paymentGateways.code));
}

/** A gateway by its code, whichever merchant's (callbacks name only the gateway). */
export async function findGateway(db: Executor, code: string): Promise<GatewayRow | null> {
  const [row] = await db.select().from(paymentGateways).where(eq(paymentGateways.code, code));
  return row ?? null;
}

/** One of the merchant's gateways, locked for the change (inside a transaction). */
export async function lockGateway(
  db: Executor,
  merchantId: number,
  code: string,
): Promise<GatewayRow | null> {
  const [row] = await db
    .select()
    .from(paymentGateways)
    .where(and(eq(paymentGateways.merchantId, merchantId), eq(paymentGateways.code, code)))
    .for('update');
  return row ?? null;
}

/** Adds a gateway; null when its code is taken (by this merchant or another). */
export async function insertGateway(
  db: Executor,
  merchantId: number,
  code: string,
  values: GatewayValues,
  at: Date,
): Promise<GatewayRow | null> {
  const [row] = await db
    .insert(paymentGateways)
    .values({ ...values, code, merchantId, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateGateway(
  db: Executor,
  merchantId: number,
  code: string,
  values: Partial<GatewayValues>,
  at: Date,
): Promise<GatewayRow | null> {
  const [row] = await db
    .update(paymentGateways)
    .set({ ...values, updatedAt: at })
    .where(and(eq(paymentGateways.merchantId, merchantId), eq(paymentGateways.code, code)))
    .returning();
  return row ?? null;
}
