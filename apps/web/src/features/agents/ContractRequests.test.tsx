import type { Routes, ValueOf } from '@wps/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test/fakeApi';
import { AgentCentreProvider } from './AgentCentreProvider';
import {
  CONTRACT_MODULES,
  consolidatedFixture,
  contractFixture,
  memberFixture,
  renderWithSite,
  signIn,
  tierFixture,
} from './testSupport';

const api = installFakeApi();
type Request = ValueOf<Routes['contractRequests']>['list'][number];

const boss = { type: 'upline' as const, member: { id: 2, username: 'boss' } };
const me = { id: 7, username: 'alice01' };

function requests(): Request[] {
  return [
    {
      type: 'new',
      contract: contractFixture({
        id: 101,
        kind: 'daily',
        version: 2,
        status: 'offered',
        topRate: '0.80',
        tiers: [tierFixture({ rate: '0.80' })],
        activeFrom: null,
      }),
      replaces: contractFixture({ id: 100, kind: 'daily', version: 1, topRate: '1.00' }),
      endsDownlineContracts: [
        contractFixture({
          id: 300,
          kind: 'daily',
          topRate: '0.90',
          agent: { id: 21, username: 'dave' },
          payer: { type: 'upline', member: me },
        }),
      ],
    },
    {
      type: 'new',
      contract: contractFixture({
        id: 201,
        kind: 'dividend',
        period: 'monthly',
        status: 'offered',
        topRate: '30.00',
        tiers: [tierFixture({ rate: '30.00', minValidBet: null, minProfitLoss: '5000.00' })],
        payer: { type: 'platform', member: null },
        activeFrom: null,
      }),
      replaces: null,
      endsDownlineContracts: [],
    },
    {
      type: 'termination',
      contract: contractFixture({
        id: 401,
        kind: 'hourly',
        period: 'hourly',
        payer: boss,
        terminationRequest: { by: 'payer', at: Date.UTC(2026, 2, 31) },
      }),
      replaces: null,
      endsDownlineContracts: [],
    },
    {
      type: 'new',
      contract: contractFixture({
        id: 501,
        kind: 'realtime',
        period: '5min',
        status: 'offered',
        tiers: [tierFixture({ rate: '0.50', minSingleBet: '10.00', maxWinRate: '95.00' })],
        topRate: '0.50',
        activeFrom: null,
      }),
      replaces: null,
      endsDownlineContracts: [],
    },
  ];
}

let waiting: Request[] = [];

beforeEach(() => {
  sessionStorage.clear();
  window.scrollTo = vi.fn();
  waiting = requests();
  api.on('memberInfo', () => memberFixture(1));
  api.on('consolidated', () =>
    consolidatedFixture({
      dailysalreqtype: waiting.some((request) => request.contract.kind === 'daily'),
      divtypereq: waiting.some((request) => request.contract.kind === 'dividend'),
      contracthoursalreq: waiting.some((request) => request.contract.kind === 'hourly'),
      realtimesalreqtype: waiting.some((request) => request.contract.kind === 'realtime'),
    }),
  );
  api.on('contractRequests', () => ({ list: waiting }));
  const answer = (contractId: number) => {
    const found = waiting.find((request) => request.contract.id === contractId)!;
    waiting = waiting.filter((request) => request !== found);
    return { contract: { ...found.contract, status: 'active' as const } };
  };
  api.on('processDailySalary', ({ query }) => answer(query!.contractId));
  api.on('processDividend', ({ query }) => answer(query!.contractId));
  api.on('processHourSalary', ({ body }) => answer(body!.contractId));
  api.on('processRealtimeSalary', ({ body }) => answer(body!.contractId));
});

const card = (dialog: HTMLElement, name: string) => within(dialog).getByRole('article', { name });

describe('contract popup', () => {
  it('opens after login with the warnings before accepting, and answers each kind through its call', async () => {
    signIn();
    renderWithSite(<AgentCentreProvider>page</AgentCentreProvider>, { modules: CONTRACT_MODULES });
    const dialog = await screen.findByRole('dialog', { name: 'Contract requests' });
    await within(dialog).findByRole('article', { name: 'Daily wages · new contract' });
    expect(JSON.parse(sessionStorage.getItem('consolidated')!)).toMatchObject({ dailysalreqtype: true });
    expect(sessionStorage.getItem('enableSalary')).toBe('1');
    expect(sessionStorage.getItem('enableContract')).toBe('1');

    // Daily: a change that replaces version 1 and lowers the rate below a downline's contract.
    const daily = card(dialog, 'Daily wages · new contract');
    expect(within(daily).getByText('boss offers you this contract.')).toBeTruthy();
    const replaces = within(daily).getByText('Accepting ends version 1 now in force (top rate 1.00%).');
    const downlines = within(daily).getByText(
      'Accepting lowers your rate below these contracts you pay your downlines:',
    );
    const list = within(daily).getByRole('list', {
      name: 'Accepting lowers your rate below these contracts you pay your downlines:',
    });
    expect(within(list).getByText('dave')).toBeTruthy();
    expect(list.textContent).toContain('0.90%');
    expect(within(daily).getByText('They will be terminated when you accept.')).toBeTruthy();
    const accept = within(daily).getByRole('button', { name: 'Accept' });
    for (const warning of [replaces, downlines])
      expect(warning.compareDocumentPosition(accept) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // The others carry no warning.
    const dividend = card(dialog, 'Dividend · new contract');
    expect(within(dividend).getByText('Platform offers you this contract.')).toBeTruthy();
    expect(within(dividend).queryByText(/Accepting ends version/)).toBeNull();
    const hourly = card(dialog, 'Hourly salary · termination request');
    expect(within(hourly).getByText('boss asks to end your contract.')).toBeTruthy();
    const realtime = card(dialog, 'Real-time salary · new contract');
    expect(within(realtime).getByText('Counting bets of at least ₱10.00')).toBeTruthy();
    expect(within(realtime).getByText('Win rate of at most 95.00%')).toBeTruthy();

    fireEvent.click(accept);
    await waitFor(() => expect(api.calls('processDailySalary')).toHaveLength(1));
    expect(api.calls('processDailySalary')[0]!.query).toEqual({ contractId: 101, accept: true });

    fireEvent.click(within(card(dialog, 'Dividend · new contract')).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.calls('processDividend')).toHaveLength(1));
    expect(api.calls('processDividend')[0]!.query).toEqual({ contractId: 201, accept: false });

    await waitFor(() =>
      expect(within(dialog).queryByRole('article', { name: 'Daily wages · new contract' })).toBeNull(),
    );
    fireEvent.click(
      within(card(dialog, 'Hourly salary · termination request')).getByRole('button', {
        name: 'Agree to end',
      }),
    );
    await waitFor(() => expect(api.calls('processHourSalary')).toHaveLength(1));
    expect(api.calls('processHourSalary')[0]!.body).toEqual({ contractId: 401, accept: true });

    fireEvent.click(
      within(card(dialog, 'Real-time salary · new contract')).getByRole('button', { name: 'Reject' }),
    );
    await waitFor(() => expect(api.calls('processRealtimeSalary')).toHaveLength(1));
    expect(api.calls('processRealtimeSalary')[0]!.body).toEqual({ contractId: 501, accept: false });

    // Nothing remains: the flags and the list were asked again, and the popup closes.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contract requests' })).toBeNull());
    expect(api.calls('consolidated').length).toBeGreaterThan(1);
  });

  it('stays closed while no request waits', async () => {
    waiting = [];
    signIn();
    renderWithSite(<AgentCentreProvider>page</AgentCentreProvider>, { modules: CONTRACT_MODULES });
    await waitFor(() => expect(api.calls('consolidated')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Contract requests' })).toBeNull();
    expect(api.calls('contractRequests')).toHaveLength(0);
  });

  it('asks nothing while AGENTPOLICY3 is off', async () => {
    signIn();
    renderWithSite(<AgentCentreProvider>page</AgentCentreProvider>, { modules: {} });
    await waitFor(() => expect(api.calls('memberInfo')).toHaveLength(1));
    expect(api.asked()).toEqual(['memberInfo']);
  });
});
