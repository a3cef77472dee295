import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import MissionsPage from './MissionsPage';
import {
  cellTexts as cells,
  change,
  expectGoneOnSave,
  fakeApi,
  fill,
  mission,
  refuse,
  renderPage,
  setUpPageTests,
  type Call,
} from './testSupport';

setUpPageTests();

const show = (role: 'viewer' | 'editor' | 'admin' = 'editor') =>
  renderPage(<MissionsPage />, '/loyalty/missions', role);
const missions = () => ({
  list: [
    mission(1, { title: { EN: 'Bet 1,000 today' }, claims: 1234 }),
    mission(2, {
      title: { EN: 'Play 20 rounds', CN: '玩 20 局' },
      period: 'weekly',
      metric: 'rounds',
      target: '20',
      rewardMoney: '0.00',
      rewardPoints: 500,
      active: false,
      sort: 10,
      claims: 0,
    }),
  ],
});
const saved = (call: Call) => {
  const body = call.body as { rewardMoney: string; reason?: string };
  return {
    ...mission(9),
    ...(call.body as object),
    id: Number(call.params.missionId ?? 9),
    rewardMoney: body.rewardMoney,
    claims: 0,
    currency: 'PHP',
  };
};

describe('MissionsPage', () => {
  it('lists each mission: title, period, what it counts, target, rewards, switch, order and claims', async () => {
    const api = fakeApi({ operatorMissions: missions }, 'viewer');
    show('viewer');
    const money = (await screen.findByText('Bet 1,000 today')).closest('tr')!;
    expect(api.to('operatorMissions')[0]!.params).toEqual({ merchantCode: 'aurora' });
    expect(
      within(screen.getByRole('table', { name: 'Missions' }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Title (English)',
      'Period',
      'Counts',
      'Target',
      'Reward money',
      'Reward points',
      'Active',
      'Order',
      'Claims',
      'Actions',
    ]);
    expect(cells(money)).toEqual([
      'Bet 1,000 today#1',
      'Daily',
      'Valid bets',
      '₱1,000.00',
      '₱10.00',
      '—',
      'On',
      '100',
      '1,234',
      '',
    ]);
    // Rounds are a count, not money; no money reward is a dash.
    expect(cells(screen.getByText('Play 20 rounds').closest('tr')!)).toEqual([
      'Play 20 rounds#2',
      'Weekly',
      'Settled rounds',
      '20',
      '—',
      '500',
      'Off',
      '10',
      '0',
      '',
    ]);
  });

  it('shows create and edit to an editor, not to a viewer', async () => {
    fakeApi({ operatorMissions: missions }, 'viewer');
    show('viewer');
    await screen.findByText('Bet 1,000 today');
    expect(screen.queryByRole('button', { name: 'New mission' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Bet 1,000 today' })).toBeNull();
    cleanup();
    vi.unstubAllGlobals();

    fakeApi({ operatorMissions: missions }, 'editor');
    show('editor');
    await screen.findByText('Bet 1,000 today');
    expect(screen.getByRole('button', { name: 'New mission' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Bet 1,000 today' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Play 20 rounds' })).toBeTruthy();
  });

  it('adds a mission: the target’s hint follows the metric; a fractional rounds target and no reward are refused', async () => {
    const api = fakeApi({ operatorMissions: missions, operatorCreateMission: saved });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'New mission' }));
    const dialog = screen.getByRole('dialog', { name: 'New mission' });
    const target = within(dialog).getByLabelText('Target');
    const hint = () => document.getElementById(target.getAttribute('aria-describedby')!)!.textContent;
    expect(hint()).toContain('Valid bets within the period, in PHP');
    change(within(dialog).getByLabelText('Counts'), 'deposit');
    expect(hint()).toContain('Deposits within the period, in PHP');
    change(within(dialog).getByLabelText('Counts'), 'rounds');
    expect(hint()).toBe('Settled rounds within the period: a whole number above zero, such as 20.');
    expect(target.getAttribute('inputmode')).toBe('numeric');

    change(within(dialog).getByLabelText('Period'), 'weekly');
    change(within(dialog).getByLabelText('Title (English)'), 'Play 20.5 rounds');
    fireEvent.click(within(dialog).getByRole('tab', { name: /日本語/ }));
    change(within(dialog).getByLabelText('Title (日本語)'), '20ラウンド');
    change(target, '20.5');
    change(within(dialog).getByLabelText('Reason'), 'Weekly rounds');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add mission' }));
    await waitFor(() => expect(target.getAttribute('aria-invalid')).toBe('true'));
    expect(hint()).toBe('Rounds are counted whole: a whole number above zero, such as 20.');
    const money = within(dialog).getByLabelText('Reward money (PHP)');
    expect(money.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Give the mission a reward: money, points or both.')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Some fields are not valid: see the marked fields.',
    );
    expect(api.to('operatorCreateMission')).toHaveLength(0);

    change(target, '20');
    change(within(dialog).getByLabelText('Reward points'), '500');
    change(within(dialog).getByLabelText('Order'), '5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add mission' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('operatorCreateMission')).toEqual([
      {
        id: 'operatorCreateMission',
        params: { merchantCode: 'aurora' },
        query: {},
        body: {
          title: { EN: 'Play 20.5 rounds', JA: '20ラウンド' },
          period: 'weekly',
          metric: 'rounds',
          target: '20',
          rewardMoney: '0',
          rewardPoints: 500,
          active: true,
          sort: 5,
          reason: 'Weekly rounds',
        },
      },
    ]);
    expect(screen.getByRole('status').textContent).toContain('Mission “Play 20.5 rounds” added.');
    await waitFor(() => expect(api.to('operatorMissions').length).toBeGreaterThan(1));
  });

  it('asks a reason, and money with the currency’s decimals', async () => {
    const api = fakeApi({ operatorMissions: missions, operatorCreateMission: saved });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'New mission' }));
    const dialog = screen.getByRole('dialog', { name: 'New mission' });
    fill(dialog, {
      'Title (English)': 'Deposit 500',
      Counts: 'deposit',
      Target: '500.005',
      'Reward money (PHP)': '25.50',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add mission' }));
    expect(await within(dialog).findByText("At most 2 decimals (the currency's).")).toBeTruthy();
    expect(within(dialog).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(api.to('operatorCreateMission')).toHaveLength(0);
    fill(dialog, { Target: '500', Reason: 'Deposit drive' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add mission' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('operatorCreateMission')[0]!.body).toMatchObject({
      metric: 'deposit',
      target: '500',
      rewardMoney: '25.50',
      rewardPoints: 0,
    });
  });

  it('edits a mission: its whole body to its id, switched back on', async () => {
    const api = fakeApi({ operatorMissions: missions, operatorUpdateMission: saved });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Play 20 rounds' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit “Play 20 rounds” (#2)' });
    expect((within(dialog).getByLabelText('Target') as HTMLInputElement).value).toBe('20');
    expect((within(dialog).getByLabelText('Reward money (PHP)') as HTMLInputElement).value).toBe('');
    expect((within(dialog).getByLabelText('Reward points') as HTMLInputElement).value).toBe('500');
    const active = within(dialog).getByLabelText('Active: members see the mission and can complete it');
    expect((active as HTMLInputElement).checked).toBe(false);
    fireEvent.click(active);
    change(within(dialog).getByLabelText('Reason'), 'Season back');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('operatorUpdateMission')[0]).toEqual({
      id: 'operatorUpdateMission',
      params: { merchantCode: 'aurora', missionId: '2' },
      query: {},
      body: {
        title: { EN: 'Play 20 rounds', CN: '玩 20 局' },
        period: 'weekly',
        metric: 'rounds',
        target: '20',
        rewardMoney: '0',
        rewardPoints: 500,
        active: true,
        sort: 10,
        reason: 'Season back',
      },
    });
    expect(screen.getByRole('status').textContent).toContain('Mission “Play 20 rounds” saved.');
  });

  it('marks the fields the server refuses, and says when the mission is gone', async () => {
    const api = fakeApi({
      operatorMissions: missions,
      operatorUpdateMission: () => refuse('mission.not.found', null, 404),
      operatorCreateMission: () =>
        refuse('validation.failed', {
          fields: {
            target: { code: 'field.invalid', message: 'A target above zero (a whole count for rounds)' },
            rewardMoney: { code: 'field.required', message: 'Give the mission a reward' },
          },
        }),
    });
    show();
    await expectGoneOnSave(api, {
      edit: 'Edit Bet 1,000 today',
      dialog: 'Edit “Bet 1,000 today” (#1)',
      refusal: 'No such mission: it may belong to another merchant. The list has been read again.',
      list: 'operatorMissions',
    });

    fireEvent.click(screen.getByRole('button', { name: 'New mission' }));
    const dialog = screen.getByRole('dialog', { name: 'New mission' });
    fill(dialog, {
      'Title (English)': 'Bet more',
      Target: '100',
      'Reward money (PHP)': '5',
      Reason: 'New',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add mission' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Target').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(within(dialog).getByText('An amount above zero such as 1000 or 1000.50.')).toBeTruthy();
    expect(within(dialog).getByText('Give the mission a reward: money, points or both.')).toBeTruthy();
    expect(api.to('operatorCreateMission')).toHaveLength(1);
  });
});
