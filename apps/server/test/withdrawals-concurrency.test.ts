import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@wps/contracts';
import { ledgerAccount } from '../src/modules/ledger/accounts.js';
import { callRoute, type TestServer } from './harness.js';
import { expectError, money, PAYMENT_PASSWORD, startPostgresServer } from './withdrawals-support.js';

/** Races on withdrawals through HTTP, always on the real PostgreSQL (a pool of 16 connections). */

let server: TestServer;
let m: ReturnType<typeof money>;
let admin: string;
let checker: { token: string };
let names = 0;

beforeAll(async () => {
  server = await startPostgresServer();
  m = money(server);
  admin = await m.adminSession();
  checker = await m.operator('editor');
});
afterAll(() => server?.close());
afterEach(async () => {
  await m.expectReconciled();
});

const withdraw = (token: string, body: { accountId: number; amount: string; requestId?: string }) =>
  callRoute(server, routes.withdraw, {
    token,
    key: m.key(),
    body: { paymentPassword: PAYMENT_PASSWORD, requestId: randomUUID(), ...body },
  });

const decide = (token: string, decision: 'approve' | 'reject', orderNo: string) =>
  callRoute(
    server,
    decision === 'approve' ? routes.operatorWithdrawalApprove : routes.operatorWithdrawalReject,
    {
      token,
      params: { merchantCode: 'aurora', orderNo },
      body: {},
    },
  );

async function readyMember(balance: bigint) {
  const member = await m.member(`racer${++names}`);
  await m.fund(member.id, balance);
  const bound = await callRoute(server, routes.bindPayoutAccount, {
    token: member.token,
    key: m.key(),
    body: {
      kind: 'bank',
      bankCode: 'BPI',
      accountNumber: '123456789012',
      accountName: 'Ana Lim',
      paymentPassword: PAYMENT_PASSWORD,
    },
  });
  expect(bound.body.success, bound.text).toBe(true);
  return { ...member, accountId: bound.body.value.id };
}

const outcome = (res: { body: { success: boolean; errorCode?: string } }) =>
  res.body.success ? 'ok' : (res.body.errorCode ?? 'unknown');

async function count(query: ReturnType<typeof sql>) {
  const result = (await server.database.db.execute(query)) as unknown as { rows: { n: unknown }[] };
  return Number(result.rows[0]!.n);
}

describe('concurrent withdrawals on PostgreSQL', () => {
  it('two withdrawals of the whole balance at once: exactly one succeeds', async () => {
    for (let round = 0; round < 5; round++) {
      const member = await readyMember(50_000n);
      const results = await Promise.all(
        [0, 1].map(() => withdraw(member.token, { accountId: member.accountId, amount: '500' })),
      );
      expect(results.map(outcome).sort()).toEqual(['balance.insufficient', 'ok']);
      expect(await m.balance(ledgerAccount.main(member.id))).toBe(0n);
      expect(await m.balance(ledgerAccount.pendingWithdrawal(member.id))).toBe(50_000n);
      expect(
        await count(sql`select count(*) as n from withdrawal_orders where member_id = ${member.id}`),
      ).toBe(1);
    }
  });

  it('twenty copies of one request at once: one hold, one order, the same answer', async () => {
    const member = await readyMember(100_000n);
    const requestId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        withdraw(member.token, { accountId: member.accountId, amount: '300', requestId }),
      ),
    );
    expect(results.map(outcome)).toEqual(Array(20).fill('ok'));
    expect(new Set(results.map((res) => res.body.value.orderNo)).size).toBe(1);
    expect(await m.balance(ledgerAccount.pendingWithdrawal(member.id))).toBe(30_000n);
    expect(await count(sql`select count(*) as n from withdrawal_orders where member_id = ${member.id}`)).toBe(
      1,
    );
  });

  it('requests racing for the last withdrawal of the day: one passes, the others keep their money', async () => {
    await m.moneySettings(admin, (settings) => {
      settings.withdrawal.dailyCount = 1;
    });
    try {
      const member = await readyMember(1_000_000n);
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          withdraw(member.token, { accountId: member.accountId, amount: '100' }),
        ),
      );
      const outcomes = results.map(outcome);
      expect(outcomes.filter((code) => code === 'ok')).toHaveLength(1);
      expect(outcomes.filter((code) => code !== 'ok')).toEqual(Array(7).fill('withdraw.limit.reached'));
      expect(await m.balance(ledgerAccount.pendingWithdrawal(member.id))).toBe(10_000n);
      expect(await m.balance(ledgerAccount.main(member.id))).toBe(990_000n);
      expect(
        await count(
          sql`select count(*) as n from withdrawal_orders where member_id = ${member.id} and status = 'PENDING'`,
        ),
      ).toBe(1);
      // A retry of a request refused after its hold is refused again, and its money stays returned.
      const lateRequest = await server.database.db.execute(
        sql`select request_id from withdrawal_orders where member_id = ${member.id} and status = 'REJECTED' limit 1`,
      );
      const late = (lateRequest as unknown as { rows: { request_id: string }[] }).rows[0];
      if (late) {
        const retry = await withdraw(member.token, {
          accountId: member.accountId,
          amount: '100',
          requestId: late.request_id,
        });
        expectError(retry, 'withdraw.limit.reached');
        expect(await m.balance(ledgerAccount.main(member.id))).toBe(990_000n);
      }
    } finally {
      await m.moneySettings(admin, (settings) => {
        settings.withdrawal.dailyCount = 5;
      });
    }
  });

  it('approve and reject of the same orders at once: exactly one decision each, money once', async () => {
    const member = await readyMember(1_000_000n);
    await m.moneySettings(admin, (settings) => {
      settings.withdrawal.dailyCount = 20;
    });
    try {
      const orders: string[] = [];
      for (let i = 0; i < 10; i++)
        orders.push(
          (await withdraw(member.token, { accountId: member.accountId, amount: '1000' })).body.value.orderNo,
        );
      const results = await Promise.all(
        orders.flatMap((orderNo) => [
          decide(admin, 'approve', orderNo),
          decide(checker.token, 'reject', orderNo),
        ]),
      );
      let paid = 0;
      for (let i = 0; i < orders.length; i++) {
        const pair = [outcome(results[2 * i]!), outcome(results[2 * i + 1]!)].sort();
        expect(pair).toEqual(['ok', 'order.not.pending']);
        if (outcome(results[2 * i]!) === 'ok') paid++;
      }
      expect(await m.balance(ledgerAccount.pendingWithdrawal(member.id))).toBe(0n);
      expect(await m.balance(ledgerAccount.main(member.id))).toBe(1_000_000n - BigInt(paid) * 100_000n);
    } finally {
      await m.moneySettings(admin, (settings) => {
        settings.withdrawal.dailyCount = 5;
      });
    }
  });

  it('two second approvals at once: paid once', async () => {
    const member = await readyMember(5_000_000n);
    const third = await m.operator('editor');
    const orderNo = (await withdraw(member.token, { accountId: member.accountId, amount: '25000' })).body
      .value.orderNo;
    expect((await decide(admin, 'approve', orderNo)).body.value.status).toBe('AWAITING_SECOND_APPROVAL');
    const results = await Promise.all([
      decide(checker.token, 'approve', orderNo),
      decide(third.token, 'approve', orderNo),
    ]);
    expect(results.map(outcome).sort()).toEqual(['ok', 'order.not.pending']);
    expect(await m.balance(ledgerAccount.pendingWithdrawal(member.id))).toBe(0n);
    expect(
      await count(
        sql`select count(*) as n from ledger_transactions where type = 'withdrawal' and meta->>'orderNo' = ${orderNo}`,
      ),
    ).toBe(1);
  });
});
