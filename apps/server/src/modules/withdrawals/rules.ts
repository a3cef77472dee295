import type { CurrencySettings, MoneySettings, WithdrawalStatus } from '@wps/contracts';
import { formatMoney, settingAmount } from '../../kernel/money.js';
import { AppError } from '../../platform/errors.js';

/*
 * The pure rules of withdrawals (docs/product.md §Withdrawals): limits, charges, the daily refusal,
 * the turnover requirement, payee names, account masking and which statuses a decision may leave.
 * No database and no clock: the time comes in as `now`.
 */

export const MAX_PAYOUT_ACCOUNTS = 5;
/** `decidedBy` of a request refused after its hold by a concurrent request using up the daily limit. */
export const SYSTEM_DECIDER = 'system';
export const LIMIT_REMARK = 'Daily withdrawal limit reached';
const MINUTE = 60_000;
/** How recent a payout account or a password change must be to be flagged on a withdrawal. */
export const RECENT_MS = 24 * 60 * MINUTE;

/** Names compare without regard to case or runs of spaces ("juan  DELA cruz" = "Juan dela Cruz"). */
export function normalisedName(name: string): string {
  return tidyName(name).toLocaleLowerCase('en');
}

/** A name as the member typed it, tidied: NFKC, trimmed, runs of spaces made one; case kept. */
export function tidyName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ');
}

/**
 * The country whose banks and e-wallets a merchant's members see when they name none: the country
 * of its currency, the first two letters of an ISO 4217 code (PHP → PH, THB → TH).
 */
export function payoutCountryOf(currencyCode: string): string {
  return currencyCode.slice(0, 2).toUpperCase();
}

/** Whether an account number fits a bank's pattern (the whole number; no pattern: any). */
export function fitsAccountPattern(pattern: string | null, accountNumber: string): boolean {
  if (pattern === null) return true;
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(accountNumber);
  } catch {
    // A pattern that does not compile (none should be stored) lets nobody bind.
    return false;
  }
}

/** The banks and e-wallets members may choose: those switched on, in display order, as code and name. */
export function payoutOptionsOf(
  rows: readonly { code: string; name: string; type: 'bank' | 'ewallet'; enabled: boolean }[],
) {
  const options = (type: 'bank' | 'ewallet') =>
    rows.filter((row) => row.enabled && row.type === type).map(({ code, name }) => ({ code, name }));
  return { banks: options('bank'), ewallets: options('ewallet') };
}

/** An account number as members and lists show it: only its last four digits. */
export function maskNumber(accountNumber: string): string {
  return `••••${accountNumber.slice(-4)}`;
}

/** The settings a site's withdrawal rules read. */
export interface WithdrawalSettings {
  currency: CurrencySettings;
  money: Pick<MoneySettings, 'withdrawal'>;
}

/** The money settings of a site in minor units. */
export function limitsOf(settings: WithdrawalSettings) {
  const currency = settings.currency;
  const w = settings.money.withdrawal;
  return {
    currency,
    enabled: w.enabled,
    min: settingAmount(w.minAmount, currency),
    max: settingAmount(w.maxAmount, currency),
    dailyCount: w.dailyCount,
    dailyMax: settingAmount(w.dailyMaxAmount, currency),
    freePerDay: w.freePerDay,
    chargeBasisPoints: BigInt(w.chargeBasisPoints),
    chargeFixed: settingAmount(w.chargeFixed, currency),
    secondApprovalAbove: settingAmount(w.secondApprovalAbove, currency),
    // The multiple is a setting (1.5 = 150%), turned into basis points so money stays integral.
    turnoverBasisPoints: BigInt(Math.round(w.turnoverMultiple * 10_000)),
  };
}
export type Limits = ReturnType<typeof limitsOf>;

/** Charge of a withdrawal when `countToday` were already requested today: basis points (rounded half up) plus the fixed part, unless still free. */
export function chargeFor(
  amount: bigint,
  countToday: number,
  limits: Pick<Limits, 'freePerDay' | 'chargeBasisPoints' | 'chargeFixed'>,
): bigint {
  if (countToday < limits.freePerDay) return 0n;
  return (amount * limits.chargeBasisPoints + 5_000n) / 10_000n + limits.chargeFixed;
}

/** What the member receives of `amount` after `charge` (never below zero). */
export function receiveOf(amount: bigint, charge: bigint): bigint {
  return amount > charge ? amount - charge : 0n;
}

/**
 * Whether a withdrawal would leave nothing to receive once the charge applies: whether or not today's
 * free withdrawals are used up, something must be left, so the charged case decides.
 */
export function leavesNothing(
  amount: bigint,
  limits: Pick<Limits, 'freePerDay' | 'chargeBasisPoints' | 'chargeFixed'>,
): boolean {
  return chargeFor(amount, limits.freePerDay, limits) >= amount;
}

/** Free withdrawals left today after `countToday` requests. */
export function freeLeftToday(countToday: number, limits: Pick<Limits, 'freePerDay'>): number {
  return Math.max(0, limits.freePerDay - countToday);
}

export interface RequestedToday {
  count: number;
  amount: bigint;
}

/** Requests and amount left today after `today`'s requests (never below zero). */
export function dailyLeft(today: RequestedToday, limits: Pick<Limits, 'dailyCount' | 'dailyMax'>) {
  const amountLeft = limits.dailyMax - today.amount;
  return {
    countLeft: Math.max(0, limits.dailyCount - today.count),
    amountLeft: amountLeft > 0n ? amountLeft : 0n,
  };
}

/** The refusal for one more request of `amount` after `today`'s, or null when it fits. */
export function dailyRefusal(
  today: RequestedToday,
  amount: bigint,
  limits: Pick<Limits, 'dailyCount' | 'dailyMax' | 'currency'>,
): AppError | null {
  const left = dailyLeft(today, limits);
  if (left.countLeft >= 1 && amount <= left.amountLeft) return null;
  return new AppError('withdraw.limit.reached', {
    dailyCountLeft: left.countLeft,
    dailyAmountLeft: formatMoney(left.amountLeft, limits.currency),
  });
}

/**
 * The turnover requirement since the last paid withdrawal: the deposits times the multiple (rounded
 * up), the bets made, and what is still to bet (never below zero).
 */
export function turnoverOf(deposits: bigint, bets: bigint, turnoverBasisPoints: bigint) {
  const required = (deposits * turnoverBasisPoints + 9_999n) / 10_000n;
  const completed = bets;
  const remaining = required > completed ? required - completed : 0n;
  return { required, completed, remaining };
}

/** Statuses an operator's approval or rejection may leave. */
export const DECIDABLE: readonly WithdrawalStatus[] = ['PENDING', 'AWAITING_SECOND_APPROVAL'];

/** Whether an operator may still approve or reject a withdrawal in `status`. */
export function isDecidable(status: WithdrawalStatus): boolean {
  return DECIDABLE.includes(status);
}

/**
 * The member's answer to a paid withdrawal: the status it sets and the statuses it may leave.
 * "Received" also settles an earlier "not received"; "not received" is said of a paid order only.
 */
export function receiptTransition(result: 'received' | 'not_received'): {
  status: WithdrawalStatus;
  from: WithdrawalStatus[];
} {
  return result === 'received'
    ? { status: 'RECEIVED', from: ['PAID', 'NOT_RECEIVED'] }
    : { status: 'NOT_RECEIVED', from: ['PAID'] };
}

/** When a paid withdrawal nobody answered counts as received. */
export function autoReceiveAt(paidAt: Date, autoReceiveMinutes: number): Date {
  return new Date(paidAt.getTime() + autoReceiveMinutes * MINUTE);
}
