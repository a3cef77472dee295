import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { payoutBanks } from './tables.js';

/* SQL of the banks and e-wallets members may bind (payout_banks); only this module reads it. */

export type PayoutBankRow = typeof payoutBanks.$inferSelect;
export type PayoutBankValues = Omit<
  typeof payoutBanks.$inferInsert,
  'id' | 'merchantId' | 'createdAt' | 'updatedAt'
>;

/** The merchant's banks and e-wallets (of one country when given), in display order. */
export async function listPayoutBanks(
  db: Executor,
  merchantId: number,
  country?: string,
): Promise<PayoutBankRow[]> {
  return db
    .select()
    .from(payoutBanks)
    .where(
      and(
        eq(payoutBanks.merchantId, merchantId),
        country === undefined ? undefined : eq(payoutBanks.country, country),
      ),
    )
    .orderBy(asc(payoutBanks.country), asc(payoutBanks.displayOrder), asc(payoutBanks.id));
}

/** One of the merchant's banks, locked for the change (inside a transaction). */
export async function lockPayoutBank(
  db: Executor,
  merchantId: number,
  id: number,
): Promise<PayoutBankRow | null> {
  const [row] = await db
    .select()
    .from(payoutBanks)
    .where(and(eq(payoutBanks.merchantId, merchantId), eq(payoutBanks.id, id)))
    .for('update');
  return row ?? null;
}

/** Adds one; null when the merchant has that code in that country already. */
export async function insertPayoutBank(
  db: Executor,
  merchantId: number,
  values: PayoutBankValues,
  at: Date,
): Promise<PayoutBankRow | null> {
  const [row] = await db
    .insert(payoutBanks)
    .values({ ...values, merchantId, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Changes one; null when another of the merchant's has that code in that country (or it is gone). */
export async function updatePayoutBank(
  db: Executor,
  merchantId: number,
  id: number,
  values: Partial<PayoutBankValues>,
  at: Date,
): Promise<PayoutBankRow | null> {
  const [row] = await db
    .update(payoutBanks)
    .set({ ...values, updatedAt: at })
    .where(and(eq(payoutBanks.merchantId, merchantId), eq(payoutBanks.id, id)))
    .returning();
  return row ?? null;
}

/** Whether another of the merchant's banks has this code in this country. */
export async function codeTaken(
  db: Executor,
  merchantId: number,
  country: string,
  code: string,
  exceptId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: payoutBanks.id })
    .from(payoutBanks)
    .where(
      and(
        eq(payoutBanks.merchantId, merchantId),
        eq(payoutBanks.country, country),
        eq(payoutBanks.code, code),
      ),
    );
  return rows.some((row) => row.id !== exceptId);
}
