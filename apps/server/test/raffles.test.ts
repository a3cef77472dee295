import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { drawPrize, hashServerSeed } from '@wps/games';
import { routes, type RaffleInput } from '@wps/contracts';
import { ledgerAccount } from '../src/modules/ledger/accounts.js';
import { callRoute, startTestServer, type TestServer } from './harness.js';
import { promoKit } from './promotions-support.js';
import { expectError, fieldCode } from './withdrawals-support.js';

/*
 * The prize wheel and red envelopes over HTTP (docs/product.md §Promotions, raffles): published
 * tables, draws from the member's committed seed, per-period caps, the pool, payment, and the seed
 * revealed so every draw can be re-derived.
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

function raffle(patch: Partial<RaffleInput> = {}): RaffleInput {
  const now = server.clock.now().getTime();
  return {
    kind: 'wheel',
    title: { EN: 'Lucky wheel' },
    rules: { EN: 'Three spins a day.' },
    prizes: [
      { id: 'thanks', amount: '0', weight: 40 },
      { id: 'p1', amount: '1', weight: 30 },
      { id: 'p5', amount: '5', weight: 20 },
      { id: 'p20', amount: '20', weight: 10 },
    ],
    budget: '1000',
    startsAt: now - HOUR,
    endsAt: now + 10 * 24 * HOUR,
    drawsPerMember: 3,
    reason: 'test',
    ...patch,
  };
}

async function publish(patch: Partial<RaffleInput> = {}) {
  const admin = await kit.adminSession();
  const created = await callRoute(server, routes.operatorCreateRaffle, {
    token: admin,
    params: params(),
    body: raffle(patch),
  });
  expect(created.body.success, created.text).toBe(true);
  const published = await callRoute(server, routes.operatorSetRaffleState, {
    token: admin,
    params: params({ raffleId: created.body.value.id }),
    body: { state: 'published', reason: 'go' },
  });
  expect(published.body.success, published.text).toBe(true);
  return published.body.value;
}

const spin = (token: string, raffleId: number, clientSeed?: string) =>
  callRoute(server, routes.claimRaffle, { token, body: { raffleId, ...(clientSeed ? { clientSeed } : {}) } });

describe('raffles', () => {
  it('publishes the prize table with exact odds and the expected value', async () => {
    const wheel = await publish();
    const listed = (await callRoute(server, routes.raffles, {})).body.value.list.find(
      (r) => r.id === wheel.id,
    )!;
    expect(listed.prizes.map((p) => [p.id, p.amount, p.odds])).toEqual([
      ['thanks', '0.00', '40.0000'],
      ['p1', '1.00', '30.0000'],
      ['p5', '5.00', '20.0000'],
      ['p20', '20.00', '10.0000'],
    ]);
    expect(listed).toMatchObject({
      status: 'open',
      totalWeight: 100,
      expectedValue: '3.30',
      poolLeft: '1000.00',
    });
  });

  it('commits the seed before the first spin, draws what the seeds give, pays it, and reveals the seed on rotation', async () => {
    const wheel = await publish({ title: { EN: 'Verify me' } });
    const member = await kit.member('spin');
    const mine = await callRoute(server, routes.myRaffles, { token: member.token });
    const before = mine.body.value.raffles.find((r) => r.raffleId === wheel.id)!;
    expect(before.drawsLeft).toBe(3);
    expect(before.seed.nextNonce).toBe(0);
    const draws = [];
    for (let i = 0; i < 3; i++) {
      const res = await spin(member.token, wheel.id);
      expect(res.body.success, res.text).toBe(true);
      expect(res.body.value).toMatchObject({ nonce: i, seedHash: before.seed.seedHash, serverSeed: null });
      draws.push(res.body.value);
    }
    expectError(await spin(member.token, wheel.id), 'raffle.no.draws.left', 409);
    // A retried spin with the same request id answers its draw, even with no draws left.
    const tagged = await publish({ title: { EN: 'Retry me' }, drawsPerMember: 1 });
    const first = await callRoute(server, routes.claimRaffle, {
      token: member.token,
      body: { raffleId: tagged.id, requestId: 'spin-retry-0001' },
    });
    const retried = await callRoute(server, routes.claimRaffle, {
      token: member.token,
      body: { raffleId: tagged.id, requestId: 'spin-retry-0001' },
    });
    expect(retried.body.value).toEqual(first.body.value);
    const taggedPaid = BigInt(Math.round(Number(first.body.value.amount) * 100));
    const paid = draws.reduce((sum, d) => sum + BigInt(Math.round(Number(d.amount) * 100)), 0n) + taggedPaid;
    expect(await kit.cash.balance(ledgerAccount.main(member.id))).toBe(paid);

    const rotated = await callRoute(server, routes.rotateRaffleSeed, {
      token: member.token,
      body: { raffleId: wheel.id, clientSeed: 'my-own-seed' },
    });
    expect(rotated.body.success, rotated.text).toBe(true);
    const { revealed, next } = rotated.body.value;
    expect(hashServerSeed(revealed.serverSeed)).toBe(before.seed.seedHash);
    expect(revealed.draws).toBe(3);
    expect(next).toMatchObject({ clientSeed: 'my-own-seed', nextNonce: 0 });
    expect(next.seedHash).not.toBe(before.seed.seedHash);
    // Every draw re-derived from the revealed seed, as the member's verifier does.
    const table = [
      { id: 'thanks', amountMinor: 0n, weight: 40 },
      { id: 'p1', amountMinor: 100n, weight: 30 },
      { id: 'p5', amountMinor: 500n, weight: 20 },
      { id: 'p20', amountMinor: 2_000n, weight: 10 },
    ];
    for (const draw of draws) {
      const again = drawPrize(table, revealed.serverSeed, revealed.clientSeed, draw.nonce);
      expect({ prizeId: again.prize.id, index: again.index }).toEqual({
        prizeId: draw.prizeId,
        index: draw.index,
      });
      // The first 4 bytes of HMAC(seed, "client:nonce:0") give the index (no rejection at total 100).
      const x = createHmac('sha256', revealed.serverSeed)
        .update(`${revealed.clientSeed}:${draw.nonce}:0`)
        .digest()
        .readUInt32BE(0);
      expect(x % 100).toBe(draw.index);
    }
    const after = await callRoute(server, routes.myRaffles, { token: member.token });
    const listed = after.body.value.raffles.find((r) => r.raffleId === wheel.id)!;
    expect(listed.draws.every((d) => d.serverSeed === revealed.serverSeed)).toBe(true);
    // A new local day gives three more spins.
    server.clock.advance(24 * HOUR);
    await kit.cash.renew(member);
    const tomorrow = await callRoute(server, routes.myRaffles, { token: member.token });
    expect(tomorrow.body.value.raffles.find((r) => r.raffleId === wheel.id)?.drawsLeft).toBe(3);
    expect((await spin(member.token, wheel.id)).body.value).toMatchObject({
      nonce: 0,
      clientSeed: 'my-own-seed',
    });
  });

  it('closes when the pool cannot pay the largest prize, never spending more than the budget', async () => {
    const rain = await publish({
      kind: 'envelope',
      title: { EN: 'Small rain' },
      prizes: [
        { id: 'a', amount: '3', weight: 1 },
        { id: 'b', amount: '5', weight: 1 },
      ],
      budget: '12',
      drawsPerMember: 1,
    });
    const members = [];
    for (let i = 0; i < 6; i++) members.push(await kit.member('env'));
    const outcomes = [];
    for (const member of members) {
      const res = await spin(member.token, rain.id);
      outcomes.push(res.body.success ? 'ok' : res.body.errorCode);
    }
    const spent = (
      (await server.database.db.execute(
        sql`select spent_minor from promo_raffles where id = ${rain.id}`,
      )) as unknown as {
        rows: { spent_minor: string }[];
      }
    ).rows[0]!.spent_minor;
    expect(BigInt(spent)).toBeLessThanOrEqual(1_200n);
    expect(
      outcomes.filter((o) => o !== 'ok').every((o) => o === 'raffle.pool.empty' || o === 'raffle.not.open'),
    ).toBe(true);
    const listed = (await callRoute(server, routes.raffles, {})).body.value.list.find(
      (r) => r.id === rain.id,
    )!;
    expect(listed.status).toBe('closed');
    let total = 0n;
    for (const member of members) total += await kit.cash.balance(ledgerAccount.main(member.id));
    expect(total).toBe(BigInt(spent));
  });

  it('refuses a bad prize table, a budget below the largest prize, and edits after publishing', async () => {
    const admin = await kit.adminSession();
    const create = (body: RaffleInput) =>
      callRoute(server, routes.operatorCreateRaffle, { token: admin, params: params(), body });
    expectError(
      await create(raffle({ prizes: [{ id: 'a', amount: '1', weight: 1 }] })),
      'validation.failed',
      400,
    );
    expect(fieldCode(await create(raffle({ budget: '10' })), 'budget')).toBe('field.too_small');
    expect(
      fieldCode(
        await create(
          raffle({
            prizes: [
              { id: 'a', amount: '1.001', weight: 1 },
              { id: 'b', amount: '1', weight: 1 },
            ],
          }),
        ),
        'prizes.0.amount',
      ),
    ).toBeDefined();
    const wheel = await publish({ title: { EN: 'Fixed table' } });
    const edit = await callRoute(server, routes.operatorUpdateRaffle, {
      token: admin,
      params: params({ raffleId: wheel.id }),
      body: raffle(),
    });
    expectError(edit, 'raffle.state', 409);
    const draws = await callRoute(server, routes.operatorRaffleDraws, {
      token: admin,
      params: params({ raffleId: wheel.id }),
    });
    expect(draws.body.value.list).toEqual([]);
  });
});
