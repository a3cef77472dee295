import { TEAM_RANGES } from '@wps/contracts';

/** today, yesterday, this week, this month, or two dates (docs/product.md §Agent centre). */
export type RangePreset = (typeof TEAM_RANGES)[number];
export const RANGE_PRESETS: readonly RangePreset[] = TEAM_RANGES;

/** A period of an agent report: its preset and the local times it covers (end included). */
export interface RangeValue {
  preset: RangePreset;
  startTime: number;
  endTime: number;
}

function startOfDay(time: number, daysBack = 0): number {
  const date = new Date(time);
  date.setHours(0, 0, 0, 0);
  date.setDate(date.getDate() - daysBack);
  return date.getTime();
}

/**
 * The local times of a named range, up to `now`: today; yesterday (whole day); this week (from
 * Monday); this month (from the 1st).
 */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, now: number): RangeValue {
  switch (preset) {
    case 'today':
      return { preset, startTime: startOfDay(now), endTime: now };
    case 'yesterday':
      return { preset, startTime: startOfDay(now, 1), endTime: startOfDay(now) - 1 };
    case 'thisWeek': {
      const weekday = (new Date(now).getDay() + 6) % 7;
      return { preset, startTime: startOfDay(now, weekday), endTime: now };
    }
    case 'thisMonth': {
      const date = new Date(now);
      return { preset, startTime: startOfDay(now, date.getDate() - 1), endTime: now };
    }
  }
}

/** `yyyy-MM-dd` of a time in local time (the value of a date input). */
export function dateInputValue(time: number): string {
  const date = new Date(time);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function parseDateInput(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) || dateInputValue(date.getTime()) !== text ? null : date.getTime();
}

export type RangeProblem = 'missing' | 'order' | 'future';

/** Two date inputs as whole local days, from the start of `from` to the end of `to` (now for today). */
export function customRange(
  from: string,
  to: string,
  now: number,
): { range: RangeValue; problem: null } | { range: null; problem: RangeProblem } {
  const start = parseDateInput(from);
  const end = parseDateInput(to);
  if (start === null || end === null) return { range: null, problem: 'missing' };
  if (start > end) return { range: null, problem: 'order' };
  const today = startOfDay(now);
  if (end > today) return { range: null, problem: 'future' };
  const next = new Date(end);
  next.setDate(next.getDate() + 1);
  return {
    range: { preset: 'custom', startTime: start, endTime: end === today ? now : next.getTime() - 1 },
    problem: null,
  };
}
