import type { DashboardDay } from '@wps/contracts';

/** One currency's daily series, oldest day first (charts read left to right in time). */
export interface CurrencySeries {
  days: string[];
  deposits: number[];
  withdrawals: number[];
  bets: number[];
  wins: number[];
  ggr: number[];
  newMembers: number[];
  activeMembers: number[];
}

/**
 * The chart series of `currency` over `days` (newest first, as the API answers) plus today. A day
 * where the currency did not move counts zero. Chart values are numbers: a position on an axis, never
 * an amount shown as money (the table beside the chart shows the exact decimal strings).
 */
export function seriesOf(today: DashboardDay, days: DashboardDay[], currency: string): CurrencySeries {
  const ordered = [...days].reverse().concat(today);
  const money = (day: DashboardDay) => day.money.find((entry) => entry.currency === currency);
  const pick = (read: (day: DashboardDay) => string | number | undefined) =>
    ordered.map((day) => Number(read(day) ?? 0));
  return {
    days: ordered.map((day) => day.day),
    deposits: pick((day) => money(day)?.deposits.amount),
    withdrawals: pick((day) => money(day)?.withdrawals.amount),
    bets: pick((day) => money(day)?.bets),
    wins: pick((day) => money(day)?.wins),
    ggr: pick((day) => money(day)?.ggr),
    newMembers: pick((day) => day.newMembers),
    activeMembers: pick((day) => day.activeMembers),
  };
}

/** The currencies that appear on any day, the merchant's own (listed first by the API) first. */
export function currenciesOf(today: DashboardDay, days: DashboardDay[]): string[] {
  const seen: string[] = [];
  for (const day of [today, ...days])
    for (const entry of day.money) if (!seen.includes(entry.currency)) seen.push(entry.currency);
  return seen;
}
