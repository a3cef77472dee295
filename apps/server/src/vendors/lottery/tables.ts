import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * The in-house lottery vendor's own data (docs/architecture.md "Games and vendors"). Like the slot
 * vendor it is another company's system sharing the database: nothing in src/modules reads these
 * tables, and the vendor reads nothing of ours.
 */

/** What the operator changed of a game's definition (the engine's catalogue holds the rest). */
export const vendorLottoGames = pgTable('vendor_lotto_games', {
  code: text('code').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  closeSeconds: integer('close_seconds'),
  /** Worst-case payout the house accepts on one key in one period (null: the vendor's default). */
  keyCapMinor: bigint('key_cap_minor', { mode: 'bigint' }),
  /** Per bet type, overriding keyCapMinor: `{ "lo2": "5000000" }` (minor units as strings). */
  typeCaps: jsonb('type_caps').notNull().default({}),
  /** Most one player may stake on one period of the game (null: no limit). */
  playerPeriodMaxMinor: bigint('player_period_max_minor', { mode: 'bigint' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: text('updated_by'),
});

/**
 * One period of a game. Stored status: scheduled (its seed committed; upcoming, open or closed by the
 * clock), drawn (result known, settlement running or due), settled, cancelled.
 */
export const vendorLottoPeriods = pgTable(
  'vendor_lotto_periods',
  {
    gameCode: text('game_code').notNull(),
    number: text('number').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    /** In-house draws: secret until drawn; its SHA-256 is public from the period's creation. */
    serverSeed: text('server_seed'),
    seedHash: text('seed_hash'),
    numbers: jsonb('numbers'),
    prizes: jsonb('prizes'),
    /** house, feed:<name>, or operators:<a>+<b> for a result two operators entered alike. */
    resultSource: text('result_source'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by'),
  },
  (table) => [
    primaryKey({ columns: [table.gameCode, table.number] }),
    index('vendor_lotto_periods_due_idx').on(table.status, table.drawAt),
    index('vendor_lotto_periods_game_draw_idx').on(table.gameCode, table.drawAt),
  ],
);

/**
 * One order: a slip's bets on one period. status is what the member sees (lottery.ts
 * ORDER_STATUSES); wallet is where its money stands with the platform's wallet: debit (in flight),
 * held (debited), credit (its closing credit is due), rollback (its refund is due), done, none (the
 * debit was refused, nothing to do).
 */
export const vendorLottoOrders = pgTable(
  'vendor_lotto_orders',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    requestId: text('request_id').notNull(),
    playerId: text('player_id').notNull(),
    currency: text('currency').notNull(),
    sessionId: text('session_id').notNull(),
    gameCode: text('game_code').notNull(),
    periodNumber: text('period_number').notNull(),
    chaseNo: text('chase_no'),
    series: integer('series').notNull(),
    /** The priced bets: type, picks, unitMinor, multiplier, combinations, costMinor (+ winMinor, hits). */
    bets: jsonb('bets').notNull(),
    costMinor: bigint('cost_minor', { mode: 'bigint' }).notNull(),
    rebateMinor: bigint('rebate_minor', { mode: 'bigint' }).notNull(),
    winMinor: bigint('win_minor', { mode: 'bigint' }),
    /** The exposure it holds per key (released when it is cancelled, voided or refused). */
    exposure: jsonb('exposure').notNull(),
    status: text('status').notNull(),
    wallet: text('wallet').notNull(),
    partial: boolean('partial').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** When its credit or rollback job was last queued. */
    walletQueuedAt: timestamp('wallet_queued_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('vendor_lotto_orders_no_idx').on(table.orderNo),
    uniqueIndex('vendor_lotto_orders_request_idx').on(table.playerId, table.requestId, table.periodNumber),
    index('vendor_lotto_orders_period_idx').on(table.gameCode, table.periodNumber, table.status),
    index('vendor_lotto_orders_player_idx').on(table.playerId, table.createdAt),
    index('vendor_lotto_orders_chase_idx').on(table.chaseNo),
    index('vendor_lotto_orders_wallet_idx').on(table.wallet, table.createdAt),
  ],
);

/** What every accepted bet of a period would pay per key if that key came up (the liability caps). */
export const vendorLottoExposure = pgTable(
  'vendor_lotto_exposure',
  {
    gameCode: text('game_code').notNull(),
    periodNumber: text('period_number').notNull(),
    key: text('key').notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.gameCode, table.periodNumber, table.key] })],
);

/** A chase: the same slip over consecutive periods, each its own order; may stop on the first win. */
export const vendorLottoChases = pgTable(
  'vendor_lotto_chases',
  {
    chaseNo: text('chase_no').primaryKey(),
    playerId: text('player_id').notNull(),
    gameCode: text('game_code').notNull(),
    stopOnWin: boolean('stop_on_win').notNull(),
    periods: integer('periods').notNull(),
    /** running, stopped, finished. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  },
  (table) => [index('vendor_lotto_chases_player_idx').on(table.playerId, table.createdAt)],
);

/** Results of external lotteries as operators entered them: applied when two operators agree. */
export const vendorLottoResultEntries = pgTable(
  'vendor_lotto_result_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    gameCode: text('game_code').notNull(),
    periodNumber: text('period_number').notNull(),
    operator: text('operator').notNull(),
    prizes: jsonb('prizes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('vendor_lotto_result_entries_idx').on(table.gameCode, table.periodNumber, table.operator),
  ],
);
