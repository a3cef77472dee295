import { describe, expect, it } from 'vitest';
import { betTypesOf } from './bets.js';
import { LOTTERY_GAMES, lotteryGameByCode } from './games.js';
import { VN_STATIONS, vnStationWeekdays, vnStationsOn } from './stations.js';
import type { Localized } from './types.js';

const LANGUAGES = ['EN', 'CN', 'JA', 'TH', 'VI', 'UR'] as const;

function expectLocalized(text: Localized, label: string): void {
  for (const lang of LANGUAGES) expect(text[lang]?.trim().length, `${label} ${lang}`).toBeGreaterThan(0);
  expect(new Set([text.EN, text.CN, text.JA, text.TH]).size, `${label} translated`).toBe(4);
  expect(text.UR, label).toMatch(/[\u0600-\u06ff]/);
  expect(text.TH, label).toMatch(/[\u0e00-\u0e7f]|^[\x20-\x7e]+$/);
}

describe('the catalogue', () => {
  it('holds every game once, findable by code', () => {
    const codes = LOTTERY_GAMES.map((g) => g.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of ['VN_NORTH', 'VN_FAST1', 'VN_FAST5', 'SEA4D', 'THAI6', 'ZY_SSC1', 'ZY_K3_1']) {
      expect(lotteryGameByCode(code)?.code).toBe(code);
    }
    for (const family of ['SSC', 'K3_', 'PK10_', 'X115_']) {
      for (const minutes of [1, 3, 5]) expect(lotteryGameByCode(`${family}${minutes}`)).toBeDefined();
    }
    expect(lotteryGameByCode('NOPE')).toBeUndefined();
    expect(codes).toHaveLength(1 + VN_STATIONS.length + 2 + 2 + 12 + 2);
    expect(VN_STATIONS).toHaveLength(21 + 14);
  });

  it('sets modes, accounts, sources, zones, close times and series by kind', () => {
    for (const g of LOTTERY_GAMES) {
      expectLocalized(g.name, g.code);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: g.timeZone })).not.toThrow();
      expect([...g.series].sort((a, b) => a - b)).toEqual([...g.series]);
      expect(g.minUnitMinor).toBe(100n);
      expect(g.maxUnitMinor).toBe(10_000_000n);
      const seconds = g.schedule.kind === 'interval' ? g.schedule.seconds : null;
      if (g.family === 'VN' && g.source === 'external') {
        expect(g).toMatchObject({
          prizeMode: 'Lott',
          accountType: 'TCG_LOTTO_VN',
          timeZone: 'Asia/Ho_Chi_Minh',
          closeSeconds: 900,
        });
        expect(g.series).toEqual([1800, 1850, 1900, 1950]);
      } else if (g.family === 'VN') {
        expect(g).toMatchObject({
          prizeMode: 'Lott',
          accountType: 'TCG_LOTTO_VN',
          source: 'house',
          region: 'north',
        });
        expect(g.closeSeconds).toBe(seconds === 60 ? 10 : 30);
      } else if (g.family === 'SEA4D' || g.family === 'THAI6') {
        expect(g).toMatchObject({
          prizeMode: 'SEA',
          accountType: 'TCG_SEA',
          source: 'house',
          closeSeconds: 60,
        });
        expect(g.series).toEqual([1600, 1700, 1800]);
      } else if (g.code.startsWith('ZY_')) {
        expect(g).toMatchObject({
          prizeMode: 'ZY',
          accountType: 'LOTT',
          source: 'house',
          timeZone: 'Asia/Shanghai',
          closeSeconds: 10,
        });
        expect(g.series).toEqual([1940]);
      } else {
        expect(g).toMatchObject({
          prizeMode: 'Elott',
          accountType: 'ELOTT',
          source: 'house',
          timeZone: 'Asia/Shanghai',
        });
        expect(g.closeSeconds).toBe(seconds === 60 ? 10 : 30);
        expect(g.schedule).toEqual({ kind: 'interval', seconds: Number(g.code.slice(-1)) * 60 });
      }
    }
    expect(lotteryGameByCode('VN_NORTH')!.schedule).toEqual({
      kind: 'daily',
      at: '18:15',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
    });
    expect(lotteryGameByCode('SEA4D')!).toMatchObject({
      timeZone: 'Asia/Kuala_Lumpur',
      schedule: { kind: 'interval', seconds: 180 },
    });
    expect(lotteryGameByCode('THAI6')!).toMatchObject({
      timeZone: 'Asia/Bangkok',
      schedule: { kind: 'interval', seconds: 300 },
    });
  });

  it('gives each station its real weekdays and draw time', () => {
    const expected: Record<string, number[]> = {
      VN_HCM: [1, 6],
      VN_DTH: [1],
      VN_CMA: [1],
      VN_BTR: [2],
      VN_VTA: [2],
      VN_BLI: [2],
      VN_DNA: [3],
      VN_CTH: [3],
      VN_STR: [3],
      VN_TNI: [4],
      VN_AGI: [4],
      VN_BTH: [4],
      VN_VLO: [5],
      VN_BDU: [5],
      VN_TVI: [5],
      VN_LAN: [6],
      VN_BPH: [6],
      VN_HGI: [6],
      VN_TGI: [7],
      VN_KGI: [7],
      VN_DLA: [7],
      VN_TTH: [1, 7],
      VN_PYE: [1],
      VN_DLK: [2],
      VN_QNM: [2],
      VN_DNG: [3, 6],
      VN_KHO: [3, 7],
      VN_BDI: [4],
      VN_QTR: [4],
      VN_QBI: [4],
      VN_GLA: [5],
      VN_NTH: [5],
      VN_QNG: [6],
      VN_DNO: [6],
      VN_KTU: [7],
    };
    for (const station of VN_STATIONS) {
      expect(vnStationWeekdays(station.code), station.code).toEqual(expected[station.code]);
      const g = lotteryGameByCode(station.code)!;
      expect(g.region).toBe(station.region);
      expect(g.schedule).toEqual({
        kind: 'daily',
        at: station.region === 'south' ? '16:15' : '17:15',
        weekdays: expected[station.code],
      });
      expectLocalized(station.name, station.code);
    }
    expect(vnStationsOn('south', 6)).toEqual(['VN_HCM', 'VN_LAN', 'VN_BPH', 'VN_HGI']);
    expect(vnStationsOn('central', 7)).toEqual(['VN_KTU', 'VN_KHO', 'VN_TTH']);
    expect(vnStationsOn('north', 3)).toEqual(['VN_NORTH']);
    expect(() => vnStationsOn('south', 0)).toThrow(RangeError);
    const aliases = VN_STATIONS.flatMap((s) => s.aliases);
    expect(new Set(aliases).size).toBe(aliases.length);
  });

  it('offers the specified bet types per family, each named and explained in six languages', () => {
    const codes = (code: string) => betTypesOf(lotteryGameByCode(code)!).map((t) => t.code);
    const vn = ['lo2', 'lo3', 'baolo4', 'de', 'de_g1', 'dau', 'duoi', 'bacang', 'xien2', 'xien3', 'xien4'];
    expect(codes('VN_NORTH')).toEqual(vn);
    expect(codes('VN_HCM')).toEqual(vn);
    expect(codes('VN_FAST1')).toEqual(vn);
    expect(codes('SEA4D')).toEqual(['big', 'small', '4a']);
    expect(codes('THAI6')).toEqual(['first6', 'front3', 'back3', 'back2']);
    expect(codes('SSC1')).toEqual([
      'ssc.pos',
      'ssc.bsoe',
      'ssc.sum',
      'ssc.front3',
      'ssc.group3',
      'ssc.group6',
      'ssc.dt',
    ]);
    expect(codes('ZY_K3_1')).toEqual([
      'k3.sum',
      'k3.bsoe',
      'k3.triple',
      'k3.any_triple',
      'k3.pair',
      'k3.combo2',
      'k3.single',
    ]);
    expect(codes('PK10_5')).toEqual(['pk10.pos', 'pk10.top2sum', 'pk10.dt', 'pk10.bsoe']);
    expect(codes('X115_3')).toEqual([
      'x115.any1',
      'x115.any2',
      'x115.any3',
      'x115.any4',
      'x115.any5',
      'x115.pos1',
      'x115.front2',
      'x115.front3',
    ]);
    for (const g of LOTTERY_GAMES) {
      for (const t of betTypesOf(g)) {
        expectLocalized(t.name, `${g.code} ${t.code} name`);
        expectLocalized(t.rule, `${g.code} ${t.code} rule`);
      }
    }
    // The lô rule states the slot counts of both regions.
    expect(betTypesOf(lotteryGameByCode('VN_NORTH')!)[0]!.rule.EN).toContain('27 north, 18 central/south');
  });
});
