import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Executor } from '../../platform/db/index.js';

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Rows of a fixed statement of the bet path (`$1`… parameters), sent straight to the driver: on
 * PostgreSQL as a named statement (parsed and planned once per connection), on PGlite as it is.
 */
async function fixedRows<T>(db: Database, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return (await client.query({ name, text, values })).rows as T[];
  if (client && typeof (client as PGlite).waitReady === 'object')
    return (await (client as PGlite).query<T>(text, values)).rows;
  throw new Error('vendor-wallet: expected a node-postgres pool or PGlite behind the database');
}

/** Drivers return int8 as string, number or bigint. */
export function big(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' || typeof value === 'string') return BigInt(value);
  return 0n;
}

export function num(value: unknown): number {
  return Number(value);
}

export function dateOf(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

// ---------------------------------------------------------------------------------------------
// Players and sessions

export interface PlayerRow {
  playerId: string;
  merchantId: number;
  memberId: number;
  currency: string;
}

export async function playerById(db: Executor, playerId: string): Promise<PlayerRow | null> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select player_id, merchant_id, member_id, currency from vendor_players where player_id = ${playerId}`,
  );
  return row
    ? {
        playerId: String(row.player_id),
        merchantId: num(row.merchant_id),
        memberId: num(row.member_id),
        currency: String(row.currency),
      }
    : null;
}

/** The member's player id in a currency, created (with `candidate`) on first use. */
export async function ensurePlayer(
  db: Executor,
  input: { merchantId: number; memberId: number; currency: string; candidate: string; now: Date },
): Promise<string> {
  await db.execute(
    sql`insert into vendor_players (player_id, merchant_id, member_id, currency, created_at)
      values (${input.candidate}, ${input.merchantId}, ${input.memberId}, ${input.currency}, ${input.now})
      on conflict do nothing`,
  );
  const [row] = await rowsOf<{ player_id: string }>(
    db,
    sql`select player_id from vendor_players
      where merchant_id = ${input.merchantId} and member_id = ${input.memberId} and currency = ${input.currency}`,
  );
  if (!row) throw new Error('vendor-wallet: player neither inserted nor found');
  return row.player_id;
}

export async function closeSessions(db: Executor, memberId: number, now: Date): Promise<void> {
  await db.execute(
    sql`update game_sessions set closed_at = ${now} where member_id = ${memberId} and closed_at is null`,
  );
}

export async function insertSession(
  db: Executor,
  row: {
    id: string;
    merchantId: number;
    memberId: number;
    playerId: string;
    vendorCode: string;
    gameCode: string;
    gameId: number | null;
    category: string;
    currency: string;
    now: Date;
  },
): Promise<void> {
  await db.execute(
    sql`insert into game_sessions (id, merchant_id, member_id, player_id, vendor_code, game_code, game_id,
        category, currency, created_at, last_seen_at)
      values (${row.id}, ${row.merchantId}, ${row.memberId}, ${row.playerId}, ${row.vendorCode}, ${row.gameCode},
        ${row.gameId}, ${row.category}, ${row.currency}, ${row.now}, ${row.now})`,
  );
}

export interface SessionRow {
  playerId: string;
  vendorCode: string;
  category: string;
  lastSeenAt: Date;
  closedAt: Date | null;
}

export async function sessionById(db: Database, id: string): Promise<SessionRow | null> {
  const [row] = await fixedRows<Record<string, unknown>>(
    db,
    'vw_session',
    'select player_id, vendor_code, category, last_seen_at, closed_at from game_sessions where id = $1',
    [id],
  );
  return row
    ? {
        playerId: String(row.player_id),
        vendorCode: String(row.vendor_code),
        category: String(row.category),
        lastSeenAt: dateOf(row.last_seen_at),
        closedAt: row.closed_at === null ? null : dateOf(row.closed_at),
      }
    : null;
}

export async function touchSession(db: Executor, id: string, now: Date): Promise<void> {
  await db.execute(
    sql`update game_sessions set last_seen_at = ${now} where id = ${id} and closed_at is null`,
  );
}

// ---------------------------------------------------------------------------------------------
// Wallet transactions

/** `settle`: the paid-or-void verdict of a bet (claimSettlement), no money of its own. */
export type WalletRowKind = 'debit' | 'credit' | 'rollback' | 'tombstone' | 'settle';

export interface WalletRow {
  id: bigint;
  merchantId: number;
  vendorCode: string;
  transactionId: string;
  kind: WalletRowKind;
  memberId: number;
  roundId: string;
  gameCode: string;
  amountMinor: bigint;
  referenceTransactionId: string | null;
  fingerprint: string;
  ledgerTransactionId: number | null;
  answer: Record<string, unknown>;
  createdAt: Date;
}

function walletRowOf(row: Record<string, unknown>): WalletRow {
  const answer = typeof row.answer === 'string' ? JSON.parse(row.answer) : row.answer;
  return {
    id: big(row.id),
    merchantId: num(row.merchant_id),
    vendorCode: String(row.vendor_code),
    transactionId: String(row.transaction_id),
    kind: String(row.kind) as WalletRowKind,
    memberId: num(row.member_id),
    roundId: String(row.round_id),
    gameCode: String(row.game_code),
    amountMinor: big(row.amount_minor),
    referenceTransactionId:
      row.reference_transaction_id === null ? null : String(row.reference_transaction_id),
    fingerprint: String(row.fingerprint),
    ledgerTransactionId: row.ledger_transaction_id === null ? null : num(row.ledger_transaction_id),
    answer: answer as Record<string, unknown>,
    createdAt: dateOf(row.created_at),
  };
}

export async function walletRow(
  db: Executor,
  merchantId: number,
  vendorCode: string,
  transactionId: string,
): Promise<WalletRow | null> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select * from vendor_wallet_transactions
      where merchant_id = ${merchantId} and vendor_code = ${vendorCode} and transaction_id = ${transactionId}`,
  );
  return row ? walletRowOf(row) : null;
}

export type NewWalletRow = Omit<WalletRow, 'id'>;

/** Inserts the row unless its (merchant, vendor, transaction id) is taken; its id, or null when taken. */
export async function claimWalletRow(db: Database, row: NewWalletRow): Promise<bigint | null> {
  const inserted = await fixedRows<{ id: unknown }>(
    db,
    'vw_claim',
    `insert into vendor_wallet_transactions (merchant_id, vendor_code, transaction_id, kind, member_id, round_id,
        game_code, amount_minor, reference_transaction_id, fingerprint, ledger_transaction_id, answer, created_at)
      values ($1, $2, $3, $4, $5, $6, $7, $8::bigint, $9, $10, $11::bigint, $12::jsonb, $13)
      on conflict (merchant_id, vendor_code, transaction_id) do nothing returning id`,
    [
      row.merchantId,
      row.vendorCode,
      row.transactionId,
      row.kind,
      row.memberId,
      row.roundId,
      row.gameCode,
      row.amountMinor.toString(),
      row.referenceTransactionId,
      row.fingerprint,
      row.ledgerTransactionId,
      JSON.stringify(row.answer),
      row.createdAt,
    ],
  );
  return inserted[0] ? big(inserted[0].id) : null;
}

/**
 * Seals a pending debit claim with its answer and, when the bet was taken, adds it to its round
 * (opening the round with its first bet) in the same statement, so the round counts each bet
 * exactly once whatever stops the process. False when the claim was sealed already.
 */
export async function sealDebit(
  db: Database,
  claim: {
    id: bigint;
    merchantId: number;
    vendorCode: string;
    roundId: string;
    memberId: number;
    gameCode: string;
    category: string;
    currency: string;
    amountMinor: bigint;
    createdAt: Date;
  },
  answer: Record<string, unknown>,
  ledgerTransactionId: number | null,
  balanceAfter: bigint | null,
): Promise<boolean> {
  const [row] = await fixedRows<{ sealed: unknown }>(
    db,
    'vw_seal',
    `with sealed as (
        update vendor_wallet_transactions set answer = $2::jsonb, ledger_transaction_id = $3::bigint
        where id = $1::bigint and (answer ->> 'pending') is not null returning id),
      round as (
        insert into game_rounds (merchant_id, vendor_code, round_id, member_id, game_code, category, currency,
          bet_minor, valid_bet_minor, status, balance_after_minor, opened_at, updated_at)
        select $4, $5, $6, $7, $8, $9, $10, $11::bigint, $11::bigint, 'open', $12::bigint, $13, $13
        from sealed where $3::bigint is not null
        on conflict (merchant_id, vendor_code, round_id) do update set
          bet_minor = game_rounds.bet_minor + excluded.bet_minor,
          valid_bet_minor = game_rounds.valid_bet_minor + excluded.valid_bet_minor,
          status = case when game_rounds.settled_at is null then 'open' else 'settled' end,
          balance_after_minor = excluded.balance_after_minor, updated_at = excluded.updated_at
        returning 1)
      select (select count(*) from sealed) as sealed`,
    [
      claim.id.toString(),
      JSON.stringify(answer),
      ledgerTransactionId,
      claim.merchantId,
      claim.vendorCode,
      claim.roundId,
      claim.memberId,
      claim.gameCode,
      claim.category,
      claim.currency,
      claim.amountMinor.toString(),
      balanceAfter === null ? null : balanceAfter.toString(),
      claim.createdAt,
    ],
  );
  return Number(row?.sealed ?? 0) > 0;
}

/** An effective rollback (amount > 0) of the bet `betTransactionId`, if any. */
export async function rollbackOf(
  db: Executor,
  merchantId: number,
  vendorCode: string,
  roundId: string,
  betTransactionId: string,
): Promise<boolean> {
  const rows = await rowsOf<{ id: unknown }>(
    db,
    sql`select id from vendor_wallet_transactions
      where merchant_id = ${merchantId} and vendor_code = ${vendorCode} and round_id = ${roundId}
        and kind = 'rollback' and reference_transaction_id = ${betTransactionId} and amount_minor > 0 limit 1`,
  );
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Rounds

export async function markSettled(
  db: Executor,
  key: { merchantId: number; vendorCode: string; roundId: string },
  outcome: Record<string, unknown> | undefined,
  now: Date,
): Promise<void> {
  await db.execute(
    sql`update game_rounds set settled_at = coalesce(settled_at, ${now}),
        outcome = coalesce(${outcome === undefined ? null : JSON.stringify(outcome)}::jsonb, outcome)
      where merchant_id = ${key.merchantId} and vendor_code = ${key.vendorCode} and round_id = ${key.roundId}`,
  );
}

/**
 * Recomputes a round's sums and status from its wallet rows, so every retry (and every order of
 * calls) ends with the same round: bets are accepted debits, rollbacks the accepted debits that an
 * effective rollback references (each once), wins the credits.
 */
export async function recomputeRound(
  db: Executor,
  key: { merchantId: number; vendorCode: string; roundId: string },
  balanceAfter: bigint | null,
  now: Date,
): Promise<void> {
  const { merchantId, vendorCode, roundId } = key;
  await db.execute(
    sql`update game_rounds r set bet_minor = s.bet, valid_bet_minor = s.bet - s.rb, win_minor = s.win,
        rollback_minor = s.rb,
        status = case when s.bet > 0 and s.bet = s.rb and s.win = 0 then 'rolled_back'
                      when r.settled_at is not null then 'settled' else 'open' end,
        balance_after_minor = coalesce(${balanceAfter === null ? null : balanceAfter.toString()}::bigint, r.balance_after_minor), updated_at = ${now}
      from (select
          coalesce(sum(t.amount_minor) filter (where t.kind = 'debit' and t.ledger_transaction_id is not null), 0) as bet,
          coalesce(sum(t.amount_minor) filter (where t.kind = 'credit'), 0) as win,
          coalesce(sum(t.amount_minor) filter (where t.kind = 'debit' and t.ledger_transaction_id is not null
            and exists (select 1 from vendor_wallet_transactions x
              where x.merchant_id = t.merchant_id and x.vendor_code = t.vendor_code and x.round_id = t.round_id
                and x.kind = 'rollback' and x.amount_minor > 0 and x.reference_transaction_id = t.transaction_id)), 0) as rb
        from vendor_wallet_transactions t
        where t.merchant_id = ${merchantId} and t.vendor_code = ${vendorCode} and t.round_id = ${roundId}) s
      where r.merchant_id = ${merchantId} and r.vendor_code = ${vendorCode} and r.round_id = ${roundId}`,
  );
}

export interface RoundRow {
  vendorCode: string;
  roundId: string;
  memberId: number;
  gameCode: string;
  category: string;
  currency: string;
  betMinor: bigint;
  validBetMinor: bigint;
  winMinor: bigint;
  status: string;
  outcome: Record<string, unknown> | null;
  balanceAfterMinor: bigint | null;
  openedAt: Date;
  settledAt: Date | null;
}

export function roundRowOf(row: Record<string, unknown>): RoundRow {
  const outcome = typeof row.outcome === 'string' ? JSON.parse(row.outcome) : row.outcome;
  return {
    vendorCode: String(row.vendor_code),
    roundId: String(row.round_id),
    memberId: num(row.member_id),
    gameCode: String(row.game_code),
    category: String(row.category),
    currency: String(row.currency),
    betMinor: big(row.bet_minor),
    validBetMinor: big(row.valid_bet_minor),
    winMinor: big(row.win_minor),
    status: String(row.status),
    outcome: (outcome ?? null) as Record<string, unknown> | null,
    balanceAfterMinor: row.balance_after_minor === null ? null : big(row.balance_after_minor),
    openedAt: dateOf(row.opened_at),
    settledAt: row.settled_at === null ? null : dateOf(row.settled_at),
  };
}

export async function merchantCodeOf(db: Executor, merchantId: number): Promise<string | null> {
  const [row] = await rowsOf<{ code: string }>(db, sql`select code from merchants where id = ${merchantId}`);
  return row?.code ?? null;
}

/**
 * Decides once, per bet, whether its round is paid or voided: a credit claims `paid`, a rollback
 * claims `void`, both through the same unique key (`#settle:<bet id>`, a character vendor ids never
 * hold), so a credit and a rollback racing for one bet can never both move money. Returns the
 * verdict that holds (the caller's own, or the one that came first).
 */
export async function claimSettlement(
  db: Database,
  row: {
    merchantId: number;
    vendorCode: string;
    betTransactionId: string;
    memberId: number;
    roundId: string;
    gameCode: string;
    createdAt: Date;
  },
  verdict: 'paid' | 'void',
): Promise<'paid' | 'void'> {
  const transactionId = `#settle:${row.betTransactionId}`;
  await claimWalletRow(db, {
    merchantId: row.merchantId,
    vendorCode: row.vendorCode,
    transactionId,
    kind: 'settle',
    memberId: row.memberId,
    roundId: row.roundId,
    gameCode: row.gameCode,
    amountMinor: 0n,
    referenceTransactionId: row.betTransactionId,
    fingerprint: verdict,
    ledgerTransactionId: null,
    answer: { status: 'OK', balance: null, currency: '', walletTransactionId: null },
    createdAt: row.createdAt,
  });
  const held = await walletRow(db, row.merchantId, row.vendorCode, transactionId);
  return held!.fingerprint === 'void' ? 'void' : 'paid';
}
