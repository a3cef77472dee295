import { QueryClientProvider } from '@tanstack/react-query';
import { flattenWhitelabel } from '@wps/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { createQueryClient } from '../../shared/api/queryClient';
import { SiteContext } from '../../shared/site/siteContext';
import { DialogProvider } from '../../shared/ui/dialog/DialogProvider';
import { systemStatusFixture } from '../../test/fixtures';
import { DepositPage } from './DepositPage';

vi.mock('../../shared/api/client', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

const channel = {
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
const methods = [
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
  callApiMock.mockImplementation(async (route, options = {}) => {
    if (route.id === 'depositSettings') return { allowDeposit: true, totalDepositSuccessCount: 0 } as never;
    if (route.id === 'depositChannels') return methods as never;
    if (route.id === 'depositRecords') return { list: [], pageNum: 1, totalPages: 1 } as never;
    if (route.id === 'depositByGateway') {
      const body = options.body as { channelId: number; amount: string };
      return {
        orderNo: 'DP1',
        payUrl: 'https://pay.example/1',
        qrContent: body.channelId === 2 ? 'https://pay.example/qr/1' : null,
        expiresAt: Date.now() + 900_000,
      } as never;
    }
    throw new ApiError('not.found', 404, 'no handler');
  });
});
afterEach(() => callApiMock.mockReset());

function renderPage(modules: Record<string, boolean> = {}) {
  const status = systemStatusFixture();
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
    const sent = callApiMock.mock.calls.find(([route]) => route.id === 'depositByGateway')![1]!.body as {
      amount: string;
      requestId: string;
    };
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
    const asked = callApiMock.mock.calls.map(([route]) => route.id);
    expect(asked).not.toContain('depositSettings');
    expect(asked).not.toContain('depositChannels');
  });
});
