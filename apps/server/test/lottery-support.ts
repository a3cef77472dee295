import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { routes, type LotteryOrderRequest } from '@wps/contracts';
import { currentPeriod, lotteryGameByCode } from '@wps/games';
import { drawPeriod, schedulePeriods } from '../src/vendors/lottery/periods.js';
import { deliver } from '../src/vendors/lottery/settlement.js';
import { vendorLottoGames } from '../src/vendors/lottery/tables.js';
import { callRoute, type TestServer } from './harness.js';
import { walletKit } from './vendor-wallet-support.js';

/** Helpers of the lottery tests: members with money, slips, the clock moved to a draw. */
export function lotteryKit(server: TestServer) {
  const wallet = walletKit(server);
  const vendor = server.lottoVendor!;
  const deps = vendor.deps;

  /** The period taking bets now (its row and seed created as the schedule job does). */
  async function openPeriod(code: string) {
    const game = lotteryGameByCode(code)!;
    const current = currentPeriod(game, server.clock.now());
    // In its last seconds the current period no longer takes bets: the next one opens at its draw.
    if (server.clock.now() >= current.closesAt) server.clock.set(current.drawAt);
    await schedulePeriods(deps);
    return currentPeriod(game, server.clock.now());
  }

  async function member(funds: bigint) {
    const p = await wallet.player(funds);
    return { id: p.memberId, token: p.token };
  }

  function slip(
    code: string,
    periodNumber: string,
    bets: LotteryOrderRequest['bets'],
    extra: Partial<LotteryOrderRequest> = {},
  ) {
    const game = lotteryGameByCode(code)!;
    return {
      gameCode: code,
      periodNumber,
      series: Math.max(...game.series),
      bets,
      acceptPartial: false,
      requestId: randomUUID().replace(/-/g, ''),
      ...extra,
    } satisfies LotteryOrderRequest;
  }

  function place(token: string, body: LotteryOrderRequest) {
    return callRoute(server, routes.lotteryPlaceOrder, { token, body });
  }

  /** Moves the clock past the period's draw, draws it and delivers every credit and refund. */
  async function drawAndDeliver(code: string, number: string, drawAt: Date) {
    if (server.clock.now() < drawAt) server.clock.set(new Date(drawAt.getTime() + 1_000));
    await drawPeriod(deps, code, number);
    await deliver(deps, { gameCode: code, number });
  }

  async function setCaps(
    code: string,
    caps: { keyCapMinor?: bigint; playerPeriodMaxMinor?: bigint; typeCaps?: Record<string, string> },
  ) {
    await server.database.db
      .insert(vendorLottoGames)
      .values({ code, updatedAt: server.clock.now(), ...caps })
      .onConflictDoUpdate({ target: vendorLottoGames.code, set: { ...caps, updatedAt: server.clock.now() } });
  }

  async function balance(memberId: number) {
    return wallet.balance(memberId);
  }

  function expectRefused(response: { status: number; body: { errorCode?: string } }, code: string) {
    expect(response.body.errorCode, JSON.stringify(response.body)).toBe(code);
  }

  return {
    wallet,
    vendor,
    deps,
    openPeriod,
    member,
    slip,
    place,
    drawAndDeliver,
    setCaps,
    balance,
    expectRefused,
  };
}
