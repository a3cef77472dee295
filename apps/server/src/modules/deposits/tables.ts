import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Payment methods a merchant offers (bank transfer, e-wallet, QR …), each with its channels. */
export const depositMethods = pgTable(
  'deposit_methods',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    code: text('code').notNull(),
    /** Localized name: `{ EN, CN?, … }`. */
    name: jsonb('name').notNull(),
    icon: text('icon'),
    recommended: boolean('recommended').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [uniqueIndex('deposit_methods_merchant_code_idx').on(table.merchantId, table.code)],
);

/**
 * A way to pay within a method: a payment-gateway channel (provider + its channel) or a manual
 * transfer to a receiving account. Amounts in minor units.
 */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: serial('id').primaryKey(),
    methodId: integer('method_id')
      .notNull()
      .references(() => depositMethods.id),
    merchantId: integer('merchant_id').notNull(),
    name: jsonb('name').notNull(),
    kind: text('kind', { enum: ['gateway', 'manual'] }).notNull(),
    provider: text('provider'),
    providerChannel: text('provider_channel'),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    /** Minor units as decimal strings (jsonb has no bigint). */
    fixedAmounts: jsonb('fixed_amounts')
      .notNull()
      .default(sql`'[]'::jsonb`),
    fixedAmountOnly: boolean('fixed_amount_only').notNull().default(false),
    feeBasisPoints: integer('fee_basis_points').notNull().default(0),
    banks: jsonb('banks')
      .notNull()
      .default(sql`'[]'::jsonb`),
    receivingAccount: jsonb('receiving_account'),
    displayOrder: integer('display_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** Channels are retired, never deleted: old orders keep pointing at them. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [index('deposit_channels_method_idx').on(table.methodId)],
);

/** One deposit of a member: a gateway order or a reported manual transfer. */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => depositChannels.id),
    kind: text('kind', { enum: ['gateway', 'manual'] }).notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status', {
      enum: ['PENDING', 'PAID', 'FAILED', 'CANCELLED', 'EXPIRED', 'REJECTED'],
    }).notNull(),
    /** The client's id for this request: a retry answers the same order. */
    requestId: text('request_id').notNull(),
    bankCode: text('bank_code'),
    providerOrderNo: text('provider_order_no'),
    payUrl: text('pay_url'),
    qrContent: text('qr_content'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    reference: text('reference'),
    payerName: text('payer_name'),
    proofImage: text('proof_image'),
    remark: text('remark'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The database's time of the row's latest status change (or its insert): the queue's version. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deposit_orders_order_no_idx').on(table.orderNo),
    uniqueIndex('deposit_orders_member_request_idx').on(table.memberId, table.requestId),
    index('deposit_orders_member_idx').on(table.memberId, table.createdAt),
    index('deposit_orders_queue_idx').on(table.merchantId, table.status, table.createdAt),
    // The operator's list with no status, newest or oldest first, or by amount; its latest change.
    index('deposit_orders_merchant_time_idx').on(table.merchantId, table.createdAt, table.id),
    index('deposit_orders_merchant_amount_idx').on(table.merchantId, table.amount, table.id),
    index('deposit_orders_merchant_updated_idx').on(table.merchantId, table.updatedAt),
    // Paid orders whose credit a crash left unrecorded: looked for at every read of the queue.
    index('deposit_orders_uncredited_idx')
      .on(table.merchantId)
      .where(sql`${table.status} = 'PAID' and ${table.ledgerTransactionId} is null`),
  ],
);

/**
 * Every payment-gateway callback as received, with what became of it (evidence for disputes). The
 * body is kept only when its signature is the gateway's; anything else (unknown provider, malformed,
 * bad signature), which anyone can post, is kept as a bounded summary (size and SHA-256 of the body,
 * the sender's address), and only the newest of those are kept (deposits/callback-log.ts).
 */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    orderNo: text('order_no'),
    body: text('body'),
    bodySize: integer('body_size').notNull().default(0),
    bodySha256: text('body_sha256'),
    address: text('address'),
    signatureValid: boolean('signature_valid').notNull(),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_callbacks_order_idx').on(table.orderNo),
    index('payment_callbacks_refused_idx')
      .on(table.id)
      .where(sql`not ${table.signatureValid}`),
  ],
);

/**
 * Payment gateways an operator configured for a merchant (docs/product.md §Partners): HTTP gateways
 * speaking the sandbox gateway's signed protocol. The code names the gateway in channels and in its
 * callback path (`/wps/payment/notify/<code>`), so it is unique in the deployment. The secret is
 * sealed (AES-256-GCM under PARTNER_SECRETS_KEY, bound to the code). Amounts in minor units.
 */
export const paymentGateways = pgTable(
  'payment_gateways',
  {
    code: text('code').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    name: text('name').notNull(),
    baseUrl: text('base_url').notNull(),
    /** Our merchant id at the gateway. */
    gatewayMerchantId: text('gateway_merchant_id').notNull(),
    /** The gateway's channels the merchant's deposit channels may name. */
    channels: jsonb('channels').notNull(),
    minAmount: bigint('min_amount', { mode: 'bigint' }),
    maxAmount: bigint('max_amount', { mode: 'bigint' }),
    enabled: boolean('enabled').notNull().default(true),
    secretSealed: text('secret_sealed').notNull(),
    secretLast4: text('secret_last4').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('payment_gateways_merchant_idx').on(table.merchantId)],
);
