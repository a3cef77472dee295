/** Pure game engines (docs/architecture.md, "Server layout"): no I/O, deterministic given their seeds. */
export {
  drawStops,
  fairBlock,
  fairByteStream,
  fixedByteStream,
  hashServerSeed,
  nextUint32,
  serverSeedFromBytes,
  uniformInt,
} from './fair.js';
export type { ByteStream } from './fair.js';
export {
  SLOT_LANGUAGES,
  assertValidBet,
  describePaytable,
  evaluateLine,
  evaluateStops,
  exactRtp,
  exactRtpFraction,
  gridAt,
  hitFrequency,
  payVariance,
  slotStatistics,
  spin,
  validateSlotDefinition,
} from './slot.js';
export type {
  Fraction,
  LinePays,
  LineEvaluation,
  LineWin,
  PublishedPaytable,
  SlotDefinition,
  SlotLanguage,
  SlotStatistics,
  SlotSymbol,
  SpinResult,
} from './slot.js';
export { AURORA_FRUITS, LUCKY_SEVENS, PAYLINES_25, SLOT_GAMES, STAR_GEMS, slotById } from './slot-games.js';
export { replayRound } from './verify.js';
export type { ReplayInput, ReplayResult } from './verify.js';
