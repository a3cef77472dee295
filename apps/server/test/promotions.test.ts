import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@wps/contracts';
import { ledgerAccount } from '../src/modules/ledger/accounts.js';
import { callRoute, startTestServer, type TestServer } from './harness.js';
import { GIF_AS_PNG, JPEG, pngOf, promoKit, WEBP } from './promotions-support.js';
import { expectError, fieldCode, PAYMENT_PASSWORD } from './withdrawals-support.js';

/*
 * Promotions over HTTP on the demo merchant (docs/product.md §Promotions): activities and their
 * states, claims and the bonus's turnover against withdrawals, applications with images, the abuse
 * rules, budgets, expiry and the operator's decisions.
 */

let server: TestServer;
let kit: ReturnType<typeof promoKit>;
const HOUR = 3_600_000;

beforeAll(async () => {
  server = await startTestServer();
  kit = promoKit(server);
});
afterAll(() => server?.close());
afterEach(async () => {
  await kit.expectReconciled();
});

const params = <T extends object>(extra?: T) =>
  ({ merchantCode: 'aurora', ...extra }) as { merchantCode: string } & T;

async function count(query: ReturnType<typeof sql>) {
  const result = (await server.database.db.execute(query)) as unknown as { rows: { n: unknown }[] };
  return Number(result.rows[0]!.n);
}

describe('activities', () => {
  it('keeps a draft out of sight, lists it once published, and closes it', async () => {
    const admin = await kit.adminSession();
    const created = await callRoute(server, routes.operatorCreateActivity, {
      token: admin,
      params: params(),
      body: kit.activity({ title: { EN: 'Draft only' } }),
    });
    expect(created.body.success, created.text).toBe(true);
    expect(created.body.value.state).toBe('draft');
    const id = created.body.value.id;
    const listed = async () =>
      (await callRoute(server, routes.promotionActivities, {})).body.value.list.find((a) => a.id === id);
    expect(await listed()).toBeUndefined();
    const detail = await callRoute(server, routes.promotionActivity, { query: { id } });
    expectError(detail, 'promotion.not.found', 404);

    const publish = (state: 'published' | 'closed' | 'draft') =>
      callRoute(server, routes.operatorSetActivityState, {
        token: admin,
        params: params({ activityId: id }),
        body: { state, reason: 'test' },
      });
    expect((await publish('published')).body.value.state).toBe('published');
    expect((await listed())?.status).toBe('join');
    expect((await publish('closed')).body.value.state).toBe('closed');
    expect((await listed())?.status).toBe('closed');
    // Nothing given yet: it may go back to a draft.
    expect((await publish('draft')).body.value.state).toBe('draft');
    const audit = await count(
      sql`select count(*) as n from audit_log where target = ${`activity:${id}`} and action like 'promotion.activity.%'`,
    );
    expect(audit).toBe(4);
  });

  it('shows an activity as coming soon from its showFrom, in the languages it names only', async () => {
    const now = server.clock.now().getTime();
    const soon = await kit.publish({
      title: { EN: 'Coming soon', VI: 'Sắp ra mắt' },
      startsAt: now + 2 * HOUR,
      showFrom: now - HOUR,
      languages: ['EN', 'VI'],
    });
    const list = async (language: string) =>
      (await callRoute(server, routes.promotionActivities, { headers: { language } })).body.value.list;
    expect((await list('VI')).find((a) => a.id === soon.id)).toMatchObject({
      status: 'coming_soon',
      title: 'Sắp ra mắt',
    });
    expect((await list('CN')).find((a) => a.id === soon.id)).toBeUndefined();
  });

  it('refuses a bad activity with field errors and stores nothing', async () => {
    const admin = await kit.adminSession();
    const before = await count(sql`select count(*) as n from promo_activities`);
    const now = server.clock.now().getTime();
    const bad = [
      kit.activity({ endsAt: now - 2 * HOUR, startsAt: now }),
      kit.activity({ kind: 'messaging_id', messagingChannel: null }),
      kit.activity({ reward: { percentBasisPoints: 0, fixed: '0', max: null, threshold: '0' } }),
      kit.activity({ reward: { percentBasisPoints: 100, fixed: '1.001', max: null, threshold: '0' } }),
      kit.activity({ repeat: 'daily' }),
    ];
    for (const body of bad) {
      const res = await callRoute(server, routes.operatorCreateActivity, {
        token: admin,
        params: params(),
        body,
      });
      expectError(res, 'validation.failed', 400);
    }
    expect(await count(sql`select count(*) as n from promo_activities`)).toBe(before);
  });
});

describe('the first-deposit bonus and its turnover', () => {
  it('goes join → claim → process → claimed, holding withdrawals until the weighted turnover is met', async () => {
    const activity = await kit.publish({ title: { EN: 'Welcome 100%' } });
    const member = await kit.member();
    expect((await kit.statusOf(member.token, activity.id))?.status).toBe('join');
    await kit.deposit(member.id, 50_000n); // 500.00
    expect(await kit.statusOf(member.token, activity.id)).toMatchObject({
      status: 'claim',
      claimable: '500.00',
    });
    expect((await kit.mine(member.token)).claimCount).toBeGreaterThanOrEqual(1);

    const claimed = await kit.claim(member.token, activity.id);
    expect(claimed.body.success, claimed.text).toBe(true);
    expect(claimed.body.value).toMatchObject({
      state: 'active',
      amount: '500.00',
      deposit: '500.00',
      turnover: { required: '5000.00', done: '0.00', remaining: '5000.00' },
    });
    expect(await kit.cash.balance(ledgerAccount.main(member.id))).toBe(100_000n);
    // A second claim answers the same bonus and pays nothing more.
    const again = await kit.claim(member.token, activity.id);
    expect(again.body.value.id).toBe(claimed.body.value.id);
    expect(await kit.cash.balance(ledgerAccount.main(member.id))).toBe(100_000n);
    expect((await kit.postings()).filter((key) => key === `promo:${claimed.body.value.id}`)).toHaveLength(1);
    expect((await kit.statusOf(member.token, activity.id))?.status).toBe('process');

    // A withdrawal waits for the bonus's turnover.
    const bound = await callRoute(server, routes.bindPayoutAccount, {
      token: member.token,
      key: kit.cash.key(),
      body: {
        kind: 'bank',
        bankCode: 'BPI',
        accountNumber: '998877665544',
        accountName: 'Promo Tester',
        paymentPassword: PAYMENT_PASSWORD,
      },
    });
    expect(bound.body.success, bound.text).toBe(true);
    const withdraw = () =>
      callRoute(server, routes.withdraw, {
        token: member.token,
        key: kit.cash.key(),
        body: {
          paymentPassword: PAYMENT_PASSWORD,
          requestId: randomUUID(),
          accountId: bound.body.value.id,
          amount: '100',
        },
      });
    await kit.round(member, '500', '0'); // RNG counts fully: 500 (and meets the deposit turnover)
    const held = await withdraw();
    expectError(held, 'withdraw.bonus.turnover', 409);
    expect(held.body.value).toMatchObject({ required: '5000.00', done: '500.00', remaining: '4500.00' });

    // LIVE counts 10 %: 10,000 of live play is 1,000 of turnover.
    await kit.fund(member.id, 2_000_000n);
    expect((await kit.progress(member.token)).remaining).toBe('4500.00');
    await kit.roundIn(member, 'LIVE', '10000', '0');
    expect((await kit.progress(member.token)).remaining).toBe('3500.00');
    await kit.roundIn(member, 'RNG', '2500', '0');
    expect((await kit.progress(member.token)).remaining).toBe('1000.00');
    await kit.roundIn(member, 'SPORTS', '1000', '1000');
    const done = await kit.progress(member.token);
    expect(done.remaining).toBe('0.00');
    expect(done.bonuses.find((b) => b.id === claimed.body.value.id)?.state).toBe('completed');
    expect((await kit.statusOf(member.token, activity.id))?.status).toBe('claimed');
    const paid = await withdraw();
    expect(paid.body.success, paid.text).toBe(true);
  });

  it('does not count bets above the maximum bet, and weighs categories', async () => {
    const activity = await kit.publish({
      title: { EN: 'Max bet' },
      wagering: { multiple: 2, basis: 'bonus_deposit', weights: {}, maxBet: '50', expiryHours: null },
    });
    const member = await kit.member();
    await kit.deposit(member.id, 10_000n);
    const claimed = await kit.claim(member.token, activity.id);
    expect(claimed.body.value.turnover.required).toBe('400.00'); // 2 × (100 + 100)
    await kit.round(member, '60', '0');
    await kit.round(member, '50', '0');
    expect(
      (await kit.progress(member.token)).bonuses.find((b) => b.id === claimed.body.value.id)?.turnover,
    ).toEqual({
      required: '400.00',
      done: '50.00',
      remaining: '350.00',
    });
  });

  it('marks a member whose first deposit came before the activity as closed, with nothing to claim', async () => {
    const member = await kit.member();
    await kit.deposit(member.id, 10_000n);
    server.clock.advance(60_000);
    const activity = await kit.publish({
      title: { EN: 'Late' },
      startsAt: server.clock.now().getTime() - 1_000,
    });
    expect((await kit.statusOf(member.token, activity.id))?.status).toBe('closed');
    expectError(await kit.claim(member.token, activity.id), 'promotion.nothing.to.claim', 409);
  });
});

describe('joined activities', () => {
  it('matches each deposit after joining once (per deposit), not deposits before', async () => {
    const activity = await kit.publish({
      kind: 'deposit_match',
      title: { EN: 'Reload 10%' },
      repeat: 'per_deposit',
      reward: { percentBasisPoints: 1_000, fixed: '0', max: null, threshold: '100' },
      wagering: { multiple: 0, basis: 'bonus', weights: {}, maxBet: null, expiryHours: null },
    });
    const member = await kit.member();
    await kit.deposit(member.id, 20_000n);
    expect((await kit.statusOf(member.token, activity.id))?.status).toBe('join');
    expectError(await kit.claim(member.token, activity.id), 'promotion.not.eligible', 409);
    server.clock.advance(1_000);
    const joined = await callRoute(server, routes.joinPromotion, {
      token: member.token,
      body: { activityId: activity.id },
    });
    expect(joined.body.value.status).toBe('joined');
    expect((await kit.statusOf(member.token, activity.id))?.status).toBe('joined');
    server.clock.advance(1_000);
    await kit.deposit(member.id, 30_000n);
    await kit.deposit(member.id, 5_000n); // below the threshold
    await kit.deposit(member.id, 40_000n);
    const first = await kit.claim(member.token, activity.id);
    expect(first.body.value).toMatchObject({ amount: '30.00', state: 'completed' });
    const second = await kit.claim(member.token, activity.id);
    expect(second.body.value).toMatchObject({ amount: '40.00', state: 'completed' });
    expectError(await kit.claim(member.token, activity.id), 'promotion.nothing.to.claim', 409);
    // Every deposit matched: joined again, waiting for the next one.
    expect((await kit.statusOf(member.token, activity.id))?.status).toBe('joined');
  });

  it("rebates yesterday's net loss once per day, and pays a turnover reward at its threshold", async () => {
    const rebate = await kit.publish({
      kind: 'loss_rebate',
      title: { EN: 'Daily 5% rebate' },
      repeat: 'daily',
      reward: { percentBasisPoints: 500, fixed: '0', max: null, threshold: '100' },
      wagering: { multiple: 1, basis: 'bonus', weights: {}, maxBet: null, expiryHours: null },
    });
    const reward = await kit.publish({
      kind: 'turnover_reward',
      title: { EN: 'Play 1,000 get 20' },
      repeat: 'daily',
      reward: { percentBasisPoints: 0, fixed: '20', max: null, threshold: '1000' },
      wagering: { multiple: 0, basis: 'bonus', weights: {}, maxBet: null, expiryHours: null },
    });
    const member = await kit.member();
    await kit.fund(member.id, 500_000n);
    for (const id of [rebate.id, reward.id])
      expect(
        (await callRoute(server, routes.joinPromotion, { token: member.token, body: { activityId: id } }))
          .body.success,
      ).toBe(true);
    server.clock.advance(1_000);
    await kit.round(member, '600', '0');
    expect(await kit.statusOf(member.token, reward.id)).toMatchObject({
      status: 'joined',
      progress: '600.00',
    });
    await kit.round(member, '500', '100');
    expect(await kit.statusOf(member.token, reward.id)).toMatchObject({
      status: 'claim',
      claimable: '20.00',
    });
    expect((await kit.claim(member.token, reward.id)).body.value.amount).toBe('20.00');
    // Today's loss is claimed tomorrow.
    expect((await kit.statusOf(member.token, rebate.id))?.status).toBe('joined');
    server.clock.advance(24 * HOUR);
    await kit.cash.renew(member);
    expect(await kit.statusOf(member.token, rebate.id)).toMatchObject({
      status: 'claim',
      claimable: '50.00', // 5 % of 1,000 lost
      progress: '1000.00',
    });
    const paid = await kit.claim(member.token, rebate.id);
    expect(paid.body.value).toMatchObject({ amount: '50.00', turnover: { required: '50.00' } });
    const balance = await kit.cash.balance(ledgerAccount.main(member.id));
    // Claiming the same day again answers the same bonus and pays nothing more.
    expect((await kit.claim(member.token, rebate.id)).body.value.id).toBe(paid.body.value.id);
    expect(await kit.cash.balance(ledgerAccount.main(member.id))).toBe(balance);
    expect((await kit.statusOf(member.token, rebate.id))?.status).toBe('process');
  });
});

describe('applications', () => {
  it('takes a remark and two images, and the operator approves it: issued, then collected', async () => {
    const activity = await kit.publish({
      kind: 'application',
      title: { EN: 'Share a screenshot' },
      reward: { percentBasisPoints: 0, fixed: '88', max: null, threshold: '0' },
      wagering: { multiple: 0, basis: 'bonus', weights: {}, maxBet: null, expiryHours: null },
    });
    const member = await kit.member();
    expect((await kit.statusOf(member.token, activity.id))?.status).toBe('join');
    const applied = await callRoute(server, routes.applyPromotion, {
      token: member.token,
      body: { activityId: activity.id, remark: 'My big win!', images: [pngOf(2_000), JPEG] },
    });
    expect(applied.body.success, applied.text).toBe(true);
    expect(applied.body.value).toMatchObject({ state: 'applying', imageCount: 2 });
    expect((await kit.statusOf(member.token, activity.id))?.status).toBe('applying');
    const twice = await callRoute(server, routes.applyPromotion, {
      token: member.token,
      body: { activityId: activity.id, remark: 'again' },
    });
    expectError(twice, 'promotion.application.pending', 409);

    const admin = await kit.adminSession();
    const queue = await callRoute(server, routes.operatorPromotionApplications, {
      token: admin,
      params: params(),
      query: { state: 'applying' },
    });
    const row = queue.body.value.list.find((entry) => entry.id === applied.body.value.id)!;
    expect(row).toMatchObject({ username: member.username, remark: 'My big win!', imageCount: 2 });
    const image = await callRoute(server, routes.operatorPromotionApplicationImage, {
      token: admin,
      params: params({ applicationId: row.id, index: 1 }),
    });
    expect(image.body.value.dataUrl).toBe(JPEG);
    const missing = await callRoute(server, routes.operatorPromotionApplicationImage, {
      token: admin,
      params: params({ applicationId: row.id, index: 2 }),
    });
    expectError(missing, 'not.found', 404);

    const approved = await callRoute(server, routes.operatorDecideApplication, {
      token: admin,
      params: params({ applicationId: row.id }),
      body: { approve: true, reason: 'Looks real' },
    });
    expect(approved.body.success, approved.text).toBe(true);
    expect(approved.body.value).toMatchObject({ state: 'approved', decidedBy: 'admin' });
    const again = await callRoute(server, routes.operatorDecideApplication, {
      token: admin,
      params: params({ applicationId: row.id }),
      body: { approve: false, reason: 'changed my mind' },
    });
    expectError(again, 'promotion.application.state', 409);

    const status = await kit.statusOf(member.token, activity.id);
    expect(status).toMatchObject({ status: 'issued', claimable: '88.00' });
    expect(await kit.cash.balance(ledgerAccount.main(member.id))).toBe(0n);
    const collected = await callRoute(server, routes.claimIssuedPromotion, {
      token: member.token,
      body: { bonusId: status!.bonusId! },
    });
    expect(collected.body.value).toMatchObject({ state: 'completed', amount: '88.00' });
    expect(await kit.cash.balance(ledgerAccount.main(member.id))).toBe(8_800n);
    const twiceCollected = await callRoute(server, routes.claimIssuedPromotion, {
      token: member.token,
      body: { bonusId: status!.bonusId! },
    });
    expect(twiceCollected.body.value.id).toBe(collected.body.value.id);
    expect(await kit.cash.balance(ledgerAccount.main(member.id))).toBe(8_800n);
    expect((await kit.statusOf(member.token, activity.id))?.status).toBe('claimed');
    // One approved application per period (once): applying again is refused.
    const more = await callRoute(server, routes.applyPromotion, {
      token: member.token,
      body: { activityId: activity.id, remark: 'one more' },
    });
    expectError(more, 'promotion.already.claimed', 409);
  });

  it('shows a rejection with its reason and lets the member apply again', async () => {
    const activity = await kit.publish({
      kind: 'application',
      title: { EN: 'Rejectable' },
      reward: { percentBasisPoints: 0, fixed: '10', max: null, threshold: '0' },
    });
    const member = await kit.member();
    const applied = await callRoute(server, routes.applyPromotion, {
      token: member.token,
      body: { activityId: activity.id, remark: 'please' },
    });
    const rejected = await callRoute(server, routes.operatorDecideApplication, {
      token: await kit.adminSession(),
      params: params({ applicationId: applied.body.value.id }),
      body: { approve: false, reason: 'Screenshot missing' },
    });
    expect(rejected.body.value.state).toBe('rejected');
    expect(await kit.statusOf(member.token, activity.id)).toMatchObject({
      status: 'rejected',
      reason: 'Screenshot missing',
    });
    const retry = await callRoute(server, routes.applyPromotion, {
      token: member.token,
      body: { activityId: activity.id, remark: 'with screenshot', images: [pngOf(100)] },
    });
    expect(retry.body.success, retry.text).toBe(true);
  });

  it('refuses bad images and remarks with clear errors and stores nothing', async () => {
    const activity = await kit.publish({
      kind: 'application',
      title: { EN: 'Strict' },
      reward: { percentBasisPoints: 0, fixed: '10', max: null, threshold: '0' },
    });
    const member = await kit.member();
    const before = await count(sql`select count(*) as n from promo_applications`);
    const images = await count(sql`select count(*) as n from promo_application_images`);
    const apply = (body: Record<string, unknown>) =>
      callRoute(server, routes.applyPromotion, {
        token: member.token,
        body: { activityId: activity.id, remark: 'x', ...body } as never,
      });
    const gif = await apply({ images: [pngOf(100), GIF_AS_PNG] });
    expectError(gif, 'validation.failed', 400);
    expect(fieldCode(gif, 'images')).toBe('field.image_type');
    expect(fieldCode(await apply({ images: [WEBP] }), 'images')).toBe('field.image_type');
    const big = await apply({ images: [pngOf(5 * 1024 * 1024 + 1)] });
    expect(fieldCode(big, 'images')).toBe('field.too_big');
    expectError(
      await apply({ images: [pngOf(10), pngOf(10), pngOf(10), pngOf(10)] }),
      'validation.failed',
      400,
    );
    const long = await apply({ remark: 'a'.repeat(141) });
    expect(fieldCode(long, 'remark')).toBeDefined();
    expect(fieldCode(await apply({ remark: '' }), 'remark')).toBe('field.required');
    // Exactly 140 characters and 3 images of 5 MB are fine.
    const ok = await apply({ remark: 'b'.repeat(140), images: [pngOf(5 * 1024 * 1024), JPEG, JPEG] });
    expect(ok.body.success, ok.text).toBe(true);
    expect(await count(sql`select count(*) as n from promo_applications`)).toBe(before + 1);
    expect(await count(sql`select count(*) as n from promo_application_images`)).toBe(images + 3);
  });

  it('asks for the Zalo number ID of a messaging-ID activity', async () => {
    const activity = await kit.publish({
      kind: 'messaging_id',
      title: { EN: 'Zalo 131K' },
      messagingChannel: 'zalo',
      reward: { percentBasisPoints: 0, fixed: '131', max: null, threshold: '0' },
    });
    const member = await kit.member();
    const missing = await callRoute(server, routes.applyPromotion, {
      token: member.token,
      body: { activityId: activity.id },
    });
    expectError(missing, 'promotion.messaging.required', 400);
    expect(missing.body.value).toEqual({ channel: 'zalo' });
    const given = await callRoute(server, routes.applyPromotion, {
      token: member.token,
      body: { activityId: activity.id, messagingId: '0912345678' },
    });
    expect(given.body.value).toMatchObject({ state: 'applying', messagingId: '0912345678' });
    expectError(await kit.claim(member.token, activity.id), 'promotion.not.application', 409);
  });
});

describe('abuse rules, budgets and the operator', () => {
  it('holds a claim from a device another claimant used, pays it on approval, and gives back a rejected one', async () => {
    const activity = await kit.publish({
      kind: 'daily_login',
      title: { EN: 'Daily 8' },
      repeat: 'daily',
      reward: { percentBasisPoints: 0, fixed: '8', max: null, threshold: '0' },
      wagering: { multiple: 0, basis: 'bonus', weights: {}, maxBet: null, expiryHours: null },
      budget: '100',
    });
    const [a, b, c] = [await kit.member(), await kit.member(), await kit.member()];
    const first = await kit.claim(a.token, activity.id, { device: 'device-shared-1' });
    expect(first.body.value.state).toBe('completed');
    const second = await kit.claim(b.token, activity.id, { device: 'device-shared-1' });
    expect(second.body.value.state).toBe('review');
    expect((await kit.statusOf(b.token, activity.id))?.status).toBe('applying');
    const third = await kit.claim(c.token, activity.id, { device: 'device-shared-1' });
    expect(third.body.value.state).toBe('review');

    const admin = await kit.adminSession();
    const queue = await callRoute(server, routes.operatorPromotionBonuses, {
      token: admin,
      params: params(),
      query: { state: 'review', activityId: activity.id },
    });
    const flagged = queue.body.value.list.find((row) => row.id === second.body.value.id)!;
    expect(flagged.flags).toContain('same_device');
    expect(flagged.relatedUsernames).toContain(a.username);

    const budget = async () =>
      (
        await callRoute(server, routes.operatorPromotionBudgets, { token: admin, params: params() })
      ).body.value.activities.find((row) => row.id === activity.id)!;
    expect((await budget()).spent).toBe('24.00'); // reserved for all three
    const approve = await callRoute(server, routes.operatorDecideBonus, {
      token: admin,
      params: params({ bonusId: second.body.value.id }),
      body: { approve: true, reason: 'same household, checked' },
    });
    expect(approve.body.value.state).toBe('completed');
    expect(await kit.cash.balance(ledgerAccount.main(b.id))).toBe(800n);
    const reject = await callRoute(server, routes.operatorDecideBonus, {
      token: admin,
      params: params({ bonusId: third.body.value.id }),
      body: { approve: false, reason: 'multi-accounting' },
    });
    expect(reject.body.value.state).toBe('rejected');
    expect(await kit.cash.balance(ledgerAccount.main(c.id))).toBe(0n);
    expect(await kit.statusOf(c.token, activity.id)).toMatchObject({
      status: 'rejected',
      reason: 'multi-accounting',
    });
    expect((await budget()).spent).toBe('16.00');
    const decidedTwice = await callRoute(server, routes.operatorDecideBonus, {
      token: admin,
      params: params({ bonusId: third.body.value.id }),
      body: { approve: true, reason: 'oops' },
    });
    expectError(decidedTwice, 'promotion.bonus.state', 409);
  });

  it('stops paying at the budget: the claim that does not fit is refused and changes nothing', async () => {
    const activity = await kit.publish({
      kind: 'daily_login',
      title: { EN: 'Tiny budget' },
      repeat: 'daily',
      reward: { percentBasisPoints: 0, fixed: '60', max: null, threshold: '0' },
      budget: '100',
    });
    const [a, b] = [await kit.member(), await kit.member()];
    expect((await kit.claim(a.token, activity.id)).body.value.amount).toBe('60.00');
    expectError(await kit.claim(b.token, activity.id), 'promotion.budget.exhausted', 409);
    expect(await kit.cash.balance(ledgerAccount.main(b.id))).toBe(0n);
    expect(await count(sql`select count(*) as n from promo_bonuses where activity_id = ${activity.id}`)).toBe(
      1,
    );
  });

  it('expires an unmet bonus after its hours and takes back what the wallet holds of it', async () => {
    const activity = await kit.publish({
      title: { EN: 'Expiring' },
      wagering: { multiple: 20, basis: 'bonus', weights: {}, maxBet: null, expiryHours: 1 },
    });
    const member = await kit.member();
    await kit.deposit(member.id, 10_000n);
    const claimed = await kit.claim(member.token, activity.id);
    expect(claimed.body.value.expiresAt).toBe(server.clock.now().getTime() + HOUR);
    await kit.round(member, '30', '0'); // balance 170.00
    server.clock.advance(HOUR + 1_000);
    const settled = await server.services.promotions.settleBonuses((merchantId) =>
      server.services.merchants.resolveSite('aurora', null).then((site) => {
        expect(site.merchantId).toBe(merchantId);
        return site;
      }),
    );
    expect(settled.expired).toBeGreaterThanOrEqual(1);
    expect(await kit.cash.balance(ledgerAccount.main(member.id))).toBe(7_000n);
    await kit.cash.renew(member);
    const progress = await kit.progress(member.token);
    expect(progress.remaining).toBe('0.00');
    expect(progress.bonuses.find((b) => b.id === claimed.body.value.id)).toMatchObject({
      state: 'expired',
      turnover: { done: '30.00' },
    });
    expect(
      (await kit.postings()).filter((key) => key === `promo-reclaim:${claimed.body.value.id}`),
    ).toHaveLength(1);
  });

  it('issues a reward to one member, who collects it; an admin forfeits an active bonus', async () => {
    const activity = await kit.publish({
      kind: 'application',
      title: { EN: 'Goodwill' },
      reward: { percentBasisPoints: 0, fixed: '5', max: null, threshold: '0' },
      wagering: { multiple: 3, basis: 'bonus', weights: {}, maxBet: null, expiryHours: null },
    });
    const member = await kit.member();
    const admin = await kit.adminSession();
    const issued = await callRoute(server, routes.operatorIssueBonus, {
      token: admin,
      params: params(),
      body: { activityId: activity.id, username: member.username, amount: '25', reason: 'service recovery' },
    });
    expect(issued.body.value).toMatchObject({
      state: 'issued',
      amount: '25.00',
      turnover: { required: '75.00' },
    });
    const mine = await kit.mine(member.token);
    expect(mine.activities.find((a) => a.activityId === activity.id)).toMatchObject({
      status: 'issued',
      claimable: '25.00',
    });
    const collected = await callRoute(server, routes.claimIssuedPromotion, {
      token: member.token,
      body: { bonusId: issued.body.value.id },
    });
    expect(collected.body.value.state).toBe('active');
    const editor = await kit.operator('editor');
    const refused = await callRoute(server, routes.operatorForfeitBonus, {
      token: editor,
      params: params({ bonusId: issued.body.value.id }),
      body: { reason: 'abuse' },
    });
    expectError(refused, 'operator.forbidden', 403);
    const forfeited = await callRoute(server, routes.operatorForfeitBonus, {
      token: admin,
      params: params({ bonusId: issued.body.value.id }),
      body: { reason: 'abuse' },
    });
    expect(forfeited.body.value.state).toBe('forfeited');
    expect(await kit.cash.balance(ledgerAccount.main(member.id))).toBe(0n);
    const other = await kit.member();
    const stranger = await callRoute(server, routes.claimIssuedPromotion, {
      token: other.token,
      body: { bonusId: issued.body.value.id },
    });
    expectError(stranger, 'promotion.bonus.not.found', 404);
  });

  it('answers function.not.available when the reward centre is switched off', async () => {
    const { putSection } = await import('./harness.js');
    const admin = await kit.adminSession();
    await putSection(server, admin, 'modules', (value: Record<string, boolean>) => ({
      ...value,
      REWCEN3: false,
    }));
    expectError(await callRoute(server, routes.promotionActivities, {}), 'function.not.available', 400);
    await putSection(server, admin, 'modules', (value: Record<string, boolean>) => ({
      ...value,
      REWCEN3: true,
    }));
  });
});
