import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@wps/contracts';
import { lotteryGameByCode } from '@wps/games';
import { cancelPeriod, ensurePeriod } from '../src/vendors/lottery/periods.js';
import { closePeriod, deliver, settlePeriod } from '../src/vendors/lottery/settlement.js';
import { effectiveGame } from '../src/vendors/lottery/games.js';
import { vendorLottoExposure, vendorLottoOrders, vendorLottoPeriods } from '../src/vendors/lottery/tables.js';
import { callRoute, type TestServer } from './harness.js';
import { lotteryKit } from './lottery-support.js';
import { rowsOf } from './vendor-wallet-support.js';
import { startPostgresServer } from './withdrawals-support.js';

/*
 * Races and faults of the lottery vendor, always on the real PostgreSQL (a pool of 16): a period of
 * 100,000 orders settled twice at once, a settlement killed mid-way, a cancelled period refunded
 * with its deliveries run twice at once, orders at the close, 500 concurrent bets against one
 * number's liability cap, and a property test of the money over random slips, cancels and draws.
 */

let server: TestServer;
let kit: ReturnType<typeof lotteryKit>;
const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

beforeAll(async () => {
  // No job workers: each test draws, settles and delivers itself, and nothing runs behind its back.
  server = await startPostgresServer({}, { lottery: { jobs: false } });
  kit = lotteryKit(server);
});
afterAll(() => server?.close());

async function count(query: ReturnType<typeof sql>) {
  const [row] = await rowsOf<{ n: string }>(server, query);
  return Number(row!.n);
}

/** A drawn SSC1 period with `orders` placed orders written straight in (one per digit of position 1, in turn). */
async function drawnPeriodWithOrders(orders: number, numbers: string[]) {
  const period = await kit.openPeriod('SSC1');
  const game = effectiveGame(lotteryGameByCode('SSC1')!, undefined, kit.deps.defaultKeyCapMinor);
  await ensurePeriod(server.database.db, game, period);
  await server.database.db.execute(sql`
    insert into vendor_lotto_orders (order_no, request_id, player_id, currency, session_id, game_code,
      period_number, series, bets, cost_minor, rebate_minor, exposure, status, wallet, created_at)
    select 'T' || ${period.number} || '-' || i, 'r' || i, 'bench-player-' || (i % 1000), 'PHP', 's',
           'SSC1', ${period.number}, 1950,
           jsonb_build_array(jsonb_build_object('type', 'ssc.pos', 'picks', jsonb_build_array('1:' || (i % 10)),
             'unitMinor', '100', 'multiplier', 1, 'combinations', 1, 'costMinor', '100')),
           100, 0, '{}'::jsonb, 'placed', 'held', now()
      from generate_series(1, ${orders}) as i`);
  await server.database.db
    .update(vendorLottoPeriods)
    .set({ status: 'drawn', numbers, prizes: {}, resultSource: 'house', drawnAt: server.clock.now() })
    .where(and(eq(vendorLottoPeriods.gameCode, 'SSC1'), eq(vendorLottoPeriods.number, period.number)));
  return period;
}

async function dropTestOrders(number: string) {
  await server.database.db
    .delete(vendorLottoOrders)
    .where(and(eq(vendorLottoOrders.gameCode, 'SSC1'), eq(vendorLottoOrders.periodNumber, number)));
}

describe('settlement', () => {
  it('settles a period of 100,000 orders once when two runs start together', async () => {
    const period = await drawnPeriodWithOrders(100_000, ['3', '1', '4', '1', '5']);
    const runs = await Promise.all([
      settlePeriod(kit.deps, 'SSC1', period.number),
      settlePeriod(kit.deps, 'SSC1', period.number),
    ]);
    expect(runs.sort((a, b) => a - b)).toEqual([0, 100_000]);
    const where = sql`game_code = 'SSC1' and period_number = ${period.number}`;
    expect(
      await count(sql`select count(*) as n from vendor_lotto_orders where ${where} and status = 'won'`),
    ).toBe(10_000);
    expect(
      await count(sql`select count(*) as n from vendor_lotto_orders where ${where} and wallet = 'credit'`),
    ).toBe(10_000);
    // 1.00 at 1/10, series 1950: 9.75 each.
    expect(await count(sql`select sum(win_minor) as n from vendor_lotto_orders where ${where}`)).toBe(
      10_000 * 975,
    );
    // The rest stay placed on the settled period until closed (in batches, each decided again).
    const closed = await Promise.all([
      closePeriod(kit.deps, 'SSC1', period.number),
      closePeriod(kit.deps, 'SSC1', period.number),
    ]);
    expect(closed[0]! + closed[1]!).toBe(90_000);
    expect(
      await count(sql`select count(*) as n from vendor_lotto_orders where ${where} and status = 'lost'`),
    ).toBe(90_000);
    expect(
      await count(sql`select count(*) as n from vendor_lotto_orders where ${where} and wallet = 'credit'`),
    ).toBe(100_000);
    await dropTestOrders(period.number);
  }, 120_000);

  it('leaves a settlement killed mid-way all undone, and the next run does it all', async () => {
    const period = await drawnPeriodWithOrders(2_000, ['7', '0', '0', '0', '0']);
    await server.database.db.execute(
      sql.raw(`create or replace function test_lotto_stall() returns trigger language plpgsql as $$
        begin perform pg_sleep(30); return null; end $$`),
    );
    await server.database.db.execute(
      sql.raw(`create trigger test_lotto_stall after update on vendor_lotto_orders
        for each row when (new.status = 'won' and new.period_number = '${period.number}')
        execute function test_lotto_stall()`),
    );
    try {
      const running = settlePeriod(kit.deps, 'SSC1', period.number).then(
        () => 'finished',
        () => 'killed',
      );
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
      await admin.connect();
      let killed = 0;
      try {
        for (let i = 0; i < 200 && killed === 0; i++) {
          const stalled = await admin.query<{ pid: number }>(
            `select pid from pg_stat_activity where wait_event = 'PgSleep' and query not like '%pg_stat_activity%'`,
          );
          for (const row of stalled.rows) {
            await admin.query('select pg_terminate_backend($1)', [row.pid]);
            killed++;
          }
          if (killed === 0) await new Promise((resolve) => setTimeout(resolve, 50));
        }
      } finally {
        await admin.end();
      }
      expect(killed).toBeGreaterThan(0);
      expect(await running).toBe('killed');
    } finally {
      await server.database.db.execute(
        sql.raw('drop trigger if exists test_lotto_stall on vendor_lotto_orders'),
      );
    }
    const where = sql`game_code = 'SSC1' and period_number = ${period.number}`;
    expect(
      await count(sql`select count(*) as n from vendor_lotto_orders where ${where} and status = 'placed'`),
    ).toBe(2_000);
    expect(
      await count(
        sql`select count(*) as n from vendor_lotto_periods where game_code = 'SSC1' and number = ${period.number} and status = 'drawn'`,
      ),
    ).toBe(1);
    expect(await settlePeriod(kit.deps, 'SSC1', period.number)).toBe(2_000);
    expect(
      await count(sql`select count(*) as n from vendor_lotto_orders where ${where} and status = 'won'`),
    ).toBe(200);
    await dropTestOrders(period.number);
  }, 60_000);
});

describe('refunds and the close', () => {
  it('refunds every order of a cancelled period once, with two deliveries at once', async () => {
    const period = await kit.openPeriod('K3_1');
    const members = await Promise.all(Array.from({ length: 10 }, () => kit.member(10_000n)));
    await Promise.all(
      members.flatMap((member) =>
        Array.from({ length: 5 }, (_, index) =>
          kit.place(
            member.token,
            kit.slip('K3_1', period.number, [
              { type: 'k3.sum', picks: [String(4 + index)], unit: '2.00', multiplier: 1 },
            ]),
          ),
        ),
      ),
    );
    for (const member of members) expect(await kit.balance(member.id)).toBe(9_000n);
    const { voided } = await cancelPeriod(kit.deps, {
      gameCode: 'K3_1',
      number: period.number,
      operator: 'op',
    });
    expect(voided).toBe(50);
    await Promise.all([deliver(kit.deps), deliver(kit.deps)]);
    for (const member of members) expect(await kit.balance(member.id)).toBe(10_000n);
    expect(
      await count(
        sql`select count(*) as n from vendor_lotto_orders where game_code = 'K3_1' and period_number = ${period.number} and wallet = 'done'`,
      ),
    ).toBe(50);
  }, 60_000);

  it('takes a slip a millisecond before the close and refuses every one from the close on', async () => {
    const member = await kit.member(100_000n);
    const period = await kit.openPeriod('PK10_1');
    server.clock.set(new Date(period.closesAt.getTime() - 1));
    const before = await kit.place(
      member.token,
      kit.slip('PK10_1', period.number, [{ type: 'pk10.pos', picks: ['1:01'], unit: '1.00', multiplier: 1 }]),
    );
    expect(before.status, before.text).toBe(200);
    server.clock.set(period.closesAt);
    const late = await Promise.all(
      Array.from({ length: 10 }, () =>
        kit.place(
          member.token,
          kit.slip('PK10_1', period.number, [
            { type: 'pk10.pos', picks: ['1:02'], unit: '1.00', multiplier: 1 },
          ]),
        ),
      ),
    );
    for (const answer of late) kit.expectRefused(answer, 'lottery.period.closed');
    expect(await kit.balance(member.id)).toBe(100_000n - 100n);
  }, 30_000);
});

describe('liability cap', () => {
  it('holds under 500 concurrent bets on one number', async () => {
    const period = await kit.openPeriod('X115_5');
    // x115.pos1 "07": 1.00 at 1/11, series 1950 → 10.72 per 1.00 (floored); cap 1,000.00 → 93 bets of 1.00.
    await kit.setCaps('X115_5', { keyCapMinor: 100_000n });
    const members = await Promise.all(Array.from({ length: 50 }, () => kit.member(100_000n)));
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, index) =>
        kit.place(
          members[index % 50]!.token,
          kit.slip('X115_5', period.number, [
            { type: 'x115.pos1', picks: ['07'], unit: '1.00', multiplier: 1 },
          ]),
        ),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    for (const answer of refused) kit.expectRefused(answer, 'lottery.cap.exceeded');
    const [exposure] = await server.database.db
      .select()
      .from(vendorLottoExposure)
      .where(
        and(
          eq(vendorLottoExposure.gameCode, 'X115_5'),
          eq(vendorLottoExposure.periodNumber, period.number),
          eq(vendorLottoExposure.key, 'x115.pos1:07'),
        ),
      );
    const perBet = exposure!.payoutMinor / BigInt(accepted.length);
    expect(exposure!.payoutMinor).toBeLessThanOrEqual(100_000n);
    // As many as fit, no more: one more bet would pass the cap.
    expect(exposure!.payoutMinor + perBet).toBeGreaterThan(100_000n);
    let debited = 0n;
    for (const member of members) debited += 100_000n - (await kit.balance(member.id));
    expect(debited).toBe(BigInt(accepted.length) * 100n);
  }, 120_000);
});

describe('property: the money adds up', () => {
  it('keeps every balance equal to stakes taken minus refunds plus wins, and exposure equal to live orders', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            who: fc.integer({ min: 0, max: 2 }),
            face: fc.integer({ min: 1, max: 6 }),
            multiplier: fc.integer({ min: 1, max: 3 }),
            cancel: fc.boolean(),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        async (slips) => {
          const period = await kit.openPeriod('K3_5');
          const members = await Promise.all([0, 1, 2].map(() => kit.member(50_000n)));
          const placedOrders: { member: number; orderNo: string; cancel: boolean }[] = [];
          for (const slip of slips) {
            const answer = await kit.place(
              members[slip.who]!.token,
              kit.slip('K3_5', period.number, [
                { type: 'k3.single', picks: [String(slip.face)], unit: '1.00', multiplier: slip.multiplier },
              ]),
            );
            expect(answer.status, answer.text).toBe(200);
            placedOrders.push({
              member: slip.who,
              orderNo: answer.body.value.orders[0]!.orderNo,
              cancel: slip.cancel,
            });
          }
          for (const order of placedOrders.filter((order) => order.cancel)) {
            const answer = await callRoute(server, routes.lotteryCancelOrder, {
              token: members[order.member]!.token,
              body: { orderNo: order.orderNo },
            });
            expect(answer.status, answer.text).toBe(200);
          }
          const [{ exposure, live }] = (await rowsOf<{ exposure: string; live: string }>(
            server,
            sql`select (select coalesce(sum(payout_minor), 0) from vendor_lotto_exposure
                         where game_code = 'K3_5' and period_number = ${period.number}) as exposure,
                       (select coalesce(sum(value::bigint), 0) from vendor_lotto_orders, jsonb_each_text(exposure)
                         where game_code = 'K3_5' and period_number = ${period.number} and status = 'placed') as live`,
          )) as [{ exposure: string; live: string }];
          expect(BigInt(exposure)).toBe(BigInt(live));
          await kit.drawAndDeliver('K3_5', period.number, period.drawAt);
          await deliver(kit.deps);
          const orders = await server.database.db
            .select()
            .from(vendorLottoOrders)
            .where(
              and(eq(vendorLottoOrders.gameCode, 'K3_5'), eq(vendorLottoOrders.periodNumber, period.number)),
            );
          for (const [index, member] of members.entries()) {
            const mine = orders.filter((order) =>
              placedOrders.some((placed) => placed.member === index && placed.orderNo === order.orderNo),
            );
            const kept = mine.filter((order) => order.status === 'won' || order.status === 'lost');
            const expected =
              50_000n -
              kept.reduce((sum, order) => sum + order.costMinor, 0n) +
              kept.reduce((sum, order) => sum + (order.winMinor ?? 0n) + order.rebateMinor, 0n);
            expect(await kit.balance(member.id)).toBe(expected);
            for (const order of mine) expect(order.wallet).toBe('done');
          }
          await kit.deps.db().execute(sql`select 1`);
        },
      ),
      { numRuns: 6 },
    );
  }, 300_000);
});
