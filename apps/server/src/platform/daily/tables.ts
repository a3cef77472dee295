import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Which local days each daily task has been queued for, per merchant (platform/daily/claims.ts): the
 * primary key lets one process claim a (task, merchant, day), in the transaction that queues its run,
 * so a day runs once however many processes schedule it.
 */
export const dailyTaskClaims = pgTable(
  'daily_task_claims',
  {
    task: text('task').notNull(),
    merchantId: integer('merchant_id').notNull(),
    /** The merchant's local date the run is for (the day that ended at its local midnight). */
    day: date('day', { mode: 'string' }).notNull(),
    /** The merchant's time zone when the day was claimed. */
    timeZone: text('time_zone').notNull(),
    /** The queued run (pg-boss job id). */
    jobId: text('job_id').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.task, table.merchantId, table.day] })],
);
