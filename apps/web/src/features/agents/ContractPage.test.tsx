import type { Routes, ValueOf } from '@wps/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/apiError';
import { installFakeApi } from '../../test/fakeApi';
import { ContractPage } from './pages/ContractPage';
import { contractFixture, renderWithSite, signIn, tierFixture } from './testSupport';

const api = installFakeApi();

const mine = contractFixture({ id: 11, topRate: '1.50', tiers: [tierFixture({ rate: '1.50' })] });
const contracts: ValueOf<Routes['agentContracts']> = {
  kind: 'daily',
  mine,
  pending: null,
  offerLimit: '1.50',
  downlines: [
    { member: { id: 20, username: 'bob' }, active: null, pending: null },
    {
      member: { id: 21, username: 'dave' },
      active: contractFixture({
        id: 31,
        agent: { id: 21, username: 'dave' },
        payer: { type: 'upline', member: { id: 7, username: 'alice01' } },
        topRate: '1.00',
      }),
      pending: null,
    },
  ],
};

beforeEach(() => {
  sessionStorage.clear();
  window.scrollTo = vi.fn();
  signIn();
  api.on('agentContracts', () => contracts);
  api.on('contractBills', ({ query }) => ({
    list:
      query?.side === 'mine'
        ? [
            {
              id: 1,
              contractId: 11,
              kind: 'daily',
              agent: { id: 7, username: 'alice01' },
              payer: { type: 'upline', member: { id: 2, username: 'boss' } },
              periodStart: new Date(2026, 2, 30).getTime(),
              periodEnd: new Date(2026, 2, 31).getTime(),
              periodLabel: '2026-03-30',
              validBet: '12000.00',
              wins: '11000.00',
              profitLoss: '1000.00',
              activeMembers: 4,
              lateValidBet: '250.00',
              lateProfitLoss: '0.00',
              carryIn: '0.00',
              carryOut: '0.00',
              tier: 0,
              rate: '1.50',
              amount: '180.00',
              state: 'insufficient',
              attempts: 2,
              paidAt: null,
            },
          ]
        : [],
    pageNum: 1,
    totalPages: 1,
    totalPaid: '0.00',
  }));
});

function renderPage(openRequests = vi.fn()) {
  return renderWithSite(
    <ContractPage kind="daily" kinds={['daily']} goTo={vi.fn()} openRequests={openRequests} />,
  );
}

async function openOffer(username: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Offer a contract to ${username}` }));
  return screen.findByRole('dialog', { name: `Contract for ${username}` });
}

const tier = (dialog: HTMLElement, number: number) =>
  within(dialog).getByRole('group', { name: `Tier ${number}` });
const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(new RegExp(`^${label}`)), { target: { value } });

describe('contract page', () => {
  it('shows my contract, my bills with their state and late part, and the downlines', async () => {
    renderPage();
    const mineSection = await screen.findByRole('region', { name: 'My contract' });
    expect(within(mineSection).getByText('boss')).toBeTruthy();
    expect(within(mineSection).getByRole('button', { name: 'Ask to end this contract' })).toBeTruthy();
    const bills = await screen.findByRole('region', { name: 'My bills' });
    const table = await within(bills).findByRole('table', { name: 'My bills' });
    expect(within(table).getByText('Upline balance insufficient')).toBeTruthy();
    expect(within(table).getByText('₱180.00')).toBeTruthy();
    expect(within(table).getByText('+₱250.00')).toBeTruthy();
    const downlines = screen.getByRole('region', { name: 'Downlines' });
    expect(within(downlines).getByText('You may offer your downline agents up to 1.50%.')).toBeTruthy();
    expect(within(downlines).getByRole('button', { name: 'Change the contract of dave' })).toBeTruthy();
  });

  it('sends the offer with its tiers converted', async () => {
    api.on('offerContract', ({ body }) => ({
      contract: contractFixture({
        id: 40,
        status: 'offered',
        agent: { id: 20, username: body!.downlineUsername },
      }),
    }));
    renderPage();
    const dialog = await openOffer('bob');
    expect(within(tier(dialog, 1)).getByText('At most 1.5% (your own rate).')).toBeTruthy();
    type(tier(dialog, 1), 'Rate', '1.2');
    type(tier(dialog, 1), 'Minimum valid bets', '1000');
    type(tier(dialog, 1), 'Minimum active members', '3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a tier' }));
    type(tier(dialog, 2), 'Rate', '1.5');
    type(tier(dialog, 2), 'Minimum team loss', '500.5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));

    await waitFor(() => expect(api.calls('offerContract')).toHaveLength(1));
    expect(api.calls('offerContract')[0]!.body).toEqual({
      kind: 'daily',
      downlineUsername: 'bob',
      tiers: [
        {
          rate: '1.2',
          minValidBet: '1000',
          minProfitLoss: null,
          minActiveMembers: 3,
          minSingleBet: null,
          minLossRate: null,
          maxWinRate: null,
        },
        {
          rate: '1.5',
          minValidBet: null,
          minProfitLoss: '500.5',
          minActiveMembers: null,
          minSingleBet: null,
          minLossRate: null,
          maxWinRate: null,
        },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contract for bob' })).toBeNull());
  });

  it('keeps a rate above the agent’s own on the form, and shows contract.rate.above.upline under it', async () => {
    api.on('offerContract', () => {
      throw new ApiError('contract.rate.above.upline', 400, 'A rate cannot be above your own contract rate', {
        limit: '1.20',
      });
    });
    renderPage();
    const dialog = await openOffer('bob');
    type(tier(dialog, 1), 'Rate', '2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await within(tier(dialog, 1)).findByText('At most 1.5%, your own rate')).toBeTruthy();
    expect(api.calls('offerContract')).toHaveLength(0);

    // The agent's own rate fell meanwhile: the server refuses, and says so under the form.
    type(tier(dialog, 1), 'Rate', '1.4');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('A rate cannot be above your own contract rate')).toBeTruthy();
    expect(within(alert).getByText('At most 1.20% (your own rate).')).toBeTruthy();
    const form = within(dialog).getByRole('form', { name: 'Contract terms' });
    expect(form.contains(alert)).toBe(true);
    expect(
      alert.compareDocumentPosition(within(form).getByRole('button', { name: 'Send offer' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('asks before ending a downline contract, then calls terminateContract', async () => {
    api.on('terminateContract', ({ params }) => ({
      contract: contractFixture({
        id: params!.contractId,
        terminationRequest: { by: 'payer', at: Date.now() },
      }),
    }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Ask to end the contract of dave' }));
    const confirm = await screen.findByRole('dialog', { name: 'End this contract?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ask to end' }));
    await waitFor(() => expect(api.calls('terminateContract')[0]!.params).toEqual({ contractId: 31 }));
  });
});
