/**
 * The lottery game catalogue: Vietnamese traditional (north, and one game per southern / central
 * station) and fast in-house VN draws, the Southeast Asian 4D and Thai games, and the fast
 * Chinese-style games (SSC, K3, PK10, 11-choose-5) in the Elott and ZY prize modes.
 *
 * Prize groups (`series`): a winning combination pays `stake × series / (2000 × p)` (probability-based
 * types) or its fixed table × `series / topSeries` (SEA); a lower series earns a rebate of
 * `cost × (topSeries − series) / 2000`. ZY games have a single series, hence fixed odds and no rebate.
 */
import { VN_STATIONS, vnStationWeekdays } from './stations.js';
import type { LotteryFamily, LotteryGameDefinition, Localized } from './types.js';

const LOTT_SERIES = [1800, 1850, 1900, 1950] as const;
const ZY_SERIES = [1940] as const;
const SEA_SERIES = [1600, 1700, 1800] as const;
const MIN_UNIT = 100n;
const MAX_UNIT = 10_000_000n;
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7] as const;

function map(name: Localized, f: (text: string, lang: keyof Localized) => string): Localized {
  return {
    EN: f(name.EN, 'EN'),
    CN: f(name.CN, 'CN'),
    JA: f(name.JA, 'JA'),
    TH: f(name.TH, 'TH'),
    VI: f(name.VI, 'VI'),
    UR: f(name.UR, 'UR'),
  };
}

const LOTTERY_OF: Record<keyof Localized, (station: string) => string> = {
  EN: (s) => `${s} Lottery`,
  CN: (s) => `${s}彩票`,
  JA: (s) => `${s}宝くじ`,
  TH: (s) => `หวย${s}`,
  VI: (s) => `Xổ số ${s}`,
  UR: (s) => `${s} لاٹری`,
};

const MINUTES_OF: Record<keyof Localized, (base: string, minutes: number) => string> = {
  EN: (b, m) => `${b} (${m} min)`,
  CN: (b, m) => `${b}（${m}分钟）`,
  JA: (b, m) => `${b}（${m}分）`,
  TH: (b, m) => `${b} (${m} นาที)`,
  VI: (b, m) => `${b} (${m} phút)`,
  UR: (b, m) => `${b} (${m} منٹ)`,
};

const FIXED_ODDS_OF: Record<keyof Localized, (name: string) => string> = {
  EN: (n) => `${n} · Fixed Odds`,
  CN: (n) => `${n}·固定赔率`,
  JA: (n) => `${n}・固定オッズ`,
  TH: (n) => `${n} · อัตราจ่ายคงที่`,
  VI: (n) => `${n} · Tỷ lệ cố định`,
  UR: (n) => `${n} · مقررہ شرح`,
};

const FAMILY_NAMES: Record<'SSC' | 'K3' | 'PK10' | 'X115' | 'VN', Localized> = {
  SSC: { EN: 'SSC', CN: '时时彩', JA: '時時彩', TH: 'หวย SSC', VI: 'Xổ số SSC', UR: 'ایس ایس سی لاٹری' },
  K3: {
    EN: 'Fast 3 Dice',
    CN: '快3',
    JA: '快3サイコロ',
    TH: 'ลูกเต๋า K3',
    VI: 'Xúc xắc K3',
    UR: 'تین پانسے K3',
  },
  PK10: {
    EN: 'PK10 Racing',
    CN: 'PK10赛车',
    JA: 'PK10レース',
    TH: 'แข่งรถ PK10',
    VI: 'Đua xe PK10',
    UR: 'PK10 ریس',
  },
  X115: { EN: '11 Pick 5', CN: '11选5', JA: '11選5', TH: '11 เลือก 5', VI: '11 chọn 5', UR: '11 میں سے 5' },
  VN: {
    EN: 'Vietnam Fast Lottery',
    CN: '越南快彩',
    JA: 'ベトナム高速宝くじ',
    TH: 'หวยเวียดนามด่วน',
    VI: 'Xổ số nhanh',
    UR: 'ویتنام فوری لاٹری',
  },
};

function closeSecondsFor(seconds: number): number {
  return seconds <= 60 ? 10 : 30;
}

function vnStationGame(code: string): LotteryGameDefinition {
  const station = VN_STATIONS.find((s) => s.code === code)!;
  return {
    code,
    family: 'VN',
    name: map(station.name, (s, lang) => LOTTERY_OF[lang](s)),
    prizeMode: 'Lott',
    accountType: 'TCG_LOTTO_VN',
    source: 'external',
    timeZone: 'Asia/Ho_Chi_Minh',
    schedule: {
      kind: 'daily',
      at: station.region === 'south' ? '16:15' : '17:15',
      weekdays: vnStationWeekdays(code),
    },
    closeSeconds: 900,
    region: station.region,
    series: LOTT_SERIES,
    minUnitMinor: MIN_UNIT,
    maxUnitMinor: MAX_UNIT,
  };
}

function fastGame(
  code: string,
  family: Exclude<LotteryFamily, 'SEA4D' | 'THAI6'>,
  minutes: number,
  zy = false,
): LotteryGameDefinition {
  const base = map(FAMILY_NAMES[family], (b, lang) => MINUTES_OF[lang](b, minutes));
  const vn = family === 'VN';
  return {
    code,
    family,
    name: zy ? map(base, (n, lang) => FIXED_ODDS_OF[lang](n)) : base,
    prizeMode: vn ? 'Lott' : zy ? 'ZY' : 'Elott',
    accountType: vn ? 'TCG_LOTTO_VN' : zy ? 'LOTT' : 'ELOTT',
    source: 'house',
    timeZone: vn ? 'Asia/Ho_Chi_Minh' : 'Asia/Shanghai',
    schedule: { kind: 'interval', seconds: minutes * 60 },
    closeSeconds: closeSecondsFor(minutes * 60),
    ...(vn ? { region: 'north' as const } : {}),
    series: vn ? LOTT_SERIES : zy ? ZY_SERIES : LOTT_SERIES,
    minUnitMinor: MIN_UNIT,
    maxUnitMinor: MAX_UNIT,
  };
}

const VN_NORTH: LotteryGameDefinition = {
  code: 'VN_NORTH',
  family: 'VN',
  name: {
    EN: 'Northern Vietnam Lottery',
    CN: '越南北部彩票',
    JA: 'ベトナム北部宝くじ',
    TH: 'หวยเวียดนามภาคเหนือ',
    VI: 'Xổ số Miền Bắc',
    UR: 'شمالی ویتنام لاٹری',
  },
  prizeMode: 'Lott',
  accountType: 'TCG_LOTTO_VN',
  source: 'external',
  timeZone: 'Asia/Ho_Chi_Minh',
  schedule: { kind: 'daily', at: '18:15', weekdays: EVERY_DAY },
  closeSeconds: 900,
  region: 'north',
  series: LOTT_SERIES,
  minUnitMinor: MIN_UNIT,
  maxUnitMinor: MAX_UNIT,
};

const SEA4D: LotteryGameDefinition = {
  code: 'SEA4D',
  family: 'SEA4D',
  name: { EN: '4D Lottery', CN: '4D彩票', JA: '4Dくじ', TH: 'หวย 4D', VI: 'Xổ số 4D', UR: '4D لاٹری' },
  prizeMode: 'SEA',
  accountType: 'TCG_SEA',
  source: 'house',
  timeZone: 'Asia/Kuala_Lumpur',
  schedule: { kind: 'interval', seconds: 180 },
  closeSeconds: 60,
  series: SEA_SERIES,
  minUnitMinor: MIN_UNIT,
  maxUnitMinor: MAX_UNIT,
};

const THAI6: LotteryGameDefinition = {
  code: 'THAI6',
  family: 'THAI6',
  name: {
    EN: 'Thai Lottery',
    CN: '泰国彩票',
    JA: 'タイ宝くじ',
    TH: 'หวยไทย',
    VI: 'Xổ số Thái Lan',
    UR: 'تھائی لاٹری',
  },
  prizeMode: 'SEA',
  accountType: 'TCG_SEA',
  source: 'house',
  timeZone: 'Asia/Bangkok',
  schedule: { kind: 'interval', seconds: 300 },
  closeSeconds: 60,
  series: SEA_SERIES,
  minUnitMinor: MIN_UNIT,
  maxUnitMinor: MAX_UNIT,
};

/** SSC1, K3_1, PK10_1, X115_1 … */
const FAST_CODE_PREFIX = { SSC: 'SSC', K3: 'K3_', PK10: 'PK10_', X115: 'X115_' } as const;

const STATION_CODES = VN_STATIONS.map((s) => s.code);

/** Every lottery game, in lobby order. */
export const LOTTERY_GAMES: readonly LotteryGameDefinition[] = [
  VN_NORTH,
  ...STATION_CODES.map(vnStationGame),
  fastGame('VN_FAST1', 'VN', 1),
  fastGame('VN_FAST5', 'VN', 5),
  SEA4D,
  THAI6,
  ...(['SSC', 'K3', 'PK10', 'X115'] as const).flatMap((family) =>
    [1, 3, 5].map((minutes) => fastGame(`${FAST_CODE_PREFIX[family]}${minutes}`, family, minutes)),
  ),
  fastGame('ZY_SSC1', 'SSC', 1, true),
  fastGame('ZY_K3_1', 'K3', 1, true),
];

const BY_CODE = new Map(LOTTERY_GAMES.map((game) => [game.code, game]));

/** The game with this code, or undefined. */
export function lotteryGameByCode(code: string): LotteryGameDefinition | undefined {
  return BY_CODE.get(code);
}

/** The highest prize group of a game (pays the most, earns no rebate). */
export function topSeries(game: LotteryGameDefinition): number {
  return Math.max(...game.series);
}
