import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashbackOf,
  isBirthday,
  levelsPassed,
  moneyForPoints,
  pointsOf,
  rankAfterReview,
  rankReached,
  vipServiceFor,
  type Rank,
} from './rules.js';

const rank = (level: number, deposit: bigint, bet: bigint, keep: bigint): Rank => ({
  level,
  name: `VIP${level}`,
  upgradeDepositMinor: deposit,
  upgradeValidBetMinor: bet,
  keepValidBetMinor: keep,
  upgradeRewardMinor: 0n,
  birthdayRewardMinor: 0n,
  cashbackRates: {},
  pointsPerHundred: {},
});
const RANKS = [
  rank(0, 0n, 0n, 0n),
  rank(1, 10_000n, 50_000n, 20_000n),
  rank(2, 100_000n, 500_000n, 200_000n),
];

describe('ranks', () => {
  it('reaches the highest rank whose deposits and valid bets are both met', () => {
    expect(rankReached(RANKS, 0n, 0n)).toBe(0);
    expect(rankReached(RANKS, 10_000n, 49_999n)).toBe(0);
    expect(rankReached(RANKS, 10_000n, 50_000n)).toBe(1);
    expect(rankReached(RANKS, 99_999n, 10_000_000n)).toBe(1);
    expect(rankReached(RANKS, 100_000n, 500_000n)).toBe(2);
  });
  it('keeps a rank when its keep rule is met, else moves one down (never below 0)', () => {
    expect(rankAfterReview(RANKS, 2, 200_000n)).toBe(2);
    expect(rankAfterReview(RANKS, 2, 199_999n)).toBe(1);
    expect(rankAfterReview(RANKS, 1, 0n)).toBe(0);
    expect(rankAfterReview(RANKS, 0, 0n)).toBe(0);
  });
  it('names every level an upgrade passes (each rewarded once)', () => {
    expect(levelsPassed(0, 3)).toEqual([1, 2, 3]);
    expect(levelsPassed(2, 2)).toEqual([]);
  });
  it('never reaches a rank below what smaller figures reach (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 7n }),
        fc.bigInt({ min: 0n, max: 10n ** 7n }),
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        (d, b, more) => {
          expect(rankReached(RANKS, d + more, b + more)).toBeGreaterThanOrEqual(rankReached(RANKS, d, b));
        },
      ),
    );
  });
  it('routes VIP service above rank 4', () => {
    expect(vipServiceFor(4)).toBe(false);
    expect(vipServiceFor(5)).toBe(true);
  });
});

describe('cashback and points', () => {
  it('pays each category its rate, floored per category', () => {
    const result = cashbackOf(
      [
        { category: 'RNG', validBetMinor: 123_456n },
        { category: 'LIVE', validBetMinor: 100_000n },
        { category: 'LOTT', validBetMinor: 50_000n },
      ],
      { RNG: 80, LIVE: 50 },
    );
    expect(result.lines.map((line) => [line.category, line.rateBasisPoints, line.amountMinor])).toEqual([
      ['RNG', 80, 987n],
      ['LIVE', 50, 500n],
      ['LOTT', 0, 0n],
    ]);
    expect(result.totalMinor).toBe(1_487n);
  });
  it('earns points per 100.00 of valid bets in any currency, flooring once', () => {
    expect(pointsOf([{ category: 'RNG', validBetMinor: 15_050n }], { RNG: 2 }, 2)).toBe(3n);
    expect(
      pointsOf(
        [
          { category: 'RNG', validBetMinor: 5_000n },
          { category: 'LIVE', validBetMinor: 5_000n },
        ],
        { RNG: 1, LIVE: 1 },
        2,
      ),
    ).toBe(1n);
    expect(pointsOf([{ category: 'RNG', validBetMinor: 250n }], { RNG: 4 }, 0)).toBe(10n);
  });
  it('converts points to money at the published rate, floored', () => {
    expect(moneyForPoints(1_050n, 100, 2)).toBe(1_050n);
    expect(moneyForPoints(1_050n, 1_000, 2)).toBe(105n);
    expect(moneyForPoints(999n, 1_000, 0)).toBe(0n);
  });
  it('splitting bets over windows never earns more cashback than one window (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 9n }), { maxLength: 20 }),
        fc.integer({ min: 0, max: 500 }),
        (bets, rate) => {
          const whole = cashbackOf([{ category: 'RNG', validBetMinor: bets.reduce((a, b) => a + b, 0n) }], {
            RNG: rate,
          }).totalMinor;
          const split = bets.reduce(
            (sum, bet) =>
              sum + cashbackOf([{ category: 'RNG', validBetMinor: bet }], { RNG: rate }).totalMinor,
            0n,
          );
          expect(split <= whole).toBe(true);
        },
      ),
    );
  });
});

describe('birthdays', () => {
  it('matches month and day, keeping 29 February on the 28th of other years', () => {
    expect(isBirthday('1990-11-27', '2026-11-27')).toBe(true);
    expect(isBirthday('1990-11-27', '2026-11-28')).toBe(false);
    expect(isBirthday('1992-02-29', '2026-02-28')).toBe(true);
    expect(isBirthday('1992-02-29', '2028-02-29')).toBe(true);
    expect(isBirthday(null, '2026-11-27')).toBe(false);
    expect(isBirthday('27/11/1990', '2026-11-27')).toBe(false);
  });
});
