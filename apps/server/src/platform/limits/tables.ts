import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Wrong answers per scope and key (a member's payment password, a login name, an address), and the
 * checks in flight (`pending`), so a limit is decided atomically (platform/limits/attempts.ts).
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    failures: integer('failures').notNull(),
    pending: integer('pending').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);

/**
 * Requests per key (route and client address) in the current fixed window, for the routes whose
 * descriptor sets `rateLimit`: one row per key, counted by every API process alike
 * (platform/limits/rate-limit-store.ts).
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
});
