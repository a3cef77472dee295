import { describe, expect, it } from 'vitest';
import { exposureOf, priceBet, rebateOf, settleBet } from './bets.js';
import { resultFromNumbers, resultFromPrizes } from './draw.js';
import { lotteryGameByCode } from './games.js';
import { LotteryBetError } from './types.js';
import type { LotteryBet, LotteryGameDefinition, LotteryResult } from './types.js';

const game = (code: string): LotteryGameDefinition => lotteryGameByCode(code)!;
const bet = (type: string, picks: string[], unitMinor = 100n, multiplier = 1): LotteryBet => ({
  type,
  picks,
  unitMinor,
  multiplier,
});

const SSC = game('SSC1');
const K3 = game('K3_1');
const PK10 = game('PK10_3');
const X115 = game('X115_5');
const SSC_A = resultFromNumbers(SSC, ['7', '3', '3', '8', '7']); // sum 28: big, even; 7 = 7: tie
const SSC_B = resultFromNumbers(SSC, ['9', '0', '1', '2', '3']); // 9 > 3: dragon
const K3_A = resultFromNumbers(K3, ['5', '4', '4']); // sum 13
const K3_T = resultFromNumbers(K3, ['3', '3', '3']); // a triple, sum 9
const PK10_A = resultFromNumbers(PK10, ['03', '04', '05', '07', '08', '02', '01', '06', '10', '09']);
const X115_A = resultFromNumbers(X115, ['09', '10', '02', '03', '04']);

/**
 * [game, result, type, picks, hits, win at series 1950 for a 1.00 unit (100 minor)]. The pay of one
 * hit is floor(100 × 1950 / (2000 × p)), worked by hand: p = 1/10 → 975, 1/2 → 195, 1/1000 → 97 500,
 * 3/1000 → 32 500, 45/100 → 216, K3 sum 13 = 21/216 → 1002, big = 105/216 → 200, pair 16/216 → 1316,
 * two faces 30/216 → 702, single 91/216 → 231, triple 1/216 → 21 060, any triple 6/216 → 3 510,
 * PK10 top-two 7 = 6/90 → 1462, X115 any1 5/11 → 214, any2 2/11 → 536, any3 28/462 = 2/33 → 1608,
 * any4 1/66 → 6435, any5 1/462 → 45 045, first ball 1/11 → 1072, front2 1/110 → 10 725,
 * front3 1/990 → 96 525.
 */
const CASES: [LotteryGameDefinition, LotteryResult, string, string[], number, bigint][] = [
  [SSC, SSC_A, 'ssc.pos', ['1:7', '2:3', '5:7', '1:3'], 3, 2925n],
  [SSC, SSC_A, 'ssc.bsoe', ['1:big', '2:small', '3:odd', '4:even', '4:odd'], 4, 780n],
  [SSC, SSC_A, 'ssc.sum', ['big', 'even', 'odd', 'small'], 2, 390n],
  [SSC, SSC_A, 'ssc.front3', ['733', '337'], 1, 97_500n],
  [SSC, SSC_A, 'ssc.group3', ['373'], 1, 32_500n],
  [SSC, SSC_A, 'ssc.group3', ['377'], 0, 0n],
  [SSC, SSC_A, 'ssc.group6', ['378'], 0, 0n],
  [SSC, SSC_B, 'ssc.group6', ['019', '123'], 1, 16_250n], // 6/1000 → 16 250
  [SSC, SSC_A, 'ssc.dt', ['tie'], 1, 975n],
  [SSC, SSC_A, 'ssc.dt', ['dragon', 'tiger'], 0, 0n],
  [SSC, SSC_B, 'ssc.dt', ['dragon', 'tie'], 1, 216n],
  [K3, K3_A, 'k3.sum', ['13', '12'], 1, 1002n],
  [K3, K3_A, 'k3.bsoe', ['big', 'odd', 'small', 'even'], 2, 400n],
  [K3, K3_A, 'k3.triple', ['444'], 0, 0n],
  [K3, K3_A, 'k3.any_triple', ['any'], 0, 0n],
  [K3, K3_A, 'k3.pair', ['44', '55'], 1, 1316n],
  [K3, K3_A, 'k3.combo2', ['45', '14'], 1, 702n],
  [K3, K3_A, 'k3.single', ['5', '4', '1'], 2, 462n],
  [K3, K3_T, 'k3.bsoe', ['big', 'small', 'odd', 'even'], 0, 0n],
  [K3, K3_T, 'k3.triple', ['333'], 1, 21_060n],
  [K3, K3_T, 'k3.any_triple', ['any'], 1, 3510n],
  [K3, K3_T, 'k3.pair', ['33'], 1, 1316n],
  [K3, K3_T, 'k3.single', ['3'], 1, 231n],
  [K3, K3_T, 'k3.sum', ['9'], 1, 842n], // 25/216 → 842
  [PK10, PK10_A, 'pk10.pos', ['1:03', '10:9', '2:03'], 2, 1950n],
  [PK10, PK10_A, 'pk10.top2sum', ['7', '8'], 1, 1462n],
  [PK10, PK10_A, 'pk10.dt', ['1:dragon', '1:tiger', '2:dragon', '3:dragon', '4:dragon', '5:dragon'], 3, 585n],
  [PK10, PK10_A, 'pk10.bsoe', ['1:small', '1:odd', '9:big', '9:even', '1:big'], 4, 780n],
  [X115, X115_A, 'x115.any1', ['09', '1'], 1, 214n],
  [X115, X115_A, 'x115.any2', ['02', '09', '11'], 1, 536n],
  [X115, X115_A, 'x115.any3', ['02', '03', '04'], 1, 1608n],
  [X115, X115_A, 'x115.any4', ['2', '3', '4', '9'], 1, 6435n],
  [X115, X115_A, 'x115.any5', ['02', '03', '04', '09', '10'], 1, 45_045n],
  [X115, X115_A, 'x115.any5', ['02', '03', '04', '09', '11'], 0, 0n],
  [X115, X115_A, 'x115.pos1', ['09', '10'], 1, 1072n],
  [X115, X115_A, 'x115.front2', ['09,10', '10,09'], 1, 10_725n],
  [X115, X115_A, 'x115.front3', ['9,10,2', '09,02,10'], 1, 96_525n],
];

describe('fast-game bet types against hand-worked results', () => {
  it.each(CASES.map((c) => [`${c[0].code} ${c[2]} ${c[3].join(' ')}`, ...c] as const))(
    '%s',
    (_l, g, result, type, picks, hits, win) => {
      const settled = settleBet(g, bet(type, picks), result, 1950);
      expect(settled.hits).toBe(hits);
      expect(settled.winMinor).toBe(win);
    },
  );

  it('ZY games pay the same rule at their single series and have no rebate', () => {
    const zy = game('ZY_SSC1');
    expect(settleBet(zy, bet('ssc.pos', ['1:7']), resultFromNumbers(zy, SSC_A.numbers), 1940).winMinor).toBe(
      970n,
    );
    expect(rebateOf(zy, 1940, 1_000_000n)).toBe(0n);
    expect(() => settleBet(zy, bet('ssc.pos', ['1:7']), SSC_A, 1950)).toThrow(LotteryBetError);
  });

  it('keys are canonical and each combination is one key', () => {
    expect(exposureOf(PK10, bet('pk10.pos', ['1:3', '10:10']), 1950).map((e) => e.key)).toEqual([
      'pk10.pos:1:03',
      'pk10.pos:10:10',
    ]);
    expect(exposureOf(X115, bet('x115.any3', ['9', '1', '5']), 1950).map((e) => e.key)).toEqual([
      'x115.any3:01-05-09',
    ]);
    expect(exposureOf(SSC, bet('ssc.group6', ['321']), 1950).map((e) => e.key)).toEqual(['ssc.group6:123']);
    expect(exposureOf(SSC, bet('ssc.pos', ['1:5']), 1950)).toEqual([
      { key: 'ssc.pos:1:5', payoutMinor: 975n },
    ]);
    expect(exposureOf(X115, bet('x115.front2', ['1,2']), 1950).map((e) => e.key)).toEqual([
      'x115.front2:01,02',
    ]);
  });

  it('prices combinations: x115 any-k subsets, one per option', () => {
    expect(priceBet(X115, bet('x115.any2', ['01', '02', '03', '04', '05'])).combinations).toBe(10);
    expect(
      priceBet(
        X115,
        bet(
          'x115.any5',
          Array.from({ length: 11 }, (_, i) => String(i + 1)),
        ),
      ).combinations,
    ).toBe(462);
    expect(priceBet(K3, bet('k3.sum', ['3', '4', '5'], 200n, 4)).costMinor).toBe(2400n);
  });

  it('refuses malformed picks', () => {
    const refused: [LotteryGameDefinition, string, string[]][] = [
      [SSC, 'ssc.pos', ['6:1']],
      [SSC, 'ssc.pos', ['1:10']],
      [SSC, 'ssc.pos', ['1-5']],
      [SSC, 'ssc.bsoe', ['1:huge']],
      [SSC, 'ssc.group3', ['123']],
      [SSC, 'ssc.group3', ['111']],
      [SSC, 'ssc.group6', ['112']],
      [SSC, 'ssc.group6', ['123', '321']],
      [SSC, 'ssc.dt', ['draw']],
      [K3, 'k3.sum', ['2']],
      [K3, 'k3.combo2', ['11']],
      [K3, 'k3.combo2', ['21']],
      [K3, 'k3.triple', ['123']],
      [PK10, 'pk10.pos', ['11:01']],
      [PK10, 'pk10.pos', ['1:11']],
      [PK10, 'pk10.pos', ['1:3', '1:03']],
      [PK10, 'pk10.dt', ['6:dragon']],
      [PK10, 'pk10.top2sum', ['20']],
      [X115, 'x115.any2', ['01']],
      [X115, 'x115.any1', ['12']],
      [X115, 'x115.front2', ['01,01']],
      [X115, 'x115.front3', ['01,02']],
    ];
    for (const [g, type, picks] of refused) {
      expect(() => priceBet(g, bet(type, picks)), `${type} ${picks.join(' ')}`).toThrow(LotteryBetError);
    }
  });

  it('unknown types of another family are refused', () => {
    expect(() => priceBet(SSC, bet('k3.sum', ['3']))).toThrow(/no bet type/);
    expect(() => settleBet(SSC, bet('ssc.pos', ['1:1']), K3_A, 1950)).toThrow(/does not belong/);
  });
});

describe('SEA bet types (constructed sheets)', () => {
  const SEA4D = game('SEA4D');
  const THAI6 = game('THAI6');
  const special = ['1000', '1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1009'];
  const consolation = ['2000', '2001', '2002', '2003', '2004', '2005', '2006', '2007', '2008', '2009'];
  const SHEET_4D = resultFromPrizes(SEA4D, {
    first: ['1234'],
    second: ['5678'],
    third: ['9012'],
    special,
    consolation,
  });
  const SHEET_THAI = resultFromPrizes(THAI6, {
    first: ['123456'],
    front3: ['111', '222'],
    back3: ['333', '444'],
    back2: ['55'],
  });

  // Per 1.00 at series 1800 (the top): big 2500/1000/500/180/60, small 3500/2000/1000, 4a 6000,
  // first6 900 000, front3 / back3 450, back2 90.
  const SEA_CASES: [LotteryGameDefinition, LotteryResult, string, string[], number, number, bigint][] = [
    [SEA4D, SHEET_4D, 'big', ['1234'], 1800, 1, 250_000n],
    [
      SEA4D,
      SHEET_4D,
      'big',
      ['5678', '9012', '1005', '2009', '0000'],
      1800,
      4,
      100_000n + 50_000n + 18_000n + 6000n,
    ],
    [SEA4D, SHEET_4D, 'big', ['1234'], 1600, 1, 222_222n],
    [SEA4D, SHEET_4D, 'small', ['1234', '5678', '9012', '1000'], 1800, 3, 350_000n + 200_000n + 100_000n],
    [SEA4D, SHEET_4D, '4a', ['1234', '5678'], 1800, 1, 600_000n],
    [SEA4D, SHEET_4D, '4a', ['1234'], 1700, 1, 566_666n],
    [THAI6, SHEET_THAI, 'first6', ['123456', '123457'], 1800, 1, 90_000_000n],
    [THAI6, SHEET_THAI, 'front3', ['222', '333'], 1800, 1, 45_000n],
    [THAI6, SHEET_THAI, 'back3', ['333', '444', '111'], 1800, 2, 90_000n],
    [THAI6, SHEET_THAI, 'back2', ['55', '56'], 1800, 1, 9000n],
  ];

  it.each(SEA_CASES.map((c) => [`${c[0].code} ${c[2]} ${c[3].join(' ')} @${c[4]}`, ...c] as const))(
    '%s',
    (_l, g, result, type, picks, series, hits, win) => {
      const settled = settleBet(g, bet(type, picks), result, series);
      expect(settled.hits).toBe(hits);
      expect(settled.winMinor).toBe(win);
    },
  );

  it('exposure of a 4D number is its best prize', () => {
    expect(exposureOf(SEA4D, bet('big', ['0001'], 1000n), 1800)).toEqual([
      { key: 'big:0001', payoutMinor: 2_500_000n },
    ]);
    expect(rebateOf(SEA4D, 1600, 1_000_000n)).toBe(100_000n);
  });
});
