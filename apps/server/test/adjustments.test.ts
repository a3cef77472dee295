import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type OperatorRole } from '@wps/contracts';
import { ledgerAccount } from '../src/modules/ledger/accounts.js';
import {
  adminToken,
  call,
  callRoute,
  createMember,
  createPostgresDatabase,
  startTestServer,
  refusalOf,
  type RouteBody,
  type RouteQuery,
  type TestServer,
} from './harness.js';

/** Operator adjustments (maker-checker above the threshold) and the reconciliation report. */

const CURRENCY = 'PHP';
let server: TestServer;
let maker: string;
let checker: string;
let viewer: string;
let merchantId: number;

/** Creates an operator through the API and answers a token usable for every call of its role. */
async function newOperator(target: { url: string }, byToken: string, username: string, role: OperatorRole) {
  const password = 'Initial-operator-pass-7';
  const created = await callRoute(target, routes.operatorCreate, {
    token: byToken,
    body: { username, password, role },
  });
  expect(created.status).toBe(200);
  const login = await callRoute(target, routes.operatorLogin, { body: { username, password } });
  const token = login.body.value.token;
  await callRoute(target, routes.operatorChangePassword, {
    token,
    body: { oldPassword: password, newPassword: 'Changed-operator-pass-8' },
  });
  return token;
}

beforeAll(async () => {
  server = await startTestServer();
  maker = await adminToken(server);
  checker = await newOperator(server, maker, 'checker', 'editor');
  viewer = await newOperator(server, maker, 'onlylooks', 'viewer');
  merchantId = (await server.services.merchants.resolveSite('aurora', null)).merchantId;
});
afterAll(async () => {
  await server?.close();
});

const as = (token: string) => ({ merchant: null, headers: { authorization: token } });
const aurora = { merchantCode: 'aurora' };
let nameSeed = 0;
const freshName = () => `adj${++nameSeed}x${Date.now() % 100000}`;
let requestSeed = 0;
const requestId = () => `adj-${++requestSeed}-${Date.now()}`;

async function member(minor = 0n, type?: number) {
  const created = await createMember(server, { username: freshName(), type });
  if (minor > 0n)
    await server.services.ledger.move({
      merchantId,
      currency: CURRENCY,
      type: 'deposit',
      idempotencyKey: `adj-seed-${created.id}`,
      from: ledgerAccount.clearing,
      to: ledgerAccount.main(created.id),
      amount: minor,
    });
  return created;
}

const mainBalance = (memberId: number) =>
  server.services.ledger.balance(merchantId, CURRENCY, ledgerAccount.main(memberId));

const create = (token: string, body: RouteBody<typeof routes.operatorAdjustmentCreate>) =>
  callRoute(server, routes.operatorAdjustmentCreate, { token, params: aurora, body });

const decide = (token: string, id: number, decision: 'approve' | 'reject', remark?: string) =>
  callRoute(server, routes.operatorAdjustmentDecide, {
    token,
    params: { ...aurora, id, decision },
    body: remark === undefined ? {} : { remark },
  });

const list = (token: string, query: RouteQuery<typeof routes.operatorAdjustments> = {}) =>
  callRoute(server, routes.operatorAdjustments, { token, params: aurora, query });

async function auditOf(id: number) {
  const res = await callRoute(server, routes.auditList, {
    token: maker,
    query: { merchantCode: 'aurora', pageSize: 200 },
  });
  return res.body.value.list
    .filter((entry) => entry.target === `adjustment:${id}`)
    .reverse()
    .map((entry) => [entry.action, entry.operatorName, (entry.after as { status: string }).status]);
}

async function expectReconciled() {
  const report = await server.services.ledger.reconcile();
  expect(report.problems).toEqual([]);
}

describe('adjustments at or below the threshold', () => {
  it('post at once, in either direction, audited', async () => {
    const target = await member(10_000n);
    const credit = await create(maker, {
      memberId: target.id,
      amount: '10000.00',
      reason: 'Goodwill for the outage',
      requestId: requestId(),
    });
    expect(credit.status).toBe(200);
    expect(credit.body.value).toEqual({
      id: expect.any(Number),
      memberId: target.id,
      username: expect.stringMatching(/^adj/),
      amount: '10000.00',
      reason: 'Goodwill for the outage',
      status: 'APPROVED',
      createdBy: 'admin',
      decidedBy: null,
      createdAt: server.clock.now().getTime(),
    });
    expect(await mainBalance(target.id)).toBe(1_010_000n);
    const debit = await create(maker, {
      memberId: target.id,
      amount: '-0.01',
      reason: 'Rounding correction',
      requestId: requestId(),
    });
    expect(debit.body.value).toMatchObject({ amount: '-0.01', status: 'APPROVED' });
    expect(await mainBalance(target.id)).toBe(1_009_999n);
    expect(await auditOf(credit.body.value.id)).toEqual([['adjustment.create', 'admin', 'APPROVED']]);
    await expectReconciled();
  });

  it('are idempotent on the request id: the same request answers the same, another is a conflict', async () => {
    const target = await member();
    const body = { memberId: target.id, amount: '25.50', reason: 'Missing bonus', requestId: requestId() };
    const first = await create(maker, body);
    const replay = await create(maker, body);
    expect(replay.text).toBe(first.text);
    const concurrent = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        create(maker, { ...body, requestId: `${body.requestId}-c` }).then((res) => [index, res] as const),
      ),
    );
    expect(new Set(concurrent.map(([, res]) => res.text)).size).toBe(1);
    expect(await mainBalance(target.id)).toBe(5_100n);

    for (const patch of [
      { amount: '25.51' },
      { reason: 'Another reason' },
      { memberId: (await member()).id },
    ]) {
      const conflict = await create(maker, { ...body, ...patch });
      expect(conflict.status).toBe(409);
      expect(conflict.body.errorCode).toBe('idempotency.conflict');
    }
    expect(await mainBalance(target.id)).toBe(5_100n);
  });

  it('may not overdraw: balance.insufficient with the balance, and nothing recorded', async () => {
    const target = await member(1_000n);
    const before = await list(maker);
    const res = await create(maker, {
      memberId: target.id,
      amount: '-10.01',
      reason: 'Clawback',
      requestId: requestId(),
    });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('balance.insufficient');
    expect(res.body.value).toEqual({ balance: '10.00' });
    expect(await mainBalance(target.id)).toBe(1_000n);
    const after = await list(maker);
    expect(after.body.value.list).toEqual(before.body.value.list);
  });
});

describe('adjustments above the threshold', () => {
  it('wait for a different operator, who approves: posted once, every step audited', async () => {
    const target = await member();
    const created = await create(maker, {
      memberId: target.id,
      amount: '10000.01',
      reason: 'Jackpot paid by hand',
      requestId: requestId(),
    });
    expect(created.body.value).toMatchObject({ status: 'PENDING', decidedBy: null });
    expect(await mainBalance(target.id)).toBe(0n);

    const self = await decide(maker, created.body.value.id, 'approve');
    expect(self.status).toBe(403);
    expect(self.body.errorCode).toBe('approval.same.operator');
    expect((await decide(maker, created.body.value.id, 'reject')).body.errorCode).toBe(
      'approval.same.operator',
    );

    const approved = await decide(checker, created.body.value.id, 'approve', 'Checked the ticket');
    expect(approved.status).toBe(200);
    expect(approved.body.value).toMatchObject({
      status: 'APPROVED',
      decidedBy: 'checker',
      createdBy: 'admin',
    });
    expect(await mainBalance(target.id)).toBe(1_000_001n);

    const again = await decide(checker, created.body.value.id, 'approve');
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('order.not.pending');
    expect((await decide(checker, created.body.value.id, 'reject')).body.errorCode).toBe('order.not.pending');
    expect(await mainBalance(target.id)).toBe(1_000_001n);
    expect(await auditOf(created.body.value.id)).toEqual([
      ['adjustment.create', 'admin', 'PENDING'],
      ['adjustment.approve', 'checker', 'APPROVED'],
    ]);
    await expectReconciled();
  });

  it('are rejected by a different operator without any posting', async () => {
    const target = await member(5_000_000n);
    const created = await create(maker, {
      memberId: target.id,
      amount: '-20000',
      reason: 'Suspected bonus abuse',
      requestId: requestId(),
    });
    expect(created.body.value.status).toBe('PENDING');
    const rejected = await decide(checker, created.body.value.id, 'reject', 'Not proven');
    expect(rejected.body.value).toMatchObject({ status: 'REJECTED', decidedBy: 'checker' });
    expect((await decide(checker, created.body.value.id, 'approve')).body.errorCode).toBe(
      'order.not.pending',
    );
    expect(await mainBalance(target.id)).toBe(5_000_000n);
    const audit = await callRoute(server, routes.auditList, {
      token: maker,
      query: { merchantCode: 'aurora' },
    });
    const entry = audit.body.value.list.find(
      (row) => row.target === `adjustment:${created.body.value.id}` && row.action === 'adjustment.reject',
    );
    expect(entry?.after).toMatchObject({ status: 'REJECTED', amount: '-20000.00', remark: 'Not proven' });
  });

  it('stay pending when the approval would overdraw, and can then be rejected', async () => {
    const target = await member(100_000n);
    const created = await create(maker, {
      memberId: target.id,
      amount: '-15000',
      reason: 'Chargeback',
      requestId: requestId(),
    });
    const refused = await decide(checker, created.body.value.id, 'approve');
    expect(refused.body.errorCode).toBe('balance.insufficient');
    expect(refused.body.value).toEqual({ balance: '1000.00' });
    const pending = await list(maker, { status: 'PENDING' });
    expect(pending.body.value.list.find((row) => row.id === created.body.value.id)).toMatchObject({
      status: 'PENDING',
      decidedBy: null,
    });
    expect((await decide(checker, created.body.value.id, 'reject')).body.value.status).toBe('REJECTED');
    expect(await mainBalance(target.id)).toBe(100_000n);
  });

  it('let exactly one of a concurrent approval and rejection win', async () => {
    for (let round = 0; round < 4; round++) {
      const target = await member();
      const created = await create(maker, {
        memberId: target.id,
        amount: '12000',
        reason: 'Race test',
        requestId: requestId(),
      });
      const [approve, reject, approveAgain] = await Promise.all([
        decide(checker, created.body.value.id, 'approve'),
        decide(checker, created.body.value.id, 'reject'),
        decide(checker, created.body.value.id, 'approve'),
      ]);
      const winners = [approve, reject, approveAgain].filter((res) => res.status === 200);
      expect(winners).toHaveLength(1);
      for (const loser of [approve, reject, approveAgain].filter((res) => res.status !== 200))
        expect(loser.body.errorCode).toBe('order.not.pending');
      const status = winners[0]!.body.value.status;
      expect(await mainBalance(target.id)).toBe(status === 'APPROVED' ? 1_200_000n : 0n);
    }
    await expectReconciled();
  });
});

describe('an approval that died half way', () => {
  it('blocks other decisions for a while, then another approval finishes it without posting twice', async () => {
    const target = await member();
    const body = { memberId: target.id, amount: '30000', reason: 'Crash test', requestId: requestId() };
    const created = await create(maker, body);
    const id = created.body.value.id;
    // What a crash between the posting and the status change leaves: the claim and the posting.
    await server.database.db.execute(
      sql`update balance_adjustments set decided_by = 'ghost', decided_by_id = 424242, decided_at = ${server.clock.now().toISOString()}::timestamptz where id = ${id}`,
    );
    await server.services.ledger.post({
      merchantId,
      currency: CURRENCY,
      type: 'adjustment',
      idempotencyKey: `adjustment:${body.requestId}`,
      legs: [
        { account: ledgerAccount.main(target.id), amount: 3_000_000n },
        { account: ledgerAccount.adjustments, amount: -3_000_000n },
      ],
    });
    expect((await decide(checker, id, 'reject')).body.errorCode).toBe('order.not.pending');
    expect((await decide(checker, id, 'approve')).body.errorCode).toBe('order.not.pending');

    server.clock.advance(3 * 60_000);
    // A rejection still may not win: the posting may have happened.
    expect((await decide(checker, id, 'reject')).body.errorCode).toBe('order.not.pending');
    const approved = await decide(checker, id, 'approve');
    expect(approved.body.value).toMatchObject({ status: 'APPROVED', decidedBy: 'checker' });
    expect(await mainBalance(target.id)).toBe(3_000_000n);
    // A retry of the creation answers the adjustment as it is now.
    expect((await create(maker, body)).body.value).toMatchObject({ id, status: 'APPROVED' });
    await expectReconciled();
  });
});

describe('adjustment requests', () => {
  it.each([
    ['a zero amount', { amount: '0' }, 'amount'],
    ['more decimals than the currency has', { amount: '1.001' }, 'amount'],
    ['an amount that is no number', { amount: '1e5' }, 'amount'],
    ['a short reason', { reason: 'no' }, 'reason'],
    ['a bad request id', { requestId: 'x' }, 'requestId'],
  ])('refuses %s with validation.failed', async (_name, patch, field) => {
    const target = await member();
    const res = await create(maker, {
      memberId: target.id,
      amount: '1',
      reason: 'Valid reason',
      requestId: requestId(),
      ...patch,
    });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('validation.failed');
    expect(Object.keys(refusalOf(res).fields!)).toEqual([field]);
    expect(await mainBalance(target.id)).toBe(0n);
  });

  it('refuses unknown members, trial accounts, viewers and calls without a token', async () => {
    const unknown = await create(maker, {
      memberId: 999_999,
      amount: '1',
      reason: 'Valid reason',
      requestId: requestId(),
    });
    expect(unknown.status).toBe(404);
    const trial = await member(0n, 4);
    const refused = await create(maker, {
      memberId: trial.id,
      amount: '1',
      reason: 'Valid reason',
      requestId: requestId(),
    });
    expect(refused.body.errorCode).toBe('validation.failed');
    const target = await member();
    const byViewer = await create(viewer, {
      memberId: target.id,
      amount: '1',
      reason: 'Valid reason',
      requestId: requestId(),
    });
    expect(byViewer.status).toBe(403);
    expect(byViewer.body.errorCode).toBe('operator.forbidden');
    const anonymous = await call(server, '/wps/admin/merchants/aurora/adjustments', {
      method: 'POST',
      merchant: null,
      body: {},
    });
    expect(anonymous.status).toBe(401);
    expect((await decide(checker, 999_999, 'approve')).status).toBe(404);
    const maybe = await call(server, '/wps/admin/merchants/aurora/adjustments/1/maybe', {
      method: 'POST',
      ...as(checker),
      body: {},
    });
    expect(maybe.body.errorCode).toBe('validation.failed');
    expect(await mainBalance(target.id)).toBe(0n);
  });

  it('lists newest first, by status, with usernames, to viewers too', async () => {
    const target = await member();
    const small = await create(maker, {
      memberId: target.id,
      amount: '5',
      reason: 'First one',
      requestId: requestId(),
    });
    server.clock.advance(1_000);
    const large = await create(maker, {
      memberId: target.id,
      amount: '50000',
      reason: 'Second one',
      requestId: requestId(),
    });
    const all = await list(viewer, { pageSize: 2 });
    expect(all.status).toBe(200);
    expect(all.body.value.list.map((row) => row.id)).toEqual([large.body.value.id, small.body.value.id]);
    expect(all.body.value.list[0]!.username).toBe(small.body.value.username);
    expect(all.body.value.totalPages).toBeGreaterThan(1);
    const pending = await list(viewer, { status: 'PENDING', pageSize: 100 });
    expect(pending.body.value.list.every((row) => row.status === 'PENDING')).toBe(true);
    expect(pending.body.value.list.map((row) => row.id)).toContain(large.body.value.id);
    const badStatus = await callRoute(server, routes.operatorAdjustments, {
      token: viewer,
      params: aurora,
      rawQuery: { status: 'DONE' },
    });
    expect(badStatus.body.errorCode).toBe('validation.failed');
  });
});

describe('reconciliation report', () => {
  it('is clean after all of the above', async () => {
    const res = await callRoute(server, routes.operatorReconciliation, { token: viewer });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      checkedAt: server.clock.now().getTime(),
      clean: true,
      counts: { balance: 0, unbalanced: 0, floor: 0, running: 0 },
      differences: [],
    });
    expect(res.body.value.transactionsChecked).toBeGreaterThan(10);
    expect(res.body.value.entriesChecked).toBe(res.body.value.transactionsChecked * 2);
    expect((await callRoute(server, routes.operatorReconciliation)).status).toBe(401);
  });

  it('lists a balance corrupted by hand in a throwaway PostgreSQL database', async () => {
    const database = await createPostgresDatabase();
    const pg = await startTestServer({ databaseUrl: database.url });
    try {
      const token = await adminToken(pg);
      const site = await pg.services.merchants.resolveSite('aurora', null);
      const created = await createMember(pg, { username: 'corrupted' });
      await pg.services.ledger.move({
        merchantId: site.merchantId,
        currency: CURRENCY,
        type: 'deposit',
        idempotencyKey: 'dirty-deposit',
        from: ledgerAccount.clearing,
        to: ledgerAccount.main(created.id),
        amount: 7_000n,
      });
      const clean = await callRoute(pg, routes.operatorReconciliation, { token });
      expect(clean.body.value).toMatchObject({ clean: true, transactionsChecked: 1, entriesChecked: 2 });

      const [account] = (
        (await pg.database.db.execute(
          sql`select id from ledger_accounts where owner_member_id = ${created.id} and wallet = 'main'`,
        )) as unknown as { rows: { id: unknown }[] }
      ).rows;
      const accountId = Number(account!.id);
      await pg.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`update ledger_accounts set balance = balance + 5 where id = ${accountId}`);
      });

      const dirty = await callRoute(pg, routes.operatorReconciliation, { token });
      expect(dirty.status).toBe(200);
      expect(dirty.body.value).toMatchObject({
        clean: false,
        accountsChecked: 2,
        transactionsChecked: 1,
        counts: { balance: 1, unbalanced: 0, floor: 0, running: 0 },
      });
      expect(dirty.body.value.differences).toEqual([
        {
          kind: 'balance',
          subject: `account ${accountId} (merchant ${site.merchantId}, PHP, member ${created.id} wallet main)`,
          detail: 'balance 7005, entries sum to 7000, difference +5 (minor units)',
          accountId,
          transactionId: null,
          entryId: null,
          recorded: '7005',
          expected: '7000',
        },
      ]);
    } finally {
      await pg.close();
      await database.drop();
    }
  }, 30_000);
});
