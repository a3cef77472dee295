import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /** Payment (funds) password, argon2id like the login password. */
    paymentPasswordHash: text('payment_password_hash'),
    /** Set by an operator reset: the next login must change the password. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    language: text('language'),
    /** Set by an operator: the member may not log in and every call of their sessions is refused. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** The operator who locked the member (username), and why. */
    lockedBy: text('locked_by'),
    lockReason: text('lock_reason'),
  },
  (table) => [
    uniqueIndex('members_merchant_username_idx').on(table.merchantId, sql`lower(${table.username})`),
    index('members_upline_idx').on(table.uplineId),
    uniqueIndex('members_merchant_affiliate_code_idx').on(table.merchantId, table.affiliateCode),
    // The operator's member search (members/operator-store.ts): username prefixes in any case, and
    // one index per sort order so a page is read in index order whatever the merchant's size. The
    // prefix index carries the id and the username, so the bounded count of a short prefix (tens of
    // thousands of matches) reads the index alone.
    index('members_merchant_username_prefix_idx').on(
      table.merchantId,
      sql`lower(${table.username}) text_pattern_ops`,
      table.id,
      table.username,
    ),
    // Usernames containing a text (`match=contains`, the list's `username` filter): trigrams
    // (extension pg_trgm, loaded by PGlite too: platform/db).
    index('members_username_trigram_idx').using('gin', sql`lower(${table.username}) gin_trgm_ops`),
    index('members_merchant_id_idx').on(table.merchantId, table.id),
    index('members_merchant_created_idx').on(table.merchantId, table.createdAt, table.id),
    index('members_merchant_last_login_idx').on(
      table.merchantId,
      sql`coalesce(${table.lastLoginAt}, '-infinity'::timestamptz)`,
      table.id,
    ),
    index('members_merchant_locked_idx')
      .on(table.merchantId, table.id)
      .where(sql`${table.lockedAt} is not null`),
    // Agents and trial accounts (a few percent) by registration time: "agents registered in March"
    // reads that month's few rows instead of every member registered since (AGENT_MEMBER_TYPES, 4).
    index('members_merchant_agent_trial_created_idx')
      .on(table.merchantId, table.createdAt, table.id, table.type)
      .where(sql`${table.type} in (1, 2, 4, 41, 42)`),
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

/**
 * Contact and profile fields of a member, one row per member. The mobile number is kept in E.164
 * form and is unique per merchant (login by SMS code finds the member by it).
 */
export const memberProfiles = pgTable(
  'member_profiles',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    merchantId: integer('merchant_id').notNull(),
    mobile: text('mobile'),
    countryDialingCode: text('country_dialing_code'),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    email: text('email'),
    payeeName: text('payee_name'),
    fullName: text('full_name'),
    birthday: text('birthday'),
    address: text('address'),
    nationality: text('nationality'),
    occupation: text('occupation'),
    incomeSource: text('income_source'),
    idNumber: text('id_number'),
    qqNum: text('qq_num'),
    telegram: text('telegram'),
    zalo: text('zalo'),
    whatsapp: text('whatsapp'),
    line: text('line'),
    facebook: text('facebook'),
    wechat: text('wechat'),
    referralCode: text('referral_code'),
    registerUrl: text('register_url'),
    registerIp: text('register_ip'),
    /** Preset number ("0"–"11") or "custom" for an uploaded picture. */
    avatar: text('avatar').notNull().default('0'),
    avatarImage: text('avatar_image'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('member_profiles_merchant_mobile_idx').on(table.merchantId, table.mobile),
    // text_pattern_ops: equality as before, and the operator search's prefixes (`lower(email) like 'ab%'`).
    // The search's indexes carry the member id and the column, so its bounded counts read the index alone.
    index('member_profiles_merchant_email_idx').on(
      table.merchantId,
      sql`lower(${table.email}) text_pattern_ops`,
      table.memberId,
      table.email,
    ),
    // The operator search's mobile numbers: from their start (E.164), or from their end (a national
    // number typed without its country code).
    index('member_profiles_merchant_mobile_prefix_idx').on(
      table.merchantId,
      sql`${table.mobile} text_pattern_ops`,
      table.memberId,
    ),
    index('member_profiles_merchant_mobile_suffix_idx').on(
      table.merchantId,
      sql`reverse(${table.mobile}) text_pattern_ops`,
      table.memberId,
      table.mobile,
    ),
  ],
);

/** Every login attempt on a known account (kept 90 days for the member, longer for audit). */
export const loginHistory = pgTable(
  'login_history',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    country: text('country'),
    userAgent: text('user_agent'),
    method: text('method').notNull(),
    outcome: text('outcome').notNull(),
  },
  (table) => [
    index('login_history_member_idx').on(table.memberId, table.at),
    // Who logged in on a day, per merchant (the dashboard's active members).
    index('login_history_merchant_time_idx').on(table.merchantId, table.at),
  ],
);

/** Remember-me tokens (hashed): 1 day, rotated on use, revoked on password change or on request. */
export const rememberTokens = pgTable(
  'remember_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('remember_tokens_member_idx').on(table.memberId)],
);

/** Password reset links sent by e-mail (hashed token, 30 minutes, single use). */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('password_reset_tokens_member_idx').on(table.memberId)],
);
