import type { SettlementRun } from './agentsApi';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../shared/session/token';
import BillsPage from './BillsPage';
import SettlementPage from './SettlementPage';
import { fakeApi, installDialog, page, refuse, renderPage } from './testSupport';

beforeEach(installDialog);
afterEach(() => {
  cleanup();
  setToken(null);
  vi.unstubAllGlobals();
});

const run = (id: number, extra: Partial<SettlementRun> = {}): SettlementRun => ({
  id,
  kind: 'daily',
  periodStart: new Date('2026-11-19T00:00').getTime(),
  periodEnd: new Date('2026-11-20T00:00').getTime(),
  trigger: 'job',
  requestedBy: null,
  startedAt: new Date('2026-11-20T00:05').getTime(),
  finishedAt: new Date('2026-11-20T00:06').getTime(),
  rowsRead: 1200,
  checksum: 'c0ffee12345678',
  bills: 14,
  postings: 12,
  amountPaid: '3456.78',
  ...extra,
});

const showRuns = (entry = '/m/aurora/agents/settlement') =>
  renderPage(<SettlementPage />, '/m/:merchant/agents/settlement', entry, 'admin');

describe('SettlementPage', () => {
  it('lists runs by kind, with a link to each run’s bills', async () => {
    const api = fakeApi({ operatorSettlementRuns: () => page([run(7)]) });
    const router = showRuns('/m/aurora/agents/settlement?kind=daily');
    const bills = await screen.findByRole('link', { name: 'The 14 bills of run 7' });
    expect(api.to('operatorSettlementRuns')[0]!.query).toEqual({
      kind: 'daily',
      pageNo: '1',
      pageSize: '50',
    });
    expect(await screen.findByText('₱3,456.78')).toBeTruthy();
    expect(screen.getByText('Scheduled')).toBeTruthy();
    fireEvent.click(bills);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/aurora/agents/bills'));
    expect(router.state.location.search).toBe('?run=7');
  });

  it('runs a period again: sends kind, the time inside it and the reason', async () => {
    const api = fakeApi({
      operatorSettlementRuns: () => page([run(7)]),
      operatorRerunSettlement: () =>
        run(8, { trigger: 'operator', requestedBy: 'op', postings: 2, amountPaid: '80' }),
    });
    showRuns();
    fireEvent.click(await screen.findByRole('button', { name: 'Run a period again' }));
    const dialog = screen.getByRole('dialog', { name: 'Run a settlement again' });
    fireEvent.change(within(dialog).getByLabelText('Kind'), { target: { value: 'hourly' } });
    // The dividend period is asked for dividends only.
    expect(within(dialog).queryByLabelText('Dividend period')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('A time inside the period'), {
      target: { value: '2026-11-20T10:30' },
    });
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Vendor sent late rounds' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run again' }));
    await waitFor(() => expect(api.to('operatorRerunSettlement')).toHaveLength(1));
    expect(api.to('operatorRerunSettlement')[0]).toMatchObject({
      params: { merchantCode: 'aurora' },
      body: { kind: 'hourly', at: new Date('2026-11-20T10:30').getTime(), reason: 'Vendor sent late rounds' },
    });
    expect(api.to('operatorRerunSettlement')[0]!.body).not.toHaveProperty('period');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toContain('Run 8: 14 bills, 2 newly paid, ₱80.00 paid.');
  });

  it('starts from a run’s row for a dividend, with its period, and shows a refusal in place', async () => {
    const monthStart = new Date('2026-10-01T00:00').getTime();
    const monthEnd = new Date('2026-11-01T00:00').getTime();
    const api = fakeApi({
      operatorSettlementRuns: () =>
        page([run(5, { kind: 'dividend', periodStart: monthStart, periodEnd: monthEnd })]),
      operatorRerunSettlement: () => refuse('settlement.period.open'),
    });
    showRuns();
    fireEvent.click(await screen.findByRole('button', { name: 'Run the period of run 5 again' }));
    const dialog = screen.getByRole('dialog', { name: 'Run a settlement again' });
    expect((within(dialog).getByLabelText('Kind') as HTMLSelectElement).value).toBe('dividend');
    expect((within(dialog).getByLabelText('Dividend period') as HTMLSelectElement).value).toBe('monthly');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Recount' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run again' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This period has not ended yet: only ended periods can be settled again.',
    );
    const body = api.to('operatorRerunSettlement')[0]!.body as { at: number; period: string; kind: string };
    expect(body).toMatchObject({ kind: 'dividend', period: 'monthly', reason: 'Recount' });
    expect(body.at).toBeGreaterThan(monthStart);
    expect(body.at).toBeLessThan(monthEnd);
  });
});

describe('BillsPage', () => {
  it('asks with the URL’s filters (a run from its link) and shows the total paid above the list', async () => {
    const api = fakeApi({
      operatorBills: () => ({
        ...page([
          {
            id: 31,
            contractId: 11,
            kind: 'daily',
            agent: { id: 1, username: 'alice' },
            payer: { type: 'platform', member: null },
            periodStart: new Date('2026-11-19T00:00').getTime(),
            periodEnd: new Date('2026-11-20T00:00').getTime(),
            periodLabel: '2026-11-19',
            validBet: '120000.00',
            wins: '100000.00',
            profitLoss: '20000.00',
            activeMembers: 12,
            lateValidBet: '500.00',
            lateProfitLoss: '0.00',
            carryIn: '0.00',
            carryOut: '0.00',
            tier: 0,
            rate: '1.50',
            amount: '1800.00',
            state: 'paid',
            attempts: 1,
            paidAt: new Date('2026-11-20T00:06').getTime(),
          },
        ]),
        totalPaid: '1800.00',
      }),
    });
    renderPage(
      <BillsPage />,
      '/m/:merchant/agents/bills',
      '/m/aurora/agents/bills?run=7&state=paid&user=alice&from=2026-11-01T00:00',
      'viewer',
    );
    await screen.findByText('₱120,000.00');
    expect(api.to('operatorBills')[0]!.query).toEqual({
      state: 'paid',
      username: 'alice',
      runId: '7',
      startTime: String(new Date('2026-11-01T00:00').getTime()),
      pageNo: '1',
      pageSize: '50',
    });
    expect(screen.getByText('Paid in the matching bills:').parentElement!.textContent).toContain('₱1,800.00');
    expect((screen.getByLabelText('Run ID') as HTMLInputElement).value).toBe('7');
    expect(screen.getByText('1.50 %')).toBeTruthy();
  });
});
