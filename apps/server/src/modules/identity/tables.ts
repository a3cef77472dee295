import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Server secrets shared by every API process (the human-challenge HMAC key when not configured). */
export const identitySecrets = pgTable('identity_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Signatures of solved human challenges, kept until they expire so a solution is used once. */
export const usedChallenges = pgTable('used_challenges', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Image captchas waiting for their answer: the code only as a hash, single use. */
export const imageCaptchas = pgTable('image_captchas', {
  id: text('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Consecutive failed logins per merchant and username (lower case), whether or not the account
 * exists, so an unknown name answers exactly like a known one (captcha, lock).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    merchantId: integer('merchant_id').notNull(),
    usernameKey: text('username_key').notNull(),
    failures: integer('failures').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.usernameKey] })],
);
