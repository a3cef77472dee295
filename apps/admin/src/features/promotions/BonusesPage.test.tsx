import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import BonusesPage from './BonusesPage';
import {
  activity,
  bonus,
  change,
  fakeApi,
  page,
  refuse,
  renderPage,
  setUpPageTests,
  type Call,
} from './testSupport';

setUpPageTests();

type Role = 'viewer' | 'editor' | 'admin';
const show = (entry = '/promotions/bonuses', role: Role = 'editor') =>
  renderPage(<BonusesPage />, entry, role);

const HELD = bonus(1, {
  state: 'review',
  paidAt: null,
  expiresAt: null,
  flags: ['same_device', 'same_ip'],
  relatedUsernames: ['twin1', 'twin2'],
});
const ACTIVE = bonus(2);
const activities = () =>
  page([
    activity(4, { title: { EN: 'Draft offer' } }),
    activity(3, {
      state: 'published',
      title: { EN: 'Welcome match' },
      reward: { percentBasisPoints: 0, fixed: '50.00', max: null, threshold: '0' },
    }),
  ]);

function api(role: Role, handlers: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi(
    { operatorActivities: activities, operatorPromotionBonuses: () => page([HELD, ACTIVE]), ...handlers },
    role,
  );
}

describe('BonusesPage', () => {
  it('lists bonuses with turnover and flags, filtered from the URL', async () => {
    const calls = api('viewer');
    show('/promotions/bonuses?state=review&activity=3&username=player1&page=2', 'viewer');
    const row = (await screen.findByText('player1')).closest('tr')!;
    expect(calls.to('operatorPromotionBonuses')[0]!.query).toEqual({
      state: 'review',
      activityId: '3',
      username: 'player1',
      pageNo: '2',
      pageSize: '20',
    });
    expect(within(row).getByText('Held for review')).toBeTruthy();
    expect(within(row).getByText('₱250.00')).toBeTruthy();
    expect(within(row).getByText('on a deposit of ₱500.00')).toBeTruthy();
    expect(within(row).getByText('₱1,000.00 / ₱2,500.00')).toBeTruthy();
    expect(within(row).getByText('₱1,500.00 to go')).toBeTruthy();
    expect(within(row).getByText('Same device')).toBeTruthy();
    expect(within(row).getByText('Same IP')).toBeTruthy();
    expect(within(row).getByText('Related: twin1, twin2')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('player1');
    // A viewer acts on nothing.
    expect(screen.queryByRole('button', { name: /Approve bonus/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Forfeit bonus/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Issue reward' })).toBeNull();

    change(screen.getByLabelText('Username'), ' twin1 ');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.to('operatorPromotionBonuses').at(-1)!.query).toEqual({
        state: 'review',
        activityId: '3',
        username: 'twin1',
        pageNo: '1',
        pageSize: '20',
      }),
    );
  });

  it('an editor pays a held claim with a reason; forfeiting is not offered', async () => {
    const calls = api('editor', {
      operatorDecideBonus: (call: Call) =>
        bonus(1, { state: (call.body as { approve: boolean }).approve ? 'active' : 'rejected' }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve bonus 1 of player1' }));
    expect(screen.queryByRole('button', { name: 'Forfeit bonus 2 of player2' })).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Pay bonus 1 of player1' });
    expect(within(dialog).getByText(/Pays the held claim of ₱250.00 \(Welcome match\)/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Say why: the reason is kept in the audit log.',
    );
    change(within(dialog).getByLabelText('Reason'), 'Devices checked: siblings');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.to('operatorDecideBonus')[0]).toMatchObject({
      params: { merchantCode: 'aurora', bonusId: '1' },
      body: { approve: true, reason: 'Devices checked: siblings' },
    });
    expect(screen.getByRole('status').textContent).toContain('Bonus 1 of player1 paid (₱250.00).');
  });

  it('an editor rejects a held claim with a reason', async () => {
    const calls = api('editor', { operatorDecideBonus: () => bonus(1, { state: 'rejected' }) });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject bonus 1 of player1' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject bonus 1 of player1' });
    change(within(dialog).getByLabelText('Reason'), 'Shared device farm');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(calls.to('operatorDecideBonus')).toHaveLength(1));
    expect(calls.to('operatorDecideBonus')[0]!.body).toEqual({
      approve: false,
      reason: 'Shared device farm',
    });
  });

  it('an admin forfeits an active bonus with a reason', async () => {
    const calls = api('admin', {
      operatorForfeitBonus: () => bonus(2, { state: 'forfeited' }),
    });
    show('/promotions/bonuses', 'admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Forfeit bonus 2 of player2' }));
    // Held claims are not forfeited; active ones are not decided.
    expect(screen.queryByRole('button', { name: 'Forfeit bonus 1 of player1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve bonus 2 of player2' })).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Forfeit bonus 2 of player2' });
    change(within(dialog).getByLabelText('Reason'), 'Bonus abuse confirmed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forfeit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.to('operatorForfeitBonus')[0]).toMatchObject({
      params: { merchantCode: 'aurora', bonusId: '2' },
      body: { reason: 'Bonus abuse confirmed' },
    });
    expect(screen.getByRole('status').textContent).toContain('Bonus 2 of player2 forfeited.');
  });

  it('issues a reward: checks the fields, then sends them with the reason', async () => {
    let refused = true;
    const calls = api('editor', {
      operatorIssueBonus: (call: Call) =>
        refused
          ? refuse('validation.failed', {
              fields: { username: { code: 'field.not_found', message: 'No such member' } },
            })
          : bonus(9, {
              state: 'issued',
              username: (call.body as { username: string }).username,
              amount: '75.00',
              activityTitle: 'Welcome match',
            }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Issue reward' }));
    const dialog = screen.getByRole('dialog', { name: 'Issue a reward' });
    change(within(dialog).getByLabelText('Reason'), 'Goodwill after an outage');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await within(dialog).findByText('Choose an activity.')).toBeTruthy();
    expect(within(dialog).getByText('A username, up to 40 characters.')).toBeTruthy();
    expect(within(dialog).getByText(/An amount above zero/)).toBeTruthy();
    expect(calls.to('operatorIssueBonus')).toHaveLength(0);

    await within(dialog).findByRole('option', { name: /Welcome match \(#3\)/ });
    change(within(dialog).getByLabelText('Activity'), '3');
    change(within(dialog).getByLabelText('Username'), 'player7');
    change(within(dialog).getByLabelText('Amount'), '75');
    // A field changed loses its mark; the amount's hint names the activity's own reward.
    expect(within(dialog).queryByText('Choose an activity.')).toBeNull();
    expect(within(dialog).getByText("The activity's fixed reward is ₱50.00.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await within(dialog).findByText('No member of this merchant has this username.')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Some fields are not valid: see the marked fields.',
    );
    // Drafts pay nothing: they are not offered.
    expect(within(dialog).queryByRole('option', { name: /Draft offer/ })).toBeNull();
    refused = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.to('operatorIssueBonus').at(-1)).toMatchObject({
      params: { merchantCode: 'aurora' },
      body: { activityId: 3, username: 'player7', amount: '75', reason: 'Goodwill after an outage' },
    });
    expect(screen.getByRole('status').textContent).toContain('₱75.00 issued to player7 (Welcome match).');
  });
});
