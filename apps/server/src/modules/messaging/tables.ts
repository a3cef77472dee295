import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Development outbox: SMS and e-mails kept here when no gateway or SMTP server is configured. */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('message_outbox_merchant_idx').on(table.merchantId, table.id)],
);

/** The live verification code per merchant, purpose and destination: only its hash, single use. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    merchantId: integer('merchant_id').notNull(),
    purpose: text('purpose', { enum: ['login', 'register', 'reset', 'check'] }).notNull(),
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.purpose, table.destination] })],
);

/** Every code sent, for the per-destination and per-IP rate limits shared by all processes. */
export const verificationSends = pgTable(
  'verification_sends',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    destination: text('destination').notNull(),
    ip: text('ip'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('verification_sends_destination_idx').on(table.merchantId, table.destination, table.sentAt),
    index('verification_sends_ip_idx').on(table.ip, table.sentAt),
  ],
);
