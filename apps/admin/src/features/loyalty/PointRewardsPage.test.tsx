import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PointRewardsPage from './PointRewardsPage';
import {
  cellTexts,
  change,
  expectGoneOnSave,
  fakeApi,
  fill,
  pointReward,
  refuse,
  renderPage,
  setUpPageTests,
  type Call,
} from './testSupport';

setUpPageTests();

const show = (role: 'viewer' | 'editor' | 'admin' = 'editor') =>
  renderPage(<PointRewardsPage />, '/loyalty/mall', role);
const rewards = () => ({
  list: [
    pointReward(1, { name: { EN: 'Phone case' }, redeemed: 12 }),
    pointReward(2, {
      name: { EN: 'Cash 50' },
      kind: 'cash',
      cash: '50.00',
      needsAddress: false,
      points: 6000,
      stock: 0,
      active: false,
      sort: 10,
    }),
  ],
  currency: 'PHP',
});
const saved = (call: Call) => ({
  ...pointReward(9),
  ...(call.body as object),
  id: Number(call.params.rewardId ?? 9),
  needsAddress: (call.body as { kind: string }).kind === 'goods',
  redeemed: 0,
});

describe('PointRewardsPage', () => {
  it('shows each reward: name, kind, points, cash, stock, redeemed, switch and order', async () => {
    const api = fakeApi({ operatorPointRewards: rewards }, 'viewer');
    show('viewer');
    const goods = (await screen.findByText('Phone case')).closest('tr')!;
    expect(api.to('operatorPointRewards')[0]!.params).toEqual({ merchantCode: 'aurora' });
    expect(cellTexts(goods)).toEqual([
      'Phone case#1',
      'GoodsAddress asked',
      '5,000',
      '—',
      '20',
      '12',
      'Shown',
      '100',
      '',
    ]);
    const cash = screen.getByText('Cash 50').closest('tr')!;
    expect(cellTexts(cash)).toEqual([
      'Cash 50#2',
      'Cash',
      '6,000',
      '₱50.00',
      'Out of stock',
      '3',
      'Hidden',
      '10',
      '',
    ]);
    // A viewer reads only.
    expect(screen.queryByRole('button', { name: 'New reward' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Phone case' })).toBeNull();
  });

  it('adds a goods reward: the body the contract takes, no money', async () => {
    const api = fakeApi({ operatorPointRewards: rewards, operatorCreatePointReward: saved });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'New reward' }));
    const dialog = screen.getByRole('dialog', { name: 'New reward' });
    expect(within(dialog).queryByLabelText('Cash amount (PHP)')).toBeNull();
    fill(dialog, { 'Name (English)': 'Team jersey', 'Description (English)': 'Signed by the squad.' });
    fireEvent.click(within(dialog).getByRole('tab', { name: /简体中文/ }));
    fill(dialog, {
      'Name (简体中文)': '球衣',
      Points: '12000',
      Stock: '5',
      'Image address (optional)': 'https://cdn.example.com/jersey.png',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add reward' }));
    expect(await within(dialog).findByText('Say why: the reason is kept in the audit log.')).toBeTruthy();
    expect(api.to('operatorCreatePointReward')).toHaveLength(0);
    change(within(dialog).getByLabelText('Reason'), 'Season launch');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add reward' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('operatorCreatePointReward')[0]).toMatchObject({
      params: { merchantCode: 'aurora' },
      body: {
        kind: 'goods',
        name: { EN: 'Team jersey', CN: '球衣' },
        description: { EN: 'Signed by the squad.' },
        image: 'https://cdn.example.com/jersey.png',
        points: 12000,
        cash: null,
        stock: 5,
        active: true,
        sort: 100,
        reason: 'Season launch',
      },
    });
    expect(screen.getByRole('status').textContent).toContain('“Team jersey” added to the points mall.');
  });

  it('adds a cash reward only with an amount, sent as a decimal string', async () => {
    const api = fakeApi({ operatorPointRewards: rewards, operatorCreatePointReward: saved });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'New reward' }));
    const dialog = screen.getByRole('dialog', { name: 'New reward' });
    fill(dialog, {
      Kind: 'cash',
      'Name (English)': 'Cash 20',
      'Description (English)': 'Credited to the main wallet.',
      Points: '2500',
      Stock: '100',
      Reason: 'Cash rewards',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add reward' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Cash amount (PHP)').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(within(dialog).getByText('A cash reward credits an amount above zero.')).toBeTruthy();
    change(within(dialog).getByLabelText('Cash amount (PHP)'), '20.005');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add reward' }));
    expect(await within(dialog).findByText("At most 2 decimals (the currency's).")).toBeTruthy();
    expect(api.to('operatorCreatePointReward')).toHaveLength(0);
    change(within(dialog).getByLabelText('Cash amount (PHP)'), '20.50');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add reward' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('operatorCreatePointReward')[0]!.body).toMatchObject({
      kind: 'cash',
      cash: '20.50',
      points: 2500,
      stock: 100,
    });
  });

  it('edits a reward: its whole body to its id, its stock and switch changed', async () => {
    const api = fakeApi({ operatorPointRewards: rewards, operatorUpdatePointReward: saved });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Cash 50' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit “Cash 50” (#2)' });
    expect((within(dialog).getByLabelText('Cash amount (PHP)') as HTMLInputElement).value).toBe('50.00');
    change(within(dialog).getByLabelText('Stock'), '40');
    fireEvent.click(within(dialog).getByLabelText('Shown to members'));
    change(within(dialog).getByLabelText('Reason'), 'Restocked');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('operatorUpdatePointReward')[0]).toEqual({
      id: 'operatorUpdatePointReward',
      params: { merchantCode: 'aurora', rewardId: '2' },
      query: {},
      body: {
        kind: 'cash',
        name: { EN: 'Cash 50' },
        description: { EN: 'Description 2' },
        image: null,
        points: 6000,
        cash: '50.00',
        stock: 40,
        active: true,
        sort: 10,
        reason: 'Restocked',
      },
    });
    expect(screen.getByRole('status').textContent).toContain('“Cash 50” saved.');
  });

  it('marks a field the server refuses, and says when the reward is gone', async () => {
    const api = fakeApi({
      operatorPointRewards: rewards,
      operatorUpdatePointReward: () => refuse('points.reward.not.found', null, 404),
      operatorCreatePointReward: () =>
        refuse('validation.failed', {
          fields: { cash: { code: 'field.required', message: 'Needs its amount' } },
        }),
    });
    show();
    await expectGoneOnSave(api, {
      edit: 'Edit Phone case',
      dialog: 'Edit “Phone case” (#1)',
      refusal: 'No such reward: it may belong to another merchant. The list has been read again.',
      list: 'operatorPointRewards',
    });

    fireEvent.click(screen.getByRole('button', { name: 'New reward' }));
    const dialog = screen.getByRole('dialog', { name: 'New reward' });
    fill(dialog, {
      Kind: 'cash',
      'Name (English)': 'Cash 5',
      'Description (English)': 'Five',
      Points: '500',
      'Cash amount (PHP)': '5',
      Stock: '1',
      Reason: 'Small cash',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add reward' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Cash amount (PHP)').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(within(dialog).getByRole('alert').textContent).toBe('Some fields are not valid.');
  });
});
