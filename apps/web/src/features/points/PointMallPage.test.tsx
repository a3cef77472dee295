import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../../shared/api/apiError';
import {
  clearPointMallState,
  getPointMallState,
  INITIAL_POINT_MALL_STATE,
  updatePointMallState,
} from '../../shared/loyalty/pointMallState';
import { notifySessionChange } from '../../shared/storage/session';
import { installFakeApi, type FakeAnswer } from '../../test/fakeApi';
import { PointMallPage } from './PointMallPage';
import { POINT_CONFIG, redemptionFixture, renderPoints, REWARDS, signIn } from './testSupport';

const api = installFakeApi();
let points = 2_400;

beforeEach(() => {
  sessionStorage.clear();
  notifySessionChange();
  clearPointMallState();
  points = 2_400;
  api.on('pointBalance', () => ({ points }));
  api.on('pointConfig', () => POINT_CONFIG);
  api.on('pointRewards', () => ({ list: REWARDS }));
  api.on('redemptions', () => ({ list: [], pageNum: 1, totalPages: 1 }));
  api.on('pointDetails', () => ({ list: [], pageNum: 1, totalPages: 1 }));
});

function renderMall(modules?: Record<string, boolean>) {
  const onLogin = vi.fn();
  const onSetPaymentPassword = vi.fn();
  const view = renderPoints(
    <PointMallPage onLogin={onLogin} onSetPaymentPassword={onSetPaymentPassword} />,
    modules,
  );
  return { ...view, onLogin, onSetPaymentPassword };
}

const card = (name: string) => screen.getByText(name, { selector: 'h3' }).closest('li')!;

async function openRedeem(name = 'Travel mug', balance = '2,400') {
  await screen.findByTestId('points-balance');
  await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toBe(balance));
  fireEvent.click(within(card(name)).getByRole('button', { name: `Redeem ${name}` }));
  return screen.findByRole('dialog', { name: 'Redeem a reward' });
}

const fill = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe('points mall', () => {
  it('asks a visitor to log in, and says so while PTSYS3 is off', async () => {
    const { onLogin } = renderMall();
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(onLogin).toHaveBeenCalled();
    expect(api.asked()).toEqual([]);
  });

  it('is unavailable while PTSYS3 is off', async () => {
    signIn();
    renderMall({ PTSYS3: false });
    expect(await screen.findByText('The points mall is not available right now.')).toBeTruthy();
    expect(api.asked()).toEqual([]);
  });

  it('shows the points and the rewards with price and stock, out of stock at 0', async () => {
    signIn();
    renderMall();
    await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toBe('2,400'));
    const mug = card('Travel mug');
    expect(within(mug).getByText('500 points')).toBeTruthy();
    expect(within(mug).getByText('10 left')).toBeTruthy();
    expect(within(mug).getByTestId('reward-placeholder')).toBeTruthy();
    const cash = card('Cash 10');
    expect(within(cash).getByText('Worth ₱10.00')).toBeTruthy();
    expect(within(cash).getByText('Out of stock').className).toBe('points-chip points-chip--bad');
    expect((within(cash).getByRole('button', { name: 'Redeem Cash 10' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    // The rules link opens the rules tab, with the earn rates per rank.
    fireEvent.click(screen.getByRole('button', { name: 'Points rules' }));
    expect(screen.getByRole('tab', { name: 'Rules' }).getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Points are earned on valid bets and never expire.')).toBeTruthy();
    expect(within(panel).getByText('100 points convert to ₱1.00.')).toBeTruthy();
    expect(within(panel).getByText('Convert at least 1,000 points at a time.')).toBeTruthy();
    const vip1 = panel.querySelector<HTMLElement>('[data-level="1"]')!;
    expect(vip1.textContent).toContain('Live casino 2');
    expect(vip1.textContent).toContain('Slots 2');
  });
});

describe('redeem dialog', () => {
  beforeEach(() => signIn());

  it('needs the receiving address for goods and the payment password, and sends nothing without', async () => {
    renderMall();
    const dialog = await openRedeem();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem for 500 points' }));
    expect(within(dialog).getByText('Enter the receiving address.')).toBeTruthy();
    expect(within(dialog).getByText('Enter your payment password.')).toBeTruthy();
    fill(dialog, 'Receiving address', '12 Rizal St, Manila');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem for 500 points' }));
    expect(within(dialog).queryByText('Enter the receiving address.')).toBeNull();
    expect(within(dialog).getByText('Enter your payment password.')).toBeTruthy();
    expect(api.calls('redeemPointReward')).toHaveLength(0);
  });

  it('asks no address for a cash reward', async () => {
    renderMall();
    const dialog = await openRedeem('Cash 5');
    expect(within(dialog).queryByLabelText('Receiving address')).toBeNull();
    expect(within(dialog).getByText('Paid to your wallet once approved')).toBeTruthy();
  });

  it('keeps the quantity between 1 and what the stock and points allow, with the total', async () => {
    renderMall();
    const dialog = await openRedeem();
    const quantity = within(dialog).getByLabelText('Quantity') as HTMLInputElement;
    const less = within(dialog).getByRole('button', { name: 'One fewer' }) as HTMLButtonElement;
    const more = within(dialog).getByRole('button', { name: 'One more' }) as HTMLButtonElement;
    expect(quantity.value).toBe('1');
    expect(less.disabled).toBe(true);
    expect(within(dialog).getByText('From 1 to 4')).toBeTruthy();
    for (let i = 0; i < 6; i++) fireEvent.click(more);
    // 2,400 points pay for 4 mugs of 500 (10 in stock).
    expect(quantity.value).toBe('4');
    expect(more.disabled).toBe(true);
    expect(within(dialog).getByTestId('redeem-total').textContent).toBe('2,000 points');

    fill(dialog, 'Quantity', '5');
    expect(within(dialog).getByText('You do not have enough points for this many.')).toBeTruthy();
    fill(dialog, 'Quantity', '0');
    expect(within(dialog).getByText('Redeem at least 1.')).toBeTruthy();
    fill(dialog, 'Quantity', '2.5');
    expect(within(dialog).getByText('Enter a whole number from 1 to 4.')).toBeTruthy();
    fill(dialog, 'Receiving address', '12 Rizal St');
    fill(dialog, 'Payment password', '123456');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(api.calls('redeemPointReward')).toHaveLength(0);
  });

  it('stops at the stock', async () => {
    points = 100_000;
    renderMall();
    const dialog = await openRedeem('Cash 5', '100,000');
    fill(dialog, 'Quantity', '4');
    expect(within(dialog).getByText('Not enough in stock for this many.')).toBeTruthy();
    fill(dialog, 'Quantity', '3');
    expect(within(dialog).getByTestId('redeem-total').textContent).toBe('1,200 points');
  });

  it('sends once however often it is pressed, and says it was accepted', async () => {
    let answer: (value: FakeAnswer<'redeemPointReward'>) => void = () => undefined;
    api.on('redeemPointReward', () => new Promise((resolve) => (answer = resolve)));
    renderMall();
    const dialog = await openRedeem();
    fireEvent.click(within(dialog).getByRole('button', { name: 'One more' }));
    fill(dialog, 'Receiving address', '  12 Rizal St, Manila ');
    fill(dialog, 'Payment password', '123456');
    const submit = within(dialog).getByRole('button', { name: 'Redeem for 1,000 points' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(api.calls('redeemPointReward')).toHaveLength(1));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sending…' }));
    const [call] = api.calls('redeemPointReward');
    expect(call!.body).toEqual({
      rewardId: 1,
      quantity: 2,
      address: '12 Rizal St, Manila',
      paymentPassword: '123456',
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    points = 1_400;
    answer(redemptionFixture({ quantity: 2, points: 1_000 }));
    expect(
      await within(dialog).findByText(
        'Accepted: 2 × Travel mug for 1,000 points. It is in progress until our team approves it; follow it in your redeem history.',
      ),
    ).toBeTruthy();
    expect(api.calls('redeemPointReward')).toHaveLength(1);
    // The points and the stock are read again.
    await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toBe('1,400'));

    fireEvent.click(within(dialog).getByRole('button', { name: 'View redeem history' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Redeem a reward' })).toBeNull());
    expect(screen.getByRole('tab', { name: 'Redeem history' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows a refusal with its reason and clears the password', async () => {
    api.on('redeemPointReward', () => {
      throw new ApiError('points.out.of.stock', 409, 'This reward is out of stock');
    });
    renderMall();
    const dialog = await openRedeem();
    fill(dialog, 'Receiving address', '12 Rizal St');
    fill(dialog, 'Payment password', '123456');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem for 500 points' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Refused: This reward is out of stock',
    );
    expect((within(dialog).getByLabelText('Payment password') as HTMLInputElement).value).toBe('');
  });

  it('shows a wrong payment password under its field', async () => {
    api.on('redeemPointReward', () => {
      throw new ApiError('password.wrong', 400, 'The password is wrong');
    });
    renderMall();
    const dialog = await openRedeem('Cash 5');
    fill(dialog, 'Payment password', 'nope');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem for 400 points' }));
    expect(await within(dialog).findByText('Refused: The password is wrong')).toBeTruthy();
    expect(within(dialog).getByLabelText('Payment password').getAttribute('aria-invalid')).toBe('true');
  });

  it('reuses the request id after an unknown outcome only, and takes a fresh one after an answer', async () => {
    let attempt = 0;
    api.on('redeemPointReward', () => {
      attempt++;
      if (attempt === 1) throw new ApiError(NETWORK_ERROR, 0, 'offline');
      throw new ApiError('points.insufficient', 409, 'You do not have enough points');
    });
    renderMall();
    const dialog = await openRedeem('Cash 5');
    const send = async (count: number) => {
      fill(dialog, 'Payment password', '123456');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem for 400 points' }));
      await waitFor(() => expect(api.calls('redeemPointReward')).toHaveLength(count));
      await within(dialog).findByRole('alert');
    };
    await send(1);
    await send(2);
    expect(within(dialog).getByRole('alert').textContent).toBe('Refused: You do not have enough points');
    await send(3);
    const ids = api.calls('redeemPointReward').map((call) => call.body!.requestId);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
  });
});

describe('convert dialog', () => {
  beforeEach(() => signIn());

  async function openConvert() {
    await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toBe('2,400'));
    const open = screen.getByRole('button', { name: 'Convert to money' }) as HTMLButtonElement;
    await waitFor(() => expect(open.disabled).toBe(false));
    fireEvent.click(open);
    return screen.findByRole('dialog', { name: 'Convert points to money' });
  }

  it('shows the rate and the minimum, and sends nothing below it', async () => {
    renderMall();
    const dialog = await openConvert();
    expect(within(dialog).getByTestId('convert-rate').textContent).toBe('100 points = ₱1.00');
    expect(within(dialog).getByTestId('convert-minimum').textContent).toBe('1,000 points');
    fill(dialog, 'Points to convert', '999');
    expect(within(dialog).getByText('Convert at least 1,000 points.')).toBeTruthy();
    expect(within(dialog).getByTestId('convert-preview').textContent).toBe('—');
    fill(dialog, 'Payment password', '123456');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(api.calls('convertPoints')).toHaveLength(0);

    fill(dialog, 'Points to convert', '2401');
    expect(within(dialog).getByText('You have only 2,400 points.')).toBeTruthy();
  });

  it('previews the money exactly and converts once', async () => {
    api.on('convertPoints', ({ body }) => {
      points = 2_400 - Number(body!.points);
      return { points: Number(body!.points), amount: '12.34', balance: points };
    });
    renderMall();
    const dialog = await openConvert();
    fill(dialog, 'Points to convert', '1234');
    expect(within(dialog).getByTestId('convert-preview').textContent).toBe('₱12.34');
    fill(dialog, 'Payment password', '123456');
    const submit = within(dialog).getByRole('button', { name: 'Convert' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(
      await within(dialog).findByText(
        'Accepted: 1,234 points became ₱12.34 in your main wallet. Points left: 1,166.',
      ),
    ).toBeTruthy();
    expect(api.calls('convertPoints')).toHaveLength(1);
    expect(api.calls('convertPoints')[0]!.body).toEqual({
      points: 1234,
      paymentPassword: '123456',
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toBe('1,166'));
  });

  it('fills in all the points', async () => {
    renderMall();
    const dialog = await openConvert();
    fireEvent.click(within(dialog).getByRole('button', { name: 'All' }));
    expect((within(dialog).getByLabelText('Points to convert') as HTMLInputElement).value).toBe('2400');
    expect(within(dialog).getByTestId('convert-preview').textContent).toBe('₱24.00');
  });
});

describe('redeem history and points details', () => {
  beforeEach(() => signIn());

  it('shows each redemption with its state chip, points, amount, address and remark', async () => {
    api.on('redemptions', () => ({
      list: [
        redemptionFixture({ id: 3, status: 'in_progress' }),
        redemptionFixture({
          id: 2,
          rewardId: 3,
          rewardName: 'Cash 5',
          quantity: 1,
          points: 400,
          amount: '5.00',
          address: null,
          status: 'approved',
          decidedAt: Date.now(),
        }),
        redemptionFixture({
          id: 1,
          status: 'rejected',
          remark: 'Out of stock at the warehouse',
          decidedAt: Date.now(),
        }),
      ],
      pageNum: 1,
      totalPages: 1,
    }));
    renderMall();
    fireEvent.click(await screen.findByRole('tab', { name: 'Redeem history' }));
    const list = await screen.findByRole('list', { name: 'Redeem history' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByTestId('redemption-status').textContent)).toEqual([
      'In progress',
      'Approved',
      'Rejected',
    ]);
    expect(rows.map((row) => within(row).getByTestId('redemption-status').className)).toEqual([
      'points-chip points-chip--wait',
      'points-chip points-chip--ok',
      'points-chip points-chip--bad',
    ]);
    expect(rows[0]!.textContent).toContain('12 Rizal St, Manila');
    expect(rows[0]!.textContent).toContain('1,000');
    expect(rows[1]!.textContent).toContain('₱5.00');
    expect(rows[1]!.textContent).not.toContain('Receiving address');
    expect(rows[2]!.textContent).toContain('Out of stock at the warehouse');
    expect(api.calls('redemptions')[0]!.query).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it('lists the points movements with the balance after each', async () => {
    api.on('pointDetails', () => ({
      list: [
        { id: 3, kind: 'convert', points: -1_000, balanceAfter: 2_400, createdAt: Date.now() },
        { id: 2, kind: 'earn', points: 120, balanceAfter: 3_400, createdAt: Date.now() - 60_000 },
        { id: 1, kind: 'bonus', points: 3_280, balanceAfter: 3_280, createdAt: Date.now() - 120_000 },
      ],
      pageNum: 1,
      totalPages: 1,
    }));
    renderMall();
    fireEvent.click(await screen.findByRole('tab', { name: 'Points details' }));
    const list = await screen.findByRole('list', { name: 'Points details' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('strong')!.textContent)).toEqual([
      'Converted to money',
      'Earned on valid bets',
      'Adjustment',
    ]);
    expect(rows.map((row) => within(row).getByTestId('movement-points').textContent)).toEqual([
      '-1,000',
      '+120',
      '+3,280',
    ]);
    expect(rows.map((row) => within(row).getByTestId('movement-balance').textContent)).toEqual([
      'Balance after: 2,400',
      'Balance after: 3,400',
      'Balance after: 3,280',
    ]);
  });
});

describe('point mall state', () => {
  it('keeps the tab and the open dialog in the shared state, which clearing resets', async () => {
    signIn();
    const { queryClient } = renderMall();
    await openRedeem();
    act(() => updatePointMallState({ tab: 'details' }));
    expect(getPointMallState()).toEqual({
      ...INITIAL_POINT_MALL_STATE,
      tab: 'details',
      dialog: { kind: 'redeem', rewardId: 1 },
    });
    const asked = api.calls('pointBalance').length;

    act(() => clearPointMallState(queryClient));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Redeem a reward' })).toBeNull());
    expect(screen.getByRole('tab', { name: 'Rewards' }).getAttribute('aria-selected')).toBe('true');
    // The mall's data is read afresh.
    await waitFor(() => expect(api.calls('pointBalance').length).toBeGreaterThan(asked));
  });
});
