import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Manual balance adjustments by operators; above a threshold a second operator decides. */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    currency: text('currency').notNull(),
    /** Signed minor units: positive credits the member. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'REJECTED'] }).notNull(),
    requestId: text('request_id').notNull(),
    createdBy: text('created_by').notNull(),
    createdById: integer('created_by_id').notNull(),
    decidedBy: text('decided_by'),
    decidedById: integer('decided_by_id'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The database's time of the row's latest change (or its insert): the queue's version. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('balance_adjustments_request_idx').on(table.merchantId, table.requestId),
    index('balance_adjustments_queue_idx').on(table.merchantId, table.status, table.createdAt),
    // The operator's list with no status, by member, by amount; its latest change.
    index('balance_adjustments_merchant_time_idx').on(table.merchantId, table.createdAt, table.id),
    index('balance_adjustments_member_idx').on(table.memberId, table.createdAt),
    index('balance_adjustments_merchant_amount_idx').on(table.merchantId, table.amount, table.id),
    index('balance_adjustments_merchant_updated_idx').on(table.merchantId, table.updatedAt),
  ],
);
