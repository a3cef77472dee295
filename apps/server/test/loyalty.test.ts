import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@wps/contracts';
import { ledgerAccount } from '../src/modules/ledger/accounts.js';
import { callRoute, putSection, startTestServer, type TestServer } from './harness.js';
import { loyaltyKit } from './loyalty-support.js';
import { expectError, PAYMENT_PASSWORD } from './withdrawals-support.js';

/*
 * Loyalty over HTTP on the demo merchant (docs/product.md §Loyalty): VIP ranks reached, kept and lost,
 * their label in the member info, cashback once per bet whether claimed or paid by the daily job,
 * points earned once per bet and converted, and the points mall's redemptions.
 */

let server: TestServer;
let kit: ReturnType<typeof loyaltyKit>;
const DAY = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
  kit = loyaltyKit(server);
});
afterAll(() => server?.close());
afterEach(async () => {
  await kit.expectReconciled();
});

const params = <T extends object>(extra?: T) =>
  ({ merchantCode: 'aurora', ...extra }) as { merchantCode: string } & T;

describe('VIP ranks', () => {
  it('raises a member to the rank their deposits and bets reach, pays the upgrade reward once, and shows the label', async () => {
    const ranks = await callRoute(server, routes.vipRanks, {});
    expect(ranks.body.value.ranks.map((r) => r.name)).toEqual([
      'VIP0',
      'VIP1',
      'VIP2',
      'VIP3',
      'VIP4',
      'VIP5',
      'VIP6',
    ]);
    const member = await kit.member('vip');
    const info = async () =>
      (await callRoute(server, routes.memberInfo, { token: member.token })).body.value.clubLabel;
    expect(await info()).toEqual({ labelName: 'VIP0', rankLevel: 0 });
    await kit.deposit(member.id, 100_000n); // 1,000
    for (let i = 0; i < 10; i++) await kit.round(member, '1000', '1000');
    const progress = await callRoute(server, routes.vipProgress, { token: member.token });
    expect(progress.body.value).toMatchObject({
      level: 1,
      name: 'VIP1',
      deposits: '1000.00',
      validBet: '10000.00',
      next: { name: 'VIP2', depositLeft: '4000.00', validBetLeft: '40000.00' },
      vipService: false,
    });
    expect(await info()).toEqual({ labelName: 'VIP1', rankLevel: 1 });
    // The upgrade reward (18.00) once, however often the progress is read.
    await callRoute(server, routes.vipProgress, { token: member.token });
    const result = (await server.database.db.execute(
      sql`select count(*) as n from ledger_transactions where idempotency_key = ${`vip-upgrade:${member.id}:1`}`,
    )) as unknown as { rows: { n: unknown }[] };
    expect(Number(result.rows[0]!.n)).toBe(1);
    expect(await kit.cash.balance(ledgerAccount.main(member.id))).toBe(101_800n);

    // After the period, without the keep rule's valid bets, the review lowers the rank by one.
    server.clock.advance(31 * DAY);
    expect(await server.services.loyalty.reviewRanks(await kit.site())).toMatchObject({ lowered: 1 });
    await kit.cash.renew(member);
    expect(await info()).toEqual({ labelName: 'VIP0', rankLevel: 0 });
  });

  it('lets an admin replace the ranks, refusing ranks out of order', async () => {
    const admin = await kit.adminSession();
    const current = await callRoute(server, routes.operatorVipRules, { token: admin, params: params() });
    const ranks = current.body.value.ranks.map(({ members: _members, ...rank }) => ({
      ...rank,
      benefits: rank.benefits as { EN: string },
    }));
    const swapped = [ranks[1]!, ranks[0]!, ...ranks.slice(2)];
    const bad = await callRoute(server, routes.operatorSaveVipRules, {
      token: admin,
      params: params(),
      body: { periodDays: 30, ranks: swapped, reason: 'test' },
    });
    expectError(bad, 'validation.failed', 400);
    const renamed = ranks.map((rank) => (rank.level === 0 ? { ...rank, name: 'Bronze' } : rank));
    const saved = await callRoute(server, routes.operatorSaveVipRules, {
      token: admin,
      params: params(),
      body: { periodDays: 14, ranks: renamed, reason: 'rename' },
    });
    expect(saved.body.success, saved.text).toBe(true);
    expect(saved.body.value).toMatchObject({ periodDays: 14 });
    expect(saved.body.value.ranks[0]).toMatchObject({ name: 'Bronze', members: expect.any(Number) });
    // Back to the defaults' names for the other tests.
    await callRoute(server, routes.operatorSaveVipRules, {
      token: admin,
      params: params(),
      body: { periodDays: 30, ranks, reason: 'restore' },
    });
  });
});

describe('cashback', () => {
  it('pays each bet once, whether the member claims or the daily job pays', async () => {
    const member = await kit.member('cb');
    await kit.fund(member.id, 1_000_000n);
    await kit.round(member, '1000', '0'); // RNG at VIP0: 0.30 %
    server.clock.advance(10_000);
    const live = await callRoute(server, routes.cashback, { token: member.token });
    expect(live.body.value).toMatchObject({ total: '3.00', level: 0, since: null });
    expect(live.body.value.rows).toEqual([
      { category: 'RNG', validBet: '1000.00', rateBasisPoints: 30, amount: '3.00' },
    ]);
    const claimed = await callRoute(server, routes.claimCashback, { token: member.token, body: {} });
    expect(claimed.body.value).toMatchObject({ amount: '3.00', source: 'member' });
    expectError(
      await callRoute(server, routes.claimCashback, { token: member.token, body: {} }),
      'cashback.nothing',
      409,
    );
    await kit.round(member, '500', '0');
    server.clock.advance(10_000);
    const job = await server.services.loyalty.payDueCashback(await kit.site());
    expect(job.paid).toBeGreaterThanOrEqual(1);
    const history = await callRoute(server, routes.cashbackHistory, { token: member.token });
    expect(history.body.value.list.map((row) => [row.amount, row.source])).toEqual([
      ['1.50', 'job'],
      ['3.00', 'member'],
    ]);
    // 1,000,000 funded − 1,500 bet + 4.50 cashback
    expect(await kit.cash.balance(ledgerAccount.main(member.id))).toBe(1_000_000n - 150_000n + 450n);
    expect((await callRoute(server, routes.cashback, { token: member.token })).body.value.total).toBe('0.00');
  });

  it('answers function.not.available while the manual rebate switch is off', async () => {
    const admin = await kit.adminSession();
    await putSection(server, admin, 'modules', (value: Record<string, boolean>) => ({
      ...value,
      MANPLAYREB3: false,
    }));
    const member = await kit.member('cboff');
    expectError(
      await callRoute(server, routes.cashback, { token: member.token }),
      'function.not.available',
      400,
    );
    await putSection(server, admin, 'modules', (value: Record<string, boolean>) => ({
      ...value,
      MANPLAYREB3: true,
    }));
  });
});

describe('points', () => {
  it('earns points once per bet at the rank rate, shows their details and converts them', async () => {
    const member = await kit.member('pts');
    await kit.fund(member.id, 10_000_000n);
    const site = await kit.site();
    await server.services.loyalty.accruePoints(site); // moves the merchant's watermark up to now
    for (let i = 0; i < 3; i++) await kit.round(member, '5000', '0'); // 15,000 at 1 point per 100
    server.clock.advance(10_000);
    await server.services.loyalty.accruePoints(site);
    await server.services.loyalty.accruePoints(site);
    expect((await callRoute(server, routes.pointBalance, { token: member.token })).body.value.points).toBe(
      150,
    );
    const details = await callRoute(server, routes.pointDetails, { token: member.token });
    expect(details.body.value.list[0]).toMatchObject({ kind: 'earn', points: 150, balanceAfter: 150 });

    const admin = await kit.adminSession();
    const config = await callRoute(server, routes.operatorSavePointConfig, {
      token: admin,
      params: params(),
      body: { pointsPerUnit: 10, minConvert: 50, rules: { EN: 'Ten points make one peso.' }, reason: 'test' },
    });
    expect(config.body.value).toMatchObject({ pointsPerUnit: 10, minConvert: 50 });
    const convert = (
      points: number,
      paymentPassword = PAYMENT_PASSWORD,
      requestId = `conv${points}x${Date.now()}`,
    ) =>
      callRoute(server, routes.convertPoints, {
        token: member.token,
        key: kit.cash.key(),
        body: { points, paymentPassword, requestId },
      });
    expectError(await convert(40), 'points.below.minimum', 400);
    const wrong = await convert(100, '000000');
    expect(wrong.body.success).toBe(false);
    expect(await kit.points(member.id)).toBe(150n);
    expectError(await convert(500), 'points.insufficient', 409);
    const before = await kit.cash.balance(ledgerAccount.main(member.id));
    const done = await convert(100, PAYMENT_PASSWORD, 'convert-once-1');
    expect(done.body.value).toEqual({ points: 100, amount: '10.00', balance: 50 });
    const again = await convert(100, PAYMENT_PASSWORD, 'convert-once-1');
    expect(again.body.value).toMatchObject({ points: 100, amount: '10.00', balance: 50 });
    expect(await kit.cash.balance(ledgerAccount.main(member.id))).toBe(before + 1_000n);
  });
});

describe('the points mall', () => {
  it('takes the points and stock at once, gives them back exactly once on rejection, pays a cash reward on approval', async () => {
    const goods = await kit.reward({ kind: 'goods', points: 40, stock: 2 });
    const cash = await kit.reward({ kind: 'cash', points: 30, stock: 5, cash: '10' });
    const member = await kit.member('mall');
    await kit.givePoints(member.id, 100n);
    expectError(await kit.redeem(member.token, goods.id), 'points.address.required', 400);
    const wrong = await kit.redeem(member.token, goods.id, {
      address: '1 Main St',
      paymentPassword: '999999',
    });
    expect(wrong.body.success).toBe(false);
    expect(await kit.points(member.id)).toBe(100n);
    const redeemed = await kit.redeem(member.token, goods.id, { address: '1 Main St, Manila' });
    expect(redeemed.body.value).toMatchObject({
      status: 'in_progress',
      points: 40,
      quantity: 1,
      address: '1 Main St, Manila',
    });
    expect(await kit.points(member.id)).toBe(60n);
    const mall = await callRoute(server, routes.pointRewards, { token: member.token });
    expect(mall.body.value.list.find((r) => r.id === goods.id)?.stock).toBe(1);
    expectError(
      await kit.redeem(member.token, goods.id, { quantity: 2, address: 'x' }),
      'points.insufficient',
      409,
    );

    const admin = await kit.adminSession();
    const decide = (id: number, approve: boolean) =>
      callRoute(server, routes.operatorDecideRedemption, {
        token: admin,
        params: params({ redemptionId: id }),
        body: { approve, remark: approve ? 'Shipped' : 'Address incomplete', reason: 'test' },
      });
    const rejected = await decide(redeemed.body.value.id, false);
    expect(rejected.body.value).toMatchObject({
      status: 'rejected',
      remark: 'Address incomplete',
      decidedBy: 'admin',
    });
    expect(await kit.points(member.id)).toBe(100n);
    expectError(await decide(redeemed.body.value.id, true), 'points.redemption.state', 409);
    await server.services.loyalty.settleLoyalty(async () => kit.site());
    expect(await kit.points(member.id)).toBe(100n);
    expect(
      (await callRoute(server, routes.pointRewards, { token: member.token })).body.value.list.find(
        (r) => r.id === goods.id,
      )?.stock,
    ).toBe(2);

    const cashRedeemed = await kit.redeem(member.token, cash.id);
    const approved = await decide(cashRedeemed.body.value.id, true);
    expect(approved.body.value).toMatchObject({ status: 'approved', amount: '10.00' });
    expect(await kit.cash.balance(ledgerAccount.main(member.id))).toBe(1_000n);
    expect(await kit.points(member.id)).toBe(70n);
    const list = await callRoute(server, routes.redemptions, { token: member.token });
    expect(list.body.value.list.map((row) => row.status)).toEqual(['approved', 'rejected']);
  });

  it('refuses a reward out of stock and changes nothing', async () => {
    const goods = await kit.reward({ kind: 'goods', points: 5, stock: 1 });
    const [a, b] = [await kit.member('oos'), await kit.member('oos')];
    await kit.givePoints(a.id, 10n);
    await kit.givePoints(b.id, 10n);
    expect((await kit.redeem(a.token, goods.id, { address: 'A' })).body.success).toBe(true);
    expectError(await kit.redeem(b.token, goods.id, { address: 'B' }), 'points.out.of.stock', 409);
    expect(await kit.points(b.id)).toBe(10n);
  });
});

describe('missions', () => {
  it('counts progress in the local day, pays a completed mission once, and ranks the week', async () => {
    const admin = await kit.adminSession();
    const created = await callRoute(server, routes.operatorCreateMission, {
      token: admin,
      params: params(),
      body: {
        title: { EN: 'Three rounds today' },
        period: 'daily',
        metric: 'rounds',
        target: '3',
        rewardMoney: '2',
        rewardPoints: 20,
        active: true,
        sort: 1,
        reason: 'test',
      },
    });
    expect(created.body.success, created.text).toBe(true);
    const id = created.body.value.id;
    const member = await kit.member('mis');
    await kit.fund(member.id, 100_000n);
    const summary = async () =>
      (await callRoute(server, routes.missionSummary, { token: member.token })).body.value;
    expect((await summary()).missions.find((m) => m.id === id)).toMatchObject({
      progress: '0',
      completed: false,
    });
    expectError(
      await callRoute(server, routes.claimMission, { token: member.token, body: { missionId: id } }),
      'mission.not.completed',
      409,
    );
    for (let i = 0; i < 3; i++) await kit.round(member, '10', '0');
    const done = await summary();
    expect(done.missions.find((m) => m.id === id)).toMatchObject({
      progress: '3',
      completed: true,
      claimed: false,
    });
    expect(done.claimable).toBeGreaterThanOrEqual(1);
    const claim = await callRoute(server, routes.claimMission, {
      token: member.token,
      body: { missionId: id },
    });
    expect(claim.body.value).toMatchObject({ money: '2.00', points: 20 });
    const again = await callRoute(server, routes.claimMission, {
      token: member.token,
      body: { missionId: id },
    });
    expect(again.body.value.periodKey).toBe(claim.body.value.periodKey);
    expect(await kit.cash.balance(ledgerAccount.main(member.id))).toBe(100_000n - 3_000n + 200n);
    expect(await kit.points(member.id)).toBe(20n);
    expect((await summary()).missions.find((m) => m.id === id)?.claimed).toBe(true);
    const board = await callRoute(server, routes.missionLeaderboard, { token: member.token });
    expect(board.body.value.me).toMatchObject({ rank: 1, completed: 1 });
    expect(board.body.value.top[0]!.name).toMatch(/^m\*+\d$/);
  });
});

describe('referral', () => {
  it('gives every member a code and link, and pays the referrer once per friend for a first deposit and turnover', async () => {
    const referrer = await kit.member('ref');
    const page = async () => (await callRoute(server, routes.referral, { token: referrer.token })).body.value;
    const first = await page();
    expect(first.code).toMatch(/^R[0-9A-Z]+$/);
    expect(first.link).toContain(`/register?referralCode=${first.code}`);
    expect(first.friends).toEqual([]);
    // A friend registers with the code (the profile keeps it, as registration does).
    const friend = await kit.member('frd');
    await server.database.db.execute(
      sql`update member_profiles set referral_code = ${first.code.toLowerCase()} where member_id = ${friend.id}`,
    );
    await kit.deposit(friend.id, 20_000n); // 200 ≥ the minimum of 100
    const after = await page();
    expect(after.friends).toHaveLength(1);
    expect(after.friends[0]).toMatchObject({ firstDeposit: true, earned: '50.00' });
    await kit.fund(friend.id, 500_000n);
    for (let i = 0; i < 5; i++) await kit.round(friend, '1000', '0');
    expect((await page()).earned).toBe('150.00');
    expect((await page()).earned).toBe('150.00');
    expect(await kit.cash.balance(ledgerAccount.main(referrer.id))).toBe(15_000n);
  });
});
