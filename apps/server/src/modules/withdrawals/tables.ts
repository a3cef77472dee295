import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Bank cards and e-wallet accounts a member withdraws to, in their payee name. */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    kind: text('kind', { enum: ['bank', 'ewallet'] }).notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    index('payout_accounts_member_idx').on(table.memberId),
    uniqueIndex('payout_accounts_unique_idx')
      .on(table.memberId, table.kind, table.bankCode, table.accountNumber)
      .where(sql`${table.removedAt} is null`),
  ],
);

/**
 * A withdrawal: the amount is held at request (ledger `withdrawal_hold`), then paid out (maker-checker
 * above a threshold) or rejected (hold reversed); after payment the member confirms receipt.
 */
export const withdrawalOrders = pgTable(
  'withdrawal_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    payoutAccountId: integer('payout_account_id')
      .notNull()
      .references(() => payoutAccounts.id),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    charge: bigint('charge', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status', {
      enum: [
        'PENDING',
        'AWAITING_SECOND_APPROVAL',
        'PAID',
        'REJECTED',
        'RECEIVED',
        'NOT_RECEIVED',
        'AUTO_RECEIVED',
      ],
    }).notNull(),
    requestId: text('request_id').notNull(),
    holdTransactionId: bigint('hold_transaction_id', { mode: 'number' }),
    settleTransactionId: bigint('settle_transaction_id', { mode: 'number' }),
    firstApprovedBy: text('first_approved_by'),
    firstApprovedById: integer('first_approved_by_id'),
    /** When the first of two approvals was given (null before this was kept). */
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    autoReceiveAt: timestamp('auto_receive_at', { withTimezone: true }),
    receiptProof: text('receipt_proof'),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('withdrawal_orders_order_no_idx').on(table.orderNo),
    uniqueIndex('withdrawal_orders_member_request_idx').on(table.memberId, table.requestId),
    index('withdrawal_orders_member_idx').on(table.memberId, table.createdAt),
    index('withdrawal_orders_queue_idx').on(table.merchantId, table.status, table.createdAt),
    // The operator's list with no status, newest or oldest first, or by amount; its latest change.
    index('withdrawal_orders_merchant_time_idx').on(table.merchantId, table.createdAt, table.id),
    index('withdrawal_orders_merchant_amount_idx').on(table.merchantId, table.amount, table.id),
    index('withdrawal_orders_merchant_updated_idx').on(table.merchantId, table.updatedAt),
    // The forced receipt's job looks for paid orders past their receipt time.
    index('withdrawal_orders_auto_receive_idx')
      .on(table.autoReceiveAt)
      .where(sql`${table.status} = 'PAID'`),
  ],
);

/**
 * Banks and e-wallets a merchant's members may bind, by country (docs/product.md §Partners). The
 * code is what a payout account keeps (with the name as it was when bound). An account number must
 * match the pattern when there is one (a regular expression, the whole number).
 */
export const payoutBanks = pgTable(
  'payout_banks',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: ['bank', 'ewallet'] }).notNull(),
    accountNumberPattern: text('account_number_pattern'),
    enabled: boolean('enabled').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('payout_banks_merchant_country_code_idx').on(table.merchantId, table.country, table.code),
  ],
);
