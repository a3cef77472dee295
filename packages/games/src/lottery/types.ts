/**
 * The lottery engine's public shapes (pure: no I/O, no clock, no randomness of its own).
 *
 * Money is bigint minor units. A bet's cost is `unitMinor × multiplier × combinations(bet)`;
 * what it wins is decided by `settleBet` from the period's result and the order's prize group.
 */
/** Text in each of the site's six languages (packages/games does not depend on the contracts). */
export type Localized = Record<'EN' | 'CN' | 'JA' | 'TH' | 'VI' | 'UR', string>;

/** The families of games: each has its own result shape, bet types and draw generator. */
export type LotteryFamily = 'VN' | 'SEA4D' | 'THAI6' | 'SSC' | 'K3' | 'PK10' | 'X115';

/**
 * Prize modes (spec §3 "Brand settings"): Lott (Vietnamese lottery, TCG_LOTTO_VN), SEA (the
 * Southeast Asian e-lottery, TCG_SEA), Elott (fast Chinese-style e-lottery, ELOTT), ZY (the same
 * fast games quoted at fixed decimal odds with no rebate).
 */
export type PrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';

/** The launch family a game routes by (spec §4 "Lottery launch by accountTypeName"). */
export type LotteryAccountType = 'TCG_LOTTO_VN' | 'TCG_SEA' | 'LOTT' | 'ELOTT';

/** When periods happen, in the game's own time zone. */
export type LotterySchedule =
  /** A period every `seconds`, numbered from the game's local midnight (`YYYYMMDD-NNNN`). */
  | { kind: 'interval'; seconds: number }
  /** One draw at `at` ("HH:mm" local) on the listed ISO weekdays (1 = Monday … 7 = Sunday); `YYYYMMDD`. */
  | { kind: 'daily'; at: string; weekdays: readonly number[] };

export interface LotteryGameDefinition {
  /** Stable code, e.g. VN_NORTH, VN_HCM, VN_FAST1, SEA4D, THAI6, SSC1, K3_3, PK10_5, X115_1. */
  code: string;
  family: LotteryFamily;
  name: Localized;
  prizeMode: PrizeMode;
  accountType: LotteryAccountType;
  /** house: drawn in-house from a committed seed; external: the official result comes from outside. */
  source: 'house' | 'external';
  /** IANA zone the schedule and period numbers are in. */
  timeZone: string;
  schedule: LotterySchedule;
  /** Betting closes this many seconds before the draw (the operator may change it). */
  closeSeconds: number;
  /** VN only: the region (north: 27 prizes; central and south: 18). */
  region?: 'north' | 'central' | 'south';
  /** Prize groups (`series`) offered, ascending; the highest pays the most and earns no rebate. */
  series: readonly number[];
  /** Smallest and largest unit stake (minor units). */
  minUnitMinor: bigint;
  maxUnitMinor: bigint;
}

/** One period's times (UTC instants). */
export interface PeriodTimes {
  /** `YYYYMMDD-NNNN` (interval) or `YYYYMMDD` (daily), in the game's zone. */
  number: string;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
}

/**
 * A drawn result. `numbers` is the family's canonical form:
 * - VN: `prizes` by name (DB, G1 … G7 north; DB, G1 … G8 central/south), each an array of digit
 *   strings of the prize's length;
 * - SEA4D: `prizes` first, second, third (one each), special (10), consolation (10); 4-digit strings;
 * - THAI6: `prizes` first (1 × 6 digits), front3 (2 × 3), back3 (2 × 3), back2 (1 × 2);
 * - SSC: five digits 0–9; K3: three dice 1–6; PK10: a permutation of 1–10; X115: five distinct of 1–11.
 */
export interface LotteryResult {
  family: LotteryFamily;
  /** Flat list shown as "the result" (VN: the special prize first, then the rest in sheet order). */
  numbers: string[];
  /** Named prize rows (VN, SEA4D, THAI6); empty for the fast games. */
  prizes: Record<string, string[]>;
}

/** One bet as the member placed it (a line of the slip). */
export interface LotteryBet {
  /** Bet type code from `betTypesOf(game)`, e.g. `lo2`, `de`, `xien2`, `ssc.pos`, `k3.sum`. */
  type: string;
  /**
   * The selection, in the type's own form: numbers as strings ("07", "123"), positions as
   * `"1:5"` (position 1, digit 5), options as words ("big", "odd", "dragon").
   */
  picks: string[];
  /** Stake per combination, minor units. */
  unitMinor: bigint;
  /** Whole multiplier ≥ 1. */
  multiplier: number;
}

export interface BetTypeDefinition {
  code: string;
  name: Localized;
  /** How the member picks: digits of a length, positions, options, numbers from a range. */
  pick:
    | { kind: 'numbers'; digits: number; min: number; max: number }
    | { kind: 'options'; options: readonly string[]; min: number; max: number }
    | { kind: 'positions'; positions: number; values: readonly string[] }
    | { kind: 'balls'; from: number; to: number; min: number; max: number };
  /** Plain-language rule, shown on the rules page. */
  rule: Localized;
}

/** A validated bet: how many combinations it covers and what it costs. */
export interface PricedBet {
  bet: LotteryBet;
  combinations: number;
  costMinor: bigint;
}

/** What a bet won against a result at a prize group. */
export interface BetSettlement {
  winMinor: bigint;
  /** How many winning hits (lô counts each appearance). */
  hits: number;
}

/**
 * The house's worst case on one key if that key is drawn: e.g. `lo2:27` → what every lô bet on 27
 * pays if 27 comes up once. Caps are checked per key per period.
 */
export interface Exposure {
  key: string;
  payoutMinor: bigint;
}

export class LotteryBetError extends Error {
  constructor(
    readonly code:
      | 'unknown.type'
      | 'bad.picks'
      | 'bad.amount'
      | 'bad.multiplier'
      | 'unknown.series'
      | 'too.many.combinations',
    message: string,
  ) {
    super(message);
    this.name = 'LotteryBetError';
  }
}
