import { sql } from 'drizzle-orm';
import type { RedemptionState } from '@wps/contracts';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * Loyalty (docs/product.md §Loyalty): each merchant's VIP rules and points settings, members' ranks,
 * the watermarks that make every bet earn points and cashback once, cashback payments, the points
 * mall's rewards and redemptions, and conversions. Points live on the ledger (currency PTS).
 */

/** A merchant's VIP ranks (`ranks`: stored ranks, money in minor units as strings) and points settings. */
export const loyaltyConfig = pgTable('loyalty_config', {
  merchantId: integer('merchant_id').primaryKey(),
  periodDays: integer('period_days').notNull(),
  ranks: jsonb('ranks').notNull(),
  pointsPerUnit: integer('points_per_unit').notNull(),
  minConvert: integer('min_convert').notNull(),
  pointRules: jsonb('point_rules').notNull(),
  /** Referral rewards (minor units as strings); null for the defaults. */
  referral: jsonb('referral'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A member's rank: reached at `since`, reviewed (kept or one down) at `review_at`. */
export const loyaltyMembers = pgTable(
  'loyalty_members',
  {
    memberId: integer('member_id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    level: integer('level').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull(),
    reviewAt: timestamp('review_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('loyalty_members_review_idx').on(table.merchantId, table.reviewAt),
    check('loyalty_members_level', sql`${table.level} between 0 and 30`),
  ],
);

/**
 * How far earning has read settled rounds: per merchant for points (`member_id` 0), per member for
 * cashback. Moved in the same transaction as the rows it pays, so a bet earns once.
 */
export const loyaltyWatermarks = pgTable(
  'loyalty_watermarks',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    kind: text('kind').$type<'points' | 'cashback'>().notNull(),
    through: timestamp('through', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.memberId, table.kind] })],
);

/** Points earned by a member over a window of settled rounds; posted as `points-earn:<id>`. */
export const loyaltyPointAccruals = pgTable(
  'loyalty_point_accruals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    windowTo: timestamp('window_to', { withTimezone: true }).notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('loyalty_point_accruals_window_idx').on(table.memberId, table.windowTo),
    index('loyalty_point_accruals_unposted_idx').on(table.transactionId),
    check('loyalty_point_accruals_positive', sql`${table.points} > 0`),
  ],
);

/** Cashback paid for a member's window (from, to] of settled rounds; posted as `cashback:<id>`. */
export const loyaltyCashback = pgTable(
  'loyalty_cashback',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    fromAt: timestamp('from_at', { withTimezone: true }),
    toAt: timestamp('to_at', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    detail: jsonb('detail').notNull(),
    source: text('source').$type<'member' | 'job'>().notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('loyalty_cashback_window_idx').on(table.memberId, table.toAt),
    index('loyalty_cashback_member_idx').on(table.memberId, table.id),
    check('loyalty_cashback_positive', sql`${table.amountMinor} > 0`),
  ],
);

/** A points mall reward: goods (shipped to an address) or cash (credited on approval). */
export const loyaltyPointRewards = pgTable(
  'loyalty_point_rewards',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind').$type<'goods' | 'cash'>().notNull(),
    name: jsonb('name').notNull(),
    description: jsonb('description').notNull(),
    image: text('image'),
    points: integer('points').notNull(),
    cashMinor: bigint('cash_minor', { mode: 'bigint' }),
    stock: integer('stock').notNull(),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(100),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('loyalty_point_rewards_merchant_idx').on(table.merchantId, table.sort),
    check('loyalty_point_rewards_stock', sql`${table.stock} >= 0`),
    check('loyalty_point_rewards_points', sql`${table.points} > 0`),
  ],
);

/**
 * A redemption: its points taken (`points-redeem:<id>`) and stock held when made; approved (a cash
 * reward paid, `points-cash:<id>`) or rejected (points given back once, `points-return:<id>`, and the
 * stock restored).
 */
export const loyaltyRedemptions = pgTable(
  'loyalty_redemptions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    rewardId: integer('reward_id').notNull(),
    requestId: text('request_id').notNull(),
    quantity: integer('quantity').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    cashMinor: bigint('cash_minor', { mode: 'bigint' }),
    currency: text('currency').notNull(),
    address: text('address'),
    status: text('status').$type<RedemptionState>().notNull(),
    remark: text('remark'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When its points were taken (`points-redeem:<id>`), given back (`points-return:<id>`), and a cash reward paid. */
    pointsTakenAt: timestamp('points_taken_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    cashPaidAt: timestamp('cash_paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('loyalty_redemptions_request_idx').on(table.memberId, table.requestId),
    index('loyalty_redemptions_merchant_idx').on(table.merchantId, table.status, table.id),
    index('loyalty_redemptions_member_idx').on(table.memberId, table.id),
    check('loyalty_redemptions_status', sql`${table.status} in ('in_progress', 'approved', 'rejected')`),
    check('loyalty_redemptions_quantity', sql`${table.quantity} between 1 and 99`),
  ],
);

/** Points converted to money: `points-convert:<id>` takes the points, `points-cash-convert:<id>` pays. */
export const loyaltyConversions = pgTable(
  'loyalty_conversions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    requestId: text('request_id').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('loyalty_conversions_request_idx').on(table.memberId, table.requestId)],
);

/** A daily or weekly mission: a target of valid bets, deposits (minor units) or settled rounds (a count). */
export const loyaltyMissions = pgTable(
  'loyalty_missions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    title: jsonb('title').notNull(),
    period: text('period').$type<'daily' | 'weekly'>().notNull(),
    metric: text('metric').$type<'valid_bet' | 'deposit' | 'rounds'>().notNull(),
    target: bigint('target', { mode: 'bigint' }).notNull(),
    rewardMinor: bigint('reward_minor', { mode: 'bigint' }).notNull(),
    rewardPoints: bigint('reward_points', { mode: 'bigint' }).notNull(),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(100),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('loyalty_missions_merchant_idx').on(table.merchantId, table.sort),
    check('loyalty_missions_target', sql`${table.target} > 0`),
    check('loyalty_missions_reward', sql`${table.rewardMinor} >= 0 and ${table.rewardPoints} >= 0`),
  ],
);

/** A mission's reward claimed for one period: once (`mission:<id>` and `mission-points:<id>`). */
export const loyaltyMissionClaims = pgTable(
  'loyalty_mission_claims',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    missionId: integer('mission_id').notNull(),
    memberId: integer('member_id').notNull(),
    periodKey: text('period_key').notNull(),
    rewardMinor: bigint('reward_minor', { mode: 'bigint' }).notNull(),
    rewardPoints: bigint('reward_points', { mode: 'bigint' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('loyalty_mission_claims_period_idx').on(table.missionId, table.memberId, table.periodKey),
    index('loyalty_mission_claims_board_idx').on(table.merchantId, table.periodKey),
  ],
);

/** A referral reward paid to the friend's referrer: once per friend and kind (`referral:<friend>:<kind>`). */
export const loyaltyReferralRewards = pgTable(
  'loyalty_referral_rewards',
  {
    friendId: integer('friend_id').notNull(),
    kind: text('kind').$type<'first_deposit' | 'turnover'>().notNull(),
    merchantId: integer('merchant_id').notNull(),
    referrerId: integer('referrer_id').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.friendId, table.kind] }),
    index('loyalty_referral_rewards_referrer_idx').on(table.referrerId),
  ],
);
