import { toMinorUnits, type CurrencySettings, type WalletAnswer, type WalletStatus } from '@wps/contracts';
import { dayRangeOf, type DayRangeQuery } from '../../kernel/day-range.js';
import { formatMoney } from '../../kernel/money.js';
import { validationError } from '../../platform/errors.js';

/*
 * The seamless wallet's pure rules (docs/product.md §Seamless wallet): the protocol's shapes and
 * answers, amounts, the caches' and sessions' bounds, and the records' sums. Which answer a debit,
 * credit or rollback gets (live session, replay or conflict, tombstone, payable bet, paid-or-void
 * verdict) is decided in the database, inside the one statement each call is (the vendor_wallet_*
 * functions of migration 0017), so the decision and the writes it leads to share one transaction.
 */

export const WALLET_ACTIONS = ['balance', 'debit', 'credit', 'rollback'] as const;
export type WalletAction = (typeof WALLET_ACTIONS)[number];

/** A bet needs a session seen within this long (and not closed; exactly at the bound still counts). */
export const SESSION_TTL_MS = 24 * 3_600_000;
/** A bet moves its session's last_seen_at forward once it is older than this (not on every bet). */
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

/** A wire amount in minor units at the currency's decimals; null when it is not one (or zero, unless allowed). */
export function walletAmountMinor(amount: string, decimals: number, allowZero: boolean): bigint | null {
  const minor = toMinorUnits(amount, decimals);
  if (minor === null || minor < 0n || (minor === 0n && !allowZero)) return null;
  return minor;
}

// ---------------------------------------------------------------------------------------------
// Sessions and caches

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
