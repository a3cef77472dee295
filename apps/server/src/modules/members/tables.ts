import { sql } from 'drizzle-orm';
import {
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
    /** The invitation code or link code the member registered with (an agent's), if any. */
    inviteCode: text('invite_code'),
  },
  (table) => [
    uniqueIndex('members_merchant_username_idx').on(table.merchantId, sql`lower(${table.username})`),
    index('members_upline_idx').on(table.uplineId),
    index('members_invite_code_idx')
      .on(table.merchantId, sql`lower(${table.inviteCode})`)
      .where(sql`${table.inviteCode} is not null`),
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

/**
 * The team tree as a closure table with validity (docs/decisions.md, "The team tree"): one row per
 * (ancestor, member) pair, depth 0 being the member itself, valid over [valid_from, valid_to). A
 * move writes the new rows from the move's effective instant (the next local midnight) and ends the
 * old ones there, so "every member under X" and "every ancestor of Y" at any instant are one indexed
 * read, and a past window always sees the tree as it stood then.
 */
export const teamLinks = pgTable(
  'team_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    ancestorId: integer('ancestor_id').notNull(),
    memberId: integer('member_id').notNull(),
    depth: integer('depth').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }),
  },
  (table) => [
    // Everyone under X (by depth: the direct downlines are depth 1), and the team's members' rows.
    index('team_links_ancestor_idx').on(table.ancestorId, table.depth, table.memberId, table.validFrom),
    // Every ancestor of Y (the settlement's roll-up of each bettor to their teams).
    index('team_links_member_idx').on(table.memberId, table.depth, table.ancestorId, table.validFrom),
  ],
);

/** Moves of a member (and their team) to another upline, effective at a local midnight. */
export const teamMoves = pgTable(
  'team_moves',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    fromUplineId: integer('from_upline_id'),
    toUplineId: integer('to_upline_id'),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    /** pending, applied (members.upline_id follows the tree) or cancelled. */
    state: text('state').notNull(),
    requestedBy: text('requested_by').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [
    index('team_moves_merchant_idx').on(table.merchantId, table.state, table.id),
    index('team_moves_due_idx')
      .on(table.effectiveAt)
      .where(sql`${table.state} = 'pending'`),
  ],
);

/** An agent's invitation links besides their own code: for members or agents, maybe expiring. */
export const inviteLinks = pgTable(
  'invite_links',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    agentId: integer('agent_id').notNull(),
    code: text('code').notNull(),
    /** member or agent: what a registration through the link becomes. */
    accountType: text('account_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invite_links_code_idx').on(table.merchantId, sql`lower(${table.code})`),
    index('invite_links_agent_idx').on(table.agentId, table.id),
  ],
);
