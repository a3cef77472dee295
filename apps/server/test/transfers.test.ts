import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routes, type AuditEntry, type RouteDescriptor } from '@wps/contracts';
import { ledgerAccount } from '../src/modules/ledger/accounts.js';
import {
  callRoute,
  createMember,
  USE_POSTGRES,
  startTestServer,
  type RouteBody,
  type TestServer,
} from './harness.js';
import { expectError, money, PAYMENT_PASSWORD, startPostgresServer } from './withdrawals-support.js';

let server: TestServer;
let m: ReturnType<typeof money>;
let admin: string;
let names = 0;
const uniqueName = (prefix: string) => `${prefix}${++names}`.slice(0, 16);

beforeAll(async () => {
  server = await startTestServer();
  m = money(server);
  admin = await m.adminSession();
});
afterAll(() => server?.close());
afterEach(async () => {
  await m.expectReconciled();
});

type Defaulted = 'paymentPassword' | 'requestId';
/** A transfer body without the payment password and request id, which the helpers fill in. */
type TransferBody<R extends RouteDescriptor> = Omit<RouteBody<R>, Defaulted> & Partial<RouteBody<R>>;

function transfers(target: { m: ReturnType<typeof money> }) {
  const sealed = (token: string) => ({ token, key: target.m.key() });
  const defaults = () => ({ paymentPassword: PAYMENT_PASSWORD, requestId: randomUUID() });
  return {
    upline: (token: string, body: TransferBody<typeof routes.transferUpline>) =>
      callRoute(target.m.server, routes.transferUpline, {
        ...sealed(token),
        body: { ...defaults(), ...body },
      }),
    /** Any body, also one the contract refuses. */
    uplineRaw: (token: string, body: Record<string, unknown>) =>
      callRoute(target.m.server, routes.transferUpline, {
        ...sealed(token),
        rawBody: { ...defaults(), ...body },
      }),
    downline: (token: string, body: TransferBody<typeof routes.transferDownline>) =>
      callRoute(target.m.server, routes.transferDownline, {
        ...sealed(token),
        body: { ...defaults(), ...body },
      }),
    collect: (token: string, body: TransferBody<typeof routes.collectFromDownline>) =>
      callRoute(target.m.server, routes.collectFromDownline, {
        ...sealed(token),
        body: { ...defaults(), ...body },
      }),
  };
}

const t = transfers({
  get m() {
    return m;
  },
});
const main = (member: { id: number }) => m.balance(ledgerAccount.main(member.id));
const enabled = (token: string) => callRoute(server, routes.transferEnabled, { token });

/** An agent (type 1) with a direct member downline and a member two levels down. */
async function team() {
  const agent = await m.member(uniqueName('agent'), { type: 1 });
  const member = await m.member(uniqueName('member'), { uplineId: agent.id });
  const subAgent = await m.member(uniqueName('subagent'), { type: 2, uplineId: agent.id });
  const grandchild = await m.member(uniqueName('grandkid'), { uplineId: subAgent.id });
  return { agent, member, subAgent, grandchild };
}

async function auditOf(action: string) {
  const res = await callRoute(server, routes.auditList, {
    token: admin,
    query: { merchantCode: 'aurora', pageSize: 200 },
  });
  return res.body.value.list.filter((entry) => entry.action === action);
}

/** The order number an audit entry of a transfer keeps in `after` (free-form in the contract). */
const orderNoOf = (entry: AuditEntry) => (entry.after as { orderNo?: string } | null)?.orderNo;

async function transferCount(memberId: number) {
  const result = (await server.database.db.execute(
    sql`select count(distinct t.id) as n from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id where t.type = 'transfer' and a.owner_member_id = ${memberId}`,
  )) as unknown as { rows: { n: unknown }[] };
  return Number(result.rows[0]!.n);
}

async function setTransfer(change: (transfer: Record<string, unknown>) => void) {
  await m.moneySettings(admin, (settings) => change(settings.transfer));
}

describe('transferEnabled', () => {
  it('upline for a member with an upline, downline for agents, both following the settings', async () => {
    const { agent, member } = await team();
    expect((await enabled(member.token)).body.value).toEqual({ upline: true, downline: false });
    expect((await enabled(agent.token)).body.value).toEqual({ upline: false, downline: true });
    const loner = await m.member(uniqueName('loner'));
    expect((await enabled(loner.token)).body.value).toEqual({ upline: false, downline: false });

    await setTransfer((transfer) => {
      transfer.uplineEnabled = false;
      transfer.downlineEnabled = false;
    });
    try {
      expect((await enabled(member.token)).body.value).toEqual({ upline: false, downline: false });
      expect((await enabled(agent.token)).body.value).toEqual({ upline: false, downline: false });
    } finally {
      await setTransfer((transfer) => {
        transfer.uplineEnabled = true;
        transfer.downlineEnabled = true;
      });
    }
  });
});

describe('transfer to upline', () => {
  it('moves the money, answers the new balance, audits as the member; a retry has no second effect', async () => {
    const { agent, member } = await team();
    await m.fund(member.id, 100_000n);
    const requestId = randomUUID();
    const res = await t.upline(member.token, { amount: '250.50', remark: 'for the team', requestId });
    expect(res.status, res.text).toBe(200);
    expect(res.body.value).toEqual({ orderNo: expect.stringMatching(/^T\d{18}$/), balance: '749.50' });
    expect(await main(member)).toBe(74_950n);
    expect(await main(agent)).toBe(25_050n);

    const audit = (await auditOf('transfer.upline')).filter(
      (entry) => orderNoOf(entry) === res.body.value.orderNo,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operatorId: null,
      operatorName: `member:${member.username}`,
      target: `member:${agent.id}`,
      after: { from: member.username, to: agent.username, amount: '250.50', remark: 'for the team' },
    });

    const again = await t.upline(member.token, { amount: '250.50', remark: 'for the team', requestId });
    expect(again.body.value).toEqual(res.body.value);
    expect(await main(member)).toBe(74_950n);
    expect(await transferCount(member.id)).toBe(1);
    expect(
      (await auditOf('transfer.upline')).filter((entry) => orderNoOf(entry) === res.body.value.orderNo),
    ).toHaveLength(1);

    expectError(await t.upline(member.token, { amount: '100', requestId }), 'idempotency.conflict', 409);
    expect(await main(member)).toBe(74_950n);
  });

  it('refuses without an upline, when switched off, and bad amounts or passwords; nothing moves', async () => {
    const { agent, member } = await team();
    await m.fund(member.id, 5_000n);
    const loner = await m.member(uniqueName('alone'));
    await m.fund(loner.id, 5_000n);
    expectError(await t.upline(loner.token, { amount: '20' }), 'transfer.not.allowed', 403);
    expectError(await t.upline(agent.token, { amount: '20' }), 'transfer.not.allowed', 403);

    const cases: [Record<string, unknown>, string, number][] = [
      [{ amount: '9.99' }, 'amount.out.of.range', 400],
      [{ amount: '100000.01' }, 'amount.out.of.range', 400],
      [{ amount: '0' }, 'amount.out.of.range', 400],
      [{ amount: '10.001' }, 'validation.failed', 400],
      [{ amount: 20 }, 'validation.failed', 400],
      [{ amount: '-20' }, 'validation.failed', 400],
      [{ amount: '20', paymentPassword: '111111' }, 'password.wrong', 400],
      [{ amount: '50.01' }, 'balance.insufficient', 400],
      [{ amount: '20', requestId: 'x' }, 'validation.failed', 400],
      [{ amount: '20', remark: 'r'.repeat(141) }, 'validation.failed', 400],
    ];
    for (const [body, code, status] of cases)
      expectError(await t.uplineRaw(member.token, body), code, status);
    const range = await t.upline(member.token, { amount: '9.99' });
    expect(range.body.value).toEqual({ min: '10.00', max: '100000.00' });
    expect((await t.upline(member.token, { amount: '50.01' })).body.value).toEqual({ balance: '50.00' });

    await setTransfer((transfer) => {
      transfer.uplineEnabled = false;
    });
    try {
      expectError(await t.upline(member.token, { amount: '20' }), 'transfer.not.allowed');
    } finally {
      await setTransfer((transfer) => {
        transfer.uplineEnabled = true;
      });
    }
    expect(await main(member)).toBe(5_000n);
    expect(await main(agent)).toBe(0n);
    expect(await transferCount(member.id)).toBe(0);
  });

  it('needs the payment password to be set', async () => {
    const agent = await m.member(uniqueName('upl'), { type: 1 });
    const bare = await createMember(server, { username: uniqueName('nopass'), uplineId: agent.id });
    await m.fund(bare.id, 5_000n);
    expectError(await t.upline(bare.token, { amount: '20' }), 'payment.password.missing');
    expect(await main(bare)).toBe(5_000n);
  });
});

describe('transfer to and collect from a downline', () => {
  it('an agent sends to a direct downline and collects back, each audited', async () => {
    const { agent, member, subAgent } = await team();
    await m.fund(agent.id, 100_000n);
    const sent = await t.downline(agent.token, { downlineUsername: member.username, amount: '300' });
    expect(sent.body.value.balance).toBe('700.00');
    expect(await main(member)).toBe(30_000n);
    const toSub = await t.downline(agent.token, {
      downlineUsername: subAgent.username.toUpperCase(),
      amount: '100',
    });
    expect(toSub.body.value.balance).toBe('600.00');
    expect(await main(subAgent)).toBe(10_000n);

    const collected = await t.collect(agent.token, { downlineUsername: member.username, amount: '120' });
    expect(collected.body.value.balance).toBe('720.00');
    expect(await main(member)).toBe(18_000n);

    const downAudit = (await auditOf('transfer.downline')).find(
      (entry) => orderNoOf(entry) === sent.body.value.orderNo,
    );
    expect(downAudit).toMatchObject({
      operatorName: `member:${agent.username}`,
      target: `member:${member.id}`,
    });
    const collectAudit = (await auditOf('transfer.collect')).find(
      (entry) => orderNoOf(entry) === collected.body.value.orderNo,
    );
    expect(collectAudit).toMatchObject({
      operatorName: `member:${agent.username}`,
      target: `member:${member.id}`,
      after: { from: member.username, to: agent.username, amount: '120.00' },
    });
  });

  it('only direct downlines; never beyond their balance, which stays private', async () => {
    const { agent, member, subAgent, grandchild } = await team();
    const stranger = await m.member(uniqueName('stranger'));
    const trialName = uniqueName('trial');
    await createMember(server, { username: trialName, type: 4, uplineId: agent.id });
    await m.fund(agent.id, 100_000n);
    await m.fund(member.id, 5_000n);
    await m.fund(grandchild.id, 5_000n);
    for (const name of [grandchild.username, stranger.username, 'nobodyatall', agent.username, trialName]) {
      expectError(
        await t.downline(agent.token, { downlineUsername: name, amount: '20' }),
        'downline.invalid',
        400,
      );
      expectError(
        await t.collect(agent.token, { downlineUsername: name, amount: '20' }),
        'downline.invalid',
        400,
      );
    }
    // A sub-agent's own downline is theirs, not the top agent's.
    expect(
      (await t.collect(subAgent.token, { downlineUsername: grandchild.username, amount: '20' })).status,
    ).toBe(200);

    const tooMuch = await t.collect(agent.token, { downlineUsername: member.username, amount: '50.01' });
    expectError(tooMuch, 'balance.insufficient', 400);
    expect(tooMuch.body.value).toBeNull();
    expect(tooMuch.text).not.toContain('5000');
    expectError(
      await t.downline(agent.token, { downlineUsername: member.username, amount: '1000.01' }),
      'balance.insufficient',
    );
    expectError(
      await t.collect(agent.token, { downlineUsername: member.username, amount: '5' }),
      'amount.out.of.range',
    );
    expectError(
      await t.downline(agent.token, {
        downlineUsername: member.username,
        amount: '20',
        paymentPassword: '000000',
      }),
      'password.wrong',
    );
    expect(await main(member)).toBe(5_000n);
    expect(await main(agent)).toBe(100_000n);
  });

  it('is for agents only, and closed when switched off', async () => {
    const { agent, member } = await team();
    await m.fund(member.id, 5_000n);
    expectError(
      await t.downline(member.token, { downlineUsername: agent.username, amount: '20' }),
      'error_not_agent',
      403,
    );
    expectError(
      await t.collect(member.token, { downlineUsername: agent.username, amount: '20' }),
      'error_not_agent',
      403,
    );
    await setTransfer((transfer) => {
      transfer.downlineEnabled = false;
    });
    try {
      expectError(
        await t.downline(agent.token, { downlineUsername: member.username, amount: '20' }),
        'transfer.not.allowed',
      );
      expectError(
        await t.collect(agent.token, { downlineUsername: member.username, amount: '20' }),
        'transfer.not.allowed',
      );
    } finally {
      await setTransfer((transfer) => {
        transfer.downlineEnabled = true;
      });
    }
    expect(await main(member)).toBe(5_000n);
  });
});

describe('opposite transfers at once on PostgreSQL', () => {
  let pgServer: TestServer;
  let pg: ReturnType<typeof money>;

  beforeAll(async () => {
    pgServer = USE_POSTGRES ? server : await startPostgresServer();
    pg = USE_POSTGRES ? m : money(pgServer);
  });
  afterAll(async () => {
    if (!USE_POSTGRES) await pgServer?.close();
  });

  it('member → upline and agent → member at the same time: no deadlock reaches anyone, nothing lost', async () => {
    const remote = transfers({ m: pg });
    const agent = await pg.member(uniqueName('pgagent'), { type: 1 });
    const member = await pg.member(uniqueName('pgmember'), { uplineId: agent.id });
    await pg.fund(agent.id, 1_000_000n);
    await pg.fund(member.id, 1_000_000n);
    const rounds = 25;
    const results = await Promise.all(
      Array.from({ length: rounds }, (_, i) => [
        remote.upline(member.token, { amount: `${10 + i}` }),
        remote.downline(agent.token, { downlineUsername: member.username, amount: `${20 + i}` }),
        remote.collect(agent.token, { downlineUsername: member.username, amount: '10' }),
      ]).flat(),
    );
    expect(results.map((res) => res.body.errorCode ?? 'ok')).toEqual(Array(rounds * 3).fill('ok'));
    // Up: Σ(10+i), down: Σ(20+i), collected: 10 each, in major units.
    const up = Array.from({ length: rounds }, (_, i) => 10 + i).reduce((a, b) => a + b, 0);
    const down = Array.from({ length: rounds }, (_, i) => 20 + i).reduce((a, b) => a + b, 0);
    const memberNet = BigInt(down - up - 10 * rounds) * 100n;
    expect(await pg.balance(ledgerAccount.main(member.id))).toBe(1_000_000n + memberNet);
    expect(await pg.balance(ledgerAccount.main(agent.id))).toBe(1_000_000n - memberNet);
    await pg.expectReconciled();
  });
});
