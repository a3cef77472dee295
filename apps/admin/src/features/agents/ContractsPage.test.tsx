import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../shared/session/token';
import ContractsPage from './ContractsPage';
import { contract, fakeApi, installDialog, node, page, refuse, renderPage, type Call } from './testSupport';

beforeEach(installDialog);
afterEach(() => {
  cleanup();
  setToken(null);
  vi.unstubAllGlobals();
});

const show = (entry = '/m/aurora/agents/contracts', role: 'viewer' | 'editor' | 'admin' = 'admin') =>
  renderPage(<ContractsPage />, '/m/:merchant/agents/contracts', entry, role);

/** alice: a top-level agent; dave: an agent under alice; bob: a member at the top. */
function tree(call: Call) {
  if (call.query.username === 'alice') return { ...page([]), path: [node(1, 'alice')] };
  if (call.query.username === 'dave') return { ...page([]), path: [node(1, 'alice'), node(6, 'dave')] };
  if (call.query.username === 'bob')
    return { ...page([]), path: [node(2, 'bob', { isAgent: false, type: 0 })] };
  return refuse('not.found', null, 404);
}

function openOffer() {
  fireEvent.click(screen.getByRole('button', { name: 'Offer platform contract' }));
  return screen.getByRole('dialog', { name: 'Offer a platform contract' });
}

function tier(dialog: HTMLElement, n: number) {
  return within(within(dialog).getByRole('group', { name: `Tier ${n}` }));
}

describe('ContractsPage list', () => {
  it('asks with the URL’s filters and shows each version with its history', async () => {
    const api = fakeApi({
      operatorContracts: () =>
        page([
          contract(11, {
            terminationRequest: { by: 'agent', at: Date.UTC(2026, 10, 20, 8) },
          }),
          contract(12, {
            kind: 'dividend',
            period: 'monthly',
            status: 'offered',
            activeFrom: null,
            payer: { type: 'upline', member: { id: 1, username: 'alice' } },
            agent: { id: 6, username: 'dave' },
          }),
        ]),
      operatorContractHistory: () => ({
        list: [
          contract(10, { status: 'superseded', endsAt: Date.UTC(2026, 9, 31, 16), endReason: 'superseded' }),
          contract(11, { version: 2 }),
        ],
      }),
    });
    show('/m/aurora/agents/contracts?kind=daily&status=active&payer=platform&user=alice&page=2');
    await screen.findByRole('button', { name: 'History of contract 11 (alice)' });
    expect(api.to('operatorContracts')[0]!.query).toEqual({
      kind: 'daily',
      status: 'active',
      payer: 'platform',
      username: 'alice',
      pageNo: '2',
      pageSize: '50',
    });
    expect(screen.getByText(/By the agent/)).toBeTruthy();
    expect(screen.getAllByText('1.50 %').length).toBeGreaterThan(0);
    expect(screen.getByText('Upline agent', { selector: 'option' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'History of contract 11 (alice)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Daily salary of alice: every version' });
    await within(dialog).findByText('v2');
    expect(api.to('operatorContractHistory')[0]!.params).toEqual({
      merchantCode: 'aurora',
      contractId: '11',
    });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').firstChild?.textContent)).toEqual([
      'v2',
      'v1',
    ]);
    expect(within(dialog).getByText('Replaced by a newer version')).toBeTruthy();
    expect(await within(dialog).findAllByText(/valid bets ≥ ₱10,000.00 · active members ≥ 5/)).toHaveLength(
      2,
    );
  });

  it('terminates a contract with a reason and says when it ends', async () => {
    const api = fakeApi({
      operatorContracts: () => page([contract(11), contract(13, { status: 'superseded' })]),
      operatorTerminateContract: () => ({
        contract: contract(11, { endsAt: Date.UTC(2026, 10, 21, 16) }),
      }),
    });
    show();
    await screen.findByRole('button', { name: 'Terminate contract 11 (alice)' });
    // A superseded version cannot be ended.
    expect(screen.queryByRole('button', { name: 'Terminate contract 13 (alice)' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Terminate contract 11 (alice)' }));
    const dialog = screen.getByRole('dialog', { name: 'Terminate contract 11 of alice' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Say why: the reason is kept in the audit log.',
    );
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Fraud review' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    await waitFor(() => expect(api.to('operatorTerminateContract')).toHaveLength(1));
    expect(api.to('operatorTerminateContract')[0]).toMatchObject({
      params: { merchantCode: 'aurora', contractId: '11' },
      body: { reason: 'Fraud review' },
    });
    expect((await screen.findByText(/Contract 11 ends at/)).textContent).toContain('Contract 11 ends at');
  });
});

describe('OfferContractDialog', () => {
  it('converts the tiers into the body, and marks the server’s refused field under its tier', async () => {
    let answer: 'fields' | 'rate' | 'ok' = 'fields';
    const api = fakeApi({
      operatorContracts: () => page([]),
      operatorTeamTree: tree,
      operatorOfferPlatformContract: () => {
        if (answer === 'fields')
          return refuse('validation.failed', {
            fields: {
              'tiers.1.minValidBet': { code: 'field.invalid_format', message: 'At most 2 decimals' },
            },
          });
        if (answer === 'rate') return refuse('contract.rate.above.upline');
        return { contract: contract(20, { status: 'offered' }) };
      },
    });
    show();
    await screen.findByText('No contract matches.');
    const dialog = openOffer();
    fireEvent.change(within(dialog).getByLabelText("Agent's username"), { target: { value: 'alice' } });
    fireEvent.change(within(dialog).getByLabelText('Kind'), { target: { value: 'realtime' } });
    fireEvent.change(tier(dialog, 1).getByLabelText('Rate (%)'), { target: { value: '1.5' } });
    fireEvent.change(tier(dialog, 1).getByLabelText('Min. valid bets'), { target: { value: '10000' } });
    fireEvent.change(tier(dialog, 1).getByLabelText('Min. active members'), { target: { value: '5' } });
    fireEvent.change(tier(dialog, 1).getByLabelText('Max. win rate (%)'), { target: { value: '95' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a tier' }));
    fireEvent.change(tier(dialog, 2).getByLabelText('Rate (%)'), { target: { value: '2' } });
    fireEvent.change(tier(dialog, 2).getByLabelText('Min. valid bets'), { target: { value: '50000.555' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Launch deal' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));

    await waitFor(() => expect(api.to('operatorOfferPlatformContract')).toHaveLength(1));
    expect(api.to('operatorOfferPlatformContract')[0]!.body).toEqual({
      kind: 'realtime',
      agentId: 1,
      tiers: [
        {
          rate: '1.5',
          minValidBet: '10000',
          minProfitLoss: null,
          minActiveMembers: 5,
          minSingleBet: null,
          minLossRate: null,
          maxWinRate: '95',
        },
        {
          rate: '2',
          minValidBet: '50000.555',
          minProfitLoss: null,
          minActiveMembers: null,
          minSingleBet: null,
          minLossRate: null,
          maxWinRate: null,
        },
      ],
      reason: 'Launch deal',
    });
    const refused = tier(dialog, 2).getByLabelText('Min. valid bets');
    await waitFor(() => expect(refused.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(refused.getAttribute('aria-describedby')!)!.textContent).toBe(
      'An amount such as 1000 or 1000.50, or empty.',
    );
    expect(tier(dialog, 1).getByLabelText('Min. valid bets').getAttribute('aria-invalid')).toBeNull();
    expect(within(dialog).getByRole('alert').textContent).toBe('Some fields are not valid.');

    // A refusal by code is shown in place, the dialog stays open.
    answer = 'rate';
    fireEvent.change(refused, { target: { value: '50000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        "A tier's rate cannot be above the payer's own rate.",
      ),
    );

    answer = 'ok';
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toContain(
      'Contract 20 (Daily salary) is offered to alice',
    );
  });

  it('checks the terms with the contract schema before anything is sent', async () => {
    const api = fakeApi({ operatorContracts: () => page([]), operatorTeamTree: tree });
    show();
    await screen.findByText('No contract matches.');
    const dialog = openOffer();
    fireEvent.change(tier(dialog, 1).getByLabelText('Rate (%)'), { target: { value: '7' } });
    fireEvent.change(tier(dialog, 1).getByLabelText('Min. active members'), { target: { value: '2.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    await within(dialog).findByText('Correct the marked fields.');
    const rate = tier(dialog, 1).getByLabelText('Rate (%)');
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(rate.getAttribute('aria-describedby')!)!.textContent).toBe(
      'A percentage above 0 and at most 5, with two decimals at most (1.25).',
    );
    expect(tier(dialog, 1).getByLabelText('Min. active members').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByLabelText("Agent's username").getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    // Real-time conditions are not offered for a daily salary.
    expect(tier(dialog, 1).queryByLabelText('Max. win rate (%)')).toBeNull();
    expect(api.to('operatorTeamTree')).toHaveLength(0);
    expect(api.to('operatorOfferPlatformContract')).toHaveLength(0);
  });

  it('offers only to a top-level agent, and sends period and carry-over for dividends', async () => {
    const api = fakeApi({
      operatorContracts: () => page([]),
      operatorTeamTree: tree,
      operatorOfferPlatformContract: () => ({
        contract: contract(21, { kind: 'dividend', status: 'offered' }),
      }),
    });
    show();
    await screen.findByText('No contract matches.');
    const dialog = openOffer();
    fireEvent.change(within(dialog).getByLabelText("Agent's username"), { target: { value: 'dave' } });
    fireEvent.change(within(dialog).getByLabelText('Kind'), { target: { value: 'dividend' } });
    fireEvent.change(within(dialog).getByLabelText('Dividend period'), { target: { value: 'weekly' } });
    fireEvent.change(within(dialog).getByLabelText('Carry-over'), { target: { value: 'accumulate' } });
    fireEvent.change(tier(dialog, 1).getByLabelText('Rate (%)'), { target: { value: '30' } });
    fireEvent.change(tier(dialog, 1).getByLabelText('Min. team loss'), { target: { value: '1000' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Dividend deal' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    const agent = within(dialog).getByLabelText("Agent's username");
    await waitFor(() => expect(agent.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(agent.getAttribute('aria-describedby')!)!.textContent).toBe(
      'The platform makes contracts with top-level agents only (no upline).',
    );
    expect(api.to('operatorOfferPlatformContract')).toHaveLength(0);

    fireEvent.change(agent, { target: { value: 'alice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    await waitFor(() => expect(api.to('operatorOfferPlatformContract')).toHaveLength(1));
    expect(api.to('operatorOfferPlatformContract')[0]!.body).toMatchObject({
      kind: 'dividend',
      agentId: 1,
      period: 'weekly',
      carryOver: 'accumulate',
      tiers: [{ rate: '30', minProfitLoss: '1000', minValidBet: null }],
    });
  });
});
