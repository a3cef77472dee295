import { QueryClientProvider } from '@tanstack/react-query';
import { flattenWhitelabel, type WalletBalance } from '@wps/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { createQueryClient } from '../../shared/api/queryClient';
import { SiteContext } from '../../shared/site/siteContext';
import { systemStatusFixture } from '../../test/fixtures';
import { BalanceWidget } from './BalanceWidget';
import { BALANCE_HIDDEN_KEY } from './balanceVisibility';
import { WalletPage } from './WalletPage';

vi.mock('../../shared/api/client', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

let balance: WalletBalance;
let isSingle: boolean;
let transfer: (body: { requestId: string; amount: string }) => WalletBalance;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  sessionStorage.setItem('token', 'token-1');
  isSingle = false;
  balance = {
    sumBalance: '1234.5',
    balance: [
      { accountTypeId: 2, wallet: 'main', name: 'Main wallet', availBalance: '1000.00' },
      { accountTypeId: 100, wallet: 'SLOTS', name: 'Slots wallet', availBalance: '234.50' },
    ],
    currency: 'PHP',
    currencySymbol: '₱',
    currencyPosition: 'F',
    playMoney: false,
  };
  transfer = () => balance;
  callApiMock.mockImplementation(async (route, options = {}) => {
    if (route.id === 'walletBalance') return balance as never;
    if (route.id === 'merchantWallet') return { isSingle } as never;
    if (route.id === 'walletTransfer') return transfer(options.body as never) as never;
    throw new ApiError('not.found', 404, 'no handler');
  });
});
afterEach(() => callApiMock.mockReset());

function renderWith(node: ReactNode) {
  const status = systemStatusFixture();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SiteContext.Provider value={{ status, modules: flattenWhitelabel(status.info.whitelabel) }}>
        {node}
      </SiteContext.Provider>
    </QueryClientProvider>,
  );
}

describe('balance widget', () => {
  it('shows the total with two decimals and the symbol, and remembers hiding it', async () => {
    renderWith(<BalanceWidget />);
    expect(await screen.findByText('₱1,234.50')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.queryByText('₱1,234.50')).toBeNull();
    expect(localStorage.getItem(BALANCE_HIDDEN_KEY)).toBe('1');
    expect(screen.getByRole('button', { name: 'Show balance' }).getAttribute('aria-pressed')).toBe('true');
  });
  it('shows a placeholder while updating and asks again on refresh', async () => {
    renderWith(<BalanceWidget />);
    expect(screen.getByText('Updating balance…')).toBeTruthy();
    await screen.findByText('₱1,234.50');
    balance = { ...balance, sumBalance: '99' };
    fireEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByText('₱99.00')).toBeTruthy();
    expect(callApiMock.mock.calls.filter(([route]) => route.id === 'walletBalance')).toHaveLength(2);
  });
  it('stays hidden across mounts', async () => {
    localStorage.setItem(BALANCE_HIDDEN_KEY, '1');
    renderWith(<BalanceWidget />);
    await screen.findByRole('button', { name: 'Show balance' });
    await waitFor(() => expect(callApiMock).toHaveBeenCalled());
    expect(screen.queryByText('₱1,234.50')).toBeNull();
  });
});

describe('my wallet', () => {
  it('shows balances only in single-wallet mode', async () => {
    isSingle = true;
    renderWith(<WalletPage />);
    expect(await screen.findByText('Slots wallet')).toBeTruthy();
    expect(screen.getByText(/single wallet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
  });

  it('retries a transfer whose answer was lost with the same request id, and a new one with a new id', async () => {
    const sent: { requestId: string; amount: string }[] = [];
    let fail = true;
    transfer = (body) => {
      sent.push(body);
      if (fail) {
        fail = false;
        throw new ApiError(NETWORK_ERROR, 0, 'offline');
      }
      return balance;
    };
    renderWith(<WalletPage />);
    const amount = await screen.findByLabelText('Amount');
    fireEvent.change(amount, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(/network|retry/i)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('₱100.00 transferred.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[1]!.requestId).toBe(sent[0]!.requestId);
    expect(sent[2]!.requestId).not.toBe(sent[0]!.requestId);
    expect(sent[0]).toMatchObject({ amount: '100' });
  });

  it('checks the amount against the source wallet before sending', async () => {
    renderWith(<WalletPage />);
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '1000.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('More than you have: ₱1,000.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('1000.00'));
    expect(callApiMock.mock.calls.some(([route]) => route.id === 'walletTransfer')).toBe(false);
  });
});
