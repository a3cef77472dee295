import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Member accounts of every merchant. `type` follows the original platform: 1, 2, 41, 42 are agents,
 * 4 is a trial (free-play) account, anything else a plain member. Usernames are unique per merchant,
 * ignoring case; affiliate codes are unique per merchant.
 */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    type: integer('type').notNull().default(0),
    nickname: text('nickname'),
    uplineId: integer('upline_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Invitation code of an agent; new members registering with it get the agent as upline. */
    affiliateCode: text('affiliate_code'),
  },
  (table) => [
    uniqueIndex('members_merchant_username_idx').on(table.merchantId, sql`lower(${table.username})`),
    index('members_upline_idx').on(table.uplineId),
    uniqueIndex('members_merchant_affiliate_code_idx').on(table.merchantId, table.affiliateCode),
  ],
);

/** Session tokens are stored as SHA-256 hashes; the raw token exists only on the client. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    merchantId: integer('merchant_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('member_sessions_member_idx').on(table.memberId)],
);
