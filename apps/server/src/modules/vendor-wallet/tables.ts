import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Every seamless wallet call that moved money or left a mark, keyed by the vendor's transaction id:
 * kind debit, credit, rollback, or tombstone (a rollback that arrived before its bet, stored under
 * the bet's id so the late bet is refused). The stored answer is replayed to retries.
 */
export const vendorWalletTransactions = pgTable(
  'vendor_wallet_transactions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').notNull(),
    memberId: integer('member_id').notNull(),
    roundId: text('round_id').notNull(),
    gameCode: text('game_code').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** The bet a credit pays or a rollback cancels. */
    referenceTransactionId: text('reference_transaction_id'),
    /** Hash of the request's identifying content: the same id with another content is a conflict. */
    fingerprint: text('fingerprint').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    /** The WalletAnswer given, replayed to retries. */
    answer: jsonb('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('vendor_wallet_tx_idx').on(table.merchantId, table.vendorCode, table.transactionId),
    index('vendor_wallet_tx_round_idx').on(table.merchantId, table.vendorCode, table.roundId),
    index('vendor_wallet_tx_time_idx').on(table.merchantId, table.vendorCode, table.createdAt),
  ],
);

/** A game round as the member's betting record shows it; amounts in minor units. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    roundId: text('round_id').notNull(),
    memberId: integer('member_id').notNull(),
    gameCode: text('game_code').notNull(),
    /** GAME_CATEGORIES value of the game when the round opened. */
    category: text('category').notNull(),
    currency: text('currency').notNull(),
    betMinor: bigint('bet_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    validBetMinor: bigint('valid_bet_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    winMinor: bigint('win_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    rollbackMinor: bigint('rollback_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** open, settled or rolled_back (BET_STATUSES). */
    status: text('status').notNull(),
    outcome: jsonb('outcome'),
    /** Main-wallet balance after the round's last movement. */
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'bigint' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('game_rounds_vendor_round_idx').on(table.merchantId, table.vendorCode, table.roundId),
    index('game_rounds_member_time_idx').on(table.memberId, table.openedAt),
    index('game_rounds_vendor_time_idx').on(table.merchantId, table.vendorCode, table.openedAt),
    // Agent settlement and team reports (agents module, through the `settled_rounds_read` view): a
    // window's settled rounds read from the index alone.
    index('game_rounds_settled_idx')
      .on(
        table.merchantId,
        table.settledAt,
        table.memberId,
        table.validBetMinor,
        table.winMinor,
        table.openedAt,
      )
      .where(sql`${table.status} = 'settled'`),
  ],
);
