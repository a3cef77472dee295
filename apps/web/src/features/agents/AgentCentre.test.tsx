import type { Routes, ValueOf } from '@wps/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Chart } from 'chart.js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/apiError';
import { installFakeApi } from '../../test/fakeApi';
import { AgentCentreProvider } from './AgentCentreProvider';
import { AGENT_CENTRE_ENTRIES, visibleAgentEntries } from './menu';
import {
  CONTRACT_MODULES,
  consolidatedFixture,
  memberFixture,
  renderWithSite,
  signIn,
  stubCanvas,
} from './testSupport';
import { AGENT_CENTRE_PAGES, useAgentCentre } from './useAgentCentre';

const api = installFakeApi();
let memberType = 1;

const overview: ValueOf<Routes['teamOverview']> = {
  from: Date.UTC(2026, 2, 30),
  to: Date.UTC(2026, 2, 31),
  teamSize: 42,
  directCount: 7,
  totals: {
    deposits: '12500.00',
    withdrawals: '3400.50',
    validBet: '98765.43',
    wins: '90000.00',
    profitLoss: '8765.43',
    newMembers: 5,
    activeMembers: 19,
  },
  days: [
    {
      date: '2026-03-30',
      deposits: '10000.00',
      withdrawals: '3000.00',
      validBet: '50000.00',
      wins: '46000.00',
      profitLoss: '4000.00',
      newMembers: 3,
      activeMembers: 12,
    },
    {
      date: '2026-03-31',
      deposits: '2500.00',
      withdrawals: '400.50',
      validBet: '48765.43',
      wins: '44000.00',
      profitLoss: '4765.43',
      newMembers: 2,
      activeMembers: 15,
    },
  ],
};

beforeEach(() => {
  sessionStorage.clear();
  window.scrollTo = vi.fn();
  Element.prototype.scrollIntoView = vi.fn();
  stubCanvas();
  memberType = 1;
  api.on('memberInfo', () => memberFixture(memberType));
  api.on('consolidated', () => consolidatedFixture());
  api.on('contractRequests', () => ({ list: [] }));
  api.on('teamOverview', () => overview);
  api.on('agentNotices', () => ({ list: [] }));
});

function Opener() {
  const centre = useAgentCentre();
  return (
    <>
      <output aria-label="entry">{centre.showEntry ? 'shown' : 'hidden'}</output>
      <button type="button" onClick={() => centre.open()}>
        open agent centre
      </button>
    </>
  );
}

function renderCentre(modules: Record<string, boolean> = CONTRACT_MODULES) {
  return renderWithSite(
    <AgentCentreProvider>
      <Opener />
    </AgentCentreProvider>,
    { modules },
  );
}

const openCentre = () => fireEvent.click(screen.getByRole('button', { name: 'open agent centre' }));
const menuLabels = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('navigation', { name: 'Agent centre menu' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

const ALL_ENTRIES = [
  'Announcement',
  'Team overview',
  'Register',
  'Team management',
  'Team betting',
  'User loss',
  'My income',
  'Account details',
  'Dividend record',
  'Daily wages',
  'Hourly salary',
  'Real-time salary',
];

describe('access', () => {
  it.each([1, 2, 41, 42])('shows the entry to agent type %i and opens on the team overview', async (type) => {
    memberType = type;
    signIn();
    renderCentre();
    await waitFor(() => expect(screen.getByRole('status', { name: 'entry' }).textContent).toBe('shown'));
    openCentre();
    const dialog = await screen.findByRole('dialog', { name: 'Invite and earn' });
    expect(menuLabels(dialog)).toEqual(ALL_ENTRIES);
    expect(within(dialog).getByRole('button', { current: 'page' }).textContent).toBe('Team overview');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('never shows the entry to other members, and refuses to open for them', async () => {
    memberType = 0;
    signIn();
    renderCentre();
    await waitFor(() => expect(api.calls('memberInfo').length).toBeGreaterThan(0));
    expect(screen.getByRole('status', { name: 'entry' }).textContent).toBe('hidden');
    openCentre();
    expect(await screen.findByText('Non-agents cannot log in here.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Invite and earn' })).toBeNull();
  });

  it('refuses a trial account (type 4) with in_need_true_account and its confirm button', async () => {
    memberType = 4;
    signIn();
    renderCentre();
    // The brand rule lists type 4 among the agent types: it sees the entry, and is refused.
    await waitFor(() => expect(screen.getByRole('status', { name: 'entry' }).textContent).toBe('shown'));
    openCentre();
    const message = await screen.findByText('Please use a real account. Trial accounts cannot do this.');
    const warning = message.closest<HTMLElement>('[role="dialog"]')!;
    expect(warning.getAttribute('aria-describedby')).toBe(message.id);
    expect(within(warning).getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Invite and earn' })).toBeNull();
    // No consolidated call for a trial account.
    expect(api.calls('consolidated')).toHaveLength(0);
  });

  it('asks a visitor to log in', async () => {
    renderCentre();
    openCentre();
    expect(await screen.findByText('Not logged in, please log in.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('menu', () => {
  it('lists the twelve pages in spec order', () => {
    expect(AGENT_CENTRE_ENTRIES.map((entry) => entry.page)).toEqual([...AGENT_CENTRE_PAGES]);
  });

  it('shows a contract page only with AGENTPOLICY3, its own switch and its consolidated flag', () => {
    const pages = (modules: Record<string, boolean>, flags = consolidatedFixture()) =>
      visibleAgentEntries(modules, flags).map((entry) => entry.page);
    const everything = { ...CONTRACT_MODULES, MEMTRANS3: true };
    expect(pages(everything)).toEqual([...AGENT_CENTRE_PAGES]);
    expect(pages({ ...everything, AGENTPOLICY3: false })).not.toEqual(
      expect.arrayContaining(['dividend', 'salary', 'hourSalary', 'agentRealtimeSalary']),
    );
    expect(pages({ ...everything, SIGNCONDIV3: false })).not.toContain('dividend');
    expect(pages({ ...everything, HOURSAL3: false })).not.toContain('hourSalary');
    expect(pages(everything, consolidatedFixture({ dailysalinfotype: false }))).not.toContain('salary');
    expect(pages(everything, consolidatedFixture({ realtimesalinfotype: false }))).not.toContain(
      'agentRealtimeSalary',
    );
    expect(visibleAgentEntries(everything, null).some((entry) => entry.kind)).toBe(false);
    expect(pages({ ...everything, MEMTRANS3: false })).not.toContain('downlineTransactions');
  });

  it('hides the salary entries whose flags or switches are off', async () => {
    api.on('consolidated', () => consolidatedFixture({ dailysalinfotype: false, divtypeinfo: false }));
    signIn();
    renderCentre({ ...CONTRACT_MODULES, RTSALARY3: false });
    openCentre();
    const dialog = await screen.findByRole('dialog', { name: 'Invite and earn' });
    expect(menuLabels(dialog)).toEqual([...ALL_ENTRIES.slice(0, 8), 'Hourly salary']);
  });

  it('asks no consolidated flags while AGENTPOLICY3 is off, and shows no contract page', async () => {
    signIn();
    renderCentre({ AGENTPOLICY3: false });
    openCentre();
    const dialog = await screen.findByRole('dialog', { name: 'Invite and earn' });
    expect(menuLabels(dialog)).toEqual(ALL_ENTRIES.slice(0, 8));
    expect(api.calls('consolidated')).toHaveLength(0);
  });

  it('makes the clicked entry active', async () => {
    signIn();
    renderCentre();
    openCentre();
    const dialog = await screen.findByRole('dialog', { name: 'Invite and earn' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Announcement' }));
    expect(within(dialog).getByRole('button', { current: 'page' }).textContent).toBe('Announcement');
    expect(within(dialog).getByRole('region', { name: 'Announcement' })).toBeTruthy();
    expect(await within(dialog).findByText('No announcements at the moment')).toBeTruthy();
  });
});

describe('team overview', () => {
  it('shows the totals of the answer and a chart by day, and switches range', async () => {
    signIn();
    renderCentre();
    openCentre();
    const dialog = await screen.findByRole('dialog', { name: 'Invite and earn' });
    const totals = await within(dialog).findByLabelText('Team totals of the period');
    const value = (label: string) => within(totals).getByText(label).nextElementSibling?.textContent;
    expect(value('Team size')).toBe('42');
    expect(value('Direct downlines')).toBe('7');
    expect(value('New members')).toBe('5');
    expect(value('Active members')).toBe('19');
    expect(value('Deposits')).toBe('₱12,500.00');
    expect(value('Withdrawals')).toBe('₱3,400.50');
    expect(value('Valid bets')).toBe('₱98,765.43');
    expect(value('Wins')).toBe('₱90,000.00');
    expect(value('Profit and loss')).toBe('+₱8,765.43');
    expect(api.calls('teamOverview')[0]!.query).toEqual({ range: 'today' });

    const canvas = await within(dialog).findByRole('img', { name: /Line chart of the team/ });
    const chart = Chart.getChart(canvas as HTMLCanvasElement)!;
    expect(chart.data.labels).toEqual(['2026-03-30', '2026-03-31']);
    expect(chart.data.datasets.map((set) => set.label)).toEqual([
      'Deposits',
      'Withdrawals',
      'Valid bets',
      'Profit and loss',
    ]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Yesterday' }));
    await waitFor(() => expect(api.calls('teamOverview').at(-1)!.query).toEqual({ range: 'yesterday' }));
    expect(within(dialog).getByRole('button', { name: 'Yesterday' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Custom' }));
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2026-03-10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(api.calls('teamOverview').at(-1)!.query).toEqual({
        range: 'custom',
        startTime: new Date(2026, 2, 1).getTime(),
        endTime: new Date(2026, 2, 11).getTime() - 1,
      }),
    );
  });
});

describe('register', () => {
  it('shows the server field errors under their fields', async () => {
    api.on('registerDownline', () => {
      throw new ApiError('validation.failed', 400, 'Some fields are not valid', {
        fields: { username: { code: 'field.username_taken', message: 'This username is taken' } },
      });
    });
    signIn();
    renderCentre();
    openCentre();
    const dialog = await screen.findByRole('dialog', { name: 'Invite and earn' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    const form = await within(dialog).findByRole('form', { name: 'Register' });
    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'carol' } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'secret-1' } });
    fireEvent.change(within(form).getByLabelText('Confirm password'), { target: { value: 'secret-1' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Agent' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Register account' }));

    const username = within(form).getByLabelText('Username');
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(username.getAttribute('aria-describedby')!);
    expect(message?.textContent).toBe('This username is taken');
    expect(api.calls('registerDownline')[0]!.body).toEqual({
      username: 'carol',
      password: 'secret-1',
      confirmPassword: 'secret-1',
      accountType: 'agent',
    });
  });

  it('shows the new account and, for an agent, its invitation code', async () => {
    api.on('registerDownline', ({ body }) => ({
      id: 90,
      username: body!.username,
      type: 2,
      affiliateCode: 'CAROL123',
    }));
    signIn();
    renderCentre();
    openCentre();
    const dialog = await screen.findByRole('dialog', { name: 'Invite and earn' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    const form = await within(dialog).findByRole('form', { name: 'Register' });
    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'carol' } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'secret-1' } });
    fireEvent.change(within(form).getByLabelText('Confirm password'), { target: { value: 'secret-2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Register account' }));
    expect(await within(form).findByText('The two passwords are inconsistent')).toBeTruthy();
    expect(api.calls('registerDownline')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Confirm password'), { target: { value: 'secret-1' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Agent' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Register account' }));
    expect(await within(dialog).findByText('The account carol is open.')).toBeTruthy();
    expect(within(dialog).getByText('CAROL123')).toBeTruthy();
  });
});
