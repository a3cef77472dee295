import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test/fakeApi';
import { AccountDetailsPage } from './pages/AccountDetailsPage';
import { IncomePage } from './pages/IncomePage';
import { TeamBetsPage } from './pages/TeamBetsPage';
import { UserLossPage } from './pages/UserLossPage';
import { presetRange } from './range';
import { renderWithSite, signIn } from './testSupport';

const api = installFakeApi();

const figures = {
  deposits: '100.00',
  withdrawals: '50.00',
  validBet: '1000.00',
  wins: '900.00',
  profitLoss: '100.00',
  newMembers: 1,
  activeMembers: 2,
};

beforeEach(() => {
  sessionStorage.clear();
  window.scrollTo = vi.fn();
  signIn();
});

const footerCells = (table: HTMLElement) =>
  within(table.querySelector('tfoot')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('report pages', () => {
  it('team betting: the team bets of today with their totals, by member name', async () => {
    api.on('teamBets', () => ({
      list: [
        {
          roundId: 'R-1',
          username: 'erin',
          directAgentName: 'bob',
          vendor: 'Demo',
          game: 'Lucky Slots',
          category: 'RNG',
          bet: '10.00',
          validBet: '10.00',
          win: '0.00',
          profitLoss: '10.00',
          status: 'settled',
          betTime: Date.UTC(2026, 2, 31, 4),
          settleTime: Date.UTC(2026, 2, 31, 4),
        },
      ],
      pageNum: 1,
      totalPages: 1,
      footer: { bet: '10.00', validBet: '10.00', win: '0.00', profitLoss: '10.00' },
    }));
    renderWithSite(<TeamBetsPage />);
    const table = await screen.findByRole('table', { name: 'Team bets' });
    expect(within(table).getByText('Demo · Slots')).toBeTruthy();
    expect(within(table).getByText('Settled')).toBeTruthy();
    expect(footerCells(table)).toContain('+₱10.00');
    expect(api.calls('teamBets')[0]!.query).toMatchObject({
      startTime: presetRange('today', Date.now()).startTime,
      pageNo: 1,
    });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'erin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.calls('teamBets').at(-1)!.query).toMatchObject({ username: 'erin' }));
  });

  it('user loss: figures per direct downline with the totals row', async () => {
    api.on('teamProfit', () => ({
      list: [{ username: 'bob', isAgent: true, teamSize: 4, ...figures }],
      pageNum: 1,
      totalPages: 1,
      footer: figures,
    }));
    renderWithSite(<UserLossPage />);
    const table = await screen.findByRole('table', { name: 'Profit and loss by direct downline' });
    expect(within(table).getByText('bob')).toBeTruthy();
    expect(footerCells(table)).toEqual([
      '',
      '₱100.00',
      '₱50.00',
      '₱1,000.00',
      '₱900.00',
      '+₱100.00',
      '1',
      '2',
    ]);
  });

  it('my income: by day with its totals, this month by default', async () => {
    const row = {
      dailySalary: '10.00',
      hourlySalary: '0.00',
      realtimeSalary: '0.00',
      dividend: '0.00',
      paidToDownlines: '-4.00',
      transfersIn: '0.00',
      transfersOut: '0.00',
      net: '6.00',
    };
    api.on('agentIncome', () => ({ list: [{ date: '2026-03-31', ...row }], totals: row }));
    renderWithSite(<IncomePage />);
    const table = await screen.findByRole('table', { name: 'Income by day' });
    expect(within(table).getByText('2026-03-31')).toBeTruthy();
    expect(footerCells(table)).toContain('−₱4.00');
    expect(api.calls('agentIncome')[0]!.query?.startTime).toBe(
      presetRange('thisMonth', Date.now()).startTime,
    );
  });

  it('account details: asks for a name first, then lists that member’s movements', async () => {
    api.on('downlineTransactions', ({ query }) => ({
      list: [
        {
          txId: 'T1',
          txTypeId: 1,
          txTypeName: 'deposit',
          remark: null,
          txTimeInTimestamp: Date.UTC(2026, 2, 31),
          orderNo: 'DP1',
          customerName: query!.username,
          amount: '100.00',
          currentAvailBalance: '250.00',
        },
      ],
      pageNum: 1,
      totalPages: 1,
    }));
    renderWithSite(<AccountDetailsPage />);
    expect(await screen.findByText("Enter a team member's username")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(api.calls('downlineTransactions')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'erin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Account details of erin' });
    expect(within(table).getByText('Deposit')).toBeTruthy();
    expect(within(table).getByText('+₱100.00')).toBeTruthy();
    expect(api.calls('downlineTransactions')[0]!.query).toMatchObject({
      username: 'erin',
      page: 1,
      size: 20,
    });
  });
});
