import { QueryClientProvider } from '@tanstack/react-query';
import { flattenWhitelabel, type CurrencySettings, type WalletBalance } from '@wps/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../../shared/api/apiError';
import { createQueryClient } from '../../shared/api/queryClient';
import { SiteContext } from '../../shared/site/siteContext';
import { installFakeApi } from '../../test/fakeApi';
import { systemStatusFixture } from '../../test/fixtures';
import { BalanceWidget } from './BalanceWidget';
import { BALANCE_HIDDEN_KEY } from './balanceVisibility';
import { WalletPage } from './WalletPage';

const api = installFakeApi();

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
  api.on('walletBalance', () => balance);
  api.on('merchantWallet', () => ({ isSingle }));
  api.on('walletTransfer', ({ body }) => transfer(body!));
});

function renderWith(node: ReactNode, currency?: CurrencySettings) {
  const status = systemStatusFixture();
  if (currency) status.info.currency = currency;
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
    expect(api.calls('walletBalance')).toHaveLength(2);
  });
  it('stays hidden across mounts', async () => {
    localStorage.setItem(BALANCE_HIDDEN_KEY, '1');
    renderWith(<BalanceWidget />);
    await screen.findByRole('button', { name: 'Show balance' });
    await waitFor(() => expect(api.asked()).toContain('walletBalance'));
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
    expect(api.calls('walletTransfer')).toHaveLength(0);
  });
});

describe('the site currency decimals', () => {
  const dong: CurrencySettings = { code: 'VND', symbol: '₫', position: 'B', decimals: 0 };
  const dinar: CurrencySettings = { code: 'KWD', symbol: 'KD', position: 'F', decimals: 3 };
  const inCurrency = (currency: CurrencySettings, main: string, slots: string, sum: string) => {
    balance = {
      ...balance,
      sumBalance: sum,
      balance: [
        { ...balance.balance[0]!, availBalance: main },
        { ...balance.balance[1]!, availBalance: slots },
      ],
      currency: currency.code,
      currencySymbol: currency.symbol,
      currencyPosition: currency.position,
    };
  };

  it('shows a currency without decimals as whole amounts, the symbol behind', async () => {
    inCurrency(dong, '1234567', '0', '1234567');
    renderWith(<BalanceWidget />, dong);
    expect(await screen.findByText('1,234,567 ₫')).toBeTruthy();
  });

  it('lists the wallets with three decimals and checks typed amounts against them', async () => {
    inCurrency(dinar, '12.345', '0.500', '12.845');
    renderWith(<WalletPage />, dinar);
    expect(await screen.findByText('KD12.845')).toBeTruthy();
    expect(screen.getByText('KD12.345')).toBeTruthy();
    expect(screen.getByText('KD0.500')).toBeTruthy();
    const amount = screen.getByLabelText('Amount');
    fireEvent.change(amount, { target: { value: '1.2345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('At most 3 decimal places')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '12.346' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('More than you have: KD12.345')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('KD1.500 transferred.')).toBeTruthy();
    expect(api.calls('walletTransfer')).toHaveLength(1);
    expect(api.calls('walletTransfer')[0]!.body).toMatchObject({ from: 'main', to: 'SLOTS', amount: '1.5' });
  });

  it('asks for whole amounts when the currency has no decimals', async () => {
    inCurrency(dong, '1000', '0', '1000');
    renderWith(<WalletPage />, dong);
    const amount = await screen.findByLabelText('Amount');
    expect(screen.getByTestId('wallet-total').textContent).toBe('1,000 ₫');
    expect(amount.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByText('Available: 1,000 ₫')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '10.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Whole amounts only, without decimals')).toBeTruthy();
    expect(api.calls('walletTransfer')).toHaveLength(0);
  });
});
