import { toMinorUnits, type CurrencySettings, type WalletAnswer, type WalletStatus } from '@wps/contracts';
import { dayRangeOf, type DayRangeQuery } from '../../kernel/day-range.js';
import { formatMoney } from '../../kernel/money.js';
import { validationError, type AppError } from '../../platform/errors.js';
import type { PostResult } from '../ledger/service.js';
import type { WalletRow, WalletRowKind } from './store.js';

/*
 * The seamless wallet's decisions (docs/product.md §Seamless wallet), pure: which sessions take
 * bets, which answer a repeated or late call gets, which of bet, win and rollback may follow which,
 * the member's balance after a posting, and the records' sums.
 */

export const WALLET_ACTIONS = ['balance', 'debit', 'credit', 'rollback'] as const;
export type WalletAction = (typeof WALLET_ACTIONS)[number];

/** A bet needs a session seen within this long (and not closed). */
export const SESSION_TTL_MS = 24 * 3_600_000;
/** How often a session's last_seen_at is moved forward (not on every bet). */
export const SESSION_TOUCH_MS = 60_000;
/** A merchant's currency decimals are re-read from its settings this often. */
export const DECIMALS_CACHE_MS = 60_000;
/** The winner board looks this far back. */
export const BIG_WINS_WINDOW_MS = 7 * 86_400_000;

const DAY = 86_400_000;
/** Records go back at most 3 months. */
const MAX_AGE_DAYS = 92;

export function isWalletAction(action: string): action is WalletAction {
  return (WALLET_ACTIONS as readonly string[]).includes(action);
}

/** A vendor code in a wallet call's path (anything else has no secret: INVALID_SIGNATURE). */
export function isVendorCodeShape(code: string): boolean {
  return /^[A-Za-z0-9_-]{1,40}$/.test(code);
}

// ---------------------------------------------------------------------------------------------
// Answers

/** The answer as stored and replayed: always the same keys in the same order. */
export function answerText(answer: Record<string, unknown>): string {
  return JSON.stringify({
    status: answer.status,
    balance: answer.balance ?? null,
    currency: answer.currency ?? null,
    walletTransactionId: answer.walletTransactionId ?? null,
  } satisfies Record<keyof WalletAnswer, unknown>);
}

/** An answer with a status only. */
export function bare(status: WalletStatus): WalletAnswer {
  return { status, balance: null, currency: null, walletTransactionId: null };
}

/** A debit claim not sealed yet (its posting may or may not have happened). */
export function isPending(row: Pick<WalletRow, 'answer'>): boolean {
  return row.answer.pending === true;
}

/** A stored row under the same id: its answer when the content is the same, else a conflict. */
export function replayOf(row: Pick<WalletRow, 'fingerprint' | 'answer'>, fingerprint: string): WalletAnswer {
  if (row.fingerprint !== fingerprint) return bare('DUPLICATE_CONFLICT');
  return row.answer as WalletAnswer;
}

/** The member leg's balance after a posting (legs are answered in the request's order). */
export function memberBalanceAfter(result: PostResult, memberLeg: number): bigint {
  return BigInt(result.answer.entries[memberLeg]!.balanceAfter);
}

/** The balance a refused bet answers: the ledger's `balance.insufficient` carries it (minor units). */
export function insufficientBalanceOf(error: AppError): bigint {
  return typeof error.value?.balance === 'string' ? BigInt(error.value.balance) : 0n;
}

/** A wire amount in minor units at the currency's decimals; null when it is not one (or zero, unless allowed). */
export function walletAmountMinor(amount: string, decimals: number, allowZero: boolean): bigint | null {
  const minor = toMinorUnits(amount, decimals);
  if (minor === null || minor < 0n || (minor === 0n && !allowZero)) return null;
  return minor;
}

// ---------------------------------------------------------------------------------------------
// Sessions and caches

export interface SessionFacts {
  playerId: string;
  vendorCode: string;
  lastSeenAt: Date;
  closedAt: Date | null;
}

/**
 * Bets need a live session of this player at this vendor: not closed, and seen within
 * SESSION_TTL_MS (exactly at the bound still counts). Wins and rollbacks need none.
 */
export function isLiveSession<S extends SessionFacts>(
  session: S | null,
  playerId: string,
  vendorCode: string,
  now: Date,
): session is S {
  return (
    session !== null &&
    session.playerId === playerId &&
    session.vendorCode === vendorCode &&
    session.closedAt === null &&
    now.getTime() - session.lastSeenAt.getTime() <= SESSION_TTL_MS
  );
}

/** A bet moves its session's last_seen_at forward once it is older than SESSION_TOUCH_MS. */
export function sessionNeedsTouch(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() > SESSION_TOUCH_MS;
}

export interface DecimalsEntry {
  value: number;
  until: number;
}

/** The cached decimals while they are fresh (strictly before `until`), else null: read them again. */
export function freshDecimals(entry: DecimalsEntry | undefined, nowMs: number): number | null {
  return entry && entry.until > nowMs ? entry.value : null;
}

/** The cache entry of decimals read at `nowMs`. */
export function decimalsEntry(value: number, nowMs: number): DecimalsEntry {
  return { value, until: nowMs + DECIMALS_CACHE_MS };
}

// ---------------------------------------------------------------------------------------------
// Which call may follow which

/**
 * A debit whose transaction id is taken already: a tombstone (a rollback came first) refuses the bet
 * with BET_ROLLED_BACK; another kind, or the same id with other content, is DUPLICATE_CONFLICT; null
 * when it is the same bet (its stored answer is replayed).
 */
export function debitRefusal(
  existing: { kind: WalletRowKind; fingerprint: string },
  fingerprint: string,
): 'BET_ROLLED_BACK' | 'DUPLICATE_CONFLICT' | null {
  if (existing.kind === 'tombstone') return 'BET_ROLLED_BACK';
  if (existing.kind !== 'debit' || existing.fingerprint !== fingerprint) return 'DUPLICATE_CONFLICT';
  return null;
}

/**
 * The bet a credit pays: an accepted debit (its stake posted) of this member in this round. Whether
 * it was rolled back is asked of the store after this.
 */
export function isPayableBet<
  R extends Pick<WalletRow, 'kind' | 'ledgerTransactionId' | 'memberId' | 'roundId'>,
>(bet: R | null, memberId: number, roundId: string): bet is R {
  return (
    bet !== null &&
    bet.kind === 'debit' &&
    bet.ledgerTransactionId !== null &&
    bet.memberId === memberId &&
    bet.roundId === roundId
  );
}

/** A rollback finds no bet under a credit's or rollback's id, nor under another member's. */
export function rollbackTargetRefusal(
  bet: Pick<WalletRow, 'kind' | 'memberId'>,
  memberId: number,
): 'BET_NOT_FOUND' | null {
  return bet.kind === 'credit' || bet.kind === 'rollback' || bet.memberId !== memberId
    ? 'BET_NOT_FOUND'
    : null;
}

/**
 * A bet's round is paid (a credit came first) or void (a rollback came first), once. A credit of a
 * voided bet finds no bet (BET_NOT_FOUND); a rollback of a paid one is BET_ALREADY_SETTLED (refunding
 * the stake too would pay twice). Null: the call goes on.
 */
export function verdictRefusal(
  action: 'credit' | 'rollback',
  verdict: 'paid' | 'void',
): 'BET_NOT_FOUND' | 'BET_ALREADY_SETTLED' | null {
  if (action === 'credit') return verdict === 'void' ? 'BET_NOT_FOUND' : null;
  return verdict === 'paid' ? 'BET_ALREADY_SETTLED' : null;
}

// ---------------------------------------------------------------------------------------------
// Winner board and records

/** Since when settled rounds count for the winner board. */
export function bigWinsSince(now: Date): Date {
  return new Date(now.getTime() - BIG_WINS_WINDOW_MS);
}

/** The winner board's size: 1 to 200. */
export function bigWinsLimit(limit: number): number {
  return Math.max(1, Math.min(limit, 200));
}

/** The records query's day window: at most 31 days, none of it older than 3 months. */
export function recordsWindow(query: DayRangeQuery, now: Date): { from: Date; to: Date } {
  const range = dayRangeOf(query, now);
  const oldest = Math.floor(now.getTime() / DAY) * DAY - MAX_AGE_DAYS * DAY;
  if (range.from.getTime() < oldest)
    throw validationError({
      startTime: { code: 'field.too_old', message: 'Records go back at most 3 months' },
    });
  return range;
}

export interface Totals {
  bet: bigint;
  valid: bigint;
  win: bigint;
}

/**
 * Bets, valid bets and wins as the records show them, with the member's profit: wins less the valid
 * bets (a rolled-back stake came back, so it is neither lost nor won).
 */
export function totalsOf(totals: Totals, currency: CurrencySettings) {
  return {
    betAmount: formatMoney(totals.bet, currency),
    validBet: formatMoney(totals.valid, currency),
    winAmount: formatMoney(totals.win, currency),
    profit: formatMoney(totals.win - totals.valid, currency),
  };
}

export interface WalletDay {
  day: string;
  rounds: number;
  bets: bigint;
  wins: bigint;
  rollbacks: bigint;
}

export interface LedgerDaySum {
  day: string;
  type: string;
  /** The member legs' sum. */
  amount: bigint;
}

/**
 * A vendor's wallet calls next to the ledger's postings, per day in date order: the member legs of
 * bets take from the member (negative), wins and rollbacks give back; a day matches when all three
 * agree.
 */
export function reconcileDays(ours: WalletDay[], theirs: LedgerDaySum[], currency: CurrencySettings) {
  const days = new Map<
    string,
    { rounds: number; bets: bigint; wins: bigint; rollbacks: bigint; lb: bigint; lw: bigint; lr: bigint }
  >();
  const dayOf = (day: string) => {
    let entry = days.get(day);
    if (!entry)
      days.set(day, (entry = { rounds: 0, bets: 0n, wins: 0n, rollbacks: 0n, lb: 0n, lw: 0n, lr: 0n }));
    return entry;
  };
  for (const row of ours) {
    const entry = dayOf(row.day);
    entry.rounds += row.rounds;
    entry.bets += row.bets;
    entry.wins += row.wins;
    entry.rollbacks += row.rollbacks;
  }
  for (const row of theirs) {
    const entry = dayOf(row.day);
    // Member legs: bets take from the member (negative), wins and rollbacks give back.
    const amount = row.amount;
    if (row.type === 'bet') entry.lb += -amount;
    else if (row.type === 'win') entry.lw += amount;
    else entry.lr += amount;
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, entry]) => ({
      date,
      rounds: entry.rounds,
      bets: formatMoney(entry.bets, currency),
      wins: formatMoney(entry.wins, currency),
      rollbacks: formatMoney(entry.rollbacks, currency),
      ledgerBets: formatMoney(entry.lb, currency),
      ledgerWins: formatMoney(entry.lw, currency),
      ledgerRollbacks: formatMoney(entry.lr, currency),
      matches: entry.bets === entry.lb && entry.wins === entry.lw && entry.rollbacks === entry.lr,
    }));
}
