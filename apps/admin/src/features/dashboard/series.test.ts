import type { DashboardDay, DashboardMoney } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import { currenciesOf, seriesOf } from './series';

const money = (currency: string, ggr: string): DashboardMoney => ({
  currency,
  deposits: { count: 1, amount: '10.00', fees: '0.00' },
  withdrawals: { count: 0, amount: '0.00', charges: '0.00' },
  bets: '5.00',
  wins: '1.50',
  ggr,
});
const day = (date: string, entries: DashboardMoney[], active = 1): DashboardDay => ({
  day: date,
  from: 0,
  to: 0,
  live: false,
  newMembers: 0,
  activeMembers: active,
  money: entries,
});

describe('dashboard series', () => {
  it('orders days oldest first with today last, zero where the currency did not move', () => {
    const today = day('2026-11-26', [money('PHP', '3.50')], 4);
    const days = [
      day('2026-11-25', [money('USD', '1.00')], 2),
      day('2026-11-24', [money('PHP', '-2.25')], 3),
    ];
    const php = seriesOf(today, days, 'PHP');
    expect(php.days).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
    expect(php.ggr).toEqual([-2.25, 0, 3.5]);
    expect(php.activeMembers).toEqual([3, 2, 4]);
    expect(currenciesOf(today, days)).toEqual(['PHP', 'USD']);
  });
});
