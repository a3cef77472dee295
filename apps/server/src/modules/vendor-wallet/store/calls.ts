import type { PreparedPosting } from '../../ledger/service.js';
import type { Database } from '../../../platform/db/index.js';
import { fixedRows } from './rows.js';

// ---------------------------------------------------------------------------------------------
// The wallet calls, one statement each (migration 0017: vendor_wallet_debit, _credit, _rollback)

/** What a wallet function answers: the answer to send, or a pending bet to carry out first. */
export type CallOutcome =
  | {
      /** The WalletAnswer (its four keys; answerText orders them). */
      answer: Record<string, unknown>;
      /** True when this call posted to the ledger now (not a replay). */
      posted: boolean;
      pendingBet?: undefined;
    }
  | { pendingBet: PendingBet; answer?: undefined; posted?: undefined };

/** A debit claim left pending by the earlier multi-statement code, met by a credit or rollback. */
export interface PendingBet {
  transactionId: string;
  memberId: number;
  roundId: string;
  gameCode: string;
  amount: bigint;
  currency: string;
}

/**
 * What undoes a whole call and is worth running it again: a deadlock or serialization failure; a
 * balance taken by a concurrent bet between the debit's read and its posting (LG001: the next run
 * reads it); a bet that posted and then met its id taken (VW002: the next run looks first).
 */
const AGAIN = new Set(['40P01', '40001', 'LG001', 'VW002']);
const ATTEMPTS = 5;

function sqlStateOf(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

async function outcomeOf(
  db: Database,
  name: string,
  text: string,
  values: (lookFirst: boolean) => unknown[],
): Promise<CallOutcome> {
  let lookFirst = false;
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await fixedRows<{ outcome: Record<string, unknown> | string }>(
        db,
        name,
        text,
        values(lookFirst),
      );
      if (!row) throw new Error(`vendor-wallet: ${name} answered nothing`);
      const outcome = typeof row.outcome === 'string' ? JSON.parse(row.outcome) : row.outcome;
      if (outcome.pendingBet) {
        const bet = outcome.pendingBet as Record<string, unknown>;
        return {
          pendingBet: {
            transactionId: String(bet.transactionId),
            memberId: Number(bet.memberId),
            roundId: String(bet.roundId),
            gameCode: String(bet.gameCode),
            amount: BigInt(String(bet.amount)),
            currency: String(bet.currency),
          },
        };
      }
      const { posted, ...answer } = outcome as Record<string, unknown>;
      return { answer, posted: posted === true };
    } catch (error) {
      const state = sqlStateOf(error);
      if (state === null || !AGAIN.has(state) || attempt >= ATTEMPTS) throw error;
      if (state === 'VW002') lookFirst = true;
    }
  }
}

/** A posting's arguments of `ledger_post`, as the wallet functions pass them on. */
function postingArguments(posting: PreparedPosting | null) {
  return posting === null
    ? [null, null, null, null, null]
    : [
        posting.idempotencyKey,
        posting.fingerprint,
        posting.meta,
        `{${posting.legs.map((leg) => leg.accountId).join(',')}}`,
        `{${posting.legs.map((leg) => leg.amount.toString()).join(',')}}`,
      ];
}

export interface DebitCall {
  merchantId: number;
  vendorCode: string;
  transactionId: string;
  playerId: string;
  memberId: number;
  currency: string;
  decimals: number;
  roundId: string;
  gameCode: string;
  amount: bigint;
  fingerprint: string;
  sessionId: string;
  now: Date;
  sessionTtlMs: number;
  sessionTouchMs: number;
  /** The bet: leg 1 the member's main wallet, leg 2 the vendor's shard. */
  posting: PreparedPosting;
}

/** A bet in one statement: session check, claim, posting, seal and round (vendor_wallet_debit). */
export function debit(db: Database, call: DebitCall): Promise<CallOutcome> {
  return outcomeOf(
    db,
    'vw_debit',
    `select vendor_wallet_debit($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
      $16, $17, $18, $19, $20, $21, $22) as outcome`,
    (lookFirst) => [
      call.merchantId,
      call.vendorCode,
      call.transactionId,
      call.playerId,
      call.memberId,
      call.currency,
      call.decimals,
      call.roundId,
      call.gameCode,
      call.amount.toString(),
      call.fingerprint,
      call.sessionId,
      call.now,
      call.sessionTtlMs,
      call.sessionTouchMs,
      ...postingArguments(call.posting),
      call.posting.lockTimeoutMs,
      lookFirst,
    ],
  );
}

export interface CreditCall {
  merchantId: number;
  vendorCode: string;
  transactionId: string;
  memberId: number;
  currency: string;
  decimals: number;
  roundId: string;
  gameCode: string;
  amount: bigint;
  betTransactionId: string;
  roundFinished: boolean;
  outcome: Record<string, unknown> | undefined;
  fingerprint: string;
  now: Date;
  memberAccountId: number;
  /** The win (null for a zero credit): leg 1 the vendor's shard, leg 2 the member's main wallet. */
  posting: PreparedPosting | null;
  lockTimeoutMs: number;
}

/** A win in one statement: checks, the bet's verdict, posting, row and round (vendor_wallet_credit). */
export function credit(db: Database, call: CreditCall): Promise<CallOutcome> {
  return outcomeOf(
    db,
    'vw_credit',
    `select vendor_wallet_credit($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
      $16, $17, $18, $19, $20, $21) as outcome`,
    () => [
      call.merchantId,
      call.vendorCode,
      call.transactionId,
      call.memberId,
      call.currency,
      call.decimals,
      call.roundId,
      call.gameCode,
      call.amount.toString(),
      call.betTransactionId,
      call.roundFinished,
      call.outcome === undefined ? null : JSON.stringify(call.outcome),
      call.fingerprint,
      call.now,
      call.memberAccountId,
      ...postingArguments(call.posting),
      call.lockTimeoutMs,
    ],
  );
}

export interface RollbackCall {
  merchantId: number;
  vendorCode: string;
  transactionId: string;
  memberId: number;
  currency: string;
  decimals: number;
  roundId: string;
  gameCode: string;
  referenceTransactionId: string;
  fingerprint: string;
  tombstoneFingerprint: string;
  now: Date;
  memberAccountId: number;
  /** The reversal's ledger key. */
  ledgerKey: string;
  lockTimeoutMs: number;
}

/** A rollback in one statement: tombstone or verdict, reversal, row and round (vendor_wallet_rollback). */
export function rollback(db: Database, call: RollbackCall): Promise<CallOutcome> {
  return outcomeOf(
    db,
    'vw_rollback',
    `select vendor_wallet_rollback($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
      as outcome`,
    () => [
      call.merchantId,
      call.vendorCode,
      call.transactionId,
      call.memberId,
      call.currency,
      call.decimals,
      call.roundId,
      call.gameCode,
      call.referenceTransactionId,
      call.fingerprint,
      call.tombstoneFingerprint,
      call.now,
      call.memberAccountId,
      call.ledgerKey,
      call.lockTimeoutMs,
    ],
  );
}

/** Carries out a pending debit claim with the bet's posting (vendor_wallet_complete_debit). */
export function completeDebit(
  db: Database,
  call: { merchantId: number; vendorCode: string; transactionId: string; decimals: number },
  posting: PreparedPosting,
): Promise<CallOutcome> {
  return outcomeOf(
    db,
    'vw_complete_debit',
    'select vendor_wallet_complete_debit($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) as outcome',
    () => [
      call.merchantId,
      call.vendorCode,
      call.transactionId,
      call.decimals,
      ...postingArguments(posting),
      posting.lockTimeoutMs,
    ],
  );
}
