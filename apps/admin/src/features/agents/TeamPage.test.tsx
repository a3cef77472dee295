import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dateTime } from '../../shared/format';
import { setToken } from '../../shared/session/token';
import TeamPage from './TeamPage';
import { fakeApi, installDialog, node, page, refuse, renderPage, type Call } from './testSupport';

const MIDNIGHT = Date.UTC(2026, 10, 21, 16);
const alice = node(1, 'alice', { directCount: 2, teamSize: 5 });
const bob = node(2, 'bob', { isAgent: false, type: 0 });
const carol = node(3, 'carol', { pendingMove: { to: 'dave', effectiveAt: MIDNIGHT } });
const erin = node(4, 'erin', { isAgent: false, type: 0, pendingMove: { to: null, effectiveAt: MIDNIGHT } });

/** The tree: alice and bob at the top, carol and erin under alice; a username answers its path. */
function tree(call: Call) {
  if (call.query.username === 'carol') return { ...page([carol, erin]), path: [alice, carol] };
  if (call.query.username === 'alice') return { ...page([alice, bob]), path: [alice] };
  if (call.query.username === 'erin') return { ...page([carol, erin]), path: [alice, erin] };
  if (call.query.username) return refuse('not.found', null, 404);
  if (call.query.parentId === '1') return { ...page([carol, erin]), path: [] };
  return { ...page([alice, bob]), path: [] };
}

beforeEach(installDialog);
afterEach(() => {
  cleanup();
  setToken(null);
  vi.unstubAllGlobals();
});

const show = (entry = '/m/aurora/agents/team', role: 'viewer' | 'editor' | 'admin' = 'editor') =>
  renderPage(<TeamPage />, '/m/:merchant/agents/team', entry, role);

describe('TeamPage tree', () => {
  it('loads the top level, then a node’s level when opened, and shows a pending move', async () => {
    const api = fakeApi({ operatorTeamTree: tree });
    show();
    await screen.findByText('alice');
    expect(api.to('operatorTeamTree')[0]).toMatchObject({
      params: { merchantCode: 'aurora' },
      query: { pageNo: '1', pageSize: '50' },
    });
    expect(screen.getByText('Direct: 2')).toBeTruthy();
    expect(screen.getByText('Team: 5')).toBeTruthy();
    // Only a node with downlines opens.
    expect(screen.queryByRole('button', { name: "Open bob's downlines" })).toBeNull();

    const open = screen.getByRole('button', { name: "Open alice's downlines" });
    fireEvent.click(open);
    await screen.findByText('carol');
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(api.to('operatorTeamTree').at(-1)!.query).toEqual({ parentId: '1', pageNo: '1', pageSize: '50' });
    expect(screen.getByText(`Moves under dave at ${dateTime(MIDNIGHT)}`)).toBeTruthy();
    expect(screen.getByText(`Moves to the top level at ${dateTime(MIDNIGHT)}`)).toBeTruthy();
  });

  it('asks for agents only when the filter is on', async () => {
    const api = fakeApi({ operatorTeamTree: tree });
    show('/m/aurora/agents/team?agents=true');
    await screen.findByText('alice');
    expect(api.to('operatorTeamTree')[0]!.query.agentsOnly).toBe('true');
    fireEvent.click(screen.getByLabelText('Agents only'));
    await waitFor(() => expect(api.to('operatorTeamTree').at(-1)!.query.agentsOnly).toBeUndefined());
  });

  it('opens a searched member’s path from the top and highlights the member', async () => {
    const api = fakeApi({ operatorTeamTree: tree });
    show('/m/aurora/agents/team?q=carol');
    const path = await screen.findByRole('navigation', { name: "The member's uplines" });
    expect(
      within(path)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['alice', 'carol']);
    await screen.findByText('Found');
    const found = screen.getByText('Found').closest('[aria-current]')!;
    expect(within(found as HTMLElement).getByText('carol')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: "Close alice's downlines" }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(api.to('operatorTeamTree').some((call) => call.query.parentId === '1')).toBe(true);
  });

  it('says so when no member has the searched name', async () => {
    fakeApi({ operatorTeamTree: tree });
    show('/m/aurora/agents/team?q=nobody');
    expect(await screen.findByText('No member is called “nobody”.')).toBeTruthy();
  });
});

describe('MoveDialog', () => {
  it('sends memberId, uplineId and reason, shows team.move.cycle in place, then the effective time', async () => {
    let refuseOnce = true;
    const api = fakeApi(
      {
        operatorTeamTree: tree,
        operatorMoveMember: (call) => {
          if (refuseOnce) {
            refuseOnce = false;
            return refuse('team.move.cycle');
          }
          const body = call.body as { uplineId: number | null };
          return {
            id: 9,
            member: { id: 2, username: 'bob' },
            from: null,
            to: body.uplineId === null ? null : { id: 1, username: 'alice' },
            effectiveAt: MIDNIGHT,
            state: 'pending',
            requestedBy: 'op',
            reason: 'Reorganisation',
            createdAt: Date.UTC(2026, 10, 21, 3),
          };
        },
      },
      'editor',
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Move bob' }));
    const dialog = screen.getByRole('dialog', { name: 'Move bob' });
    expect(within(dialog).getByText(/next local midnight/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Agent's username"), { target: { value: ' alice ' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Reorganisation' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));

    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'A member cannot be moved under someone in their own team.',
    );
    expect(api.to('operatorTeamTree').some((call) => call.query.username === 'alice')).toBe(true);
    expect(api.to('operatorMoveMember')[0]).toMatchObject({
      params: { merchantCode: 'aurora' },
      body: { memberId: 2, uplineId: 1, reason: 'Reorganisation' },
    });
    // Still open with what was typed: try again.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('operatorMoveMember')).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toContain(
      `bob moves under alice at ${dateTime(MIDNIGHT)}.`,
    );
  });

  it('moves to the top level with a null upline, and refuses an upline that is not an agent', async () => {
    const api = fakeApi(
      {
        operatorTeamTree: tree,
        operatorMoveMember: () => ({
          id: 9,
          member: { id: 3, username: 'carol' },
          from: { id: 1, username: 'alice' },
          to: null,
          effectiveAt: MIDNIGHT,
          state: 'pending',
          requestedBy: 'op',
          reason: 'x',
          createdAt: MIDNIGHT,
        }),
      },
      'editor',
    );
    show('/m/aurora/agents/team?q=carol');
    fireEvent.click(await screen.findByRole('button', { name: 'Move carol' }));
    const dialog = screen.getByRole('dialog', { name: 'Move carol' });
    fireEvent.change(within(dialog).getByLabelText("Agent's username"), { target: { value: 'erin' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Split the team' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The new upline must be an agent.');
    expect(api.to('operatorMoveMember')).toHaveLength(0);

    fireEvent.click(within(dialog).getByLabelText('To the top level (no upline)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(api.to('operatorMoveMember')).toHaveLength(1));
    expect(api.to('operatorMoveMember')[0]!.body).toEqual({
      memberId: 3,
      uplineId: null,
      reason: 'Split the team',
    });
  });
});

describe('TeamPage moves', () => {
  it('lists moves by state and cancels a pending one with a reason', async () => {
    const move = {
      id: 5,
      member: { id: 3, username: 'carol' },
      from: { id: 1, username: 'alice' },
      to: { id: 6, username: 'dave' },
      effectiveAt: MIDNIGHT,
      state: 'pending' as const,
      requestedBy: 'ed',
      reason: 'Asked by the agent',
      createdAt: Date.UTC(2026, 10, 21, 3),
    };
    const api = fakeApi(
      {
        operatorTeamMoves: () => page([move, { ...move, id: 4, state: 'applied' as const }], 2),
        operatorCancelMove: () => ({ ...move, state: 'cancelled' }),
      },
      'editor',
    );
    show('/m/aurora/agents/team?tab=moves&state=pending');
    expect(await screen.findAllByText('Asked by the agent')).toHaveLength(2);
    expect(api.to('operatorTeamMoves')[0]!.query).toEqual({ state: 'pending', pageNo: '1', pageSize: '50' });
    expect(screen.getByRole('tab', { name: 'Moves' }).getAttribute('aria-selected')).toBe('true');
    // One cancel button: for the pending move only.
    const cancel = await screen.findAllByRole('button', { name: 'Cancel the move of carol' });
    expect(cancel).toHaveLength(1);
    fireEvent.click(cancel[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Cancel the move of carol' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Agent changed their mind' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the move' }));
    await waitFor(() => expect(api.to('operatorCancelMove')).toHaveLength(1));
    expect(api.to('operatorCancelMove')[0]).toMatchObject({
      params: { merchantCode: 'aurora', moveId: '5' },
      body: { reason: 'Agent changed their mind' },
    });
    expect(await screen.findByText('The move of carol is cancelled.')).toBeTruthy();
  });
});
