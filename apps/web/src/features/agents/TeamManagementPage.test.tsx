import type { Routes, ValueOf } from '@wps/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/apiError';
import { installFakeApi } from '../../test/fakeApi';
import { TeamManagementPage } from './pages/TeamManagementPage';
import { renderWithSite, signIn } from './testSupport';

const api = installFakeApi();
type Downline = ValueOf<Routes['downlines']>['list'][number];

const downline = (overrides: Partial<Downline>): Downline => ({
  id: 20,
  username: 'bob',
  type: 2,
  isAgent: true,
  level: 1,
  upline: 'alice01',
  balance: '1500.00',
  teamSize: 4,
  registeredAt: Date.UTC(2026, 0, 5),
  lastLoginAt: null,
  rates: { daily: '1.20', hourly: null, realtime: null, dividend: '25.00' },
  ...overrides,
});

beforeEach(() => {
  sessionStorage.clear();
  window.scrollTo = vi.fn();
  signIn();
  api.on('downlines', ({ query }) => ({
    list:
      query?.scope === 'all'
        ? [
            downline({}),
            downline({ id: 30, username: 'erin', isAgent: false, level: 2, upline: 'bob', type: 0 }),
          ]
        : [downline({})],
    pageNum: 1,
    totalPages: 1,
  }));
  api.on('transferEnabled', () => ({ upline: false, downline: true }));
  api.on('walletBalance', () => ({
    sumBalance: '1000.00',
    balance: [{ accountTypeId: 2, wallet: 'main', name: 'Main wallet', availBalance: '1000.00' }],
    currency: 'PHP',
    currencySymbol: '₱',
    currencyPosition: 'F',
    playMoney: false,
  }));
});

function renderPage() {
  return renderWithSite(
    <TeamManagementPage kinds={['daily', 'dividend']} goTo={vi.fn()} openRequests={vi.fn()} />,
  );
}

describe('team management', () => {
  it('lists downlines with their contract rates, searches by name and scope', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Team members' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toContain('Daily wages rate');
    expect(headers).toContain('Dividend rate');
    expect(within(table).getByText('1.20%')).toBeTruthy();
    expect(within(table).getByText('₱1,500.00')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: ' bo ' } });
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'all' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.calls('downlines').at(-1)!.query).toEqual({
        username: 'bo',
        scope: 'all',
        pageNo: 1,
        pageSize: 20,
      }),
    );
    const row = (await screen.findByText('erin')).closest('tr')!;
    // Only direct downlines have actions.
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('sends money to a direct downline with the payment password and a fresh request id per attempt', async () => {
    let refuse = true;
    api.on('transferDownline', () => {
      if (refuse) {
        refuse = false;
        throw new ApiError('password.wrong', 400, 'The password is wrong');
      }
      return { orderNo: 'TD0001', balance: '900.00' };
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer to bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to bob' });
    const form = await within(dialog).findByRole('form', { name: 'Transfer to a downline' });
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '100' } });
    fireEvent.change(within(form).getByLabelText('Payment password'), { target: { value: '111111' } });
    fireEvent.change(within(form).getByLabelText(/^Remark/), { target: { value: 'for March' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('The password is wrong')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Payment password'), { target: { value: '222222' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('₱100.00 sent to bob (order TD0001).')).toBeTruthy();

    const [first, second] = api.calls('transferDownline').map((call) => call.body!);
    expect(first).toMatchObject({
      downlineUsername: 'bob',
      amount: '100',
      remark: 'for March',
      paymentPassword: '111111',
    });
    expect(second).toMatchObject({ downlineUsername: 'bob', amount: '100', paymentPassword: '222222' });
    expect(first!.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(second!.requestId).not.toBe(first!.requestId);
  });
});
