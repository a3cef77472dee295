import { describe, expect, it } from 'vitest';
import { parseVnShorthand } from './shorthand.js';
import type { ParsedVnBet } from './shorthand.js';

/** "GAMES type picks @amount" */
const fmt = (b: ParsedVnBet): string =>
  `${b.games.join('+')} ${b.type} ${b.picks.join(',')} @${b.amountThousands}`;
const MON = 1;
const TUE = 2;
const WED = 3;
const THU = 4;
const FRI = 5;
const SAT = 6;
const SUN = 7;
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(2, '0')).join(',');

/** [input, ISO weekday, expected bets] — inputs as players type them. */
const VALID: [string, number, string[]][] = [
  ['mb 23 45 lo 10n', MON, ['VN_NORTH lo2 23,45 @10']],
  ['mb 23 45 lô 10n', MON, ['VN_NORTH lo2 23,45 @10']],
  ['MB 23 45 LÔ 10N', MON, ['VN_NORTH lo2 23,45 @10']],
  ['mb 23.45 lo 10k', MON, ['VN_NORTH lo2 23,45 @10']],
  ['mb 23,45 bao 10', TUE, ['VN_NORTH lo2 23,45 @10']],
  ['mb 23-45 b 10n', WED, ['VN_NORTH lo2 23,45 @10']],
  ['hn 23 45 baolo 10n', MON, ['VN_NORTH lo2 23,45 @10']],
  // The in-house fast games draw every day.
  ['nhanh1 23 45 lo 1n', MON, ['VN_FAST1 lo2 23,45 @1']],
  ['xs5p 68 de 2n', SUN, ['VN_FAST5 de 68 @2']],
  ['xs1p 123 xc 3n; nhanh5 7 dau 1', WED, ['VN_FAST1 bacang 123 @3', 'VN_FAST5 dau 7 @1']],
  ['mb 123 lo 5n', MON, ['VN_NORTH lo3 123 @5']],
  ['mb 123 456 bao 5n', MON, ['VN_NORTH lo3 123,456 @5']],
  ['mb 1234 bao 1n', MON, ['VN_NORTH baolo4 1234 @1']],
  ['mb 1234 baolo4 1n', MON, ['VN_NORTH baolo4 1234 @1']],
  ['mb 10den19 lo 1n', MON, [`VN_NORTH lo2 ${range(10, 19)} @1`]],
  ['mb 10keo15 lô 2n', MON, [`VN_NORTH lo2 ${range(10, 15)} @2`]],
  ['mb 00toi04 de 1n', MON, [`VN_NORTH de ${range(0, 4)} @1`]],
  ['mb 68 de 50k', MON, ['VN_NORTH de 68 @50']],
  ['mb 68 đề 50k', MON, ['VN_NORTH de 68 @50']],
  ['mb 68 Đề 50K', MON, ['VN_NORTH de 68 @50']],
  ['mb 68 db 5', MON, ['VN_NORTH de 68 @5']],
  ['mb 68 dg1 5', MON, ['VN_NORTH de_g1 68 @5']],
  ['mb 68 de_g1 5n', MON, ['VN_NORTH de_g1 68 @5']],
  ['mb 7 dau 10n', MON, ['VN_NORTH dau 7 @10']],
  ['mb 7 đầu 10n', MON, ['VN_NORTH dau 7 @10']],
  ['mb 3 duoi 10n', MON, ['VN_NORTH duoi 3 @10']],
  ['mb 3 đuôi 10n', MON, ['VN_NORTH duoi 3 @10']],
  ['mb 3 dui 10', MON, ['VN_NORTH duoi 3 @10']],
  ['mb 0 1 2 dau 1n', MON, ['VN_NORTH dau 0,1,2 @1']],
  ['mb 5 dd 10n', MON, ['VN_NORTH dau 5 @10', 'VN_NORTH duoi 5 @10']],
  ['mb 12 dd 10n', MON, ['VN_NORTH dau 1 @10', 'VN_NORTH duoi 2 @10']],
  ['mb 12 15 dd 10n', MON, ['VN_NORTH dau 1 @10', 'VN_NORTH duoi 2,5 @10']],
  ['2dmn 12.34 dd 5n', MON, ['VN_HCM+VN_DTH dau 1,3 @5', 'VN_HCM+VN_DTH duoi 2,4 @5']],
  ['tp dt 123 xc 10', MON, ['VN_HCM+VN_DTH bacang 123 @10']],
  ['tp 123 3 càng 10n', MON, ['VN_HCM bacang 123 @10']],
  ['tp 123 3c 10n', MON, ['VN_HCM bacang 123 @10']],
  ['tp 123 x 10n', SAT, ['VN_HCM bacang 123 @10']],
  ['tp 123 bacang 2.5n', MON, ['VN_HCM bacang 123 @2.5']],
  ['tp 123 xiuchu 1n', MON, ['VN_HCM bacang 123 @1']],
  ['mb 12 34 xien 2n', MON, ['VN_NORTH xien2 12,34 @2']],
  ['mb 12 34 56 xiên 1n', MON, ['VN_NORTH xien3 12,34,56 @1']],
  ['mb 12 34 56 78 xien 1n', MON, ['VN_NORTH xien4 12,34,56,78 @1']],
  ['mb 12 34 56 xien2 1n', MON, ['VN_NORTH xien2 12,34,56 @1']],
  ['mb 12 34 56 78 90 xien3 1n', MON, ['VN_NORTH xien3 12,34,56,78,90 @1']],
  ['mb 12.34 đá 10n', MON, ['VN_NORTH xien2 12,34 @10']],
  ['mb 12 34 da 1n', MON, ['VN_NORTH xien2 12,34 @1']],
  ['mb 12 34 dv 1n', MON, ['VN_NORTH xien2 12,34 @1']],
  ['dn 12 34 da 1n', WED, ['VN_DNA xien2 12,34 @1']],
  ['mb 23 45 lo 10n de 5n', MON, ['VN_NORTH lo2 23,45 @10', 'VN_NORTH de 23,45 @5']],
  ['mb 23 lo 10n 45 de 5n', MON, ['VN_NORTH lo2 23 @10', 'VN_NORTH de 45 @5']],
  ['mb 23 45 lo 10n; tp 67 de 5n', MON, ['VN_NORTH lo2 23,45 @10', 'VN_HCM de 67 @5']],
  ['mb 23 lo 10n\n45 de 5n', MON, ['VN_NORTH lo2 23 @10', 'VN_NORTH de 45 @5']],
  ['tp dt\n12 lo 10n\n34 de 5n', MON, ['VN_HCM+VN_DTH lo2 12 @10', 'VN_HCM+VN_DTH de 34 @5']],
  ['tp\n12 lo 10n\nmb\n34 de 5n', SAT, ['VN_HCM lo2 12 @10', 'VN_NORTH de 34 @5']],
  ['vl.tv 12 lo 1n', FRI, ['VN_VLO+VN_TVI lo2 12 @1']],
  ['bd vl 12 lo 1n', FRI, ['VN_BDU+VN_VLO lo2 12 @1']],
  ['3dmn 12 lo 1n', SAT, ['VN_HCM+VN_LAN+VN_BPH lo2 12 @1']],
  ['4dmn 12 lo 1n', SAT, ['VN_HCM+VN_LAN+VN_BPH+VN_HGI lo2 12 @1']],
  ['2dmn 12 lo 1n', TUE, ['VN_BTR+VN_VTA lo2 12 @1']],
  ['dmn 12 de 1n', SUN, ['VN_TGI+VN_KGI+VN_DLA de 12 @1']],
  ['2dmt 12 de 1n', THU, ['VN_BDI+VN_QTR de 12 @1']],
  ['3dmt 12 de 1n', THU, ['VN_BDI+VN_QTR+VN_QBI de 12 @1']],
  ['dmt 12 de 1n', MON, ['VN_TTH+VN_PYE de 12 @1']],
  ['2dmt 12 de 1n', SAT, ['VN_DNG+VN_QNG de 12 @1']],
  ['hue 12 de 1n', SUN, ['VN_TTH de 12 @1']],
  ['hue 12 de 1n', MON, ['VN_TTH de 12 @1']],
  ['dng 12 de 1n', WED, ['VN_DNG de 12 @1']],
  ['dn 68 de 50k', WED, ['VN_DNA de 68 @50']],
  ['kh 68 de 5n', SUN, ['VN_KHO de 68 @5']],
  ['dno 68 de 5n', SAT, ['VN_DNO de 68 @5']],
  ['qng 68 de 5n', SAT, ['VN_QNG de 68 @5']],
  ['kt 01 lo 5n', SUN, ['VN_KTU lo2 01 @5']],
  ['bth 01 lo 5n', THU, ['VN_BTH lo2 01 @5']],
  ['hcm 01 lo 5n', SAT, ['VN_HCM lo2 01 @5']],
  ['la 01 lo 5n', SAT, ['VN_LAN lo2 01 @5']],
  ['bt vt bl 11 lo 1n', TUE, ['VN_BTR+VN_VTA+VN_BLI lo2 11 @1']],
  ['ag 1234 baolo4 1n', THU, ['VN_AGI baolo4 1234 @1']],
  ['ct 123 lo3 1n', WED, ['VN_CTH lo3 123 @1']],
  ['dlk 45 de 1n', TUE, ['VN_DLK de 45 @1']],
  ['gl nt 45 lo 1n', FRI, ['VN_GLA+VN_NTH lo2 45 @1']],
  ['mb 23lo10n', MON, ['VN_NORTH lo2 23 @10']],
  ['mb 12dd10', MON, ['VN_NORTH dau 1 @10', 'VN_NORTH duoi 2 @10']],
  ['tp 123xc10', MON, ['VN_HCM bacang 123 @10']],
  ['mb 12.34da1', MON, ['VN_NORTH xien2 12,34 @1']],
  ['mb23 lo 1n', MON, ['VN_NORTH lo2 23 @1']],
  ['mb 23 lo 1tr', MON, ['VN_NORTH lo2 23 @1000']],
  ['mb 23 lo 2,5n', MON, ['VN_NORTH lo2 23 @2.5']],
  ['mb 23 lo 0.5n', MON, ['VN_NORTH lo2 23 @0.5']],
  ['mb 23 45 67 lo 10ng', MON, ['VN_NORTH lo2 23,45,67 @10']],
  ['  mb   23   lo   10n  ', MON, ['VN_NORTH lo2 23 @10']],
  ['mb 23 lo 10n;', MON, ['VN_NORTH lo2 23 @10']],
  ['mb 23 lo 10n\n\n', MON, ['VN_NORTH lo2 23 @10']],
  ['mb 05 lo 1n, 06 lo 2n', MON, ['VN_NORTH lo2 05 @1', 'VN_NORTH lo2 06 @2']],
  ['Mb 99 Đề 100N', MON, ['VN_NORTH de 99 @100']],
  ['mb 68 \u0111e\u0300 5n', MON, ['VN_NORTH de 68 @5']], // decomposed (NFD) "đề"
  [
    'mb 12 34 lo 1n\r\nmb 56 de 2n; 78 de 3n',
    MON,
    ['VN_NORTH lo2 12,34 @1', 'VN_NORTH de 56 @2', 'VN_NORTH de 78 @3'],
  ],
  ['tp 12 lo 1n tp 34 de 1n', MON, ['VN_HCM lo2 12 @1', 'VN_HCM de 34 @1']],
  ['mb 12 lo 1n dt 34 de 1n', MON, ['VN_NORTH lo2 12 @1', 'VN_DTH de 34 @1']],
];

/** [input, ISO weekday, expected errors as "code line:column token", expected bets still parsed]. */
const INVALID: [string, number, string[], string[]?][] = [
  ['', MON, ['empty 1:1 ']],
  ['   \n ; ', MON, ['empty 1:1 ']],
  ['xx 23 lo 10n', MON, ['unknown.station 1:1 xx']],
  ['23 lo 10n', MON, ['unknown.station 1:1 23']],
  ['vt 23 lo 10n', MON, ['station.not.today 1:1 vt']],
  ['dt 23 lo 10n', TUE, ['station.not.today 1:1 dt']],
  ['tp dt 23 lo 10n', SAT, ['station.not.today 1:4 dt']],
  ['4dmn 12 lo 1n', MON, ['station.not.today 1:1 4dmn']],
  ['3dmt 12 lo 1n', MON, ['station.not.today 1:1 3dmt']],
  ['hue 12 de 1n', WED, ['station.not.today 1:1 hue']],
  ['mb 23 lx 10n', MON, ['unknown.type 1:7 lx']],
  ['mb 12 34 xien5 1n', MON, ['unknown.type 1:10 xien5']],
  ['mb 23 lo', MON, ['missing.amount 1:7 lo']],
  ['mb 23 lo lo 10n', MON, ['missing.amount 1:10 lo']],
  ['mb 23 lo abc', MON, ['missing.amount 1:10 abc']],
  ['mb 23 lo 10n de', MON, ['missing.amount 1:14 de']],
  ['mb lo 10n', MON, ['missing.numbers 1:4 lo']],
  ['mb', MON, ['missing.numbers 1:1 mb']],
  ['tp dt', MON, ['missing.numbers 1:1 tp']],
  ['mb 23 lo 10n\ntp', MON, ['missing.numbers 2:1 tp'], ['VN_NORTH lo2 23 @10']],
  ['mb 23 lo 0n', MON, ['bad.amount 1:10 0n']],
  ['mb 23 lo 1.2345n', MON, ['bad.amount 1:10 1.2345n']],
  ['mb 23 lo 10q', MON, ['bad.amount 1:10 10q']],
  ['mb 23 lo -5n', MON, ['bad.amount 1:10 -5n']],
  ['mb 23 lo 1000001n', MON, ['bad.amount 1:10 1000001n']],
  ['mb 2a lo 1n', MON, ['bad.number 1:4 2a']],
  ['mb 12 12 lo 1n', MON, ['bad.number 1:7 12']],
  ['mb 19den10 lo 1n', MON, ['bad.number 1:4 19den10']],
  ['mb 1den19 lo 1n', MON, ['bad.number 1:4 1den19']],
  ['mb 123 de 1n', MON, ['number.length 1:4 123']],
  ['mb 1 lo 1n', MON, ['number.length 1:4 1']],
  ['mb 12345 lo 1n', MON, ['number.length 1:4 12345']],
  ['mb 12 345 lo 1n', MON, ['number.length 1:7 345']],
  ['mb 12 dau 1n', MON, ['number.length 1:4 12']],
  ['mb 123 dd 1n', MON, ['number.length 1:4 123']],
  ['mb 1 12 dd 1n', MON, ['number.length 1:6 12']],
  ['mb 12 xc 1n', MON, ['number.length 1:4 12']],
  ['mb 123 456 xien 1n', MON, ['number.length 1:4 123']],
  ['mb 12 xien 1n', MON, ['xien.count 1:7 xien']],
  ['mb 12 34 56 78 90 xien 1n', MON, ['xien.count 1:19 xien']],
  ['mb 12 34 xien3 1n', MON, ['xien.count 1:10 xien3']],
  ['mb 23 10n', MON, ['unknown.type 1:7 10n']],
  ['mb 23 45', MON, ['unknown.type 1:7 45']],
  ['mb 23 lo 10n 5n', MON, ['unknown.type 1:14 5n'], []],
  ['mb 23 tp 45 lo 1n', MON, ['unknown.type 1:7 tp']],
  ['mb 23 lo 10n\nzz 45 de 1n', MON, ['unknown.station 2:1 zz'], ['VN_NORTH lo2 23 @10']],
  ['mb 23 lo 10n\n45 zz 1n', MON, ['unknown.type 2:4 zz'], ['VN_NORTH lo2 23 @10']],
  ['vt 23 lo 1n\n45 de 1n', MON, ['station.not.today 1:1 vt', 'unknown.station 2:1 45']],
  ['mb 23 lo 10n tp', TUE, ['station.not.today 1:14 tp']],
  ['mb 23 lô 10n; xx 1', MON, ['unknown.station 1:15 xx'], ['VN_NORTH lo2 23 @10']],
  [
    'mb 1 lo 1n; mb 2 de 1n; mb 03 lo 1n',
    MON,
    ['number.length 1:4 1', 'number.length 1:16 2'],
    ['VN_NORTH lo2 03 @1'],
  ],
  ['  Mb 23 LÔ', MON, ['missing.amount 1:9 LÔ']],
  ['mb 68 đề abc', MON, ['missing.amount 1:10 abc']],
  ['mb 68 ĐỀ', MON, ['missing.amount 1:7 ĐỀ']],
];

describe('parseVnShorthand: bets players type', () => {
  it.each(VALID)('%s (weekday %i)', (text, isoWeekday, expected) => {
    const { bets, errors } = parseVnShorthand(text, { isoWeekday });
    expect(errors).toEqual([]);
    expect(bets.map(fmt)).toEqual(expected);
  });

  it('keeps the line and source text of every bet', () => {
    const { bets } = parseVnShorthand('mb 23 lo 10n\ntp 45 de 5n; dt 67 de 1n', { isoWeekday: MON });
    expect(bets.map((b) => [b.line, b.text])).toEqual([
      [1, 'mb 23 lo 10n'],
      [2, 'tp 45 de 5n'],
      [2, 'dt 67 de 1n'],
    ]);
  });

  it('refuses an invalid weekday', () => {
    expect(() => parseVnShorthand('mb 23 lo 1n', { isoWeekday: 8 })).toThrow(RangeError);
  });
});

describe('parseVnShorthand: mistakes are reported with their code, line, column and token', () => {
  it.each(INVALID)('%j (weekday %i)', (text, isoWeekday, expected, betsStill = []) => {
    const { bets, errors } = parseVnShorthand(text, { isoWeekday });
    expect(errors.map((e) => `${e.code} ${e.line}:${e.column} ${e.token}`)).toEqual(expected);
    expect(bets.map(fmt)).toEqual(betsStill);
  });

  it('covers at least 100 inputs, 30 of them wrong', () => {
    expect(VALID.length + INVALID.length).toBeGreaterThanOrEqual(100);
    expect(INVALID.length).toBeGreaterThanOrEqual(30);
  });
});
