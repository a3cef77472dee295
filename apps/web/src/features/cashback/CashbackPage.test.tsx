import { QueryClientProvider } from '@tanstack/react-query';
import { flattenWhitelabel } from '@wps/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/apiError';
import { createQueryClient } from '../../shared/api/queryClient';
import { SiteContext } from '../../shared/site/siteContext';
import { notifySessionChange } from '../../shared/storage/session';
import { DialogProvider } from '../../shared/ui/dialog/DialogProvider';
import { installFakeApi, type FakeAnswer } from '../../test/fakeApi';
import { systemStatusFixture } from '../../test/fixtures';
import { CashbackPage } from './CashbackPage';

const api = installFakeApi();
const HOUR = 3_600_000;
let live: FakeAnswer<'cashback'>;

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('token', 'token-1');
  notifySessionChange();
  const now = Date.now();
  live = {
    since: now - 5 * HOUR,
    until: now,
    rows: [
      { category: 'LIVE', validBet: '1000.00', rateBasisPoints: 60, amount: '6.00' },
      { category: 'RNG', validBet: '500.00', rateBasisPoints: 100, amount: '5.00' },
    ],
    total: '11.00',
    level: 3,
    currency: 'PHP',
  };
  api.on('cashback', () => live);
  api.on('cashbackHistory', () => ({
    list: [
      {
        id: 2,
        from: now - 30 * HOUR,
        to: now - 5 * HOUR,
        amount: '8.50',
        source: 'member',
        createdAt: now - 5 * HOUR,
      },
      { id: 1, from: null, to: now - 30 * HOUR, amount: '3.20', source: 'job', createdAt: now - 29 * HOUR },
    ],
  }));
});

function renderCashback(modules: Record<string, boolean> = { MANPLAYREB3: true }) {
  const status = systemStatusFixture();
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <DialogProvider>
        <SiteContext.Provider
          value={{ status, modules: { ...flattenWhitelabel(status.info.whitelabel), ...modules } }}
        >
          <CashbackPage />
        </SiteContext.Provider>
      </DialogProvider>
    </QueryClientProvider>,
  );
  return { queryClient };
}

const claimButton = () => screen.getByRole('button', { name: 'Claim' }) as HTMLButtonElement;

describe('cashback', () => {
  it('shows the live table per game type, the total and since when', async () => {
    renderCashback();
    const table = await screen.findByRole('table', { name: 'Cashback by game type' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Game type', 'Valid bets', 'Rate', 'Cashback'],
      ['Live casino', '₱1,000.00', '0.6%', '₱6.00'],
      ['Slots', '₱500.00', '1%', '₱5.00'],
    ]);
    expect(screen.getByTestId('cashback-total').textContent).toBe('₱11.00');
    expect(screen.getByTestId('cashback-since').textContent).toMatch(
      /^Valid bets since \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    expect(claimButton().disabled).toBe(false);
  });

  it('claims once however often it is pressed, says so, and reads the cashback again', async () => {
    let answer: (value: FakeAnswer<'claimCashback'>) => void = () => undefined;
    api.on('claimCashback', () => new Promise((resolve) => (answer = resolve)));
    renderCashback();
    await screen.findByRole('table', { name: 'Cashback by game type' });
    fireEvent.click(claimButton());
    fireEvent.click(screen.getByRole('button', { name: 'Sending…' }));
    await waitFor(() => expect(api.calls('claimCashback')).toHaveLength(1));
    expect(api.calls('claimCashback')[0]!.body).toEqual({});
    const asked = api.calls('cashback').length;
    live = { ...live, rows: [], total: '0.00', since: Date.now() };
    answer({
      id: 3,
      from: live.since,
      to: Date.now(),
      amount: '11.00',
      source: 'member',
      createdAt: Date.now(),
    });
    expect(await screen.findByText('Accepted: ₱11.00 was added to your main wallet.')).toBeTruthy();
    await waitFor(() => expect(api.calls('cashback').length).toBeGreaterThan(asked));
    await waitFor(() => expect(screen.getByTestId('cashback-total').textContent).toBe('₱0.00'));
    expect(claimButton().disabled).toBe(true);
    expect(api.calls('claimCashback')).toHaveLength(1);
  });

  it('cannot claim at 0.00', async () => {
    live = { ...live, since: null, rows: [], total: '0.00' };
    renderCashback();
    expect(await screen.findByText('No valid bets since your last cashback.')).toBeTruthy();
    expect(screen.getByTestId('cashback-since').textContent).toBe('Valid bets since you joined');
    expect(claimButton().disabled).toBe(true);
    fireEvent.click(claimButton());
    expect(api.calls('claimCashback')).toHaveLength(0);
  });

  it('shows a refusal with its reason', async () => {
    api.on('claimCashback', () => {
      throw new ApiError('cashback.nothing', 409, 'There is no cashback to claim yet');
    });
    renderCashback();
    await screen.findByRole('table', { name: 'Cashback by game type' });
    fireEvent.click(claimButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Refused: There is no cashback to claim yet');
  });

  it('lists the payments with their window and source', async () => {
    renderCashback();
    const history = await screen.findByRole('region', { name: 'Cashback history' });
    const items = await within(history).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.money-record__amount')!.textContent)).toEqual([
      '₱8.50',
      '₱3.20',
    ]);
    expect(within(items[0]!).getByText('Claimed by you')).toBeTruthy();
    expect(items[0]!.textContent).toMatch(
      /Bets from \d{4}-\d{2}-\d{2} [\d:]{8} to \d{4}-\d{2}-\d{2} [\d:]{8}/,
    );
    expect(within(items[1]!).getByText('Daily payment')).toBeTruthy();
    expect(items[1]!.textContent).toMatch(/Bets up to \d{4}-/);
  });

  it('shows nothing to claim and asks nothing while MANPLAYREB3 is off', async () => {
    renderCashback({ MANPLAYREB3: false });
    expect(await screen.findByText('Cashback is not available right now.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
    expect(api.asked()).toEqual([]);
  });
});
