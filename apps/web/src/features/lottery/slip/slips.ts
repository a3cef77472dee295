import type { LotteryBetInput } from '@wps/contracts';
import { createContext, useContext } from 'react';

/** The most lines one slip may hold (contracts: lotteryOrderRequestSchema, bets ≤ 50). */
export const MAX_SLIP_LINES = 50;

/** One line of a slip: a bet as it will be sent. */
export interface SlipLine extends LotteryBetInput {
  id: string;
}

/** Slips by game code: one slip per game, kept while the member moves between games. */
export type Slips = Readonly<Record<string, readonly SlipLine[]>>;

export interface SlipsApi {
  slips: Slips;
  /** Adds bets to a game's slip; answers how many fitted (at most MAX_SLIP_LINES lines). */
  add: (gameCode: string, bets: readonly LotteryBetInput[]) => number;
  remove: (gameCode: string, id: string) => void;
  clear: (gameCode: string) => void;
}

export const SlipsContext = createContext<SlipsApi | null>(null);

export function useSlips(): SlipsApi {
  const api = useContext(SlipsContext);
  if (!api) throw new Error('useSlips needs a <SlipsProvider>');
  return api;
}

/** The bets of a slip as the quote and order calls take them. */
export function betsOf(lines: readonly SlipLine[]): LotteryBetInput[] {
  return lines.map(({ type, picks, unit, multiplier }) => ({ type, picks: [...picks], unit, multiplier }));
}
