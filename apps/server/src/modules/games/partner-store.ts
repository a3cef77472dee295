import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { partnerVendors } from './tables.js';

/* SQL of the vendors an operator configured (partner_vendors); only this module reads it. */

export type PartnerVendorRow = typeof partnerVendors.$inferSelect;
export type PartnerVendorValues = Omit<
  typeof partnerVendors.$inferInsert,
  'code' | 'createdAt' | 'updatedAt'
>;

export async function listPartnerVendors(db: Executor): Promise<PartnerVendorRow[]> {
  return db.select().from(partnerVendors).orderBy(asc(partnerVendors.code));
}

export async function getPartnerVendor(db: Executor, code: string): Promise<PartnerVendorRow | null> {
  const [row] = await db.select().from(partnerVendors).where(eq(partnerVendors.code, code));
  return row ?? null;
}

/** The row, locked for the change (inside a transaction). */
export async function lockPartnerVendor(db: Executor, code: string): Promise<PartnerVendorRow | null> {
  const [row] = await db.select().from(partnerVendors).where(eq(partnerVendors.code, code)).for('update');
  return row ?? null;
}

/** Adds a vendor; null when its code is taken. */
export async function insertPartnerVendor(
  db: Executor,
  code: string,
  values: PartnerVendorValues,
  at: Date,
): Promise<PartnerVendorRow | null> {
  const [row] = await db
    .insert(partnerVendors)
    .values({ ...values, code, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updatePartnerVendor(
  db: Executor,
  code: string,
  values: Partial<PartnerVendorValues>,
  at: Date,
): Promise<PartnerVendorRow | null> {
  const [row] = await db
    .update(partnerVendors)
    .set({ ...values, updatedAt: at })
    .where(eq(partnerVendors.code, code))
    .returning();
  return row ?? null;
}
