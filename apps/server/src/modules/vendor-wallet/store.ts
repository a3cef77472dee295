import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
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

export async function sessionById(db: Executor, id: string): Promise<SessionRow | null> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select player_id, vendor_code, category, last_seen_at, closed_at from game_sessions where id = ${id}`,
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

export type WalletRowKind = 'debit' | 'credit' | 'rollback' | 'tombstone';

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
export async function claimWalletRow(db: Executor, row: NewWalletRow): Promise<bigint | null> {
  const inserted = await rowsOf<{ id: unknown }>(
    db,
    sql`insert into vendor_wallet_transactions (merchant_id, vendor_code, transaction_id, kind, member_id, round_id,
        game_code, amount_minor, reference_transaction_id, fingerprint, ledger_transaction_id, answer, created_at)
      values (${row.merchantId}, ${row.vendorCode}, ${row.transactionId}, ${row.kind}, ${row.memberId}, ${row.roundId},
        ${row.gameCode}, ${row.amountMinor.toString()}::bigint, ${row.referenceTransactionId}, ${row.fingerprint},
        ${row.ledgerTransactionId}, ${JSON.stringify(row.answer)}::jsonb, ${row.createdAt})
      on conflict (merchant_id, vendor_code, transaction_id) do nothing returning id`,
  );
  return inserted[0] ? big(inserted[0].id) : null;
}

/** Seals a pending debit claim with its answer; false when it was sealed already. */
export async function sealDebit(
  db: Executor,
  id: bigint,
  answer: Record<string, unknown>,
  ledgerTransactionId: number | null,
): Promise<boolean> {
  const updated = await rowsOf<{ id: unknown }>(
    db,
    sql`update vendor_wallet_transactions set answer = ${JSON.stringify(answer)}::jsonb,
        ledger_transaction_id = ${ledgerTransactionId}
      where id = ${id.toString()}::bigint and (answer ->> 'pending') is not null returning id`,
  );
  return updated.length > 0;
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

export async function openRound(
  db: Executor,
  row: {
    merchantId: number;
    vendorCode: string;
    roundId: string;
    memberId: number;
    gameCode: string;
    category: string;
    currency: string;
    now: Date;
  },
): Promise<void> {
  await db.execute(
    sql`insert into game_rounds (merchant_id, vendor_code, round_id, member_id, game_code, category, currency,
        status, opened_at, updated_at)
      values (${row.merchantId}, ${row.vendorCode}, ${row.roundId}, ${row.memberId}, ${row.gameCode}, ${row.category},
        ${row.currency}, 'open', ${row.now}, ${row.now})
      on conflict (merchant_id, vendor_code, round_id) do nothing`,
  );
}

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
