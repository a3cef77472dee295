import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Each merchant's daily ledger reconciliation (docs/product.md §Jobs): one row per merchant and local
 * day, written by the `reconciliation.reconcile-merchant-day` job after the merchant's local midnight.
 */
export const dailyReconciliations = pgTable(
  'daily_reconciliations',
  {
    merchantId: integer('merchant_id').notNull(),
    /** The merchant's local date that ended. */
    day: date('day', { mode: 'string' }).notNull(),
    timeZone: text('time_zone').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    clean: boolean('clean').notNull(),
    accountsChecked: bigint('accounts_checked', { mode: 'number' }).notNull(),
    transactionsChecked: bigint('transactions_checked', { mode: 'number' }).notNull(),
    entriesChecked: bigint('entries_checked', { mode: 'number' }).notNull(),
    /** Differences of each kind, and the listed ones (at most 100 a kind), as operators read them. */
    counts: jsonb('counts').notNull(),
    differences: jsonb('differences').notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.day] })],
);
