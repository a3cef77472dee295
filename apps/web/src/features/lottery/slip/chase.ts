import type { LotteryGameDetail } from '@wps/contracts';

export interface ChaseState {
  on: boolean;
  periods: string;
  stopOnWin: boolean;
}

/** The most periods a chase covers: 120, or fewer when fewer periods are scheduled ahead. */
export function maxChasePeriods(setting: LotteryGameDetail): number {
  return Math.min(120, setting.upcoming.length);
}

/** A typed chase length, 2 … max, or null. */
export function readChasePeriods(text: string, max: number): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= 2 && value <= max ? value : null;
}
