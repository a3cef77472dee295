import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ActivitiesPage from './ActivitiesPage';
import {
  activity,
  change,
  fakeApi,
  page,
  refuse,
  renderPage,
  setUpPageTests,
  type Call,
} from './testSupport';

setUpPageTests();

const show = (entry = '/promotions/activities', role: 'viewer' | 'editor' | 'admin' = 'editor') =>
  renderPage(<ActivitiesPage />, entry, role);

const list = () =>
  page([
    activity(1, { title: { EN: 'Welcome match' }, state: 'published', pending: 3 }),
    activity(2, {
      title: { EN: 'Login streak' },
      kind: 'daily_login',
      state: 'draft',
      budget: null,
      spent: '0',
      bonuses: 0,
    }),
    activity(3, { title: { EN: 'Spring reload' }, kind: 'reload', state: 'closed', spent: '0', bonuses: 0 }),
  ]);

describe('ActivitiesPage list', () => {
  it('asks with the URL’s filters and page, shows each activity, and filters again', async () => {
    const api = fakeApi({ operatorActivities: list });
    show('/promotions/activities?state=published&kind=deposit_match&page=2', 'viewer');
    const row = (await screen.findByText('Welcome match')).closest('tr')!;
    expect(api.to('operatorActivities')[0]).toMatchObject({
      params: { merchantCode: 'aurora' },
      query: { state: 'published', kind: 'deposit_match', pageNo: '2', pageSize: '20' },
    });
    expect(within(row).getByText('Deposit match')).toBeTruthy();
    expect(within(row).getByText('50 %')).toBeTruthy();
    expect(within(row).getByText('Published')).toBeTruthy();
    expect(within(row).getByText('₱10,000.00')).toBeTruthy();
    expect(within(row).getByText('Spent ₱2,500.00')).toBeTruthy();
    expect(within(row).getByText('12')).toBeTruthy();
    expect(within(row).getByText('3').className).toContain('badge--warn');
    const draft = screen.getByText('Login streak').closest('tr')!;
    expect(within(draft).getByText('No budget')).toBeTruthy();
    expect(within(draft).getByText('Draft')).toBeTruthy();

    // A viewer reads: no create, edit or state buttons.
    expect(screen.queryByRole('button', { name: 'New activity' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Welcome match' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close Welcome match' })).toBeNull();

    change(screen.getByLabelText('Status'), 'closed');
    await waitFor(() =>
      expect(api.to('operatorActivities').at(-1)!.query).toEqual({
        state: 'closed',
        kind: 'deposit_match',
        pageNo: '1',
        pageSize: '20',
      }),
    );
  });

  it('offers an editor each state’s moves; one that paid bonuses does not go back to a draft', async () => {
    fakeApi({ operatorActivities: list });
    show();
    await screen.findByText('Welcome match');
    expect(screen.getByRole('button', { name: 'Close Welcome match' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back to draft: Welcome match' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish Welcome match' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Publish Login streak' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close Login streak' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Publish Spring reload' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to draft: Spring reload' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New activity' })).toBeTruthy();
  });

  it('publishing asks for a reason, then posts it and says so', async () => {
    const api = fakeApi({
      operatorActivities: list,
      operatorSetActivityState: (call: Call) =>
        activity(2, { title: { EN: 'Login streak' }, state: (call.body as { state: 'published' }).state }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish Login streak' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish “Login streak”' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Say why: the reason is kept in the audit log.',
    );
    expect(api.to('operatorSetActivityState')).toHaveLength(0);
    change(within(dialog).getByLabelText('Reason'), 'Campaign approved');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('operatorSetActivityState')[0]).toMatchObject({
      params: { merchantCode: 'aurora', activityId: '2' },
      body: { state: 'published', reason: 'Campaign approved' },
    });
    expect(screen.getByRole('status').textContent).toContain('“Login streak” is published.');
  });

  it('a refused state change shows the server’s reason in place', async () => {
    fakeApi({
      operatorActivities: list,
      operatorSetActivityState: () => refuse('promotion.activity.state', null, 409),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Close Welcome match' }));
    const dialog = screen.getByRole('dialog', { name: 'Close “Welcome match”' });
    change(within(dialog).getByLabelText('Reason'), 'Over budget');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close activity' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'This activity cannot change that way now: the list now shows where it stands.',
      ),
    );
  });
});

describe('ActivitiesPage form', () => {
  const open = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'New activity' }));
    return screen.getByRole('dialog', { name: 'New activity' });
  };

  it('marks what the contract refuses and sends nothing', async () => {
    const api = fakeApi({ operatorActivities: list });
    show();
    const dialog = await open();
    change(within(dialog).getByLabelText('Percentage'), '12.345');
    change(within(dialog).getByLabelText('Live casino'), '150');
    change(within(dialog).getByLabelText('Kind'), 'messaging_id');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    expect(await within(dialog).findByText('Some fields are not valid: see the marked fields.')).toBeTruthy();
    expect(within(dialog).getByText('Required in English; up to 120 characters.')).toBeTruthy();
    expect(within(dialog).getByText('A percentage from 0 to 1000 with up to 2 decimals.')).toBeTruthy();
    expect(within(dialog).getByText('Whole percentages from 0 to 100, or empty.')).toBeTruthy();
    expect(within(dialog).getByText('Choose Zalo or WhatsApp.')).toBeTruthy();
    expect(within(dialog).getByText('Choose when it starts.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Percentage').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByRole('tab', { name: /English/ }).textContent).toContain('!');
    expect(api.to('operatorCreateActivity')).toHaveLength(0);
  });

  it('sends every field: percent as basis points, written languages, weights, audience, times', async () => {
    const api = fakeApi({
      operatorActivities: list,
      operatorCreateActivity: (call: Call) => ({ ...activity(9), ...(call.body as object), id: 9 }),
    });
    show();
    const dialog = await open();
    expect(within(dialog).getByText(/Times are in your browser's time zone/)).toBeTruthy();
    change(within(dialog).getByLabelText('Kind'), 'first_deposit');
    change(within(dialog).getByLabelText('Title (English)'), 'Welcome 12.5 %');
    change(within(dialog).getByLabelText('Summary (English)'), 'On your first deposit');
    change(within(dialog).getByLabelText('Rules (English)'), 'Once per member.');
    fireEvent.click(within(dialog).getByRole('tab', { name: /简体中文/ }));
    change(within(dialog).getByLabelText('Title (简体中文)'), '首存 12.5 %');
    fireEvent.click(within(dialog).getByLabelText('Emerald'));
    fireEvent.click(within(dialog).getByLabelText('Tiếng Việt'));
    change(within(dialog).getByLabelText('Audience'), 'new_members');
    change(within(dialog).getByLabelText('Registered within (days)'), '30');
    change(within(dialog).getByLabelText('Starts'), '2026-12-01T00:00');
    change(within(dialog).getByLabelText('Ends'), '2026-12-31T23:59');
    change(within(dialog).getByLabelText('Percentage'), '12.5');
    change(within(dialog).getByLabelText('Largest reward (optional) (PHP)'), '1000');
    change(within(dialog).getByLabelText('Threshold (PHP)'), '200');
    change(within(dialog).getByLabelText('Budget (PHP)'), '50000');
    change(within(dialog).getByLabelText('Turnover multiple'), '10.5');
    change(within(dialog).getByLabelText('Turnover basis'), 'bonus_deposit');
    change(within(dialog).getByLabelText('Live casino'), '10');
    change(within(dialog).getByLabelText('Sports'), '0');
    change(within(dialog).getByLabelText('Expires after (hours, optional)'), '168');
    fireEvent.click(within(dialog).getByLabelText("Hold every claim for an operator's review"));
    change(within(dialog).getByLabelText('Reason'), 'New welcome offer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(api.to('operatorCreateActivity')).toHaveLength(1));
    expect(api.to('operatorCreateActivity')[0]).toMatchObject({ params: { merchantCode: 'aurora' } });
    expect(api.to('operatorCreateActivity')[0]!.body).toEqual({
      kind: 'first_deposit',
      title: { EN: 'Welcome 12.5 %', CN: '首存 12.5 %' },
      summary: { EN: 'On your first deposit' },
      rules: { EN: 'Once per member.' },
      banner: { theme: 'emerald', image: null },
      languages: ['VI'],
      audience: { kind: 'new_members', ranks: [], labels: [], newWithinDays: 30, agents: [] },
      startsAt: new Date('2026-12-01T00:00').getTime(),
      endsAt: new Date('2026-12-31T23:59').getTime(),
      showFrom: null,
      repeat: 'once',
      reward: { percentBasisPoints: 1250, fixed: '0', max: '1000', threshold: '200' },
      wagering: {
        multiple: 10.5,
        basis: 'bonus_deposit',
        weights: { LIVE: 10, SPORTS: 0 },
        maxBet: null,
        expiryHours: 168,
      },
      budget: '50000',
      review: true,
      messagingChannel: null,
      sort: 100,
      reason: 'New welcome offer',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toContain('“Welcome 12.5 %” created as a draft');
  });

  it('edits an activity with a PUT, and marks the fields the server refused', async () => {
    const api = fakeApi({
      operatorActivities: list,
      operatorUpdateActivity: () =>
        refuse('validation.failed', {
          fields: { 'reward.threshold': { code: 'too_big', message: 'Too big' } },
        }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Welcome match' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit “Welcome match” (#1)' });
    expect((within(dialog).getByLabelText('Percentage') as HTMLInputElement).value).toBe('50');
    expect((within(dialog).getByLabelText('Title (English)') as HTMLInputElement).value).toBe(
      'Welcome match',
    );
    change(within(dialog).getByLabelText('Reason'), 'Raise the cap');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('operatorUpdateActivity')).toHaveLength(1));
    expect(api.to('operatorUpdateActivity')[0]).toMatchObject({
      params: { merchantCode: 'aurora', activityId: '1' },
      body: {
        reward: { percentBasisPoints: 5000, max: '500.00', threshold: '100.00' },
        reason: 'Raise the cap',
      },
    });
    expect(await within(dialog).findByText('Some fields are not valid.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Threshold (PHP)').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('An amount such as 100 or 100.50 (up to 4 decimals).')).toBeTruthy();
  });

  it('an activity that has paid keeps its kind', async () => {
    fakeApi({ operatorActivities: list });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Welcome match' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit “Welcome match” (#1)' });
    expect(within(dialog).queryByRole('combobox', { name: 'Kind' })).toBeNull();
    expect(
      within(dialog).getByText('This activity has paid rewards: its kind can no longer change.'),
    ).toBeTruthy();
  });
});
