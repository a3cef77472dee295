import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LotteryBetInput } from '@wps/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/apiError';
import { installFakeApi } from '../../../test/fakeApi';
import {
  authStub,
  gameFixture,
  orderFixture,
  renderLottery,
  settingFixture,
  signIn,
  vnGameFixture,
} from '../testSupport';
import { LotteryLobbyPage } from './LotteryLobbyPage';

const api = installFakeApi();

const ssc = gameFixture();
const k3 = gameFixture({ code: 'K3_1', family: 'K3', name: { EN: 'Fast 3 Dice 1 Min' } });
const vn = vnGameFixture();

/** Prices every bet at 27 per pick (the server's work; the page only shows it). */
function quote(bets: LotteryBetInput[]) {
  const priced = bets.map((bet) => ({
    ...bet,
    combinations: bet.picks.length,
    cost: `${27 * bet.picks.length}.00`,
  }));
  const total = priced.reduce((sum, bet) => sum + Number(bet.cost), 0);
  return { bets: priced, total: `${total}.00`, rebate: '0.00' };
}

beforeEach(() => {
  sessionStorage.clear();
  api.on('lotteryGames', () => ({ games: [ssc, k3], now: Date.now() }));
  api.on('lotteryVnGameMenu', () => ({ groups: [{ region: 'fast', games: [vn] }] }));
  api.on('lotteryVnGameMenuRecent', () => ({ games: [] }));
  api.on('lotteryGameSetting', ({ params }) =>
    settingFixture(params!.code === vn.code ? vn : params!.code === k3.code ? k3 : ssc),
  );
  api.on('lotteryQuote', ({ body }) => quote(body!.bets));
  api.on('lotteryOrders', () => ({ list: [], page: 1, totalPages: 1, total: 0 }));
});

/** Picks 12 and 34 on the VN grid and adds them to the slip. */
async function addTwoNumbers() {
  const grid = await screen.findByRole('group', { name: 'Numbers' });
  fireEvent.click(within(grid).getByRole('button', { name: '12' }));
  fireEvent.click(within(grid).getByRole('button', { name: '34' }));
  expect(within(grid).getByRole('button', { name: '12' }).getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
}

describe('lottery lobby', () => {
  it('lists the games of the lobby and shows the selected one with its countdown', async () => {
    renderLottery(<LotteryLobbyPage kind="lottery" auth={authStub(false)} />, '/lottery?gameCode=K3_1');
    const list = await screen.findByRole('navigation', { name: 'Lottery games' });
    expect(within(list).getByRole('button', { name: 'SSC 1 Min' })).toBeTruthy();
    const current = within(list).getByRole('button', { name: 'Fast 3 Dice 1 Min' });
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(api.calls('lotteryGames')[0]!.query).toEqual({ accountType: 'LOTT,ELOTT' });

    expect(await screen.findByRole('heading', { name: 'Fast 3 Dice 1 Min' })).toBeTruthy();
    expect(screen.getByText('Closes in')).toBeTruthy();
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toMatch(/^01:(2\d|30)$/);
    // The phase is announced once, not every second.
    expect(screen.getByText('Period 20260401-0100: Closes in')).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: 'SSC 1 Min' }));
    expect(await screen.findByRole('heading', { name: 'SSC 1 Min' })).toBeTruthy();
    // The last result and its verifier link.
    expect(screen.getByRole('list', { name: 'Result: 3 1 4 1 5' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify' }).getAttribute('href')).toBe(
      '/lottery/verify?game=SSC1&period=20260401-0099',
    );
  });

  it('adds picked numbers to the slip and shows the server-quoted total', async () => {
    renderLottery(<LotteryLobbyPage kind="vnlottery" auth={authStub()} />, '/vnlottery');
    await addTwoNumbers();
    expect((await screen.findByTestId('slip-total')).textContent).toBe('₱54.00');
    expect(api.calls('lotteryQuote').at(-1)!.body).toEqual({
      gameCode: 'VN_FAST1',
      series: 1950,
      bets: [{ type: 'lo2', picks: ['12', '34'], unit: '1.00', multiplier: 1 }],
    });
    expect(screen.getByText('Combinations: 2')).toBeTruthy();
  });

  it('places the slip once, with a request id, and shows the placed order', async () => {
    signIn();
    const placed = orderFixture();
    api.on('lotteryPlaceOrder', () => ({ orders: [placed], balance: '946.00' }));
    renderLottery(<LotteryLobbyPage kind="vnlottery" auth={authStub()} />, '/vnlottery');
    await addTwoNumbers();
    await screen.findByTestId('slip-total');
    api.on('lotteryOrders', () => ({ list: [placed], page: 1, totalPages: 1, total: 1 }));
    const place = screen.getByRole('button', { name: 'Place bets' });
    fireEvent.click(place);
    fireEvent.click(place);
    expect(await screen.findByText('Orders placed: 1')).toBeTruthy();
    const calls = api.calls('lotteryPlaceOrder');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({
      gameCode: 'VN_FAST1',
      periodNumber: '20260401-0100',
      series: 1950,
      acceptPartial: false,
      bets: [{ type: 'lo2', picks: ['12', '34'], unit: '1.00', multiplier: 1 }],
    });
    expect(calls[0]!.body!.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    // The slip is emptied and the order shows under My orders.
    expect(screen.getByText(/Your slip is empty/)).toBeTruthy();
    await waitFor(() => expect(document.querySelectorAll('[data-order="LO20260401000001"]')).toHaveLength(1));
  });

  it('offers to place what fits when the house limit refuses the slip', async () => {
    signIn();
    api.on('lotteryPlaceOrder', ({ body }) => {
      if (!body!.acceptPartial)
        throw new ApiError('lottery.cap.exceeded', 409, 'cap', { key: 'lo2:12', remainingPayout: '500.00' });
      return { orders: [orderFixture({ partial: true })], balance: null };
    });
    renderLottery(<LotteryLobbyPage kind="vnlottery" auth={authStub()} />, '/vnlottery');
    await addTwoNumbers();
    await screen.findByTestId('slip-total');
    fireEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    expect(await screen.findByText(/The house limit on lo2:12 is reached/)).toBeTruthy();
    expect(screen.getByText(/₱500\.00/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Place what fits' }));
    expect(await screen.findByText('Orders placed: 1')).toBeTruthy();
    const [first, second] = api.calls('lotteryPlaceOrder');
    expect(second!.body!.acceptPartial).toBe(true);
    expect(second!.body!.requestId).not.toBe(first!.body!.requestId);
  });

  it('retries with the same request id when the answer was lost', async () => {
    signIn();
    let attempts = 0;
    api.on('lotteryPlaceOrder', () => {
      attempts += 1;
      if (attempts === 1) throw new ApiError('network', 0, 'offline');
      return { orders: [orderFixture()], balance: null };
    });
    renderLottery(<LotteryLobbyPage kind="vnlottery" auth={authStub()} />, '/vnlottery');
    await addTwoNumbers();
    await screen.findByTestId('slip-total');
    fireEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    await screen.findByRole('alert');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Place bets' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    expect(await screen.findByText('Orders placed: 1')).toBeTruthy();
    const [first, second] = api.calls('lotteryPlaceOrder');
    expect(second!.body!.requestId).toBe(first!.body!.requestId);
  });

  it('asks visitors to log in instead of placing', async () => {
    const auth = authStub(false);
    renderLottery(<LotteryLobbyPage kind="vnlottery" auth={auth} />, '/vnlottery');
    await addTwoNumbers();
    await screen.findByTestId('slip-total');
    fireEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    await waitFor(() => expect(auth.requireRealAccount).toHaveBeenCalled());
    expect(api.calls('lotteryPlaceOrder')).toHaveLength(0);
  });
});
