import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../platform/db/index.js';
import { big, dateOf, fixedRows, num, rowsOf } from './rows.js';

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
