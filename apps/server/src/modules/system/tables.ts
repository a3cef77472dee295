import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per slot of the `system.heartbeat` job: which process ran it and when, so an operator (and
 * the multi-process tests) can see that the queue is worked, once per slot, by every process.
 */
export const jobHeartbeats = pgTable(
  'job_heartbeats',
  {
    slot: timestamp('slot', { withTimezone: true }).primaryKey(),
    process: text('process').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('job_heartbeats_ran_at_idx').on(table.ranAt)],
);
