import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
 * Authenticator (TOTP) of a member. The secret is encrypted (AES-256-GCM) with the server's key;
 * `pendingSecret` holds an enrolment until it is confirmed; `lastStep` refuses a code used twice.
 */
export const memberTwoFactor = pgTable('member_two_factor', {
  memberId: integer('member_id').primaryKey(),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: integer('last_step'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Recovery codes (hashed), each usable once in place of an authenticator code. */
export const memberRecoveryCodes = pgTable(
  'member_recovery_codes',
  {
    memberId: integer('member_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.codeHash] })],
);

/** Addresses and devices a member has logged in from (hashed), for the new-device check. */
export const memberKnownDevices = pgTable(
  'member_known_devices',
  {
    memberId: integer('member_id').notNull(),
    kind: text('kind', { enum: ['ip', 'device'] }).notNull(),
    valueHash: text('value_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.kind, table.valueHash] })],
);

/**
 * A login waiting for its second step (two-factor or new device): the ticket only as a hash,
 * 10 minutes, 5 wrong codes end it.
 */
export const loginChecks = pgTable(
  'login_checks',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    memberId: integer('member_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    reason: text('reason', { enum: ['twoFactor', 'newDevice'] }).notNull(),
    methods: text('methods').notNull(),
    loginMethod: text('login_method').notNull(),
    ip: text('ip'),
    device: text('device'),
    remember: integer('remember').notNull().default(0),
    failures: integer('failures').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('login_checks_member_idx').on(table.memberId)],
);
