import { QueryClientProvider } from '@tanstack/react-query';
import { flattenWhitelabel, type WalletBalance } from '@wps/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/apiError';
import { createQueryClient } from '../../shared/api/queryClient';
import { SiteContext } from '../../shared/site/siteContext';
import { DialogProvider } from '../../shared/ui/dialog/DialogProvider';
import { installFakeApi } from '../../test/fakeApi';
import { systemStatusFixture } from '../../test/fixtures';
import { WithdrawPage } from './WithdrawPage';

const api = installFakeApi();

const balance: WalletBalance = {
  sumBalance: '1234.50',
  balance: [{ accountTypeId: 2, wallet: 'main', name: 'Main wallet', availBalance: '1234.50' }],
  currency: 'PHP',
  currencySymbol: '₱',
  currencyPosition: 'F',
  playMoney: false,
};
let bonusRemaining = '0.00';

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('token', 'token-1');
  bonusRemaining = '0.00';
  api.on('walletBalance', () => balance);
  api.on('withdrawAccounts', () => ({
    accounts: [
      {
        id: 3,
        kind: 'bank',
        bankCode: 'BDO',
        bankName: 'BDO Unibank',
        accountName: 'Alice Cruz',
        accountNumberMasked: '****6789',
        isDefault: true,
      },
    ],
    payeeName: 'Alice Cruz',
    banks: [],
    ewallets: [],
  }));
  api.on('withdrawSettings', () => ({
    enabled: true,
    minimumAmount: '100.00',
    maximumAmount: '50000.00',
    dailyCountLeft: 5,
    dailyAmountLeft: '100000.00',
    freeLeftToday: 2,
    chargeBasisPoints: 0,
    chargeFixed: '0.00',
    turnover: { required: '0.00', completed: '0.00', remaining: '0.00' },
    hasPaymentPassword: true,
  }));
  api.on('withdrawCharge', ({ query }) => ({
    amount: query!.amount,
    charge: '0.00',
    receive: query!.amount,
  }));
  api.on('bonusProgress', () => ({ bonuses: [], remaining: bonusRemaining, currency: 'PHP' }));
});

function renderPage(modules: Record<string, boolean> = { REWCEN3: true }) {
  const goTo = vi.fn();
  const status = systemStatusFixture();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DialogProvider>
        <SiteContext.Provider
          value={{ status, modules: { ...flattenWhitelabel(status.info.whitelabel), ...modules } }}
        >
          <WithdrawPage goTo={goTo} />
        </SiteContext.Provider>
      </DialogProvider>
    </QueryClientProvider>,
  );
  return { goTo };
}

async function submitWithdrawal() {
  const form = await screen.findByRole('form', { name: 'Withdrawal request' });
  fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '200' } });
  fireEvent.change(within(form).getByLabelText('Payment password'), { target: { value: '123456' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
  return form;
}

describe('withdraw and promotion bonuses', () => {
  it('explains the bonus turnover refusal with what remains, and opens bonus details', async () => {
    api.on('withdraw', () => {
      bonusRemaining = '375.00';
      throw new ApiError('withdraw.bonus.turnover', 409, 'A bonus still needs turnover', {
        required: '500.00',
        done: '125.00',
        remaining: '375.00',
      });
    });
    const { goTo } = renderPage();
    const form = await submitWithdrawal();
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain(
      'A bonus still needs turnover before you can withdraw: ₱375.00 still to play',
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'See bonus turnover' }));
    expect(goTo).toHaveBeenCalledWith('bonusDetails');
    expect(api.calls('withdraw')).toHaveLength(1);
  });

  it('says ahead when a bonus still holds withdrawals back', async () => {
    bonusRemaining = '375.00';
    const { goTo } = renderPage();
    const note = await screen.findByTestId('bonus-turnover-note');
    expect(note.textContent).toContain(
      'A promotion bonus still needs ₱375.00 turnover. Withdrawals are held until it is complete.',
    );
    fireEvent.click(within(note).getByRole('button', { name: 'See bonus turnover' }));
    expect(goTo).toHaveBeenCalledWith('bonusDetails');
  });

  it('asks nothing about bonuses while the reward centre is off', async () => {
    bonusRemaining = '375.00';
    renderPage({ REWCEN3: false });
    await screen.findByRole('form', { name: 'Withdrawal request' });
    await waitFor(() => expect(api.asked()).toContain('withdrawSettings'));
    expect(screen.queryByTestId('bonus-turnover-note')).toBeNull();
    expect(api.asked()).not.toContain('bonusProgress');
  });
});
