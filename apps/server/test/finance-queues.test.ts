import { randomUUID } from 'node:crypto';
import { routes, type RouteDescriptor } from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelOf, manualDeposit, requestId } from './deposits-support.js';
import { callRoute, type RouteQuery, startTestServer, type TestServer } from './harness.js';
import { money, OPERATOR_CHANGED_PASSWORD, PAYMENT_PASSWORD } from './withdrawals-support.js';

/*
 * The back office's finance queues: the operator's deposit, withdrawal and adjustment lists filtered
 * (status, member, time, amount), sorted and paged with their total and latest change; withdrawals
 * with their risk hints and maker-checker state; each list as CSV.
 */

const HOUR = 3_600_000;
const aurora = { merchantCode: 'aurora' };

let server: TestServer;
let m: ReturnType<typeof money>;
let admin: string;
let checker: { token: string; username: string };

beforeAll(async () => {
  server = await startTestServer();
  m = money(server);
  admin = await m.adminSession();
  checker = await m.operator('editor');
  await m.moneySettings(admin, (settings) => {
    settings.withdrawal.secondApprovalAbove = '250.00';
  });
});
afterAll(() => server?.close());

type Member = Awaited<ReturnType<typeof m.member>>;
let names = 0;
const uniqueName = (prefix: string) => `${prefix}${++names}`;

/** Moves the clock; everyone signs in again (operator sessions last 12 h, members' 30 min idle). */
async function jump(ms: number, ...members: Member[]) {
  server.clock.advance(ms);
  admin = await m.adminSession();
  checker.token = await m.login(checker.username, OPERATOR_CHANGED_PASSWORD);
  for (const member of members) await m.renew(member);
}

async function bind(member: Member, accountNumber: string): Promise<number> {
  const res = await callRoute(server, routes.bindPayoutAccount, {
    token: member.token,
    key: m.key(),
    body: {
      kind: 'bank',
      bankCode: 'BDO',
      accountNumber,
      accountName: 'Juan Dela Cruz',
      paymentPassword: PAYMENT_PASSWORD,
    },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.value.id;
}

async function withdraw(member: Member, accountId: number, amount: string): Promise<string> {
  const res = await callRoute(server, routes.withdraw, {
    token: member.token,
    key: m.key(),
    body: { accountId, amount, paymentPassword: PAYMENT_PASSWORD, requestId: randomUUID() },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.value.orderNo;
}

const approve = (token: string, orderNo: string) =>
  callRoute(server, routes.operatorWithdrawalApprove, { token, params: { ...aurora, orderNo }, body: {} });

const withdrawals = (query: RouteQuery<typeof routes.operatorWithdrawals> = {}) =>
  callRoute(server, routes.operatorWithdrawals, { token: admin, params: aurora, query });
const deposits = (query: RouteQuery<typeof routes.operatorDeposits> = {}) =>
  callRoute(server, routes.operatorDeposits, { token: admin, params: aurora, query });
const adjustments = (query: RouteQuery<typeof routes.operatorAdjustments> = {}) =>
  callRoute(server, routes.operatorAdjustments, { token: admin, params: aurora, query });

async function orderOf(orderNo: string) {
  const res = await withdrawals({ pageSize: 100 });
  expect(res.status, res.text).toBe(200);
  return res.body.value.list.find((order) => order.orderNo === orderNo)!;
}

/** A CSV export: its rows split into cells (simple cells only), the answer's headers and text. */
async function exportOf<R extends RouteDescriptor>(route: R, query: Record<string, unknown>) {
  const res = await callRoute(
    server,
    route as RouteDescriptor,
    {
      token: admin,
      params: aurora,
      rawQuery: query,
    } as never,
  );
  expect(res.status, res.text).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="\w+\.csv"$/);
  expect(res.text.startsWith('\ufeff')).toBe(true);
  const lines = res.text.slice(1).split('\r\n');
  expect(lines.pop()).toBe('');
  return { res, header: lines[0]!.split(','), rows: lines.slice(1) };
}

describe('withdrawal queue', () => {
  let veteran: Member;
  let veteranAccount: number;
  let fresh: Member;
  let big: string;

  it('tells what to look at twice: first payout, new payout account, recent password, turnover', async () => {
    // A member with a paid withdrawal a day ago, to the same account.
    veteran = await m.member(uniqueName('veteran'));
    await m.fund(veteran.id, 100_000n);
    veteranAccount = await bind(veteran, '001111222233');
    const paid = await withdraw(veteran, veteranAccount, '100.00');
    expect((await approve(admin, paid)).status).toBe(200);
    await jump(25 * HOUR, veteran);

    const again = await withdraw(veteran, veteranAccount, '120.00');
    const otherAccount = await bind(veteran, '009999888877');
    const toNewAccount = await withdraw(veteran, otherAccount, '130.00');

    // A member who registered now, deposited 500 (and got 200 needing no turnover), bet 500, asked
    // for 150, then deposited 100 more.
    fresh = await m.member(uniqueName('fresh'));
    await m.deposit(fresh.id, 50_000n);
    await m.fund(fresh.id, 20_000n);
    await m.bet(fresh.id, 50_000n);
    const freshAccount = await bind(fresh, '005555666677');
    const first = await withdraw(fresh, freshAccount, '150.00');
    await m.deposit(fresh.id, 10_000n);

    expect((await orderOf(again)).risk).toEqual({
      firstWithdrawal: false,
      payoutAccountAddedAt: expect.any(Number),
      payoutAccountNew: false,
      passwordChangedAt: expect.any(Number),
      passwordChangedRecently: false,
      turnover: { required: '0.00', completed: '0.00', remaining: '0.00', met: true },
    });
    expect((await orderOf(toNewAccount)).risk).toMatchObject({
      firstWithdrawal: false,
      payoutAccountNew: true,
    });
    const freshOrder = await orderOf(first);
    expect(freshOrder.risk).toEqual({
      firstWithdrawal: true,
      payoutAccountAddedAt: server.clock.now().getTime(),
      payoutAccountNew: true,
      passwordChangedAt: server.clock.now().getTime(),
      passwordChangedRecently: true,
      turnover: { required: '600.00', completed: '500.00', remaining: '100.00', met: false },
    });
    expect(freshOrder.approval).toEqual({
      needsSecondApprover: false,
      threshold: '250.00',
      firstApprovedBy: null,
      firstApprovedAt: null,
      awaitingSecondApprover: false,
    });
    // Decided orders carry no risk hints; who decided is shown.
    expect(await orderOf(paid)).toMatchObject({ risk: null, decidedBy: 'admin', status: 'AUTO_RECEIVED' });
  });

  it('shows the maker-checker state: above the threshold, approved once by whom and when', async () => {
    big = await withdraw(veteran, veteranAccount, '300.00');
    expect((await orderOf(big)).approval).toMatchObject({
      needsSecondApprover: true,
      awaitingSecondApprover: false,
    });
    const before = (await withdrawals({ pageSize: 1 })).body.value.updatedAt;
    server.clock.advance(1_000);
    const firstApproval = await approve(admin, big);
    expect(firstApproval.body.value).toMatchObject({
      status: 'AWAITING_SECOND_APPROVAL',
      approval: {
        needsSecondApprover: true,
        firstApprovedBy: 'admin',
        firstApprovedAt: server.clock.now().getTime(),
        awaitingSecondApprover: true,
      },
      risk: { firstWithdrawal: false },
    });
    const after = await withdrawals({ pageSize: 1 });
    expect(after.body.value.updatedAt).toEqual(expect.any(Number));
    expect(after.body.value.updatedAt).not.toBe(before);
    const paid = await approve(checker.token, big);
    expect(paid.body.value).toMatchObject({
      status: 'PAID',
      risk: null,
      approval: { firstApprovedBy: 'admin', awaitingSecondApprover: false },
      decidedBy: checker.username,
    });
  });

  it('filters by status, member, time and amount, sorts, and counts', async () => {
    const pending = await withdrawals({ status: 'PENDING', sort: 'amount', order: 'asc', pageSize: 2 });
    expect(pending.status, pending.text).toBe(200);
    expect(pending.body.value).toMatchObject({ total: 3, totalPages: 2, pageNum: 1 });
    expect(pending.body.value.list.map((order) => order.amount)).toEqual(['120.00', '130.00']);
    const mine = await withdrawals({ memberId: fresh.id });
    expect(mine.body.value.list.map((order) => order.memberId)).toEqual([fresh.id]);
    const ranged = await withdrawals({
      minAmount: '125',
      maxAmount: '300.00',
      sort: 'amount',
      order: 'desc',
    });
    expect(ranged.body.value.list.map((order) => order.amount)).toEqual(['300.00', '150.00', '130.00']);
    const now = server.clock.now().getTime();
    const recent = await withdrawals({ from: new Date(now - HOUR).toISOString() });
    expect(recent.body.value.total).toBe(4);
    const older = await withdrawals({ to: new Date(now - HOUR).toISOString() });
    expect(older.body.value.list.map((order) => order.amount)).toEqual(['100.00']);
    const none = await withdrawals({ memberId: 2_000_000_000 });
    expect(none.body.value).toMatchObject({ list: [], total: 0, totalPages: 1 });
  });

  it('refuses bad filters with validation.failed', async () => {
    for (const query of [
      { minAmount: '1.001' },
      { minAmount: '-5' },
      { minAmount: '300', maxAmount: '200' },
      { from: '2026-11-23T00:00:00Z', to: '2026-11-22T00:00:00Z' },
      { from: 'yesterday' },
      { sort: 'username' },
      { order: 'up' },
      { memberId: '99999999999' },
    ]) {
      const res = await callRoute(server, routes.operatorWithdrawals, {
        token: admin,
        params: aurora,
        rawQuery: query,
      });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.errorCode).toBe('validation.failed');
    }
    const exported = await callRoute(server, routes.operatorWithdrawalExport, {
      token: admin,
      params: aurora,
      rawQuery: { minAmount: 'x' },
    });
    expect(exported.status).toBe(400);
    expect(exported.body.errorCode).toBe('validation.failed');
  });

  it('exports the filtered rows as CSV in the list order', async () => {
    const { res, header, rows } = await exportOf(routes.operatorWithdrawalExport, {
      status: 'PENDING',
      sort: 'amount',
      order: 'asc',
    });
    expect(res.headers.get('x-export-truncated')).toBeNull();
    expect(header.slice(0, 6)).toEqual([
      'orderNo',
      'createdAt',
      'memberId',
      'username',
      'currency',
      'amount',
    ]);
    expect(rows.map((row) => row.split(',')[5])).toEqual(['120.00', '130.00', '150.00']);
    expect(rows.map((row) => row.split(',')[8])).toEqual(['PENDING', 'PENDING', 'PENDING']);
  });
});

describe('deposit queue', () => {
  let payer: Member;
  let channelName: string;
  const made: string[] = [];

  it('shows what an operator decides on, filtered and sorted, with who decided', async () => {
    payer = await m.member(uniqueName('payer'));
    const channel = await channelOf(server, payer.token, 'BANK_TRANSFER');
    channelName = channel.name;
    for (const [amount, payerName] of [
      ['200.00', 'Juan Dela Cruz'],
      ['350.00', '=HYPERLINK("http://evil.example")'],
      ['500.00', 'Maria, "Clara"'],
    ] as const) {
      const res = await manualDeposit(server, payer.token, {
        channelId: channel.id,
        amount,
        reference: `REF-${amount}`,
        payerName,
        requestId: requestId(),
      });
      expect(res.status, res.text).toBe(200);
      made.push(res.body.value.orderNo);
    }
    const approved = await callRoute(server, routes.operatorDepositApprove, {
      token: admin,
      params: { ...aurora, orderNo: made[2]! },
      body: {},
    });
    expect(approved.body.value).toMatchObject({ status: 'PAID', decidedBy: 'admin' });

    const queue = await deposits({ memberId: payer.id, status: 'PENDING', kind: 'manual', sort: 'amount' });
    expect(queue.status, queue.text).toBe(200);
    expect(queue.body.value).toMatchObject({ total: 2, updatedAt: expect.any(Number) });
    expect(queue.body.value.list.map((order) => [order.amount, order.username, order.channel])).toEqual([
      ['350.00', payer.username, channelName],
      ['200.00', payer.username, channelName],
    ]);
    expect(queue.body.value.list[1]).toMatchObject({
      payerName: 'Juan Dela Cruz',
      reference: 'REF-200.00',
      createdAt: expect.any(Number),
      decidedBy: null,
      hasProof: false,
    });
    const ranged = await deposits({ memberId: payer.id, minAmount: '300', maxAmount: '500', order: 'asc' });
    expect(ranged.body.value.list.map((order) => order.orderNo)).toEqual([made[1], made[2]]);
  });

  it('exports them as CSV, text that would run as a formula made inert', async () => {
    const { header, res } = await exportOf(routes.operatorDepositExport, {
      memberId: payer.id,
      sort: 'amount',
      order: 'asc',
    });
    expect(header).toContain('payerName');
    const body = res.text;
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(body).toContain('"Maria, ""Clara"""');
    expect(body.indexOf(made[0]!)).toBeLessThan(body.indexOf(made[1]!));
    expect(body.indexOf(made[1]!)).toBeLessThan(body.indexOf(made[2]!));
  });
});

describe('adjustment list', () => {
  it('filters by signed amount and member, sorts, counts and exports', async () => {
    const member = await m.member(uniqueName('adjusted'));
    await m.fund(member.id, 100_000n);
    for (const amount of ['-50.00', '25.00', '15000.00'])
      expect(
        (
          await callRoute(server, routes.operatorAdjustmentCreate, {
            token: admin,
            params: aurora,
            body: { memberId: member.id, amount, reason: 'test adjustment', requestId: randomUUID() },
          })
        ).status,
      ).toBe(200);
    const all = await adjustments({ memberId: member.id, sort: 'amount', order: 'asc' });
    expect(all.status, all.text).toBe(200);
    expect(all.body.value).toMatchObject({ total: 3, updatedAt: expect.any(Number) });
    expect(all.body.value.list.map((row) => row.amount)).toEqual(['-50.00', '25.00', '15000.00']);
    const small = await adjustments({ memberId: member.id, minAmount: '-60', maxAmount: '30' });
    expect(small.body.value.list.map((row) => row.amount)).toEqual(['25.00', '-50.00']);
    const pending = await adjustments({ memberId: member.id, status: 'PENDING' });
    expect(pending.body.value.list.map((row) => row.amount)).toEqual(['15000.00']);
    const { rows } = await exportOf(routes.operatorAdjustmentExport, { memberId: member.id, sort: 'amount' });
    expect(rows.map((row) => row.split(',')[5])).toEqual(['15000.00', '25.00', '-50.00']);
  });
});
