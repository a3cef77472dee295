import type { AccountRef } from './accounts.js';
import type { MetaValue } from './fingerprint.js';

/*
 * What the ledger service takes and answers (service.ts), and how it reads the database's errors.
 */

/** Kinds of movement; the database only checks the format, so later features may add to this list. */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal_hold',
  'withdrawal',
  'transfer',
  'wallet_transfer',
  'bet',
  'win',
  'rollback',
  'adjustment',
  'promotion',
  'rebate',
  'wages',
  'referral',
  'agent_rebate',
  'hourly_wages',
  'realtime_wages',
  'share_bonus',
  'play_credit',
  'points',
  'reversal',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Largest amount of one leg, in minor units (10^15: ten trillion in a 2-decimal currency). */
export const DEFAULT_MAX_AMOUNT = 10n ** 15n;

export interface LedgerLeg {
  account: AccountRef;
  /** Signed minor units: negative takes from the account, positive adds to it. */
  amount: bigint;
}

export interface PostingRequest {
  merchantId: number;
  currency: string;
  type: TransactionType;
  /** Unique per merchant: the vendor transaction id, payment order id or client request id. */
  idempotencyKey: string;
  /** At least two legs on distinct accounts, summing to zero. */
  legs: LedgerLeg[];
  /** Stored with the transaction and part of its fingerprint: put only what identifies the request. */
  meta?: Record<string, MetaValue>;
}

/** The stored answer of a posting: returned unchanged to every replay of its idempotency key. */
export interface PostingAnswer {
  transactionId: number;
  type: string;
  currency: string;
  createdAt: string;
  reverses: number | null;
  /** In the order of the request's legs; amounts and balances in minor units as decimal strings. */
  entries: { accountId: number; amount: string; balanceAfter: string }[];
}

/**
 * A posting checked and resolved as `post` would post it (account rows, shard, fingerprint,
 * canonical meta), for a SQL function of another module that posts it with `ledger_post` inside its
 * own statement, so its other writes share the posting's round trip and database transaction.
 * Nothing is written by preparing it (but an account used for the first time gets its row).
 */
export interface PreparedPosting {
  merchantId: number;
  currency: string;
  type: string;
  idempotencyKey: string;
  fingerprint: string;
  /** Canonical JSON of the meta. */
  meta: string;
  /** In the order of the request's legs. */
  legs: { accountId: number; amount: bigint }[];
  /** The lock wait `ledger_post` is given (the service's). */
  lockTimeoutMs: number;
  /** The members whose accounts the legs touch (for `announce` once it is posted). */
  memberIds: number[];
}

export interface PostResult {
  answer: PostingAnswer;
  /** True when the idempotency key had already been posted and this is its stored answer. */
  replayed: boolean;
}

export interface HistoryQuery {
  merchantId: number;
  currency: string;
  account: AccountRef;
  types?: readonly string[];
  /** Types matched against the effective type: a reversal counts as the type of what it reverses. */
  effectiveTypes?: readonly string[];
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
  pageNo?: number;
  pageSize?: number;
}

export interface ResolvedLeg {
  accountId: number;
  amount: bigint;
}

export interface ResolvedPosting {
  merchantId: number;
  currency: string;
  type: string;
  idempotencyKey: string;
  fingerprint: string;
  meta: string;
  reverses: number | null;
  legs: ResolvedLeg[];
  /** The members whose accounts the legs touch. */
  memberIds: number[];
}

/** The driver error under the wrappers drizzle puts around it (the first with a SQLSTATE). */
export function driverErrorOf(error: unknown): { code: string; detail?: unknown } | null {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as { code: string };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export function sqlStateOf(error: unknown): string | null {
  return driverErrorOf(error)?.code ?? null;
}

/** The DETAIL of a driver error, as text ('' when there is none). */
export function detailOf(error: unknown): string {
  const detail = driverErrorOf(error)?.detail;
  return typeof detail === 'string' ? detail : '';
}
