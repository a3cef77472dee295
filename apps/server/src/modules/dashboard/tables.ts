import { date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The dashboard's daily figures of each merchant (docs/product.md §Back office), kept once a local
 * day has ended: written by the `dashboard.roll-up-merchant-day` job after the merchant's local
 * midnight, or by the first dashboard read that finds an ended day missing. Today is never kept: it is
 * worked out from the ledger at each read. A day kept under another time zone than the merchant's
 * current one is worked out again.
 */
export const dashboardDays = pgTable(
  'dashboard_days',
  {
    merchantId: integer('merchant_id').notNull(),
    /** The merchant's local date. */
    day: date('day', { mode: 'string' }).notNull(),
    timeZone: text('time_zone').notNull(),
    /** The instants the day covered, [from, to). */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    newMembers: integer('new_members').notNull(),
    activeMembers: integer('active_members').notNull(),
    /**
     * Per currency, in minor units as decimal strings (jsonb has no bigint): deposit count and amounts,
     * payout count and amounts, bets and wins (rules.ts, `StoredMoney`).
     */
    money: jsonb('money').notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.day] })],
);
