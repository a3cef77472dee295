import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../shared/session/token';
import AgentReportPage from './AgentReportPage';
import type { ReportRow } from './agentsApi';
import { fakeApi, node, page, renderPage, type Call } from './testSupport';

afterEach(() => {
  cleanup();
  setToken(null);
  vi.unstubAllGlobals();
});

const row = (id: number, username: string, type: number, deposits: string): ReportRow => ({
  id,
  username,
  type,
  teamSize: 3,
  deposits,
  withdrawals: '0.00',
  validBet: '100.00',
  wins: '40.00',
  profitLoss: '60.00',
  newMembers: 1,
  activeMembers: 2,
  contractPay: '5.00',
});

function report(call: Call) {
  const footer = (deposits: string) => ({
    deposits,
    withdrawals: '0.00',
    validBet: '200.00',
    wins: '80.00',
    profitLoss: '120.00',
    newMembers: 2,
    activeMembers: 4,
  });
  if (call.query.username === 'alice')
    return { ...page([row(3, 'carol', 2, '700.00'), row(4, 'erin', 0, '50.00')]), footer: footer('750.00') };
  if (call.query.username === 'carol') return { ...page([]), footer: footer('0.00') };
  return {
    ...page([row(1, 'alice', 1, '1000.00'), row(2, 'frank', 1, '250.00')]),
    footer: footer('1250.00'),
  };
}

function tree(call: Call) {
  if (call.query.username === 'alice') return { ...page([]), path: [node(1, 'alice')] };
  return { ...page([]), path: [node(1, 'alice'), node(3, 'carol')] };
}

describe('AgentReportPage', () => {
  it('drills into an agent’s direct downlines and back with the breadcrumb', async () => {
    const api = fakeApi({ operatorAgentReport: report, operatorTeamTree: tree });
    const router = renderPage(
      <AgentReportPage />,
      '/m/:merchant/agents/report',
      '/m/aurora/agents/report?from=2026-11-01&to=2026-11-07',
      'viewer',
    );
    await screen.findByText('₱1,000.00');
    expect(api.to('operatorAgentReport')[0]!.query).toEqual({
      startTime: String(Date.UTC(2026, 10, 1, 12)),
      endTime: String(Date.UTC(2026, 10, 7, 12)),
      pageNo: '1',
      pageSize: '50',
    });
    // The footer totals row.
    const totals = screen.getByRole('rowheader', { name: 'Totals (this page)' }).closest('tr')!;
    expect(within(totals).getByText('₱1,250.00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: "Open alice's downlines" }));
    await screen.findByText('carol');
    expect(router.state.location.search).toContain('agent=alice');
    expect(api.to('operatorAgentReport').at(-1)!.query).toMatchObject({ username: 'alice' });
    const trail = screen.getByRole('navigation', { name: 'Report level' });
    await waitFor(() =>
      expect(
        within(trail)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Top-level agents', 'alice']),
    );
    // A member (not an agent) has no downlines to open.
    expect(screen.queryByRole('button', { name: "Open erin's downlines" })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: "Open carol's downlines" }));
    await screen.findByText('This agent has no downlines.');
    await waitFor(() =>
      expect(
        within(trail)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Top-level agents', 'alice', 'carol']),
    );
    fireEvent.click(within(trail).getByRole('button', { name: 'alice' }));
    await screen.findByText('₱700.00');
    fireEvent.click(within(trail).getByRole('button', { name: 'Top-level agents' }));
    await screen.findByText('₱1,000.00');
    expect(api.to('operatorAgentReport').at(-1)!.query.username).toBeUndefined();
    // The range is kept while drilling.
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-07');
  });

  it('refuses a range the server would refuse, without asking', async () => {
    const api = fakeApi({ operatorAgentReport: report, operatorTeamTree: tree });
    renderPage(
      <AgentReportPage />,
      '/m/:merchant/agents/report',
      '/m/aurora/agents/report?from=2026-10-01&to=2026-11-07',
      'viewer',
    );
    expect(await screen.findByText('At most 31 days.')).toBeTruthy();
    expect(screen.getByLabelText('Last day').getAttribute('aria-invalid')).toBe('true');
    expect(api.to('operatorAgentReport')).toHaveLength(0);
  });
});
