import { describe, expect, it } from 'vitest';
import { exposureOf, priceBet, rebateOf, settleBet } from './bets.js';
import { resultFromPrizes } from './draw.js';
import { lotteryGameByCode } from './games.js';
import { LotteryBetError } from './types.js';
import type { LotteryBet } from './types.js';

const NORTH = lotteryGameByCode('VN_NORTH')!;
const DONG_NAI = lotteryGameByCode('VN_DNA')!;
const CAN_THO = lotteryGameByCode('VN_CTH')!;

/**
 * Real sheets, as published by minhngoc.net.vn and stored in the public repository
 * Dominicushuy/sobet-nextjs (data/ketqua_xoso.json, data/lottery_results.json):
 * - XSMB Wednesday 2025-04-09 (drawn at Bắc Ninh), 27 prizes;
 * - XSMN Đồng Nai and Cần Thơ, Wednesday 2025-04-09, 18 prizes each;
 * - XSMB Monday 2025-04-14.
 */
const XSMB_2025_04_09 = resultFromPrizes(NORTH, {
  DB: ['00159'],
  G1: ['91760'],
  G2: ['74428', '74019'],
  G3: ['40491', '46915', '68086', '58335', '18113', '90856'],
  G4: ['9226', '6463', '4240', '6222'],
  G5: ['6722', '9480', '1297', '9896', '5718', '9018'],
  G6: ['889', '416', '313'],
  G7: ['52', '17', '42', '38'],
});
const XSMN_DONG_NAI_2025_04_09 = resultFromPrizes(DONG_NAI, {
  DB: ['987073'],
  G1: ['43653'],
  G2: ['48647'],
  G3: ['08252', '04159'],
  G4: ['89776', '96856', '37267', '64247', '09769', '07757', '08846'],
  G5: ['8434'],
  G6: ['3882', '4783', '7822'],
  G7: ['130'],
  G8: ['21'],
});
const XSMN_CAN_THO_2025_04_09 = resultFromPrizes(CAN_THO, {
  DB: ['412855'],
  G1: ['38295'],
  G2: ['35828'],
  G3: ['57128', '33414'],
  G4: ['77755', '11906', '71147', '69387', '86910', '52937', '31766'],
  G5: ['7989'],
  G6: ['4155', '4686', '7864'],
  G7: ['054'],
  G8: ['11'],
});
const XSMB_2025_04_14 = resultFromPrizes(NORTH, {
  DB: ['46935'],
  G1: ['76071'],
  G2: ['08866', '77999'],
  G3: ['28854', '16105', '81240', '42422', '16899', '38673'],
  G4: ['2965', '5032', '6805', '8755'],
  G5: ['7669', '6117', '1605', '0743', '6632', '8420'],
  G6: ['025', '442', '188'],
  G7: ['74', '03', '68', '19'],
});

const bet = (type: string, picks: string[], unitMinor = 1000n, multiplier = 1): LotteryBet => ({
  type,
  picks,
  unitMinor,
  multiplier,
});

/** [sheet, game, type, picks, hits, win at series 1950 for a 10.00 unit (1000 minor)] — worked by hand. */
const CASES: [string, typeof NORTH, ReturnType<typeof resultFromPrizes>, string, string[], number, bigint][] =
  [
    // XSMB 2025-04-09 endings: 59 60 28 19 91 15 86 35 13 56 26 63 40 22 22 80 97 96 18 18 89 16 13 52 17 42 38.
    // One lô hit pays 1000 × 1950 × 100 / 2000 = 97 500.
    ['MB 09/04 lo2 22 twice (G4 6222, G5 6722)', NORTH, XSMB_2025_04_09, 'lo2', ['22'], 2, 195_000n],
    ['MB 09/04 lo2 18, 13, 00', NORTH, XSMB_2025_04_09, 'lo2', ['18', '13', '00'], 4, 390_000n],
    ['MB 09/04 lo2 59 (DB)', NORTH, XSMB_2025_04_09, 'lo2', ['59'], 1, 97_500n],
    ['MB 09/04 lo2 38 (G7)', NORTH, XSMB_2025_04_09, 'lo2', ['38'], 1, 97_500n],
    ['MB 09/04 lo2 99 misses', NORTH, XSMB_2025_04_09, 'lo2', ['99'], 0, 0n],
    [
      'MB 09/04 lo3 313 (G6) and 113 (G3 18113)',
      NORTH,
      XSMB_2025_04_09,
      'lo3',
      ['313', '113'],
      2,
      1_950_000n,
    ],
    ['MB 09/04 lo3 052: G7 has only two digits', NORTH, XSMB_2025_04_09, 'lo3', ['052'], 0, 0n],
    [
      'MB 09/04 baolo4 8113 (G3), 0159 (DB)',
      NORTH,
      XSMB_2025_04_09,
      'baolo4',
      ['8113', '0159'],
      2,
      19_500_000n,
    ],
    ['MB 09/04 baolo4 0889: G6 has three digits', NORTH, XSMB_2025_04_09, 'baolo4', ['0889'], 0, 0n],
    ['MB 09/04 de 59', NORTH, XSMB_2025_04_09, 'de', ['59', '60'], 1, 97_500n],
    ['MB 09/04 de_g1 60', NORTH, XSMB_2025_04_09, 'de_g1', ['60', '59'], 1, 97_500n],
    // dau / duoi: p = 1/10 → 1000 × 1950 × 10 / 2000 = 9 750.
    ['MB 09/04 dau 5 (DB …59)', NORTH, XSMB_2025_04_09, 'dau', ['5', '0'], 1, 9_750n],
    ['MB 09/04 duoi 9', NORTH, XSMB_2025_04_09, 'duoi', ['9'], 1, 9_750n],
    ['MB 09/04 duoi 5 misses', NORTH, XSMB_2025_04_09, 'duoi', ['5'], 0, 0n],
    ['MB 09/04 bacang 159', NORTH, XSMB_2025_04_09, 'bacang', ['159', '015'], 1, 975_000n],
    ['MB 14/04 de 35', NORTH, XSMB_2025_04_14, 'de', ['35'], 1, 97_500n],
    ['MB 14/04 lo2 05 (G3 16105, G4 6805, G5 1605)', NORTH, XSMB_2025_04_14, 'lo2', ['05'], 3, 292_500n],
    ['MB 14/04 bacang 935', NORTH, XSMB_2025_04_14, 'bacang', ['935'], 1, 975_000n],
    // Đồng Nai 09/04 endings: 73 53 47 52 59 76 56 67 47 69 57 46 34 82 83 22 30 21.
    [
      'DN 09/04 lo2 47 twice (G2 48647, G4 64247)',
      DONG_NAI,
      XSMN_DONG_NAI_2025_04_09,
      'lo2',
      ['47'],
      2,
      195_000n,
    ],
    ['DN 09/04 lo2 21 (G8)', DONG_NAI, XSMN_DONG_NAI_2025_04_09, 'lo2', ['21'], 1, 97_500n],
    ['DN 09/04 lo3 130 (G7)', DONG_NAI, XSMN_DONG_NAI_2025_04_09, 'lo3', ['130'], 1, 975_000n],
    ['DN 09/04 baolo4 7822 (G6)', DONG_NAI, XSMN_DONG_NAI_2025_04_09, 'baolo4', ['7822'], 1, 9_750_000n],
    ['DN 09/04 de 73', DONG_NAI, XSMN_DONG_NAI_2025_04_09, 'de', ['73'], 1, 97_500n],
    ['DN 09/04 de 21 is G8, not the special prize', DONG_NAI, XSMN_DONG_NAI_2025_04_09, 'de', ['21'], 0, 0n],
    ['DN 09/04 de_g1 53', DONG_NAI, XSMN_DONG_NAI_2025_04_09, 'de_g1', ['53'], 1, 97_500n],
    ['DN 09/04 dau 7 / duoi 3', DONG_NAI, XSMN_DONG_NAI_2025_04_09, 'dau', ['7'], 1, 9_750n],
    [
      'DN 09/04 bacang 073 (6-digit special)',
      DONG_NAI,
      XSMN_DONG_NAI_2025_04_09,
      'bacang',
      ['073'],
      1,
      975_000n,
    ],
    [
      'CT 09/04 lo2 55 (DB 412855, G4 77755, G6 4155)',
      CAN_THO,
      XSMN_CAN_THO_2025_04_09,
      'lo2',
      ['55'],
      3,
      292_500n,
    ],
    ['CT 09/04 de 55', CAN_THO, XSMN_CAN_THO_2025_04_09, 'de', ['55'], 1, 97_500n],
  ];

describe('VN bet types against real result sheets', () => {
  it.each(CASES)('%s', (_label, game, result, type, picks, hits, win) => {
    const settled = settleBet(game, bet(type, picks), result, 1950);
    expect(settled.hits).toBe(hits);
    expect(settled.winMinor).toBe(win);
  });

  it('xiên: all numbers must appear; several numbers buy every k-subset (xiên quay)', () => {
    const pay = (game: typeof NORTH, type: string) =>
      exposureOf(game, bet(type, ['00', '01', '02', '03'].slice(0, Number(type.slice(-1)))), 1950)[0]!
        .payoutMinor;
    const cases: [typeof NORTH, ReturnType<typeof resultFromPrizes>, string, string[], number][] = [
      [NORTH, XSMB_2025_04_09, 'xien2', ['22', '59'], 1],
      [NORTH, XSMB_2025_04_09, 'xien2', ['22', '00'], 0],
      [NORTH, XSMB_2025_04_09, 'xien2', ['13', '18', '00'], 1], // 13-18 wins, 00-13 and 00-18 lose
      [NORTH, XSMB_2025_04_09, 'xien3', ['13', '18', '22'], 1],
      [NORTH, XSMB_2025_04_09, 'xien3', ['13', '18', '22', '59'], 4], // all four 3-subsets
      [NORTH, XSMB_2025_04_09, 'xien4', ['13', '18', '22', '99'], 0],
      [NORTH, XSMB_2025_04_09, 'xien4', ['13', '18', '22', '38'], 1],
      [DONG_NAI, XSMN_DONG_NAI_2025_04_09, 'xien2', ['21', '73'], 1],
      [DONG_NAI, XSMN_DONG_NAI_2025_04_09, 'xien3', ['21', '73', '47'], 1],
    ];
    for (const [game, result, type, picks, hits] of cases) {
      const settled = settleBet(game, bet(type, picks), result, 1950);
      expect(settled.hits, `${type} ${picks.join(',')}`).toBe(hits);
      expect(settled.winMinor).toBe(BigInt(hits) * pay(game, type));
    }
  });

  it('xiên pays per 1.00 what series / (2000 p) gives (north 27 slots, south 18)', () => {
    // p = Σ (−1)^j C(k, j) (1 − j/100)^n; payout per 1.00 = 0.975 / p at series 1950.
    const approx = (k: number, n: number) => {
      let p = 0;
      for (let j = 0; j <= k; j += 1)
        p += (-1) ** j * [1, k, (k * (k - 1)) / 2, (k * (k - 1) * (k - 2)) / 6, 1][j]! * (1 - j / 100) ** n;
      return 0.975 / p;
    };
    for (const [game, n] of [
      [NORTH, 27],
      [DONG_NAI, 18],
    ] as const) {
      for (const k of [2, 3, 4]) {
        const picks = ['00', '01', '02', '03'].slice(0, k);
        const pay = Number(exposureOf(game, bet(`xien${k}`, picks, 100n), 1950)[0]!.payoutMinor) / 100;
        expect(Math.abs(pay - approx(k, n))).toBeLessThan(0.011);
      }
    }
  });

  it('pricing: lô costs one stake per slot of the region; other types one per number', () => {
    expect(priceBet(NORTH, bet('lo2', ['22', '59'])).costMinor).toBe(1000n * 27n * 2n);
    expect(priceBet(DONG_NAI, bet('lo2', ['22', '59'])).costMinor).toBe(1000n * 18n * 2n);
    expect(priceBet(NORTH, bet('lo3', ['123'])).combinations).toBe(23);
    expect(priceBet(DONG_NAI, bet('lo3', ['123'])).combinations).toBe(17);
    expect(priceBet(NORTH, bet('baolo4', ['1234'])).combinations).toBe(20);
    expect(priceBet(DONG_NAI, bet('baolo4', ['1234'])).combinations).toBe(16);
    expect(priceBet(NORTH, bet('de', ['01', '02', '03'], 1000n, 3)).costMinor).toBe(9000n);
    expect(priceBet(NORTH, bet('xien2', ['01', '02', '03', '04'])).combinations).toBe(6);
    expect(priceBet(NORTH, bet('xien4', ['01', '02', '03', '04', '05'])).combinations).toBe(5);
    // bao lô on all 100 two-digit numbers is one bet (the limit counts lô numbers, not slots).
    const all = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
    expect(priceBet(NORTH, bet('lo2', all)).combinations).toBe(2700);
  });

  it('exposure: one key per number (lô per appearance), per xiên set', () => {
    expect(exposureOf(NORTH, bet('lo2', ['27', '05']), 1950)).toEqual([
      { key: 'lo2:27', payoutMinor: 97_500n },
      { key: 'lo2:05', payoutMinor: 97_500n },
    ]);
    expect(exposureOf(NORTH, bet('xien2', ['27', '12', '05']), 1800).map((e) => e.key)).toEqual([
      'xien2:05-12',
      'xien2:05-27',
      'xien2:12-27',
    ]);
    expect(exposureOf(NORTH, bet('de', ['27'], 1000n, 2), 1800)).toEqual([
      { key: 'de:27', payoutMinor: 180_000n },
    ]);
  });

  it('a lower series pays less and earns the rebate', () => {
    const low = settleBet(NORTH, bet('de', ['59']), XSMB_2025_04_09, 1800);
    expect(low.winMinor).toBe(90_000n);
    expect(rebateOf(NORTH, 1800, 100_000n)).toBe(7_500n);
    expect(rebateOf(NORTH, 1950, 100_000n)).toBe(0n);
  });

  it('refuses malformed bets with the right codes', () => {
    const code = (f: () => unknown): string => {
      try {
        f();
      } catch (error) {
        return error instanceof LotteryBetError ? error.code : String(error);
      }
      return 'accepted';
    };
    expect(code(() => priceBet(NORTH, bet('lo5', ['12'])))).toBe('unknown.type');
    expect(code(() => priceBet(NORTH, bet('lo2', ['123'])))).toBe('bad.picks');
    expect(code(() => priceBet(NORTH, bet('lo2', ['1a'])))).toBe('bad.picks');
    expect(code(() => priceBet(NORTH, bet('lo2', ['12', '12'])))).toBe('bad.picks');
    expect(code(() => priceBet(NORTH, bet('lo2', [])))).toBe('bad.picks');
    expect(code(() => priceBet(NORTH, bet('dau', ['12'])))).toBe('bad.picks');
    expect(code(() => priceBet(NORTH, bet('xien3', ['12', '13'])))).toBe('bad.picks');
    expect(
      code(() =>
        priceBet(
          NORTH,
          bet(
            'xien2',
            Array.from({ length: 46 }, (_, i) => String(i + 10)),
          ),
        ),
      ),
    ).toBe('too.many.combinations');
    const thousand = Array.from({ length: 1001 }, (_, i) => String(i).padStart(4, '0'));
    expect(code(() => priceBet(NORTH, bet('baolo4', thousand)))).toBe('too.many.combinations');
    expect(code(() => priceBet(NORTH, bet('de', ['12'], 99n)))).toBe('bad.amount');
    expect(code(() => priceBet(NORTH, bet('de', ['12'], 10_000_001n)))).toBe('bad.amount');
    expect(code(() => priceBet(NORTH, bet('de', ['12'], 1000n, 0)))).toBe('bad.multiplier');
    expect(code(() => priceBet(NORTH, bet('de', ['12'], 1000n, 10_000)))).toBe('bad.multiplier');
    expect(code(() => priceBet(NORTH, bet('de', ['12'], 1000n, 1.5)))).toBe('bad.multiplier');
    expect(code(() => settleBet(NORTH, bet('de', ['12']), XSMB_2025_04_09, 1940))).toBe('unknown.series');
  });

  it('settling against a sheet of the wrong region is refused', () => {
    expect(() => settleBet(NORTH, bet('de', ['73']), XSMN_DONG_NAI_2025_04_09, 1950)).toThrow(
      /unknown prize G8/,
    );
  });
});
