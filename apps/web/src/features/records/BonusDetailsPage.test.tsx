import type { Bonus } from '@wps/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '../../test/fakeApi';
import { BonusDetailsPage } from './BonusDetailsPage';
import { renderRecordsPage } from './testSupport';

const api = installFakeApi();

const HOUR = 3_600_000;

function bonus(overrides: Partial<Bonus> = {}): Bonus {
  return {
    id: 7,
    activityId: 1,
    activityTitle: 'Weekend reload',
    kind: 'deposit_match',
    state: 'active',
    amount: '50.00',
    deposit: '100.00',
    turnover: { required: '500.00', done: '125.00', remaining: '375.00' },
    weights: { LIVE: 10, SPORTS: 50 },
    maxBet: '20.00',
    expiresAt: new Date(2026, 3, 2, 18, 0).getTime(),
    createdAt: Date.now() - HOUR,
    paidAt: Date.now() - HOUR,
    reason: null,
    ...overrides,
  };
}

beforeEach(() => {
  sessionStorage.clear();
  api.on('bonusProgress', () => ({ bonuses: [], remaining: '0.00', currency: 'PHP' }));
  api.on('bonusRecords', ({ query }) => {
    const page = query!.pageNo;
    return {
      list: [
        {
          txId: `T${page}`,
          type: 'dividend',
          name: `Welcome bonus ${page}`,
          amount: '88.00',
          createdAt: new Date(2026, 2, 30, 9, 0).getTime(),
          remark: null,
        },
      ],
      pageNum: page,
      totalPages: 2,
    };
  });
});

describe('bonus details page (on the shared records table)', () => {
  it('lists bonuses with signed amounts and pages through them', async () => {
    renderRecordsPage(<BonusDetailsPage />);
    const row = (await screen.findByText('Welcome bonus 1')).closest('tr')!;
    expect(within(row).getByText('+₱88.00').className).toContain('money-amount--in');
    expect(within(row).getByText('—')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Welcome bonus 2')).toBeTruthy();
    expect(api.calls('bonusRecords').at(-1)?.query).toMatchObject({ pageNo: 2, pageSize: 20 });
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(api.calls('bonusRecords').at(-1)?.query).toMatchObject({ pageNo: 1 }));
  });
});

describe('bonus turnover (reward centre)', () => {
  it('shows each active bonus with its turnover bar, expiry, max bet and weights, and the total held back', async () => {
    api.on('bonusProgress', () => ({
      bonuses: [
        bonus(),
        bonus({
          id: 8,
          activityTitle: 'Daily login',
          turnover: { required: '100.00', done: '100.00', remaining: '0.00' },
          weights: {},
          maxBet: null,
          expiresAt: null,
        }),
        bonus({ id: 9, activityTitle: 'Old reload', state: 'completed' }),
      ],
      remaining: '375.00',
      currency: 'PHP',
    }));
    renderRecordsPage(<BonusDetailsPage />, { REWCEN3: true });
    const section = await screen.findByRole('region', { name: 'Bonus turnover' });
    expect((await within(section).findByTestId('bonus-remaining-total')).textContent).toBe(
      'Withdrawals are held until the bonus turnover is complete: ₱375.00 still to play.',
    );
    const bars = within(section).getAllByRole('progressbar');
    expect(bars.map((bar) => [bar.getAttribute('aria-label'), bar.getAttribute('aria-valuenow')])).toEqual([
      ['Turnover of Weekend reload', '25'],
      ['Turnover of Daily login', '100'],
    ]);
    const first = section.querySelector<HTMLElement>('[data-bonus="7"]')!;
    expect(within(first).getByText('₱125.00 of ₱500.00')).toBeTruthy();
    expect(within(first).getByTestId('turnover-left').textContent).toBe('₱375.00');
    expect(within(first).getByText('2026-04-02 18:00:00')).toBeTruthy();
    expect(within(first).getByText('Bets up to ₱20.00')).toBeTruthy();
    expect(within(within(first).getByRole('table')).getByRole('row', { name: 'Sports 50%' })).toBeTruthy();
    const second = section.querySelector<HTMLElement>('[data-bonus="8"]')!;
    expect(within(second).getByText('No time limit')).toBeTruthy();
    expect(within(second).getByText('No limit')).toBeTruthy();
    expect(within(second).getByText('Bets in every game count in full (100%).')).toBeTruthy();
    expect(within(section).queryByText('Old reload')).toBeNull();
    // The bonus records stay below.
    expect(await screen.findByText('Welcome bonus 1')).toBeTruthy();
  });

  it('says when nothing holds withdrawals back, and is absent while REWCEN3 is off', async () => {
    const view = renderRecordsPage(<BonusDetailsPage />, { REWCEN3: true });
    const section = await screen.findByRole('region', { name: 'Bonus turnover' });
    expect(await within(section).findByText('No bonus turnover is holding back withdrawals.')).toBeTruthy();
    view.unmount();
    renderRecordsPage(<BonusDetailsPage />, { REWCEN3: false });
    expect(await screen.findByText('Welcome bonus 1')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Bonus turnover' })).toBeNull();
  });
});
