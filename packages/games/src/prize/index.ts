export {
  MAX_PRIZES,
  MAX_TOTAL_WEIGHT,
  PrizeTableError,
  canDraw,
  checkPrizeTable,
  drawPrize,
  maxPrize,
  oddsTable,
  prizeAt,
  totalWeight,
} from './prize.js';
export type { Prize, PrizeDraw } from './prize.js';
