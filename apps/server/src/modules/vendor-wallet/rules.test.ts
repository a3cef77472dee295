import { describe, expect, it } from 'vitest';
import {
  answerText,
  bare,
  bigWinsLimit,
  bigWinsSince,
  DECIMALS_CACHE_MS,
  decimalsEntry,
  freshDecimals,
  isVendorCodeShape,
  isWalletAction,
  reconcileDays,
  recordsWindow,
  totalsOf,
  walletAmountMinor,
} from './rules.js';
import { KWD, PHP, VND, refusalCode } from '../../kernel/test-support.js';

const DAY = 86_400_000;

describe('wallet calls', () => {
  it('knows the four actions only', () => {
    for (const action of ['balance', 'debit', 'credit', 'rollback'])
      expect(isWalletAction(action)).toBe(true);
    expect(isWalletAction('settle')).toBe(false);
    expect(isWalletAction('Debit')).toBe(false);
  });
  it('takes vendor codes of 1 to 40 letters, digits, _ and -', () => {
    expect(isVendorCodeShape('AURORA')).toBe(true);
    expect(isVendorCodeShape('a_b-9')).toBe(true);
    expect(isVendorCodeShape('A'.repeat(40))).toBe(true);
    expect(isVendorCodeShape('A'.repeat(41))).toBe(false);
    expect(isVendorCodeShape('')).toBe(false);
    expect(isVendorCodeShape('../x')).toBe(false);
  });
});

describe('answers', () => {
  it('are written with the same keys in the same order, whatever the stored order', () => {
    const stored = {
      walletTransactionId: '7',
      currency: 'PHP',
      balance: '1.00',
      status: 'OK',
      pending: true,
    };
    expect(answerText(stored)).toBe(
      '{"status":"OK","balance":"1.00","currency":"PHP","walletTransactionId":"7"}',
    );
    expect(answerText({ status: 'SERVER_BUSY' })).toBe(
      '{"status":"SERVER_BUSY","balance":null,"currency":null,"walletTransactionId":null}',
    );
    expect(answerText(bare('INVALID_SIGNATURE'))).toBe(answerText({ status: 'INVALID_SIGNATURE' }));
  });
});

describe('walletAmountMinor', () => {
  it('reads amounts at the currency decimals (0, 2, 3)', () => {
    expect(walletAmountMinor('1.50', 2, false)).toBe(150n);
    expect(walletAmountMinor('1.5', 2, false)).toBe(150n);
    expect(walletAmountMinor('15', 0, false)).toBe(15n);
    expect(walletAmountMinor('1.005', 3, false)).toBe(1005n);
    expect(walletAmountMinor('9999999999999.99', 2, false)).toBe(999999999999999n);
  });
  it('refuses more decimals than the currency has', () => {
    expect(walletAmountMinor('1.5', 0, false)).toBeNull();
    expect(walletAmountMinor('1.005', 2, false)).toBeNull();
    expect(walletAmountMinor('1.0005', 3, false)).toBeNull();
  });
  it('refuses zero for bets, takes it for wins', () => {
    expect(walletAmountMinor('0', 2, false)).toBeNull();
    expect(walletAmountMinor('0.00', 2, false)).toBeNull();
    expect(walletAmountMinor('0', 2, true)).toBe(0n);
    expect(walletAmountMinor('0.01', 2, false)).toBe(1n);
  });
  it('refuses negative and malformed amounts', () => {
    expect(walletAmountMinor('-1', 2, true)).toBeNull();
    expect(walletAmountMinor('abc', 2, true)).toBeNull();
  });
});

describe('the decimals cache', () => {
  it('answers cached decimals for a minute, zero decimals included', () => {
    const entry = decimalsEntry(0, 1_000);
    expect(entry).toEqual({ value: 0, until: 1_000 + DECIMALS_CACHE_MS });
    expect(freshDecimals(entry, 1_000)).toBe(0);
    expect(freshDecimals(entry, 1_000 + DECIMALS_CACHE_MS - 1)).toBe(0);
  });
  it('reads them again from the moment they expire, or when none are cached', () => {
    const entry = decimalsEntry(3, 1_000);
    expect(freshDecimals(entry, 1_000 + DECIMALS_CACHE_MS)).toBeNull();
    expect(freshDecimals(entry, 1_000 + DECIMALS_CACHE_MS + 1)).toBeNull();
    expect(freshDecimals(undefined, 0)).toBeNull();
  });
});

describe('winner board', () => {
  it('looks back 7 days', () => {
    expect(bigWinsSince(new Date('2024-05-08T00:00:00Z')).toISOString()).toBe('2024-05-01T00:00:00.000Z');
  });
  it('lists 1 to 200 wins', () => {
    expect(bigWinsLimit(0)).toBe(1);
    expect(bigWinsLimit(-5)).toBe(1);
    expect(bigWinsLimit(1)).toBe(1);
    expect(bigWinsLimit(200)).toBe(200);
    expect(bigWinsLimit(201)).toBe(200);
  });
});

describe('records', () => {
  const now = new Date('2024-05-20T15:00:00Z');
  const today = Date.UTC(2024, 4, 20);

  it('answers a window of whole UTC days', () => {
    const range = recordsWindow({ startTime: today - 2 * DAY + 5_000, endTime: today + 1_000 }, now);
    expect(range.from.getTime()).toBe(today - 2 * DAY);
    expect(range.to.getTime()).toBe(today + DAY);
  });
  it('goes back 92 days from the start of today, not one day more', () => {
    const oldest = today - 92 * DAY;
    expect(recordsWindow({ startTime: oldest, endTime: oldest + DAY }, now).from.getTime()).toBe(oldest);
    expect(refusalCode(() => recordsWindow({ startTime: oldest - 1, endTime: oldest + DAY }, now))).toBe(
      'field.too_old',
    );
  });

  it('shows profit as wins less valid bets, at the currency decimals', () => {
    expect(totalsOf({ bet: 1_000n, valid: 600n, win: 1_500n }, PHP)).toEqual({
      betAmount: '10.00',
      validBet: '6.00',
      winAmount: '15.00',
      profit: '9.00',
    });
    expect(totalsOf({ bet: 500n, valid: 500n, win: 0n }, VND).profit).toBe('-500');
    expect(totalsOf({ bet: 1_234n, valid: 1_234n, win: 1_234n }, KWD)).toEqual({
      betAmount: '1.234',
      validBet: '1.234',
      winAmount: '1.234',
      profit: '0.000',
    });
    // A stake rolled back is neither lost nor won.
    expect(totalsOf({ bet: 100n, valid: 0n, win: 0n }, PHP).profit).toBe('0.00');
  });

  it("reconciles the wallet's days with the ledger's member legs", () => {
    const days = reconcileDays(
      [
        { day: '2024-05-02', rounds: 1, bets: 100n, wins: 0n, rollbacks: 0n },
        { day: '2024-05-01', rounds: 2, bets: 300n, wins: 250n, rollbacks: 0n },
        { day: '2024-05-01', rounds: 0, bets: 0n, wins: 0n, rollbacks: 100n },
      ],
      [
        { day: '2024-05-01', type: 'bet', amount: -300n },
        { day: '2024-05-01', type: 'win', amount: 250n },
        { day: '2024-05-01', type: 'rollback', amount: 100n },
        { day: '2024-05-02', type: 'bet', amount: -90n },
        { day: '2024-05-03', type: 'win', amount: 5n },
      ],
      PHP,
    );
    expect(days.map((day) => [day.date, day.matches])).toEqual([
      ['2024-05-01', true],
      ['2024-05-02', false],
      ['2024-05-03', false],
    ]);
    expect(days[0]).toEqual({
      date: '2024-05-01',
      rounds: 2,
      bets: '3.00',
      wins: '2.50',
      rollbacks: '1.00',
      ledgerBets: '3.00',
      ledgerWins: '2.50',
      ledgerRollbacks: '1.00',
      matches: true,
    });
    expect(days[1]!.ledgerBets).toBe('0.90');
    expect(days[2]!.rounds).toBe(0);
    expect(reconcileDays([], [], VND)).toEqual([]);
  });
});
