import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Append-only: a trigger (migration 0001) refuses UPDATE and DELETE. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    operatorId: integer('operator_id'),
    operatorName: text('operator_name'),
    merchantCode: text('merchant_code'),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    requestId: text('request_id'),
  },
  (table) => [
    index('audit_log_merchant_idx').on(table.merchantCode, table.id),
    // The back office's filters (docs/product.md §Back office): by operator, by the beginning of the
    // action or the target (text_pattern_ops serves `LIKE 'prefix%'` whatever the collation), by time.
    index('audit_log_operator_idx').on(table.operatorName, table.id),
    index('audit_log_action_idx').using('btree', sql`${table.action} text_pattern_ops`),
    index('audit_log_target_idx').using('btree', sql`${table.target} text_pattern_ops`),
    index('audit_log_at_idx').on(table.at),
  ],
);
