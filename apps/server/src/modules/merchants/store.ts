import { and, eq, sql } from 'drizzle-orm';
import type { SettingsSection } from '@wps/contracts';
import type { Executor } from '../../platform/db/index.js';
import { merchants, merchantSettings } from './tables.js';

export interface MerchantRow {
  id: number;
  code: string;
}

export interface StoredSection {
  section: string;
  value: unknown;
  version: number;
  updatedAt: Date;
}

export async function findMerchantByCode(db: Executor, code: string): Promise<MerchantRow | null> {
  const rows = await db
    .select({ id: merchants.id, code: merchants.code })
    .from(merchants)
    .where(eq(merchants.code, code));
  return rows[0] ?? null;
}

export async function findMerchantById(db: Executor, id: number): Promise<MerchantRow | null> {
  const rows = await db
    .select({ id: merchants.id, code: merchants.code })
    .from(merchants)
    .where(eq(merchants.id, id));
  return rows[0] ?? null;
}

/** The merchant whose profile lists the host name among its domains. */
export async function findMerchantByDomain(db: Executor, hostname: string): Promise<MerchantRow | null> {
  const rows = await db
    .select({ id: merchants.id, code: merchants.code })
    .from(merchantSettings)
    .innerJoin(merchants, eq(merchants.id, merchantSettings.merchantId))
    .where(
      and(eq(merchantSettings.section, 'profile'), sql`${merchantSettings.value}->'domains' ? ${hostname}`),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function listMerchants(db: Executor): Promise<MerchantRow[]> {
  return db.select({ id: merchants.id, code: merchants.code }).from(merchants).orderBy(merchants.id);
}

/** Every merchant with its stored time zone (null when its profile has none). */
export async function listTimeZones(db: Executor) {
  return db
    .select({
      id: merchants.id,
      code: merchants.code,
      timeZone: sql<string | null>`${merchantSettings.value}->>'timeZone'`,
    })
    .from(merchants)
    .leftJoin(
      merchantSettings,
      and(eq(merchantSettings.merchantId, merchants.id), eq(merchantSettings.section, 'profile')),
    )
    .orderBy(merchants.id);
}

export async function insertMerchant(db: Executor, code: string): Promise<MerchantRow> {
  const rows = await db
    .insert(merchants)
    .values({ code })
    .returning({ id: merchants.id, code: merchants.code });
  return rows[0]!;
}

export async function readSections(db: Executor, merchantId: number): Promise<StoredSection[]> {
  return db
    .select({
      section: merchantSettings.section,
      value: merchantSettings.value,
      version: merchantSettings.version,
      updatedAt: merchantSettings.updatedAt,
    })
    .from(merchantSettings)
    .where(eq(merchantSettings.merchantId, merchantId));
}

export async function readSectionForUpdate(db: Executor, merchantId: number, section: SettingsSection) {
  const rows = await db
    .select({ value: merchantSettings.value, version: merchantSettings.version })
    .from(merchantSettings)
    .where(and(eq(merchantSettings.merchantId, merchantId), eq(merchantSettings.section, section)))
    .for('update');
  return rows[0] ?? null;
}

/**
 * Writes a section only if its stored version is still `expectedVersion` (0 = not stored yet).
 * Returns the new row, or null when someone else changed it first.
 */
export async function writeSection(
  db: Executor,
  merchantId: number,
  section: SettingsSection,
  value: unknown,
  expectedVersion: number,
  now: Date,
): Promise<StoredSection | null> {
  if (expectedVersion === 0) {
    const rows = await db
      .insert(merchantSettings)
      .values({ merchantId, section, value, version: 1, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    return rows[0] ?? null;
  }
  const rows = await db
    .update(merchantSettings)
    .set({ value, version: expectedVersion + 1, updatedAt: now })
    .where(
      and(
        eq(merchantSettings.merchantId, merchantId),
        eq(merchantSettings.section, section),
        eq(merchantSettings.version, expectedVersion),
      ),
    )
    .returning();
  return rows[0] ?? null;
}
