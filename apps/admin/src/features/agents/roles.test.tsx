import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../shared/session/token';
import ContractsPage from './ContractsPage';
import SettlementPage from './SettlementPage';
import TeamPage from './TeamPage';
import { contract, fakeApi, node, page, renderPage } from './testSupport';

/*
 * What a role may not do is not offered: a viewer reads every agents page but sees no move, cancel,
 * offer, terminate or run-again control; an editor moves members but does not touch contracts.
 */

afterEach(() => {
  cleanup();
  setToken(null);
  vi.unstubAllGlobals();
});

const move = {
  id: 5,
  member: { id: 3, username: 'carol' },
  from: null,
  to: { id: 1, username: 'alice' },
  effectiveAt: Date.UTC(2026, 10, 21, 16),
  state: 'pending' as const,
  requestedBy: 'ed',
  reason: 'x',
  createdAt: Date.UTC(2026, 10, 21, 3),
};
const run = {
  id: 7,
  kind: 'daily' as const,
  periodStart: Date.UTC(2026, 10, 19),
  periodEnd: Date.UTC(2026, 10, 20),
  trigger: 'job' as const,
  requestedBy: null,
  startedAt: Date.UTC(2026, 10, 20),
  finishedAt: Date.UTC(2026, 10, 20, 0, 1),
  rowsRead: 1,
  checksum: 'abc',
  bills: 1,
  postings: 1,
  amountPaid: '1.00',
};

function api(role: 'viewer' | 'editor' | 'admin') {
  return fakeApi(
    {
      operatorTeamTree: () => ({ ...page([node(1, 'alice', { directCount: 1 })]), path: [] }),
      operatorTeamMoves: () => page([move]),
      operatorContracts: () => page([contract(11), contract(12, { status: 'offered' })]),
      operatorSettlementRuns: () => page([run]),
    },
    role,
  );
}

describe('agents pages by role', () => {
  it('a viewer sees no move, cancel, offer, terminate or run-again control', async () => {
    api('viewer');
    renderPage(<TeamPage />, '/m/:merchant/agents/team', '/m/aurora/agents/team', 'viewer');
    await screen.findByText('alice');
    expect(screen.queryByRole('button', { name: 'Move alice' })).toBeNull();
    cleanup();

    renderPage(<TeamPage />, '/m/:merchant/agents/team', '/m/aurora/agents/team?tab=moves', 'viewer');
    await screen.findByText('Pending');
    expect(screen.queryByRole('button', { name: /Cancel the move/ })).toBeNull();
    cleanup();

    renderPage(<ContractsPage />, '/m/:merchant/agents/contracts', '/m/aurora/agents/contracts', 'viewer');
    await screen.findByRole('button', { name: 'History of contract 11 (alice)' });
    expect(screen.queryByRole('button', { name: 'Offer platform contract' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Terminate/ })).toBeNull();
    cleanup();

    renderPage(<SettlementPage />, '/m/:merchant/agents/settlement', '/m/aurora/agents/settlement', 'viewer');
    await screen.findByText('abc');
    expect(screen.queryByRole('button', { name: /Run .*again/ })).toBeNull();
  });

  it('an editor moves members but is offered no contract or settlement action', async () => {
    api('editor');
    renderPage(<TeamPage />, '/m/:merchant/agents/team', '/m/aurora/agents/team', 'editor');
    expect(await screen.findByRole('button', { name: 'Move alice' })).toBeTruthy();
    cleanup();

    renderPage(<ContractsPage />, '/m/:merchant/agents/contracts', '/m/aurora/agents/contracts', 'editor');
    await screen.findByRole('button', { name: 'History of contract 11 (alice)' });
    expect(screen.queryByRole('button', { name: 'Offer platform contract' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Terminate/ })).toBeNull();
    cleanup();

    renderPage(<SettlementPage />, '/m/:merchant/agents/settlement', '/m/aurora/agents/settlement', 'editor');
    await screen.findByText('abc');
    expect(screen.queryByRole('button', { name: /Run .*again/ })).toBeNull();
  });

  it('an admin is offered them all', async () => {
    api('admin');
    renderPage(<ContractsPage />, '/m/:merchant/agents/contracts', '/m/aurora/agents/contracts', 'admin');
    expect(await screen.findByRole('button', { name: 'Terminate contract 11 (alice)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Terminate contract 12 (alice)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Offer platform contract' })).toBeTruthy();
    cleanup();

    renderPage(<SettlementPage />, '/m/:merchant/agents/settlement', '/m/aurora/agents/settlement', 'admin');
    expect(await screen.findByRole('button', { name: 'Run the period of run 7 again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run a period again' })).toBeTruthy();
  });
});
