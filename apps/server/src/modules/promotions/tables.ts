import { sql } from 'drizzle-orm';
import type {
  ActivityKind,
  ActivityRepeat,
  ActivityState,
  ApplicationState,
  BonusState,
} from '@wps/contracts';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/*
 * Promotions (docs/product.md §Promotions): activities, who joined them, the bonuses they paid or
 * issued, and applications with their images. Money is bigint minor units of the merchant's currency.
 */

/**
 * An operator-defined activity. `reward` and `wagering` hold the terms (minor units as decimal
 * strings); `spent_minor` is what its bonuses reserved or paid, never above the budget.
 */
export const promoActivities = pgTable(
  'promo_activities',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    /** draft, published or closed (ACTIVITY_STATES). */
    state: text('state').$type<ActivityState>().notNull(),
    kind: text('kind').$type<ActivityKind>().notNull(),
    title: jsonb('title').notNull(),
    summary: jsonb('summary').notNull(),
    rules: jsonb('rules').notNull(),
    banner: jsonb('banner').notNull(),
    languages: text('languages').array().notNull(),
    audience: jsonb('audience').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    showFrom: timestamp('show_from', { withTimezone: true }),
    repeat: text('repeat').$type<ActivityRepeat>().notNull(),
    reward: jsonb('reward').notNull(),
    wagering: jsonb('wagering').notNull(),
    budgetMinor: bigint('budget_minor', { mode: 'bigint' }),
    spentMinor: bigint('spent_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    review: boolean('review').notNull().default(false),
    messagingChannel: text('messaging_channel'),
    sort: integer('sort').notNull().default(100),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('promo_activities_merchant_idx').on(table.merchantId, table.state, table.sort),
    check('promo_activities_state_known', sql`${table.state} in ('draft', 'published', 'closed')`),
    check('promo_activities_window', sql`${table.endsAt} > ${table.startsAt}`),
    check(
      'promo_activities_within_budget',
      sql`${table.spentMinor} >= 0 and (${table.budgetMinor} is null or ${table.spentMinor} <= ${table.budgetMinor})`,
    ),
  ],
);

/** A member who opted in to an activity that counts from the moment of joining. */
export const promoParticipants = pgTable(
  'promo_participants',
  {
    activityId: integer('activity_id').notNull(),
    memberId: integer('member_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.activityId, table.memberId] }),
    index('promo_participants_member_idx').on(table.memberId),
  ],
);

/**
 * One reward to one member, unique per (activity, member, occurrence): the occurrence names which
 * time the activity rewards (`once`, `day:2026-11-27`, `week:2026-W48`, `deposit:<transaction>`,
 * `application:<id>`, `issue:<request>`). Paid by one ledger posting keyed `promo:<id>`
 * (`transaction_id` once posted).
 */
export const promoBonuses = pgTable(
  'promo_bonuses',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    activityId: integer('activity_id').notNull(),
    memberId: integer('member_id').notNull(),
    occurrence: text('occurrence').notNull(),
    /** BONUS_STATES. */
    state: text('state').$type<BonusState>().notNull(),
    /** claim (the member), issue (an operator), application (an approved application). */
    source: text('source').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    depositMinor: bigint('deposit_minor', { mode: 'bigint' }),
    turnoverRequiredMinor: bigint('turnover_required_minor', { mode: 'bigint' }).notNull(),
    /** The turnover counted when the bonus ended (completed, forfeited, expired). */
    turnoverDoneMinor: bigint('turnover_done_minor', { mode: 'bigint' }),
    weights: jsonb('weights').notNull(),
    maxBetMinor: bigint('max_bet_minor', { mode: 'bigint' }),
    expiryHours: integer('expiry_hours'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    /** What was taken back on forfeit or expiry. */
    reclaimedMinor: bigint('reclaimed_minor', { mode: 'bigint' }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    flags: text('flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    relatedMemberIds: integer('related_member_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    ip: text('ip'),
    device: text('device'),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    applicationId: integer('application_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('promo_bonuses_occurrence_idx').on(table.activityId, table.memberId, table.occurrence),
    index('promo_bonuses_member_idx').on(table.memberId, table.state),
    index('promo_bonuses_merchant_idx').on(table.merchantId, table.state, table.id),
    index('promo_bonuses_activity_ip_idx').on(table.activityId, table.ip),
    index('promo_bonuses_activity_device_idx').on(table.activityId, table.device),
    check(
      'promo_bonuses_state_known',
      sql`${table.state} in ('review', 'rejected', 'issued', 'active', 'completed', 'forfeited', 'expired')`,
    ),
    check('promo_bonuses_amount_positive', sql`${table.amountMinor} > 0`),
    check('promo_bonuses_turnover_non_negative', sql`${table.turnoverRequiredMinor} >= 0`),
  ],
);

/** An application (application and messaging_id kinds); at most one waiting per member and activity. */
export const promoApplications = pgTable(
  'promo_applications',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    activityId: integer('activity_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** applying, approved or rejected (APPLICATION_STATES). */
    state: text('state').$type<ApplicationState>().notNull(),
    /** The period applied in (`once`, `day:…`, `week:…`): an approval's bonus takes it as its occurrence. */
    occurrence: text('occurrence').notNull(),
    remark: text('remark').notNull(),
    messagingId: text('messaging_id'),
    imageCount: smallint('image_count').notNull(),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    bonusId: integer('bonus_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('promo_applications_waiting_idx')
      .on(table.activityId, table.memberId)
      .where(sql`${table.state} = 'applying'`),
    index('promo_applications_merchant_idx').on(table.merchantId, table.state, table.id),
    index('promo_applications_member_idx').on(table.memberId, table.activityId),
    check('promo_applications_state_known', sql`${table.state} in ('applying', 'approved', 'rejected')`),
    check('promo_applications_remark_length', sql`char_length(${table.remark}) <= 140`),
    check('promo_applications_images', sql`${table.imageCount} between 0 and 3`),
  ],
);

/** An application's images, as checked: PNG or JPEG by their bytes, at most 5 MB each. */
export const promoApplicationImages = pgTable(
  'promo_application_images',
  {
    applicationId: integer('application_id').notNull(),
    position: smallint('position').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.position] }),
    check('promo_application_images_type', sql`${table.contentType} in ('image/png', 'image/jpeg')`),
    check('promo_application_images_size', sql`octet_length(${table.bytes}) <= 5242880`),
  ],
);

/**
 * A prize wheel or red-envelope rain: its published prize table (`prizes`: id, amount in minor units
 * as a decimal string, weight) and budget; `spent_minor` never above it.
 */
export const promoRaffles = pgTable(
  'promo_raffles',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    state: text('state').$type<'draft' | 'published' | 'closed'>().notNull(),
    kind: text('kind').$type<'wheel' | 'envelope'>().notNull(),
    title: jsonb('title').notNull(),
    rules: jsonb('rules').notNull(),
    prizes: jsonb('prizes').notNull(),
    budgetMinor: bigint('budget_minor', { mode: 'bigint' }).notNull(),
    spentMinor: bigint('spent_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    drawsPerMember: integer('draws_per_member').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('promo_raffles_merchant_idx').on(table.merchantId, table.state),
    check('promo_raffles_state_known', sql`${table.state} in ('draft', 'published', 'closed')`),
    check('promo_raffles_kind_known', sql`${table.kind} in ('wheel', 'envelope')`),
    check(
      'promo_raffles_within_budget',
      sql`${table.spentMinor} >= 0 and ${table.spentMinor} <= ${table.budgetMinor}`,
    ),
    check('promo_raffles_window', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * A member's server seed in a raffle: its SHA-256 shown before any draw uses it, the seed itself
 * revealed when the member rotates it. One active (unrevealed) seed per member and raffle.
 */
export const promoRaffleSeeds = pgTable(
  'promo_raffle_seeds',
  {
    id: serial('id').primaryKey(),
    raffleId: integer('raffle_id').notNull(),
    memberId: integer('member_id').notNull(),
    serverSeed: text('server_seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('promo_raffle_seeds_active_idx')
      .on(table.raffleId, table.memberId)
      .where(sql`${table.revealedAt} is null`),
  ],
);

/**
 * One draw: the prize the seeds gave, in the member's slot of the period (`day:<date>:<n>` for a
 * wheel, `rain:<n>` for envelopes; unique, so no member draws more than allowed), paid by the ledger
 * posting `raffle:<id>` (`transaction_id` once posted; none for a prize of 0).
 */
export const promoRaffleDraws = pgTable(
  'promo_raffle_draws',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    raffleId: integer('raffle_id').notNull(),
    memberId: integer('member_id').notNull(),
    slot: text('slot').notNull(),
    seedId: integer('seed_id').notNull(),
    nonce: integer('nonce').notNull(),
    clientSeed: text('client_seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    prizeId: text('prize_id').notNull(),
    position: smallint('position').notNull(),
    drawIndex: integer('draw_index').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    /** The page's id of the spin (a retry answers this draw). */
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('promo_raffle_draws_request_idx')
      .on(table.memberId, table.requestId)
      .where(sql`${table.requestId} is not null`),
    uniqueIndex('promo_raffle_draws_slot_idx').on(table.raffleId, table.memberId, table.slot),
    uniqueIndex('promo_raffle_draws_nonce_idx').on(table.seedId, table.nonce),
    index('promo_raffle_draws_raffle_idx').on(table.raffleId, table.id),
    index('promo_raffle_draws_member_idx').on(table.memberId, table.raffleId, table.id),
    check('promo_raffle_draws_amount', sql`${table.amountMinor} >= 0`),
  ],
);
