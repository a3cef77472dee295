import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LotteryOrder } from '@wps/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '../../../test/fakeApi';
import { authStub, gameFixture, orderFixture, renderLottery, settingFixture, signIn } from '../testSupport';
import { OrdersTab } from './OrdersTab';

const api = installFakeApi();
const game = gameFixture({ code: 'VN_FAST1' });
let orders: LotteryOrder[];

beforeEach(() => {
  sessionStorage.clear();
  orders = [
    orderFixture(),
    orderFixture({
      orderNo: 'LO2',
      status: 'won',
      win: '97.50',
      numbers: ['12345'],
      closesAt: Date.now() - 1,
    }),
  ];
  api.on('lotteryOrders', () => ({ list: orders, page: 1, totalPages: 1, total: orders.length }));
  api.on('lotteryCancelOrder', ({ body }) => {
    orders = orders.map((order) =>
      order.orderNo === body!.orderNo ? { ...order, status: 'cancelled' } : order,
    );
    return orders.find((order) => order.orderNo === body!.orderNo)!;
  });
});

describe('my orders', () => {
  it('cancels a placed order before its close', async () => {
    signIn();
    renderLottery(<OrdersTab game={game} setting={settingFixture(game)} auth={authStub()} />, '/vnlottery');
    const first = (await screen.findByText('LO20260401000001')).closest<HTMLElement>('[data-order]')!;
    expect(within(first).getByText('Placed')).toBeTruthy();
    const won = document.querySelector<HTMLElement>('[data-order="LO2"]')!;
    expect(within(won).getByText('Won')).toBeTruthy();
    expect(within(won).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(api.calls('lotteryOrders')[0]!.query).toMatchObject({ gameCode: 'VN_FAST1', page: 1, size: 10 });

    fireEvent.click(within(first).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Cancel order LO20260401000001?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(within(first).getByText('Cancelled')).toBeTruthy());
    expect(api.calls('lotteryCancelOrder')[0]!.body).toEqual({ orderNo: 'LO20260401000001' });
    expect(within(first).queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('asks visitors to log in', async () => {
    const auth = authStub(false);
    renderLottery(<OrdersTab game={game} setting={settingFixture(game)} auth={auth} />, '/vnlottery');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(auth.requireLogin).toHaveBeenCalled();
    expect(api.calls('lotteryOrders')).toHaveLength(0);
  });
});
