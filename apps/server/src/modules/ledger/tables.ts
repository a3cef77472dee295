import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * One balance per merchant, currency, kind, owner, wallet and shard. Member-owned accounts are never
 * sharded and may not go below zero; house-side accounts are spread over 64 shard rows (their balance
 * is the sum) and may go negative. Rows are created on first use and never deleted; migration 0007
 * refuses DELETE, TRUNCATE and any change other than balance and version.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind').notNull(),
    /** The member of member-owned kinds; null for house-side accounts. */
    ownerMemberId: integer('owner_member_id'),
    /** Member wallets: 'main', 'play' or a vendor code; vendor accounts: the vendor code; else ''. */
    wallet: text('wallet').notNull().default(''),
    shard: smallint('shard').notNull().default(0),
    allowNegative: boolean('allow_negative').notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Incremented by one on every balance change. */
    version: bigint('version', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ledger_accounts_identity_unique')
      .on(table.merchantId, table.currency, table.kind, table.ownerMemberId, table.wallet, table.shard)
      .nullsNotDistinct(),
    index('ledger_accounts_owner_idx').on(table.ownerMemberId),
    check('ledger_accounts_floor', sql`${table.allowNegative} or ${table.balance} >= 0`),
    // The identity rules (known kind, shard range, member-owned kinds, currency format) are checked
    // when a row is inserted (trigger ledger_accounts_identity, migration 0024): its identity columns
    // never change after that, so CHECK constraints would only be evaluated again on every update.
  ],
);

/**
 * One money movement. `idempotency_key` is unique per merchant; `fingerprint` is the SHA-256 of the
 * request's canonical form, so a replay can be told from a different request with the same key.
 * `answer` is what the posting answered, returned as it is to every replay. A correction is a new
 * transaction that `reverses` another (at most one per original). Append-only (migration 0007): the
 * row is inserted first, to claim the key, and sealed once with its answer before the commit.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    currency: text('currency').notNull(),
    type: text('type').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    reverses: bigint('reverses', { mode: 'number' }).references((): AnyPgColumn => ledgerTransactions.id),
    meta: jsonb('meta')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Null only inside the posting's own database transaction, which seals it before commit. */
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ledger_transactions_merchant_key_unique').on(table.merchantId, table.idempotencyKey),
    // A member's ledger filtered by a rare type (adjustments, deposits, reversals, …): each of the
    // member's entries is checked here, index-only. Bets and wins, nearly every posting and common in
    // any member's history, are left out: they cost the hot path nothing and are found by the entry's
    // transaction row after a few entries anyway.
    index('ledger_transactions_rare_type_idx')
      .on(table.type, table.id)
      .where(sql`${table.type} <> 'bet' and ${table.type} <> 'win'`),
    // Only reversals carry `reverses`: the others (nearly every posting) add no entry to this index.
    uniqueIndex('ledger_transactions_reverses_unique')
      .on(table.reverses)
      .where(sql`${table.reverses} is not null`),
    check('ledger_transactions_type_format', sql`${table.type} ~ '^[a-z_]{1,32}$'`),
    check('ledger_transactions_key_length', sql`char_length(${table.idempotencyKey}) between 1 and 200`),
  ],
);

/**
 * The legs of a transaction: a signed amount on one account and that account's balance after it.
 * Append-only; every transaction's entries sum to zero (a deferred trigger checks it at commit).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // Both refer to rows that exist, checked when entries are inserted (trigger
    // ledger_entries_open_transaction, migration 0025) rather than by foreign keys: the rows they
    // refer to are never deleted nor renumbered, so the insert is the only moment to check.
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // An account's entries newest first; with the transaction id, a walk that checks each entry's
    // transaction (a type filter) reads no entry row.
    index('ledger_entries_account_idx').on(table.accountId, table.id, table.transactionId),
    index('ledger_entries_transaction_idx').on(table.transactionId),
    // Account records by date range (member pages, up to 31 days over at least 3 months of history);
    // with the id, a time range's newest entries are picked from the index alone (member-entries.ts).
    index('ledger_entries_account_time_idx').on(table.accountId, table.createdAt, table.id),
    check('ledger_entries_amount_nonzero', sql`${table.amount} <> 0`),
  ],
);
