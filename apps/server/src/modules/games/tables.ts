import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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

/** A merchant's game vendors (docs/product.md §Games): one row per vendor code. */
export const gameVendors = pgTable(
  'game_vendors',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    code: text('code').notNull(),
    /** One of GAME_CATEGORIES: the lane the vendor's card shows in. */
    category: text('category').notNull(),
    /** Localized display name `{ EN, CN?, … }`. */
    name: jsonb('name').notNull(),
    /** Path or URL of the large icon (relative paths resolve on the image CDN setting). */
    icon: text('icon').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    /** Its games open in the popup list (isGame VASSALAGE). */
    vassalage: boolean('vassalage').notNull().default(false),
    /** seamless or transfer (WALLET_MODES). */
    walletMode: text('wallet_mode').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('game_vendors_merchant_code_idx').on(table.merchantId, table.code)],
);

/** A merchant's games (docs/product.md §Games); the id is the game's nodeId. Amounts in minor units. */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    /** The vendor's code of the game (the launch request's gameId). */
    gameCode: text('game_code').notNull(),
    category: text('category').notNull(),
    name: jsonb('name').notNull(),
    /** Lower-cased names in every language, for the name search. */
    searchText: text('search_text').notNull(),
    icon: text('icon').notNull(),
    smallIcon: text('small_icon').notNull(),
    supportPlay: smallint('support_play').notNull().default(1),
    isHot: boolean('is_hot').notNull().default(false),
    minBetMinor: bigint('min_bet_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    lineNum: integer('line_num'),
    /** PVP room ids (strings). */
    roomIds: jsonb('room_ids')
      .notNull()
      .default(sql`'[]'::jsonb`),
    code: text('code'),
    defaultPlayType: text('default_play_type'),
    accountTypeName: text('account_type_name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('games_merchant_vendor_code_idx').on(table.merchantId, table.vendorCode, table.gameCode),
    index('games_merchant_category_idx').on(table.merchantId, table.category, table.sortOrder),
  ],
);

/** A member's favourite games. */
export const gameFavorites = pgTable(
  'game_favorites',
  {
    memberId: integer('member_id').notNull(),
    gameId: integer('game_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.gameId] })],
);

/** Games a member launched: the last launch and how many. */
export const gameRecent = pgTable(
  'game_recent',
  {
    memberId: integer('member_id').notNull(),
    gameId: integer('game_id').notNull(),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull(),
    plays: integer('plays').notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.gameId] }),
    index('game_recent_member_time_idx').on(table.memberId, table.lastPlayedAt),
  ],
);

/** The opaque id a vendor knows a member by (never the member's own id). */
export const vendorPlayers = pgTable(
  'vendor_players',
  {
    playerId: text('player_id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('vendor_players_member_idx').on(table.merchantId, table.memberId, table.currency)],
);

/** A launch: the session a vendor's bets must name; it ends at logout, expiry or another launch. */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: text('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    playerId: text('player_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    gameId: integer('game_id'),
    /** The game's category at launch (GAME_CATEGORIES): the category of the session's rounds. */
    category: text('category').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [index('game_sessions_member_idx').on(table.memberId, table.closedAt)],
);

/**
 * Money a launch moved from the main wallet towards a transfer-mode vendor (docs/product.md
 * §Transfers, "Transfer-mode vendors"), until its fate is known: recorded `pending` with its delayed
 * status check queued in the same transaction, before the money moves; then `confirmed` (the vendor
 * holds it), `returned` (back in the main wallet), `not_taken` (the launch stopped before the money
 * moved) or `moved_by_member` (the vendor did not take it, and the member had moved it back already).
 */
export const gameTransfers = pgTable(
  'game_transfers',
  {
    /** The launch's reference: the wallet move's request id and the vendor's deposit reference. */
    reference: text('reference').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    playerId: text('player_id').notNull(),
    currency: text('currency').notNull(),
    /** As moved: a decimal string in major units. */
    amount: text('amount').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [index('game_transfers_member_idx').on(table.memberId, table.createdAt)],
);

/**
 * Game vendors an operator configured (docs/product.md §Partners): how to reach each one and the
 * secret both directions sign with, sealed (AES-256-GCM under PARTNER_SECRETS_KEY, bound to the
 * code). Deployment-wide: the wallet protocol names a vendor, never a merchant; which merchants
 * offer it is their catalogue (game_vendors). The in-house vendor is not here: the deployment's
 * configuration sets it up (SLOTS_VENDOR_URL, SLOTS_VENDOR_SECRET).
 */
export const partnerVendors = pgTable('partner_vendors', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  baseUrl: text('base_url').notNull(),
  /** seamless or transfer (WALLET_MODES). */
  walletMode: text('wallet_mode').notNull(),
  /** GAME_CATEGORIES the vendor offers; the first is the lane of a catalogue entry a sync adds. */
  categories: jsonb('categories').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  secretSealed: text('secret_sealed').notNull(),
  /** The last 4 characters of the secret, what answers may show of it. */
  secretLast4: text('secret_last4').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
