import { QueryClientProvider } from '@tanstack/react-query';
import { flattenWhitelabel, type CurrencySettings } from '@wps/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../shared/api/queryClient';
import { SiteContext } from '../../shared/site/siteContext';
import { DialogProvider } from '../../shared/ui/dialog/DialogProvider';
import { installFakeApi, type FakeAnswer } from '../../test/fakeApi';
import { systemStatusFixture } from '../../test/fixtures';
import { DepositPage } from './DepositPage';

const api = installFakeApi();

type Method = FakeAnswer<'depositChannels'>[number];

const channel: Method['channels'][number] = {
  id: 1,
  name: 'Aurora Pay',
  kind: 'gateway' as const,
  minAmount: '100.00',
  maxAmount: '5000.00',
  fixedAmounts: [],
  fixedAmountOnly: false,
  feeBasisPoints: 150,
  banks: [{ code: 'BDO', name: 'BDO Unibank' }],
  receivingAccount: null,
  displayOrder: 1,
};
const methods: Method[] = [
  { code: 'ONLINE', name: 'Online banking', icon: null, recommended: false, channels: [channel] },
  {
    code: 'QR',
    name: 'QR pay',
    icon: null,
    recommended: true,
    channels: [
      {
        ...channel,
        id: 2,
        name: 'QR',
        feeBasisPoints: 0,
        fixedAmounts: ['100.00', '500.00'],
        fixedAmountOnly: true,
      },
    ],
  },
];
let open: ReturnType<typeof vi.fn>;

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('token', 'token-1');
  open = vi.fn();
  window.open = open as unknown as typeof window.open;
  api.on('depositSettings', () => ({ allowDeposit: true, totalDepositSuccessCount: 0 }));
  api.on('depositChannels', () => methods);
  api.on('depositRecords', () => ({ list: [], pageNum: 1, totalPages: 1 }));
  api.on('depositByGateway', ({ body }) => ({
    orderNo: 'DP1',
    payUrl: 'https://pay.example/1',
    qrContent: body!.channelId === 2 ? 'https://pay.example/qr/1' : null,
    expiresAt: Date.now() + 900_000,
  }));
});

function renderPage(modules: Record<string, boolean> = {}, currency?: CurrencySettings) {
  const status = systemStatusFixture();
  if (currency) status.info.currency = currency;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DialogProvider>
        <SiteContext.Provider
          value={{ status, modules: { ...flattenWhitelabel(status.info.whitelabel), ...modules } }}
        >
          <DepositPage />
        </SiteContext.Provider>
      </DialogProvider>
    </QueryClientProvider>,
  );
}

describe('deposit page', () => {
  it('opens on the recommended method; fixed-only channels take one of their amounts', async () => {
    renderPage();
    const qr = await screen.findByRole('radio', { name: /QR pay/ });
    expect(qr.getAttribute('aria-checked')).toBe('true');
    const amount = screen.getByLabelText('Amount') as HTMLInputElement;
    expect(amount.readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '₱500.00' }));
    await waitFor(() => expect(amount.value).toBe('500.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    // A QR channel shows the code here instead of opening the gateway's page.
    expect(await screen.findByRole('img', { name: 'QR code of this payment' })).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    const sent = api.calls('depositByGateway')[0]!.body!;
    expect(sent.amount).toBe('500.00');
    expect(sent.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('shows the fee and what is credited, checks the limits, and opens the gateway page', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: /Online banking/ }));
    expect(screen.getByText('Fee: 1.5% of the amount')).toBeTruthy();
    const amount = screen.getByLabelText('Amount');
    fireEvent.change(amount, { target: { value: '5000.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('The maximum is ₱5,000.00')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '1000' } });
    const breakdown = await screen.findByText('Credited to your wallet');
    expect(within(breakdown.parentElement!).getByText('₱985.00')).toBeTruthy();
    expect(within(breakdown.parentElement!).getByText('₱15.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('heading', { name: 'Waiting for your payment' })).toBeTruthy();
    expect(open).toHaveBeenCalledWith('https://pay.example/1', '_blank', 'noopener');
  });

  it('is not offered in credit mode', async () => {
    renderPage({ CREDITMAR3: true });
    expect(await screen.findByText('Deposits and withdrawals are not offered on this site.')).toBeTruthy();
    const asked = api.asked();
    expect(asked).not.toContain('depositSettings');
    expect(asked).not.toContain('depositChannels');
  });
});

describe('deposits in the site currency decimals', () => {
  const dong: CurrencySettings = { code: 'VND', symbol: '₫', position: 'B', decimals: 0 };
  const dinar: CurrencySettings = { code: 'KWD', symbol: 'KD', position: 'F', decimals: 3 };
  const record = (amount: string, fee: string): FakeAnswer<'depositRecords'>['list'][number] => ({
    orderNo: 'DP7',
    method: 'Online banking',
    channel: 'Aurora Pay',
    kind: 'gateway',
    amount,
    fee,
    status: 'PAID',
    createdAt: Date.now(),
    completedAt: Date.now(),
    payUrl: null,
    reference: null,
    remark: null,
  });

  it('shows limits, fee and credit without decimals, and asks for whole amounts', async () => {
    const dongChannel = { ...channel, minAmount: '100000', maxAmount: '50000000' };
    api.on('depositChannels', () => [{ ...methods[0]!, channels: [dongChannel] }, methods[1]!]);
    renderPage({}, dong);
    fireEvent.click(await screen.findByRole('radio', { name: /Online banking/ }));
    expect(screen.getByText('100,000 ₫ – 50,000,000 ₫')).toBeTruthy();
    expect(screen.getByText('Min 100,000 ₫ – max 50,000,000 ₫')).toBeTruthy();
    const amount = screen.getByLabelText('Amount');
    fireEvent.change(amount, { target: { value: '1000000.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Whole amounts only, without decimals')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '1234567' } });
    const breakdown = await screen.findByText('Credited to your wallet');
    // 1.5% of 1,234,567 is 18,518.505, rounded down to the currency's unit as the server charges it.
    expect(within(breakdown.parentElement!).getByText('18,518 ₫')).toBeTruthy();
    expect(within(breakdown.parentElement!).getByText('1,216,049 ₫')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('heading', { name: 'Waiting for your payment' })).toBeTruthy();
    expect(screen.getByText('1,234,567 ₫')).toBeTruthy();
    expect(api.calls('depositByGateway')[0]!.body).toMatchObject({ channelId: 1, amount: '1234567' });
  });

  it('shows three decimals in the breakdown and the records', async () => {
    api.on('depositRecords', () => ({ list: [record('12.345', '0.185')], pageNum: 1, totalPages: 1 }));
    renderPage({}, dinar);
    fireEvent.click(await screen.findByRole('radio', { name: /Online banking/ }));
    expect(screen.getByText('KD100.000 – KD5,000.000')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1234.567' } });
    const breakdown = await screen.findByText('Credited to your wallet');
    expect(within(breakdown.parentElement!).getByText('KD18.518')).toBeTruthy();
    expect(within(breakdown.parentElement!).getByText('KD1,216.049')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Deposit records' }));
    const item = await screen.findByText('KD12.345');
    expect(item.closest('li')!.textContent).toContain('Fee KD0.185');
  });
});
