import { formatMinorUnits, type CurrencySettings, type DashboardMoney } from '@wps/contracts';
import { addDays, boundsOfLocalDay, type LocalDate } from '../../platform/daily/calendar.js';
import type { DayFigures, DayWindow } from '../ledger/figures.js';

/*
 * The dashboard's pure rules: which local days an answer covers, when an ended day may be kept, how
 * the ledger's sums by type become deposits, payouts, bets, wins and GGR, and how they are kept and
 * shown. No database, no clock: `now` comes in.
 */

/**
 * How long after a local day ends it is kept (never changes again): a posting's time is its database
 * transaction's start, so one that began just before midnight may commit a moment after it. Postings
 * are single statements with a 1 s lock wait; five minutes is far beyond any of them.
 */
export const SETTLE_MS = 5 * 60_000;

/** Money of one day and currency, in minor units. */
export interface MoneyFigures {
  depositCount: bigint;
  /** Credited to the members' wallets. */
  deposits: bigint;
  depositFees: bigint;
  withdrawalCount: bigint;
  /** Taken from the members' held withdrawals. */
  withdrawals: bigint;
  withdrawalCharges: bigint;
  /** Stakes, rolled-back stakes taken off. */
  bets: bigint;
  /** Winnings, reversed winnings taken off. */
  wins: bigint;
}
const MONEY_KEYS = [
  'depositCount',
  'deposits',
  'depositFees',
  'withdrawalCount',
  'withdrawals',
  'withdrawalCharges',
  'bets',
  'wins',
] as const satisfies readonly (keyof MoneyFigures)[];

/** A day's money as kept in `dashboard_days.money`: per currency, minor units as decimal strings. */
export type StoredMoney = Record<string, Record<keyof MoneyFigures, string>>;

export function zeroMoney(): MoneyFigures {
  return {
    depositCount: 0n,
    deposits: 0n,
    depositFees: 0n,
    withdrawalCount: 0n,
    withdrawals: 0n,
    withdrawalCharges: 0n,
    bets: 0n,
    wins: 0n,
  };
}

/** The local days of an answer: today, then the `days` days before it, newest first. */
export function windowsOf(today: LocalDate, days: number, timeZone: string): DayWindow[] {
  const windows: DayWindow[] = [];
  for (let back = 0; back <= days; back++) {
    const day = addDays(today, -back);
    windows.push({ day, ...boundsOfLocalDay(day, timeZone) });
  }
  return windows;
}

/** Days that follow one another (in either order) as runs, so a read covers only their instants. */
export function runsOf(windows: readonly DayWindow[]): DayWindow[][] {
  const runs: DayWindow[][] = [];
  for (const window of [...windows].sort((a, b) => a.from.getTime() - b.from.getTime())) {
    const run = runs.at(-1);
    if (run && run.at(-1)!.to.getTime() === window.from.getTime()) run.push(window);
    else runs.push([window]);
  }
  return runs;
}

/** Whether a day ended long enough ago to be kept. */
export function isSettled(window: Pick<DayWindow, 'to'>, now: Date): boolean {
  return window.to.getTime() + SETTLE_MS <= now.getTime();
}

/**
 * The ledger's house-side sums by day, currency and type as money per day and currency. Postings
 * balance, so the members' side is read off the house side: a deposit credits the member what left
 * the clearing account less the house's fee; a payout takes from the member's held money what went
 * to the clearing account plus the house's charge; a bet's stake is what the vendor account got, a
 * win what it gave (so rollbacks, which give stakes back, come off the bets). Counts are postings
 * less their reversals.
 */
export function moneyByDay(rows: readonly DayFigures[]): Map<string, Map<string, MoneyFigures>> {
  const days = new Map<string, Map<string, MoneyFigures>>();
  for (const row of rows) {
    let currencies = days.get(row.day);
    if (!currencies) days.set(row.day, (currencies = new Map()));
    let money = currencies.get(row.currency);
    if (!money) currencies.set(row.currency, (money = zeroMoney()));
    const count = BigInt(row.posted - row.reversed);
    switch (row.type) {
      case 'deposit':
        money.depositCount += count;
        money.deposits += -row.clearing - row.house;
        money.depositFees += row.house;
        break;
      case 'withdrawal':
        money.withdrawalCount += count;
        money.withdrawals += row.clearing + row.house;
        money.withdrawalCharges += row.house;
        break;
      case 'bet':
        money.bets += row.vendor;
        break;
      case 'win':
        money.wins += -row.vendor;
        break;
    }
  }
  return days;
}

/** The members of a day who bet (in any currency). */
export function bettorsByDay(rows: readonly DayFigures[]): Map<string, number[]> {
  const days = new Map<string, Set<number>>();
  for (const row of rows) {
    if (row.type !== 'bet') continue;
    let members = days.get(row.day);
    if (!members) days.set(row.day, (members = new Set()));
    for (const id of row.members) members.add(id);
  }
  return new Map([...days].map(([day, members]) => [day, [...members]]));
}

/** Distinct members with a login or a bet. */
export function activeCount(logins: readonly number[], bettors: readonly number[]): number {
  return new Set([...logins, ...bettors]).size;
}

export function storedOf(money: ReadonlyMap<string, MoneyFigures>): StoredMoney {
  const stored: StoredMoney = {};
  for (const [currency, figures] of money)
    stored[currency] = Object.fromEntries(MONEY_KEYS.map((key) => [key, figures[key].toString()])) as Record<
      keyof MoneyFigures,
      string
    >;
  return stored;
}

/** A kept day's money; a value that is not a whole number reads as zero (it never should). */
export function moneyOfStored(stored: unknown): Map<string, MoneyFigures> {
  const money = new Map<string, MoneyFigures>();
  if (!stored || typeof stored !== 'object') return money;
  for (const [currency, figures] of Object.entries(stored as Record<string, unknown>)) {
    const values = (figures ?? {}) as Record<string, unknown>;
    const parsed = zeroMoney();
    for (const key of MONEY_KEYS) {
      const value = values[key];
      if (typeof value === 'string' && /^-?\d+$/.test(value)) parsed[key] = BigInt(value);
    }
    money.set(currency, parsed);
  }
  return money;
}

/**
 * Decimals of a currency: the merchant's own setting for its currency, else ISO 4217's as the
 * runtime knows them (2 for a code it does not know).
 */
export function decimalsOf(code: string, siteCurrency: Pick<CurrencySettings, 'code' | 'decimals'>): number {
  if (code === siteCurrency.code) return siteCurrency.decimals;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** A day's money as the answer shows it: the merchant's currency first (zeros too), then the others by code. */
export function moneyAnswer(
  money: ReadonlyMap<string, MoneyFigures>,
  siteCurrency: Pick<CurrencySettings, 'code' | 'decimals'>,
): DashboardMoney[] {
  const codes = [siteCurrency.code, ...[...money.keys()].filter((code) => code !== siteCurrency.code).sort()];
  return codes.map((currency) => {
    const figures = money.get(currency) ?? zeroMoney();
    const decimals = decimalsOf(currency, siteCurrency);
    const amount = (minor: bigint) => formatMinorUnits(minor, decimals);
    return {
      currency,
      deposits: {
        count: Number(figures.depositCount),
        amount: amount(figures.deposits),
        fees: amount(figures.depositFees),
      },
      withdrawals: {
        count: Number(figures.withdrawalCount),
        amount: amount(figures.withdrawals),
        charges: amount(figures.withdrawalCharges),
      },
      bets: amount(figures.bets),
      wins: amount(figures.wins),
      ggr: amount(figures.bets - figures.wins),
    };
  });
}
