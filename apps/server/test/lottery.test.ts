import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@wps/contracts';
import { drawResult, hashServerSeed, lotteryGameByCode, periodByNumber } from '@wps/games';
import { cancelPeriod, enterResult } from '../src/vendors/lottery/periods.js';
import { deliver } from '../src/vendors/lottery/settlement.js';
import { vendorLottoOrders } from '../src/vendors/lottery/tables.js';
import { eq } from 'drizzle-orm';
import { adminToken, callRoute, startTestServer, type TestServer } from './harness.js';
import { lotteryKit } from './lottery-support.js';

let server: TestServer;
let kit: ReturnType<typeof lotteryKit>;

beforeAll(async () => {
  server = await startTestServer({ lottery: true });
  kit = lotteryKit(server);
});
afterAll(async () => server?.close());

/** Every digit of position 1: one of them always wins. */
const SURE_WIN = ['1:0', '1:1', '1:2', '1:3', '1:4', '1:5', '1:6', '1:7', '1:8', '1:9'];

describe('lottery games and periods', () => {
  it('lists every game with the period taking bets, its seed committed before it opens', async () => {
    const open = await kit.openPeriod('SSC1');
    const answer = await callRoute(server, routes.lotteryGames, { query: {} });
    expect(answer.status, answer.text).toBe(200);
    const ssc = answer.body.value.games.find((game) => game.code === 'SSC1')!;
    expect(ssc.current?.number).toBe(open.number);
    expect(ssc.current?.status).toBe('open');
    expect(ssc.current?.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(ssc.current?.seed).toBeNull();
    const vn = await callRoute(server, routes.lotteryGames, { query: { accountType: 'TCG_LOTTO_VN' } });
    expect(vn.body.value.games.length).toBeGreaterThan(10);
    expect(vn.body.value.games.every((game) => game.accountType === 'TCG_LOTTO_VN')).toBe(true);
  });

  it('answers a game with its bet types, payout table and the periods a chase may cover', async () => {
    const answer = await callRoute(server, routes.lotteryGameSetting, {
      params: { code: 'K3_1' },
      query: { series: 1900 },
    });
    expect(answer.status, answer.text).toBe(200);
    const detail = answer.body.value;
    expect(detail.series).toBe(1900);
    expect(detail.betTypes.map((type) => type.code)).toContain('k3.sum');
    expect(detail.payouts.length).toBeGreaterThan(5);
    expect(detail.upcoming).toHaveLength(120);
    expect(Number(detail.rebateRate)).toBeGreaterThan(0);
    const unknown = await callRoute(server, routes.lotteryGameSetting, {
      params: { code: 'NOPE' },
      query: {},
    });
    expect(unknown.body.errorCode).toBe('lottery.game.not.found');
  });
});

describe('orders', () => {
  it('debits the slip once, draws from the committed seed, credits the win and shows it in the records', async () => {
    const member = await kit.member(100_000n);
    const period = await kit.openPeriod('SSC1');
    const placed = await kit.place(
      member.token,
      kit.slip('SSC1', period.number, [{ type: 'ssc.pos', picks: SURE_WIN, unit: '1.00', multiplier: 2 }]),
    );
    expect(placed.status, placed.text).toBe(200);
    const [order] = placed.body.value.orders;
    expect(order!.status).toBe('placed');
    expect(order!.cost).toBe('20.00');
    expect(await kit.balance(member.id)).toBe(100_000n - 2_000n);

    await kit.drawAndDeliver('SSC1', period.number, period.drawAt);
    const after = await callRoute(server, routes.lotteryPeriod, {
      params: { code: 'SSC1', number: period.number },
    });
    const drawn = after.body.value;
    expect(drawn.seed).not.toBeNull();
    expect(hashServerSeed(drawn.seed!)).toBe(drawn.seedHash);
    expect(drawResult(lotteryGameByCode('SSC1')!, drawn.seed!, period.number).numbers).toEqual(drawn.numbers);

    const orders = await callRoute(server, routes.lotteryOrders, { token: member.token, query: {} });
    const settled = orders.body.value.list[0]!;
    expect(settled.status).toBe('won');
    // 2 × 1.00 at 1/10, series 1950: 2 × 10 × 0.975 = 19.50.
    expect(settled.win).toBe('19.50');
    expect(await kit.balance(member.id)).toBe(100_000n - 2_000n + 1_950n);

    const records = await callRoute(server, routes.betRecords, { token: member.token, query: {} });
    expect(JSON.stringify(records.body.value)).toContain(order!.orderNo);
    const recall = await callRoute(server, routes.gameRecall, {
      token: member.token,
      query: { vassalage: 'LOTTO', roundId: order!.orderNo },
    });
    expect(recall.status, recall.text).toBe(200);
    expect(recall.body.value.outcome).toMatchObject({
      game: 'SSC1',
      period: period.number,
      result: drawn.numbers!.join(' '),
      win: '19.50',
    });
  });

  it('answers a repeated submission with the first one and debits once', async () => {
    const member = await kit.member(10_000n);
    const period = await kit.openPeriod('K3_1');
    const body = kit.slip('K3_1', period.number, [
      { type: 'k3.sum', picks: ['10'], unit: '1.00', multiplier: 1 },
    ]);
    const [first, second] = await Promise.all([kit.place(member.token, body), kit.place(member.token, body)]);
    expect(first.status, first.text).toBe(200);
    expect(second.status, second.text).toBe(200);
    expect(second.body.value.orders[0]!.orderNo).toBe(first.body.value.orders[0]!.orderNo);
    expect(await kit.balance(member.id)).toBe(9_900n);
  });

  it('refunds an order cancelled before close and refuses one after', async () => {
    const member = await kit.member(10_000n);
    const period = await kit.openPeriod('PK10_1');
    const placed = await kit.place(
      member.token,
      kit.slip('PK10_1', period.number, [{ type: 'pk10.pos', picks: ['1:01'], unit: '5.00', multiplier: 1 }]),
    );
    expect(placed.status, placed.text).toBe(200);
    const orderNo = placed.body.value.orders[0]!.orderNo;
    const cancelled = await callRoute(server, routes.lotteryCancelOrder, {
      token: member.token,
      body: { orderNo },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.value.status).toBe('cancelled');
    await deliver(kit.deps);
    expect(await kit.balance(member.id)).toBe(10_000n);
    const again = await callRoute(server, routes.lotteryCancelOrder, {
      token: member.token,
      body: { orderNo },
    });
    kit.expectRefused(again, 'lottery.order.not.cancellable');

    server.clock.set(new Date(period.closesAt.getTime() + 1));
    const late = await kit.place(
      member.token,
      kit.slip('PK10_1', period.number, [{ type: 'pk10.pos', picks: ['1:01'], unit: '5.00', multiplier: 1 }]),
    );
    kit.expectRefused(late, 'lottery.period.closed');
    expect(await kit.balance(member.id)).toBe(10_000n);
  });

  it('refuses a bet the engine does not accept, and a slip above the balance, changing nothing', async () => {
    const member = await kit.member(1_000n);
    const period = await kit.openPeriod('X115_1');
    const bad = await kit.place(
      member.token,
      kit.slip('X115_1', period.number, [
        { type: 'x115.any2', picks: ['01', '99'], unit: '1.00', multiplier: 1 },
      ]),
    );
    kit.expectRefused(bad, 'lottery.bet.invalid');
    const poor = await kit.place(
      member.token,
      kit.slip('X115_1', period.number, [{ type: 'x115.pos1', picks: ['01'], unit: '50.00', multiplier: 1 }]),
    );
    kit.expectRefused(poor, 'balance.insufficient');
    expect(await kit.balance(member.id)).toBe(1_000n);
    const orders = await callRoute(server, routes.lotteryOrders, {
      token: member.token,
      query: { state: 'open' },
    });
    expect(orders.body.value.list).toHaveLength(0);
  });

  it('stops a chase after its first win and refunds the periods left', async () => {
    const member = await kit.member(100_000n);
    const period = await kit.openPeriod('SSC1');
    const placed = await kit.place(
      member.token,
      kit.slip('SSC1', period.number, [{ type: 'ssc.pos', picks: SURE_WIN, unit: '1.00', multiplier: 1 }], {
        chase: { periods: 3, stopOnWin: true },
      }),
    );
    expect(placed.status, placed.text).toBe(200);
    expect(placed.body.value.orders).toHaveLength(3);
    expect(await kit.balance(member.id)).toBe(100_000n - 3_000n);
    await kit.drawAndDeliver('SSC1', period.number, period.drawAt);
    const chases = await callRoute(server, routes.lotteryChases, { token: member.token, query: {} });
    expect(chases.body.value.list[0]).toMatchObject({ status: 'stopped', won: 1, waiting: 0 });
    // One period played (10.00, won 9.75), two refunded.
    expect(await kit.balance(member.id)).toBe(100_000n - 1_000n + 975n);
  });
});

describe('risk', () => {
  it('refuses a bet above the liability cap with what is left, or takes what fits when allowed', async () => {
    const member = await kit.member(1_000_000n);
    const period = await kit.openPeriod('K3_3');
    // k3.triple "666" pays about 1950/2000 × 216 = 210.6 per 1.00; cap 1,000.00 on one key.
    await kit.setCaps('K3_3', { keyCapMinor: 100_000n });
    const over = await kit.place(
      member.token,
      kit.slip('K3_3', period.number, [{ type: 'k3.triple', picks: ['666'], unit: '1.00', multiplier: 10 }]),
    );
    kit.expectRefused(over, 'lottery.cap.exceeded');
    expect(over.body.value).toMatchObject({ key: 'k3.triple:666', remainingPayout: '1000.00' });
    const partial = await kit.place(
      member.token,
      kit.slip('K3_3', period.number, [{ type: 'k3.triple', picks: ['666'], unit: '1.00', multiplier: 10 }], {
        acceptPartial: true,
      }),
    );
    expect(partial.status, partial.text).toBe(200);
    const order = partial.body.value.orders[0]!;
    expect(order.partial).toBe(true);
    expect(order.bets[0]!.multiplier).toBe(4);
    const full = await kit.place(
      member.token,
      kit.slip('K3_3', period.number, [{ type: 'k3.triple', picks: ['666'], unit: '1.00', multiplier: 1 }]),
    );
    kit.expectRefused(full, 'lottery.cap.exceeded');
  });

  it("refuses stakes above the player's limit on one period", async () => {
    const member = await kit.member(1_000_000n);
    const period = await kit.openPeriod('PK10_3');
    await kit.setCaps('PK10_3', { playerPeriodMaxMinor: 5_000n });
    const first = await kit.place(
      member.token,
      kit.slip('PK10_3', period.number, [
        { type: 'pk10.pos', picks: ['1:01'], unit: '40.00', multiplier: 1 },
      ]),
    );
    expect(first.status, first.text).toBe(200);
    const second = await kit.place(
      member.token,
      kit.slip('PK10_3', period.number, [
        { type: 'pk10.pos', picks: ['1:02'], unit: '20.00', multiplier: 1 },
      ]),
    );
    kit.expectRefused(second, 'lottery.member.limit');
  });

  it('voids every order of a cancelled period and refunds it once', async () => {
    const member = await kit.member(10_000n);
    const period = await kit.openPeriod('X115_3');
    const placed = await kit.place(
      member.token,
      kit.slip('X115_3', period.number, [{ type: 'x115.pos1', picks: ['03'], unit: '10.00', multiplier: 1 }]),
    );
    expect(placed.status, placed.text).toBe(200);
    const result = await cancelPeriod(kit.deps, {
      gameCode: 'X115_3',
      number: period.number,
      operator: 'op1',
    });
    expect(result.voided).toBe(1);
    await deliver(kit.deps);
    await deliver(kit.deps);
    expect(await kit.balance(member.id)).toBe(10_000n);
    const orders = await callRoute(server, routes.lotteryOrders, { token: member.token, query: {} });
    expect(orders.body.value.list[0]!.status).toBe('void');
    await expect(
      cancelPeriod(kit.deps, { gameCode: 'X115_3', number: period.number, operator: 'op1' }),
    ).rejects.toThrow();
  });
});

describe('external results (maker-checker)', () => {
  it('applies a Vietnamese result only when two operators entered the same sheet', async () => {
    const member = await kit.member(1_000_000n);
    const period = await kit.openPeriod('VN_NORTH');
    const placed = await kit.place(
      member.token,
      kit.slip('VN_NORTH', period.number, [{ type: 'de', picks: ['45'], unit: '1.00', multiplier: 1 }]),
    );
    expect(placed.status, placed.text).toBe(200);
    const game = lotteryGameByCode('VN_NORTH')!;
    const sheet = drawResult(game, 'a'.repeat(64), period.number).prizes;
    sheet.DB = ['12345'];
    server.clock.set(new Date(periodByNumber(game, period.number)!.drawAt.getTime() + 60_000));
    expect(
      (
        await enterResult(kit.deps, {
          gameCode: 'VN_NORTH',
          number: period.number,
          operator: 'a',
          prizes: sheet,
        })
      ).state,
    ).toBe('waiting');
    const other = { ...sheet, DB: ['99999'] };
    expect(
      (
        await enterResult(kit.deps, {
          gameCode: 'VN_NORTH',
          number: period.number,
          operator: 'b',
          prizes: other,
        })
      ).state,
    ).toBe('mismatch');
    expect(
      (
        await enterResult(kit.deps, {
          gameCode: 'VN_NORTH',
          number: period.number,
          operator: 'b',
          prizes: sheet,
        })
      ).state,
    ).toBe('applied');
    await deliver(kit.deps);
    // Hours later the member's session has ended: the order is read at the vendor.
    const [row] = await server.database.db
      .select()
      .from(vendorLottoOrders)
      .where(eq(vendorLottoOrders.orderNo, placed.body.value.orders[0]!.orderNo));
    const top = Math.max(...game.series);
    // đề 45 against a special prize ending in 45: 1.00 at 1/100, the top series.
    expect(row).toMatchObject({ status: 'won', winMinor: BigInt(100 * top) / 20n, wallet: 'done' });
    expect(await kit.balance(member.id)).toBe(1_000_000n - 100n + row!.winMinor!);
    const drawn = await callRoute(server, routes.lotteryPeriod, {
      params: { code: 'VN_NORTH', number: period.number },
    });
    expect(drawn.body.value.resultSource).toBe('operators:a+b');
  });
});

describe('operator calls', () => {
  it('saves a game with its audit entry, lists draws and exposure, reports, cancels a period', async () => {
    const token = await adminToken(server);
    const member = await kit.member(100_000n);
    const period = await kit.openPeriod('K3_5');
    const placed = await kit.place(
      member.token,
      kit.slip('K3_5', period.number, [{ type: 'k3.sum', picks: ['9'], unit: '2.00', multiplier: 1 }]),
    );
    expect(placed.status, placed.text).toBe(200);

    const saved = await callRoute(server, routes.operatorSaveLotteryGame, {
      token,
      params: { code: 'K3_5' },
      body: {
        enabled: true,
        closeSeconds: 30,
        keyCap: '20000.00',
        typeCaps: { 'k3.triple': '5000.00' },
        playerPeriodMax: '1000.00',
        reason: 'tighter caps for the launch',
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.value).toMatchObject({
      keyCap: '20000.00',
      typeCaps: { 'k3.triple': '5000.00' },
      playerPeriodMax: '1000.00',
    });
    const unknownType = await callRoute(server, routes.operatorSaveLotteryGame, {
      token,
      params: { code: 'K3_5' },
      body: {
        enabled: true,
        closeSeconds: 30,
        keyCap: '1.00',
        typeCaps: { lo2: '1.00' },
        playerPeriodMax: null,
        reason: 'wrong type',
      },
    });
    expect(unknownType.body.errorCode).toBe('lottery.bet.invalid');
    const audit = await callRoute(server, routes.auditList, {
      token,
      query: { action: 'lottery.game.save' },
    });
    expect(JSON.stringify(audit.body.value)).toContain('tighter caps for the launch');

    const games = await callRoute(server, routes.operatorLotteryGames, { token });
    expect(games.body.value.games.find((game) => game.code === 'K3_5')).toMatchObject({ keyCap: '20000.00' });
    const exposure = await callRoute(server, routes.operatorLotteryExposure, {
      token,
      query: { gameCode: 'K3_5' },
    });
    expect(exposure.status, exposure.text).toBe(200);
    expect(exposure.body.value.rows.map((row) => row.key)).toContain('k3.sum:9');
    expect(exposure.body.value).toMatchObject({ orders: 1, stake: '2.00' });
    const draws = await callRoute(server, routes.operatorLotteryDraws, {
      token,
      query: { gameCode: 'K3_5' },
    });
    expect(draws.body.value.list.find((draw) => draw.number === period.number)).toMatchObject({
      orders: 1,
      stake: '2.00',
    });
    const report = await callRoute(server, routes.operatorLotteryReport, {
      token,
      query: { from: period.opensAt.getTime() - 3_600_000, to: period.drawAt.getTime() + 3_600_000 },
    });
    expect(report.status, report.text).toBe(200);
    expect(report.body.value.rows.find((row) => row.gameCode === 'K3_5')).toMatchObject({
      orders: 1,
      stake: '2.00',
    });

    const cancelled = await callRoute(server, routes.operatorCancelLotteryPeriod, {
      token,
      params: { code: 'K3_5', number: period.number },
      body: { reason: 'a faulty period' },
    });
    expect(cancelled.body.value).toEqual({ voided: 1 });
    const external = await callRoute(server, routes.operatorEnterLotteryResult, {
      token,
      params: { code: 'K3_5', number: period.number },
      body: { prizes: { first: ['1234'] }, reason: 'not an external game' },
    });
    expect(external.body.errorCode).toBe('lottery.bet.invalid');
  });
});
