import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@wps/contracts';
import { ledgerAccount } from '../src/modules/ledger/accounts.js';
import { callRoute, type TestServer } from './harness.js';
import { loyaltyKit } from './loyalty-support.js';
import { startPostgresServer } from './withdrawals-support.js';

/** Races on loyalty through HTTP and the jobs' use cases, always on the real PostgreSQL. */

let server: TestServer;
let kit: ReturnType<typeof loyaltyKit>;

beforeAll(async () => {
  server = await startPostgresServer();
  kit = loyaltyKit(server);
});
afterAll(() => server?.close());
afterEach(async () => {
  await kit.expectReconciled();
});

const outcome = (res: { body: { success: boolean; errorCode?: string } }) =>
  res.body.success ? 'ok' : (res.body.errorCode ?? 'unknown');

async function count(query: ReturnType<typeof sql>) {
  const result = (await server.database.db.execute(query)) as unknown as { rows: { n: unknown }[] };
  return Number(result.rows[0]!.n);
}

describe('concurrent loyalty on PostgreSQL', () => {
  it('30 members redeeming a reward with 5 in stock: 5 redemptions, the stock never below zero', async () => {
    const goods = await kit.reward({ kind: 'goods', points: 10, stock: 5 });
    const members = await Promise.all(Array.from({ length: 30 }, () => kit.member('race')));
    for (const member of members) await kit.givePoints(member.id, 10n);
    const answers = await Promise.all(
      members.map((member) => kit.redeem(member.token, goods.id, { address: 'Street 1' })),
    );
    const outcomes = answers.map(outcome);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(5);
    expect(outcomes.filter((o) => o !== 'ok').every((o) => o === 'points.out.of.stock')).toBe(true);
    expect(await count(sql`select stock as n from loyalty_point_rewards where id = ${goods.id}`)).toBe(0);
    let points = 0n;
    for (const member of members) points += await kit.points(member.id);
    expect(points).toBe(250n); // 25 members kept their 10 points
  });

  it('a member racing 10 redemptions of one reward with points for 3: 3 go through, never below zero', async () => {
    const goods = await kit.reward({ kind: 'goods', points: 10, stock: 100 });
    const member = await kit.member('greedy');
    await kit.givePoints(member.id, 30n);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => kit.redeem(member.token, goods.id, { address: 'Home' })),
    );
    expect(answers.map(outcome).filter((o) => o === 'ok')).toHaveLength(3);
    expect(await kit.points(member.id)).toBe(0n);
    // Redemptions refused for want of points gave their stock back.
    expect(await count(sql`select stock as n from loyalty_point_rewards where id = ${goods.id}`)).toBe(97);
  });

  it('rejecting a redemption while the settle job runs gives the points back exactly once', async () => {
    const goods = await kit.reward({ kind: 'goods', points: 25, stock: 10 });
    const admin = await kit.adminSession();
    for (let round = 0; round < 5; round++) {
      const member = await kit.member('ret');
      await kit.givePoints(member.id, 25n);
      const redeemed = await kit.redeem(member.token, goods.id, { address: 'Somewhere' });
      expect(redeemed.body.success, redeemed.text).toBe(true);
      server.clock.advance(60_000);
      const site = await kit.site();
      await Promise.all([
        callRoute(server, routes.operatorDecideRedemption, {
          token: admin,
          params: { merchantCode: 'aurora', redemptionId: redeemed.body.value.id },
          body: { approve: false, reason: 'race' },
        }),
        callRoute(server, routes.operatorDecideRedemption, {
          token: admin,
          params: { merchantCode: 'aurora', redemptionId: redeemed.body.value.id },
          body: { approve: false, reason: 'race twice' },
        }),
        server.services.loyalty.settleLoyalty(async () => site),
        server.services.loyalty.settleLoyalty(async () => site),
      ]);
      await server.services.loyalty.settleLoyalty(async () => site);
      expect(await kit.points(member.id)).toBe(25n);
      expect(
        await count(
          sql`select count(*) as n from ledger_transactions where idempotency_key = ${`points-return:${redeemed.body.value.id}`}`,
        ),
      ).toBe(1);
    }
  });

  it('cashback claimed 10 times at once while the daily job pays: each bet pays once', async () => {
    const member = await kit.member('cbrace');
    await kit.fund(member.id, 1_000_000n);
    for (let i = 0; i < 4; i++) await kit.round(member, '1000', '0'); // 4,000 at 0.30 % = 12.00
    server.clock.advance(10_000);
    const site = await kit.site();
    await Promise.all([
      ...Array.from({ length: 10 }, () =>
        callRoute(server, routes.claimCashback, { token: member.token, body: {} }),
      ),
      server.services.loyalty.payDueCashback(site),
      server.services.loyalty.payDueCashback(site),
    ]);
    const paid = await count(
      sql`select coalesce(sum(amount_minor), 0) as n from loyalty_cashback where member_id = ${member.id}`,
    );
    expect(paid).toBe(1_200);
    expect(await kit.cash.balance(ledgerAccount.main(member.id))).toBe(1_000_000n - 400_000n + 1_200n);
  });

  it('the points job run by three processes at once earns each bet its points once', async () => {
    const member = await kit.member('ptrace');
    await kit.fund(member.id, 10_000_000n);
    const site = await kit.site();
    await server.services.loyalty.accruePoints(site);
    for (let i = 0; i < 4; i++) await kit.round(member, '2500', '0'); // 10,000 → 100 points
    server.clock.advance(10_000);
    await Promise.all([1, 2, 3].map(() => server.services.loyalty.accruePoints(site)));
    await server.services.loyalty.accruePoints(site);
    expect(await kit.points(member.id)).toBe(100n);
  });
});
