/** The lottery engine (pure): catalogue, schedule, draws, bet types, odds and shorthand parsing. */
export { LOTTERY_GAMES, lotteryGameByCode, topSeries } from './games.js';
export { VN_STATIONS, VN_STATION_ORDER, vnStationWeekdays, vnStationsOn } from './stations.js';
export type { VnStation } from './stations.js';
export { currentPeriod, nextPeriods, periodByNumber, periodsOnDay, previousPeriod } from './schedule.js';
export {
  LotteryResultError,
  assertResultOf,
  drawResult,
  resultFromNumbers,
  resultFromPrizes,
  serverSeedCommitment,
} from './draw.js';
export {
  SEA4D_SHEET,
  THAI6_SHEET,
  VN_NORTH_SHEET,
  VN_SOUTH_SHEET,
  sheetOf,
  slotsWithDigits,
} from './sheets.js';
export type { PrizeRow } from './sheets.js';
export {
  MAX_COMBINATIONS,
  MAX_MULTIPLIER,
  betTypesOf,
  exposureOf,
  pickValuesOf,
  priceBet,
  rebateOf,
  settleBet,
} from './bets.js';
export type { BetSettlementDetail, WinningCombination } from './bets.js';
export { SEA_PAY_TABLES } from './bets-sea.js';
export { xienProbability } from './odds.js';
export { oddsOf, payoutTable } from './payout-table.js';
export type { PayoutTable, PayoutTableRow } from './payout-table.js';
export { parseVnShorthand } from './shorthand.js';
export type { ParsedVnBet, ShorthandError, ShorthandErrorCode } from './shorthand.js';
export { LotteryBetError } from './types.js';
export type {
  BetSettlement,
  BetTypeDefinition,
  Exposure,
  Localized,
  LotteryAccountType,
  LotteryBet,
  LotteryFamily,
  LotteryGameDefinition,
  LotteryResult,
  LotterySchedule,
  PeriodTimes,
  PricedBet,
  PrizeMode,
} from './types.js';
