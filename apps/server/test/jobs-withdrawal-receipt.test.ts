import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { routes } from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccount } from '../src/modules/ledger/accounts.js';
import { AUTO_RECEIVE_JOB } from '../src/modules/withdrawals/index.js';
import { callRoute, startTestServer, type TestServer } from './harness.js';
import { jobCompleted } from './wait.js';
import { money, PAYMENT_PASSWORD } from './withdrawals-support.js';

/*
 * The forced receipt of a paid withdrawal is written by the `withdrawals.mark-auto-received` job
 * (every minute): reads count the order AUTO_RECEIVED from its receipt time on, the job stores it once
 * with one audit entry by the system, however often it runs; an order not yet due, or answered by the
 * member, is left alone. No money moves.
 */

const MINUTE = 60_000;
let server: TestServer;
let m: ReturnType<typeof money>;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  m = money(server);
  admin = await m.adminSession();
});
afterAll(async () => server?.close());

async function paidOrder(username: string) {
  const member = await m.member(username);
  await m.fund(member.id, 100_000n);
  const bound = await callRoute(server, routes.bindPayoutAccount, {
    token: member.token,
    key: m.key(),
    body: {
      kind: 'bank',
      bankCode: 'BDO',
      accountNumber: '001234567890',
      accountName: 'Juan Dela Cruz',
      paymentPassword: PAYMENT_PASSWORD,
    },
  });
  expect(bound.body.success, bound.text).toBe(true);
  const requested = await callRoute(server, routes.withdraw, {
    token: member.token,
    key: m.key(),
    body: {
      accountId: bound.body.value.id,
      amount: '100',
      paymentPassword: PAYMENT_PASSWORD,
      requestId: randomUUID(),
    },
  });
  expect(requested.body.success, requested.text).toBe(true);
  const { orderNo } = requested.body.value;
  const approved = await callRoute(server, routes.operatorWithdrawalApprove, {
    token: admin,
    params: { merchantCode: 'aurora', orderNo },
    body: {},
  });
  expect(approved.body.value.status, approved.text).toBe('PAID');
  return { member, orderNo };
}

/** What is stored (not what reads derive). */
async function storedStatus(orderNo: string): Promise<string> {
  const result = (await server.database.db.execute(
    sql`select status from withdrawal_orders where order_no = ${orderNo}`,
  )) as unknown as { rows: { status: string }[] };
  return result.rows[0]!.status;
}

async function autoEntries(orderNo: string) {
  const res = await callRoute(server, routes.auditList, {
    token: admin,
    query: { merchantCode: 'aurora', pageSize: 200 },
  });
  return res.body.value.list.filter(
    (entry) => entry.action === 'withdrawal.receipt.auto' && entry.target === `withdrawal:${orderNo}`,
  );
}

async function runJob(): Promise<string> {
  const id = (await server.services.jobs.send(AUTO_RECEIVE_JOB))!;
  await jobCompleted(server.services.jobs, AUTO_RECEIVE_JOB, id);
  return id;
}

async function statusRead(token: string, orderNo: string) {
  const res = await callRoute(server, routes.withdrawalRecords, { token, query: {} });
  return res.body.value.list.find((row) => row.orderNo === orderNo)?.status;
}

describe('the forced receipt on the job queue', () => {
  it('stores AUTO_RECEIVED once the time is up, once, audited by the system; no money moves', async () => {
    const { member, orderNo } = await paidOrder('autojob1');
    const answered = await paidOrder('autojob2');
    const main = await m.balance(ledgerAccount.main(member.id));

    // Not due yet: the job leaves the order PAID.
    await runJob();
    expect(await storedStatus(orderNo)).toBe('PAID');
    expect(await autoEntries(orderNo)).toEqual([]);

    // The member answers one of them before the time is up.
    const received = await callRoute(server, routes.withdrawalReceipt, {
      token: answered.member.token,
      body: { orderNo: answered.orderNo, result: 'received' },
    });
    expect(received.status, received.text).toBe(200);

    server.clock.advance(60 * MINUTE);
    await m.renew(member);
    // Reads count it received from the due time on, whether or not a run stored it yet.
    expect(await statusRead(member.token, orderNo)).toBe('AUTO_RECEIVED');

    const id = await runJob();
    // Two more runs at once, as two processes' would: nothing is marked twice.
    await Promise.all([runJob(), runJob()]);
    expect(await storedStatus(orderNo)).toBe('AUTO_RECEIVED');
    expect(await storedStatus(answered.orderNo)).toBe('RECEIVED');
    const entries = await autoEntries(orderNo);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      operatorId: null,
      operatorName: 'system',
      merchantCode: 'aurora',
      before: { status: 'PAID' },
      after: { status: 'AUTO_RECEIVED' },
    });
    // Whichever run stored it (this one or the minute's own) is named in the entry.
    expect(entries[0]!.requestId).toMatch(new RegExp(`^job:${AUTO_RECEIVE_JOB}:[0-9a-f-]{36}$`));
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await autoEntries(answered.orderNo)).toEqual([]);
    expect(await statusRead(member.token, orderNo)).toBe('AUTO_RECEIVED');
    expect(await m.balance(ledgerAccount.main(member.id))).toBe(main);
    await m.expectReconciled();
  });

  it('runs every minute, scheduled once, and is listed to operators', async () => {
    const scheduled = (await server.database.db.execute(
      sql`select cron from pgboss.schedule where name = ${AUTO_RECEIVE_JOB}`,
    )) as unknown as { rows: unknown[] };
    expect(scheduled.rows).toEqual([{ cron: '* * * * *' }]);
    const runs = await callRoute(server, routes.operatorJobRuns, {
      token: admin,
      query: { name: AUTO_RECEIVE_JOB },
    });
    expect(runs.status, runs.text).toBe(200);
    expect(runs.body.value.list.filter((run) => run.state === 'completed').length).toBeGreaterThanOrEqual(4);
  });
});
