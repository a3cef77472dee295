import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@wps/contracts';
import { ledgerAccount } from '../src/modules/ledger/accounts.js';
import { callRoute, type TestServer } from './harness.js';
import { promoKit } from './promotions-support.js';
import { startPostgresServer } from './withdrawals-support.js';

/** Races on promotions through HTTP, always on the real PostgreSQL (a pool of 16 connections). */

let server: TestServer;
let kit: ReturnType<typeof promoKit>;

beforeAll(async () => {
  server = await startPostgresServer();
  kit = promoKit(server);
});
afterAll(() => server?.close());
afterEach(async () => {
  await kit.expectReconciled();
});

async function count(query: ReturnType<typeof sql>) {
  const result = (await server.database.db.execute(query)) as unknown as { rows: { n: unknown }[] };
  return Number(result.rows[0]!.n);
}

const outcome = (res: { body: { success: boolean; errorCode?: string } }) =>
  res.body.success ? 'ok' : (res.body.errorCode ?? 'unknown');

describe('concurrent claims on PostgreSQL', () => {
  it('50 claims of the same bonus at once pay it once, and every answer is that bonus', async () => {
    const activity = await kit.publish({ title: { EN: 'Race welcome' } });
    const member = await kit.member('race');
    await kit.deposit(member.id, 20_000n);
    const answers = await Promise.all(Array.from({ length: 50 }, () => kit.claim(member.token, activity.id)));
    expect(answers.map(outcome)).toEqual(Array(50).fill('ok'));
    const ids = new Set(answers.map((res) => res.body.value.id));
    expect(ids.size).toBe(1);
    expect(await kit.cash.balance(ledgerAccount.main(member.id))).toBe(40_000n);
    expect(
      await count(
        sql`select count(*) as n from ledger_transactions where idempotency_key = ${`promo:${[...ids][0]}`}`,
      ),
    ).toBe(1);
    expect(await count(sql`select count(*) as n from promo_bonuses where activity_id = ${activity.id}`)).toBe(
      1,
    );
  });

  it('50 members claiming at once never take the spend above the budget', async () => {
    const activity = await kit.publish({
      kind: 'daily_login',
      title: { EN: 'Race budget' },
      repeat: 'daily',
      reward: { percentBasisPoints: 0, fixed: '7', max: null, threshold: '0' },
      budget: '100', // 14 claims of 7.00 fit
    });
    const members = await Promise.all(Array.from({ length: 50 }, () => kit.member('rb')));
    const answers = await Promise.all(
      members.map((member, i) => kit.claim(member.token, activity.id, { device: `device-${i}` })),
    );
    const outcomes = answers.map(outcome);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(14);
    expect(outcomes.filter((o) => o === 'promotion.budget.exhausted')).toHaveLength(36);
    const spent = await count(sql`select spent_minor as n from promo_activities where id = ${activity.id}`);
    expect(spent).toBe(9_800);
    const paid = await count(
      sql`select coalesce(sum(amount_minor), 0) as n from promo_bonuses where activity_id = ${activity.id}`,
    );
    expect(paid).toBe(9_800);
    let total = 0n;
    for (const member of members) total += await kit.cash.balance(ledgerAccount.main(member.id));
    expect(total).toBe(9_800n);
  });

  it('two operators deciding the same held claim at once: one decision wins, paid at most once', async () => {
    const activity = await kit.publish({
      kind: 'daily_login',
      title: { EN: 'Race review' },
      repeat: 'daily',
      reward: { percentBasisPoints: 0, fixed: '9', max: null, threshold: '0' },
      review: true,
    });
    const admin = await kit.adminSession();
    const editor = await kit.operator('editor');
    for (let round = 0; round < 5; round++) {
      const member = await kit.member('rr');
      const held = await kit.claim(member.token, activity.id);
      expect(held.body.value.state).toBe('review');
      const [a, b] = await Promise.all(
        [admin, editor].map((token, i) =>
          callRoute(server, routes.operatorDecideBonus, {
            token,
            params: { merchantCode: 'aurora', bonusId: held.body.value.id },
            body: { approve: i === 0, reason: 'race' },
          }),
        ),
      );
      expect([outcome(a!), outcome(b!)].sort()).toEqual(['ok', 'promotion.bonus.state']);
      const balance = await kit.cash.balance(ledgerAccount.main(member.id));
      expect([0n, 900n]).toContain(balance);
    }
  });

  it('concurrent collects of an issued reward pay it once', async () => {
    const activity = await kit.publish({
      kind: 'application',
      title: { EN: 'Race issue' },
      reward: { percentBasisPoints: 0, fixed: '5', max: null, threshold: '0' },
    });
    const member = await kit.member('ri');
    const issued = await callRoute(server, routes.operatorIssueBonus, {
      token: await kit.adminSession(),
      params: { merchantCode: 'aurora' },
      body: { activityId: activity.id, username: member.username, amount: '12.5', reason: 'race' },
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        callRoute(server, routes.claimIssuedPromotion, {
          token: member.token,
          body: { bonusId: issued.body.value.id },
        }),
      ),
    );
    expect(answers.map(outcome)).toEqual(Array(20).fill('ok'));
    expect(await kit.cash.balance(ledgerAccount.main(member.id))).toBe(1_250n);
  });

  it('a retried claim request with its own request id still pays the occurrence once', async () => {
    const activity = await kit.publish({ title: { EN: 'Race retry' } });
    const member = await kit.member('rt');
    await kit.deposit(member.id, 10_000n);
    const requestId = randomUUID().replace(/-/g, '');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        kit.claim(member.token, activity.id, { requestId: i % 2 ? requestId : undefined }),
      ),
    );
    expect(answers.map(outcome)).toEqual(Array(10).fill('ok'));
    expect(new Set(answers.map((res) => res.body.value.id)).size).toBe(1);
    expect(await kit.cash.balance(ledgerAccount.main(member.id))).toBe(20_000n);
  });

  it('a red-envelope rain under 60 concurrent openers never spends above its pool', async () => {
    const admin = await kit.adminSession();
    const now = server.clock.now().getTime();
    const created = await callRoute(server, routes.operatorCreateRaffle, {
      token: admin,
      params: { merchantCode: 'aurora' },
      body: {
        kind: 'envelope',
        title: { EN: 'Race rain' },
        rules: { EN: 'One envelope each' },
        prizes: [
          { id: 'small', amount: '1', weight: 60 },
          { id: 'mid', amount: '5', weight: 30 },
          { id: 'big', amount: '20', weight: 10 },
        ],
        budget: '100',
        startsAt: now - 60_000,
        endsAt: now + 3_600_000,
        drawsPerMember: 1,
        reason: 'race',
      },
    });
    expect(created.body.success, created.text).toBe(true);
    const raffleId = created.body.value.id;
    await callRoute(server, routes.operatorSetRaffleState, {
      token: admin,
      params: { merchantCode: 'aurora', raffleId },
      body: { state: 'published', reason: 'race' },
    });
    const members = await Promise.all(Array.from({ length: 60 }, () => kit.member('env')));
    const answers = await Promise.all(
      members.map((member) =>
        callRoute(server, routes.claimRaffle, { token: member.token, body: { raffleId } }),
      ),
    );
    const refused = answers.map(outcome).filter((o) => o !== 'ok');
    expect(refused.every((o) => o === 'raffle.pool.empty' || o === 'raffle.not.open')).toBe(true);
    const spent = await count(sql`select spent_minor as n from promo_raffles where id = ${raffleId}`);
    expect(spent).toBeLessThanOrEqual(10_000);
    let total = 0n;
    for (const member of members) total += await kit.cash.balance(ledgerAccount.main(member.id));
    expect(total).toBe(BigInt(spent));
    // And one member's 20 concurrent spins of a wheel allowing 3 a day: exactly 3 draws.
    const wheel = await callRoute(server, routes.operatorCreateRaffle, {
      token: admin,
      params: { merchantCode: 'aurora' },
      body: {
        kind: 'wheel',
        title: { EN: 'Race wheel' },
        rules: { EN: 'Three a day' },
        prizes: [
          { id: 'none', amount: '0', weight: 1 },
          { id: 'one', amount: '1', weight: 1 },
        ],
        budget: '1000',
        startsAt: now - 60_000,
        endsAt: now + 3_600_000,
        drawsPerMember: 3,
        reason: 'race',
      },
    });
    await callRoute(server, routes.operatorSetRaffleState, {
      token: admin,
      params: { merchantCode: 'aurora', raffleId: wheel.body.value.id },
      body: { state: 'published', reason: 'race' },
    });
    const spinner = await kit.member('spinner');
    const spins = await Promise.all(
      Array.from({ length: 20 }, () =>
        callRoute(server, routes.claimRaffle, {
          token: spinner.token,
          body: { raffleId: wheel.body.value.id },
        }),
      ),
    );
    expect(spins.map(outcome).filter((o) => o === 'ok')).toHaveLength(3);
    expect(
      spins
        .map(outcome)
        .filter((o) => o !== 'ok')
        .every((o) => o === 'raffle.no.draws.left'),
    ).toBe(true);
    expect(new Set(spins.filter((res) => res.body.success).map((res) => res.body.value.nonce))).toEqual(
      new Set([0, 1, 2]),
    );
  });
});
