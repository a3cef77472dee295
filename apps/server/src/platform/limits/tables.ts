import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Wrong answers per scope and key (e.g. a member's payment password) within a sliding window. */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    failures: integer('failures').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);
