import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import VipRulesPage from './VipRulesPage';
import {
  change,
  fakeApi,
  rank,
  refuse,
  renderPage,
  setUpPageTests,
  vipRules,
  type Call,
} from './testSupport';

setUpPageTests();

const show = (role: 'viewer' | 'editor' | 'admin' = 'admin') =>
  renderPage(<VipRulesPage />, '/loyalty/vip', role);
const echo = (call: Call) => {
  const body = call.body as { periodDays: number; ranks: { level: number }[] };
  return vipRules({
    periodDays: body.periodDays,
    ranks: body.ranks.map((entry) => ({ ...rank(entry.level), ...entry, members: 0 })) as never,
  });
};

describe('VipRulesPage', () => {
  it('shows the period and every rank with its thresholds, rewards and members', async () => {
    const api = fakeApi({ operatorVipRules: () => vipRules() }, 'viewer');
    show('viewer');
    const row = (await screen.findByText('VIP2')).closest('tr')!;
    expect(api.to('operatorVipRules')[0]!.params).toEqual({ merchantCode: 'aurora' });
    expect(screen.getByText('30 days')).toBeTruthy();
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', 'VIP2', '₱2,000.00', '₱20,000.00', '₱10,000.00', '₱36.00', '₱16.00', '80', 'Details']);
  });

  it('hides every change from a viewer and an editor: they read a rank’s details only', async () => {
    for (const role of ['viewer', 'editor'] as const) {
      fakeApi({ operatorVipRules: () => vipRules() }, role);
      show(role);
      await screen.findByText('VIP1');
      expect(screen.queryByRole('button', { name: 'Save rules' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Add rank' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Remove last rank' })).toBeNull();
      expect(screen.queryByLabelText('Period (days)')).toBeNull();
      expect(screen.getByText('Only an admin changes the VIP rules.')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Details of rank 1 (VIP1)' }));
      const dialog = screen.getByRole('dialog', { name: 'Rank 1 · VIP1' });
      const cashback = within(dialog).getByRole('group', { name: 'Cashback' });
      expect((within(cashback).getByLabelText('Slots') as HTMLInputElement).value).toBe('0.40');
      // Read-only: the dialog's fieldsets are disabled.
      expect(within(cashback).getByLabelText('Slots').matches(':disabled')).toBe(true);
      expect(within(dialog).queryByRole('button', { name: 'Apply' })).toBeNull();
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('edits a rank and the period, adds a rank, and saves the whole rules with a reason', async () => {
    const api = fakeApi({ operatorVipRules: () => vipRules(), operatorSaveVipRules: echo });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit rank 1 (VIP1)' }));
    let dialog = screen.getByRole('dialog', { name: 'Rank 1 · VIP1' });
    change(within(dialog).getByLabelText('Upgrade deposit (PHP)'), '1500');
    const cashback = within(dialog).getByRole('group', { name: 'Cashback' });
    change(within(cashback).getByLabelText('Live casino'), '0.75');
    change(within(cashback).getByLabelText('Slots'), '');
    change(within(cashback).getByLabelText('Sports'), '1.5');
    const points = within(dialog).getByRole('group', { name: 'Points per 100.00 of valid bets' });
    change(within(points).getByLabelText('Fishing'), '3');
    fireEvent.click(within(dialog).getByRole('tab', { name: /简体中文/ }));
    change(within(dialog).getByLabelText('Benefits (简体中文)'), '一级权益');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('₱1,500.00')).toBeTruthy();

    // A new rank at the end: English benefits are required before it applies.
    fireEvent.click(screen.getByRole('button', { name: 'Add rank' }));
    expect(screen.getByText('4 of at most 31 ranks')).toBeTruthy();
    const added = screen.getByText('VIP3').closest('tr')!;
    expect(within(added).getByText('New')).toBeTruthy();
    fireEvent.click(within(added).getByRole('button', { name: 'Edit rank 3 (VIP3)' }));
    dialog = screen.getByRole('dialog', { name: 'Rank 3 · VIP3' });
    change(within(dialog).getByLabelText('Upgrade deposit (PHP)'), '5000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Benefits (English)').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(within(dialog).getByText('Required in English; up to 1000 characters.')).toBeTruthy();
    change(within(dialog).getByLabelText('Benefits (English)'), 'Top rank');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    change(screen.getByLabelText('Period (days)'), '45');
    expect(screen.getByText(/Unsaved changes/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    const save = screen.getByRole('dialog', { name: 'Save the VIP rules' });
    expect(within(save).getByText(/4 ranks over 45 days/)).toBeTruthy();
    fireEvent.click(within(save).getByRole('button', { name: 'Save rules' }));
    expect(within(save).getByRole('alert').textContent).toBe('Say why: the reason is kept in the audit log.');
    change(within(save).getByLabelText('Reason'), 'Q3 review');
    fireEvent.click(within(save).getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const body = api.to('operatorSaveVipRules')[0]!.body as {
      periodDays: number;
      reason: string;
      ranks: Record<string, unknown>[];
    };
    expect(api.to('operatorSaveVipRules')[0]!.params).toEqual({ merchantCode: 'aurora' });
    expect(body.periodDays).toBe(45);
    expect(body.reason).toBe('Q3 review');
    expect(body.ranks.map((entry) => entry.level)).toEqual([0, 1, 2, 3]);
    expect(body.ranks[1]).toEqual({
      level: 1,
      name: 'VIP1',
      upgradeDeposit: '1500',
      upgradeValidBet: '10000.00',
      keepValidBet: '5000.00',
      upgradeReward: '18.00',
      birthdayReward: '8.00',
      cashbackRates: { LIVE: 75, SPORTS: 150 },
      pointsPerHundred: { RNG: 2, FISH: 3 },
      benefits: { EN: 'Rank 1 benefits', CN: '一级权益' },
    });
    expect(body.ranks[3]).toMatchObject({
      level: 3,
      name: 'VIP3',
      upgradeDeposit: '5000',
      cashbackRates: { RNG: 50, LIVE: 20 },
      benefits: { EN: 'Top rank' },
    });
    expect(screen.getByText('VIP rules saved: 4 ranks.')).toBeTruthy();
    expect(screen.queryByText(/Unsaved changes/)).toBeNull();
  });

  it('refuses ranks out of order: nothing is sent', async () => {
    const api = fakeApi({
      operatorVipRules: () => vipRules({ ranks: [rank(0), rank(1), rank(3)] }),
      operatorSaveVipRules: echo,
    });
    show();
    await screen.findByText('VIP3');
    change(screen.getByLabelText('Period (days)'), '31');
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(screen.getByRole('alert').textContent).toContain('1 to 31 ranks, numbered 0, 1, 2… in order.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to('operatorSaveVipRules')).toHaveLength(0);
  });

  it('checks a rate before it applies: at most 5.00 % with 2 decimals', async () => {
    fakeApi({ operatorVipRules: () => vipRules() });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit rank 2 (VIP2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Rank 2 · VIP2' });
    const cashback = within(dialog).getByRole('group', { name: 'Cashback' });
    change(within(cashback).getByLabelText('Fishing'), '5.01');
    change(within(cashback).getByLabelText('Arcade'), '0.125');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(within(cashback).getByLabelText('Fishing').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(within(cashback).getByLabelText('Arcade').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Some fields are not valid: see the marked fields.',
    );
    expect(screen.getByRole('dialog', { name: 'Rank 2 · VIP2' })).toBeTruthy();
  });

  it('removes the last rank, warns about its members, and marks what the server refuses', async () => {
    const api = fakeApi({
      operatorVipRules: () => vipRules(),
      operatorSaveVipRules: () =>
        refuse('validation.failed', {
          fields: { 'ranks.1.keepValidBet': { code: 'field.invalid_format', message: 'Bad amount' } },
        }),
    });
    show();
    await screen.findByText('VIP2');
    fireEvent.click(screen.getByRole('button', { name: 'Remove last rank' }));
    expect(screen.queryByText('VIP2')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    const save = screen.getByRole('dialog', { name: 'Save the VIP rules' });
    expect(within(save).getByText(/Rank 2 \(VIP2\) is removed but 80 members are at it now/)).toBeTruthy();
    change(within(save).getByLabelText('Reason'), 'Fewer ranks');
    fireEvent.click(within(save).getByRole('button', { name: 'Save rules' }));
    await waitFor(() =>
      expect(within(save).getByRole('alert').textContent).toBe(
        'The rules were not sent: fix what is marked. Rank 1 (VIP1), keep valid bet: An amount such as 1000 or 1000.50.',
      ),
    );
    expect((api.to('operatorSaveVipRules')[0]!.body as { ranks: unknown[] }).ranks).toHaveLength(2);
    fireEvent.click(within(save).getByRole('button', { name: 'Cancel' }));
    const row = screen.getByText('VIP1').closest('tr')!;
    expect(within(row).getByText('Has errors')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Edit rank 1 (VIP1)' }));
    const dialog = screen.getByRole('dialog', { name: 'Rank 1 · VIP1' });
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Keep valid bet (PHP)').getAttribute('aria-invalid')).toBe('true'),
    );
  });

  it('shows the server’s refusal of the rules', async () => {
    fakeApi({ operatorVipRules: () => refuse('operator.forbidden', null, 403) }, 'viewer');
    show('viewer');
    expect((await screen.findByRole('alert')).textContent).toBe('Your role may not do this.');
  });
});
