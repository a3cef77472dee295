import { describe, expect, it } from 'vitest';
import type { DayFigures } from '../ledger/figures.js';
import {
  activeCount,
  bettorsByDay,
  decimalsOf,
  isSettled,
  moneyAnswer,
  moneyByDay,
  moneyOfStored,
  runsOf,
  SETTLE_MS,
  storedOf,
  windowsOf,
  zeroMoney,
} from './rules.js';

const PHP = { code: 'PHP', decimals: 2 };

function row(day: string, type: DayFigures['type'], values: Partial<DayFigures> = {}): DayFigures {
  return {
    day,
    currency: 'PHP',
    type,
    posted: 0,
    reversed: 0,
    clearing: 0n,
    vendor: 0n,
    house: 0n,
    members: [],
    ...values,
  };
}

describe('dashboard days', () => {
  it('are today and the days before it, newest first, as the merchant zone bounds them', () => {
    const windows = windowsOf('2026-03-09', 2, 'Asia/Kathmandu');
    expect(windows.map((window) => window.day)).toEqual(['2026-03-09', '2026-03-08', '2026-03-07']);
    // Kathmandu is 5:45 ahead of UTC: its day starts at 18:15 UTC the day before.
    expect(windows[0]!.from.toISOString()).toBe('2026-03-08T18:15:00.000Z');
    expect(windows[0]!.to.toISOString()).toBe('2026-03-09T18:15:00.000Z');
    expect(windows[1]!.to).toEqual(windows[0]!.from);
  });

  it('follow the clock change: a 23-hour day in New York', () => {
    const [day] = windowsOf('2026-03-08', 0, 'America/New_York');
    expect(day!.to.getTime() - day!.from.getTime()).toBe(23 * 3_600_000);
  });

  it('are kept once they ended a while ago', () => {
    const [day] = windowsOf('2026-03-09', 0, 'UTC');
    expect(isSettled(day!, new Date(day!.to.getTime() + SETTLE_MS - 1))).toBe(false);
    expect(isSettled(day!, new Date(day!.to.getTime() + SETTLE_MS))).toBe(true);
  });
});

describe('dashboard money', () => {
  it('reads what the members got off the house side, rollbacks netted', () => {
    const money = moneyByDay([
      // 10,000 paid in, 200 of it kept as fees: 9,800 credited.
      row('d1', 'deposit', { posted: 2, clearing: -10_000n, house: 200n }),
      // 3,000 taken from the held money: 2,950 paid out, 50 charged.
      row('d1', 'withdrawal', { posted: 1, clearing: 2_950n, house: 50n }),
      // Three stakes of 100, one rolled back the same day.
      row('d1', 'bet', { posted: 3, reversed: 1, vendor: 200n, members: [7, 8] }),
      row('d1', 'win', { posted: 1, vendor: -150n }),
      // A rollback a day later of a bet of the first day is a negative bet of that later day.
      row('d2', 'bet', { reversed: 1, vendor: -100n }),
    ]);
    expect(money.get('d1')!.get('PHP')).toEqual({
      depositCount: 2n,
      deposits: 9_800n,
      depositFees: 200n,
      withdrawalCount: 1n,
      withdrawals: 3_000n,
      withdrawalCharges: 50n,
      bets: 200n,
      wins: 150n,
    });
    expect(money.get('d2')!.get('PHP')!.bets).toBe(-100n);
    const [shown] = moneyAnswer(money.get('d1')!, PHP);
    expect(shown).toEqual({
      currency: 'PHP',
      deposits: { count: 2, amount: '98.00', fees: '2.00' },
      withdrawals: { count: 1, amount: '30.00', charges: '0.50' },
      bets: '2.00',
      wins: '1.50',
      ggr: '0.50',
    });
  });

  it("shows the merchant's currency first, with zeros, then the others by code with their own decimals", () => {
    const money = new Map([
      ['USD', { ...zeroMoney(), bets: 1_234n }],
      ['JPY', { ...zeroMoney(), wins: 50n }],
    ]);
    expect(moneyAnswer(money, PHP).map((entry) => [entry.currency, entry.bets, entry.wins])).toEqual([
      ['PHP', '0.00', '0.00'],
      ['JPY', '0', '50'],
      ['USD', '12.34', '0.00'],
    ]);
    expect(decimalsOf('VND', { code: 'VND', decimals: 2 })).toBe(2);
    expect(decimalsOf('KWD', PHP)).toBe(3);
    expect(decimalsOf('ZZZ', PHP)).toBe(2);
  });

  it('is kept as decimal strings and read back the same', () => {
    const money = new Map([['PHP', { ...zeroMoney(), deposits: 10n ** 15n, bets: -5n }]]);
    const stored = JSON.parse(JSON.stringify(storedOf(money))) as unknown;
    expect(moneyOfStored(stored)).toEqual(money);
    expect(moneyOfStored(null)).toEqual(new Map());
    expect(moneyOfStored({ PHP: { bets: 1.5 } }).get('PHP')).toEqual(zeroMoney());
  });
});

describe('active members', () => {
  it('count a member who logged in and bet once', () => {
    const bettors = bettorsByDay([
      row('d1', 'bet', { members: [1, 2] }),
      row('d1', 'bet', { currency: 'USD', members: [2, 3] }),
      row('d1', 'win', { members: [9] }),
    ]);
    expect(bettors.get('d1')!.sort()).toEqual([1, 2, 3]);
    expect(activeCount([3, 4], bettors.get('d1')!)).toBe(4);
    expect(activeCount([], [])).toBe(0);
  });
});

describe('runs of days', () => {
  it('read consecutive days together and a gap apart', () => {
    const [today, yesterday, before, , , far] = windowsOf('2026-03-09', 5, 'Asia/Kathmandu');
    const runs = runsOf([today!, far!, yesterday!, before!]);
    expect(runs.map((run) => run.map((window) => window.day))).toEqual([
      ['2026-03-04'],
      ['2026-03-07', '2026-03-08', '2026-03-09'],
    ]);
  });
});
