import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Marks which one-time seeds have run, so seeding is idempotent across restarts and processes. */
export const seedMarks = pgTable('seed_marks', {
  name: text('name').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
