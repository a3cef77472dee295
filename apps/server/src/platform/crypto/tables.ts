import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** RSA key pairs for encrypted payloads; every API process uses the newest. */
export const payloadKeys = pgTable('payload_keys', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
