import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * The in-house slot vendor's own data. It is another company's system that happens to share the
 * database: nothing in src/modules reads these tables, and the vendor reads nothing of ours.
 */

/** A game page session the vendor opened for a launch (real money through our wallet, or trial). */
export const vendorSlotSessions = pgTable(
  'vendor_slot_sessions',
  {
    /** The token in the game page's URL. */
    id: text('id').primaryKey(),
    playerId: text('player_id').notNull(),
    /** The platform's launch session, named in every bet. */
    walletSessionId: text('wallet_session_id'),
    gameId: text('game_id').notNull(),
    currency: text('currency').notNull(),
    language: text('language').notNull(),
    /** real or trial. */
    mode: text('mode').notNull(),
    lobbyUrl: text('lobby_url').notNull(),
    /** Trial sessions play with the vendor's play money, kept here. */
    trialBalanceMinor: bigint('trial_balance_minor', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('vendor_slot_sessions_player_idx').on(table.playerId)],
);

/**
 * Provably-fair seed pairs: the server seed stays secret (only its SHA-256 is shown) until the player
 * rotates it; the client seed is the player's; every spin takes the next nonce.
 */
export const vendorSlotSeeds = pgTable(
  'vendor_slot_seeds',
  {
    id: serial('id').primaryKey(),
    /** A player id, or `trial:<session id>` for trial play. */
    owner: text('owner').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('vendor_slot_seeds_active_idx')
      .on(table.owner)
      .where(sql`${table.active}`),
  ],
);

/** One spin. Amounts in minor units; status pending → settled, or rolled_back when the bet failed. */
export const vendorSlotRounds = pgTable(
  'vendor_slot_rounds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    roundId: text('round_id').notNull(),
    sessionId: text('session_id').notNull(),
    owner: text('owner').notNull(),
    gameId: text('game_id').notNull(),
    mode: text('mode').notNull(),
    seedId: integer('seed_id').notNull(),
    nonce: integer('nonce').notNull(),
    clientSeed: text('client_seed').notNull(),
    betMinor: bigint('bet_minor', { mode: 'bigint' }).notNull(),
    winMinor: bigint('win_minor', { mode: 'bigint' }).notNull(),
    /** Reel stops and winning lines, as the engine computed them. */
    outcome: jsonb('outcome').notNull(),
    status: text('status').notNull(),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** When the round's credit or rollback job was queued (null: none yet; the sweeper queues it). */
    settleQueuedAt: timestamp('settle_queued_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('vendor_slot_rounds_round_idx').on(table.roundId),
    uniqueIndex('vendor_slot_rounds_seed_nonce_idx').on(table.seedId, table.nonce),
    index('vendor_slot_rounds_owner_idx').on(table.owner, table.createdAt),
  ],
);
