import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routes, type SiteFlags } from '@wps/contracts';
import { ledgerAccount } from '../src/modules/ledger/accounts.js';
import { orderNoOf } from '../src/kernel/money.js';
import {
  call,
  callRoute,
  createMember,
  putSection,
  startTestServer,
  type RouteBody,
  type RouteQuery,
  type TestServer,
} from './harness.js';
import {
  expectError,
  FAKE_PNG_PROOF,
  fieldCode,
  money,
  OPERATOR_CHANGED_PASSWORD,
  PAYMENT_PASSWORD,
  PNG_PROOF,
  pngOfSize,
} from './withdrawals-support.js';

let server: TestServer;
let m: ReturnType<typeof money>;
let admin: string;
let checker: { token: string; username: string };

beforeAll(async () => {
  server = await startTestServer();
  m = money(server);
  admin = await m.adminSession();
  checker = await m.operator('editor');
});
afterAll(() => server?.close());
afterEach(async () => {
  await m.expectReconciled();
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Moves the clock; operator sessions (12 h) and member sessions (30 min idle) may end on the way,
 * so everyone signs in again.
 */
async function jump(ms: number, ...members: { id: number; token: string }[]) {
  server.clock.advance(ms);
  admin = await m.adminSession();
  checker.token = await m.login(checker.username, OPERATOR_CHANGED_PASSWORD);
  for (const member of members) await m.renew(member);
}
let names = 0;
const uniqueName = (prefix: string) => `${prefix}${++names}`.slice(0, 16);

type Member = Awaited<ReturnType<ReturnType<typeof money>['member']>>;
type WithdrawBody = RouteBody<typeof routes.withdraw>;
const aurora = { merchantCode: 'aurora' };

const bind = (token: string, body: Partial<RouteBody<typeof routes.bindPayoutAccount>>) =>
  callRoute(server, routes.bindPayoutAccount, {
    token,
    key: m.key(),
    body: {
      kind: 'bank',
      bankCode: 'BDO',
      accountNumber: '001234567890',
      accountName: 'Juan Dela Cruz',
      paymentPassword: PAYMENT_PASSWORD,
      ...body,
    },
  });

const withdraw = (
  token: string,
  body: Omit<WithdrawBody, 'paymentPassword' | 'requestId'> & Partial<WithdrawBody>,
) => withdrawRaw(token, body);

/** A withdrawal with any body, also one the contract refuses. */
const withdrawRaw = (token: string, body: Record<string, unknown>) =>
  callRoute(server, routes.withdraw, {
    token,
    key: m.key(),
    rawBody: { paymentPassword: PAYMENT_PASSWORD, requestId: randomUUID(), ...body },
  });

const accountInfo = (token: string) => callRoute(server, routes.withdrawAccounts, { token });

const settingsOf = (token: string) => callRoute(server, routes.withdrawSettings, { token });

const records = (token: string, query: RouteQuery<typeof routes.withdrawalRecords> = {}) =>
  callRoute(server, routes.withdrawalRecords, { token, query });

const receipt = (token: string, body: RouteBody<typeof routes.withdrawalReceipt>) =>
  callRoute(server, routes.withdrawalReceipt, { token, body });

const approve = (token: string, orderNo: string, remark?: string) =>
  callRoute(server, routes.operatorWithdrawalApprove, {
    token,
    params: { ...aurora, orderNo },
    body: remark ? { remark } : {},
  });

const reject = (token: string, orderNo: string, remark?: string) =>
  callRoute(server, routes.operatorWithdrawalReject, {
    token,
    params: { ...aurora, orderNo },
    body: remark ? { remark } : {},
  });

const queue = (token: string, query: RouteQuery<typeof routes.operatorWithdrawals> = {}) =>
  callRoute(server, routes.operatorWithdrawals, { token, params: aurora, query });

async function orderOf(orderNo: string) {
  const res = await queue(admin, { pageSize: 100 });
  return res.body.value.list.find((order) => order.orderNo === orderNo)!;
}

async function auditOf(action: string, target: string) {
  const res = await callRoute(server, routes.auditList, {
    token: admin,
    query: { merchantCode: 'aurora', pageSize: 200 },
  });
  return res.body.value.list.filter((entry) => entry.action === action && entry.target === target);
}

async function orderCount(memberId: number) {
  const result = (await server.database.db.execute(
    sql`select count(*) as n from withdrawal_orders where member_id = ${memberId}`,
  )) as unknown as { rows: { n: unknown }[] };
  return Number(result.rows[0]!.n);
}

/** A member with a bound bank card and `balance` (minor units) in the main wallet, needing no turnover. */
async function readyMember(prefix: string, balance: bigint, payee = 'Juan Dela Cruz') {
  const member = await m.member(uniqueName(prefix));
  if (balance > 0n) await m.fund(member.id, balance);
  const bound = await bind(member.token, { accountName: payee });
  expect(bound.body.success, bound.text).toBe(true);
  return { ...member, accountId: bound.body.value.id };
}

const main = (member: { id: number }) => m.balance(ledgerAccount.main(member.id));
const held = (member: { id: number }) => m.balance(ledgerAccount.pendingWithdrawal(member.id));

async function pendingOrder(member: Member & { accountId: number }, amount: string) {
  const res = await withdraw(member.token, { accountId: member.accountId, amount });
  expect(res.body.success, res.text).toBe(true);
  return res.body.value.orderNo;
}

describe('payout accounts', () => {
  it('lists the banks and e-wallets one may bind, and nothing bound yet', async () => {
    const member = await m.member(uniqueName('banks'));
    const res = await accountInfo(member.token);
    expect(res.status).toBe(200);
    expect(res.body.value.accounts).toEqual([]);
    expect(res.body.value.payeeName).toBeNull();
    expect(res.body.value.banks).toContainEqual({ code: 'BDO', name: 'BDO Unibank' });
    expect(res.body.value.ewallets).toContainEqual({ code: 'GCASH', name: 'GCash' });
  });

  it('binds a card in a new payee name, which becomes the member payee name; only the last 4 digits show', async () => {
    const member = await m.member(uniqueName('bind'));
    const res = await bind(member.token, { accountNumber: '009876543210', accountName: '  Maria   Santos ' });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      kind: 'bank',
      bankCode: 'BDO',
      bankName: 'BDO Unibank',
      accountName: 'Maria Santos',
      accountNumberMasked: '••••3210',
      isDefault: true,
    });
    expect(res.text).not.toContain('009876543210');
    const info = await accountInfo(member.token);
    expect(info.body.value.payeeName).toBe('Maria Santos');
    expect(info.body.value.accounts).toHaveLength(1);
    expect(info.text).not.toContain('009876543210');
    const profile = await server.services.members.contactOf(member.id);
    expect(profile.payeeName).toBe('Maria Santos');

    // An e-wallet in the same name (any case, any spacing) binds too, and is not the default.
    const wallet = await bind(member.token, {
      kind: 'ewallet',
      bankCode: 'GCASH',
      accountNumber: '09171234567',
      accountName: 'MARIA santos',
    });
    expect(wallet.body.value).toMatchObject({
      kind: 'ewallet',
      accountName: 'Maria Santos',
      isDefault: false,
    });
  });

  it('refuses an account in another name and changes nothing', async () => {
    const member = await m.member(uniqueName('mismatch'));
    await bind(member.token, { accountName: 'Pedro Reyes' });
    const res = await bind(member.token, { accountNumber: '111122223333', accountName: 'Someone Else' });
    expectError(res, 'validation.failed', 400);
    expect(fieldCode(res, 'accountName')).toBe('field.payee_mismatch');
    expect((await accountInfo(member.token)).body.value.accounts).toHaveLength(1);
    expect((await server.services.members.contactOf(member.id)).payeeName).toBe('Pedro Reyes');
  });

  it('refuses an unknown bank, a duplicate, and a sixth account', async () => {
    const member = await m.member(uniqueName('limits'));
    const unknown = await bind(member.token, { bankCode: 'NOPE' });
    expectError(unknown, 'validation.failed');
    expect(fieldCode(unknown, 'bankCode')).toBe('field.invalid_option');
    // A bank code of the wrong kind is unknown too.
    expectError(await bind(member.token, { kind: 'ewallet', bankCode: 'BDO' }), 'validation.failed');
    // No name was set by the refused bindings.
    expect((await server.services.members.contactOf(member.id)).payeeName).toBeNull();

    for (let i = 0; i < 5; i++)
      expect((await bind(member.token, { accountNumber: `55500000000${i}` })).body.success).toBe(true);
    const sixth = await bind(member.token, { accountNumber: '555000000009' });
    expectError(sixth, 'validation.failed');
    expect(fieldCode(sixth, 'accountNumber')).toBe('field.too_many');
    expect((await accountInfo(member.token)).body.value.accounts).toHaveLength(5);

    const other = await m.member(uniqueName('dup'));
    await bind(other.token, { accountNumber: '777000000001' });
    const again = await bind(other.token, { accountNumber: '777000000001' });
    expect(fieldCode(again, 'accountNumber')).toBe('field.duplicate');
  });

  it('needs the payment password, set and right; wrong answers are limited', async () => {
    const bare = await createMember(server, { username: uniqueName('nopay') });
    expectError(await bind(bare.token, {}), 'payment.password.missing');

    const member = await m.member(uniqueName('wrongpay'));
    for (let i = 0; i < 5; i++)
      expectError(await bind(member.token, { paymentPassword: '000000' }), 'password.wrong', 400);
    const locked = await bind(member.token, {});
    expectError(locked, 'too.many.requests', 429);
    expect((await accountInfo(member.token)).body.value.accounts).toEqual([]);
    await jump(16 * MINUTE, member);
    expect((await bind(member.token, {})).body.success).toBe(true);
  });

  it('needs an encrypted body', async () => {
    const member = await m.member(uniqueName('plain'));
    const res = await call(server, routes.bindPayoutAccount.path, {
      headers: { authorization: member.token },
      method: 'PUT',
      body: {
        kind: 'bank',
        bankCode: 'BDO',
        accountNumber: '123456789',
        accountName: 'A B',
        paymentPassword: PAYMENT_PASSWORD,
      },
    });
    expectError(res, 'request_body_required');
  });
});

describe('withdrawal settings and charges', () => {
  it('answers the limits, what is left today, the charge and the turnover', async () => {
    const member = await m.member(uniqueName('settings'));
    const res = await settingsOf(member.token);
    expect(res.body.value).toEqual({
      enabled: true,
      minimumAmount: '100.00',
      maximumAmount: '50000.00',
      dailyCountLeft: 5,
      dailyAmountLeft: '200000.00',
      freeLeftToday: 3,
      chargeBasisPoints: 100,
      chargeFixed: '0.00',
      turnover: { required: '0.00', completed: '0.00', remaining: '0.00' },
      hasPaymentPassword: true,
    });
  });

  it('charges nothing while free withdrawals are left today, then 1% (rounded) plus the fixed part', async () => {
    const member = await readyMember('charge', 1_000_000n);
    const charge = (amount: string) =>
      callRoute(server, routes.withdrawCharge, { token: member.token, query: { amount } });
    expect((await charge('1000')).body.value).toEqual({
      amount: '1000.00',
      charge: '0.00',
      receive: '1000.00',
    });
    for (let i = 0; i < 3; i++) await pendingOrder(member, '100');
    expect((await charge('1000')).body.value).toEqual({
      amount: '1000.00',
      charge: '10.00',
      receive: '990.00',
    });
    expect((await charge('100.50')).body.value).toEqual({
      amount: '100.50',
      charge: '1.01',
      receive: '99.49',
    });
    expectError(await charge('1.005'), 'validation.failed');
    expectError(await charge('abc'), 'validation.failed');

    const settings = await settingsOf(member.token);
    expect(settings.body.value).toMatchObject({
      dailyCountLeft: 2,
      dailyAmountLeft: '199700.00',
      freeLeftToday: 0,
    });

    // The fourth withdrawal of the day stores its charge; the member receives the rest.
    const orderNo = await pendingOrder(member, '1000');
    const record = (await records(member.token)).body.value.list.find((row) => row.orderNo === orderNo)!;
    expect(record).toMatchObject({
      amount: '1000.00',
      charge: '10.00',
      receive: '990.00',
      status: 'PENDING',
    });
    // A new UTC day starts the counts again.
    await jump(DAY, member);
    expect((await charge('1000')).body.value.charge).toBe('0.00');
    expect((await settingsOf(member.token)).body.value).toMatchObject({
      dailyCountLeft: 5,
      freeLeftToday: 3,
    });
  });
});

describe('turnover', () => {
  it('requires the deposits since the last paid withdrawal to be bet first (x multiple)', async () => {
    const member = await readyMember('turnover', 0n);
    await m.deposit(member.id, 100_000n);
    const turnover = async () => (await settingsOf(member.token)).body.value.turnover;
    expect(await turnover()).toEqual({ required: '1000.00', completed: '0.00', remaining: '1000.00' });

    await m.bet(member.id, 40_000n);
    expect(await turnover()).toEqual({ required: '1000.00', completed: '400.00', remaining: '600.00' });

    // Bets from a vendor wallet count too.
    await server.services.ledger.move({
      merchantId: await m.merchantId(),
      currency: 'PHP',
      type: 'wallet_transfer',
      idempotencyKey: `test-wallet-${randomUUID()}`,
      from: ledgerAccount.main(member.id),
      to: ledgerAccount.vendorWallet(member.id, 'SLOTS'),
      amount: 20_000n,
    });
    await m.bet(member.id, 10_000n, ledgerAccount.vendorWallet(member.id, 'SLOTS'));
    expect(await turnover()).toEqual({ required: '1000.00', completed: '500.00', remaining: '500.00' });

    const refused = await withdraw(member.token, { accountId: member.accountId, amount: '100' });
    expectError(refused, 'withdraw.turnover.required', 400);
    expect(refused.body.value).toEqual({ required: '1000.00', completed: '500.00', remaining: '500.00' });
    expect(await held(member)).toBe(0n);
    expect(await orderCount(member.id)).toBe(0);

    await m.fund(member.id, 100_000n);
    await m.bet(member.id, 50_000n);
    expect((await turnover()).remaining).toBe('0.00');
    const orderNo = await pendingOrder(member, '100');

    // Until it is paid the window stays open; once paid, it starts after that withdrawal.
    expect((await turnover()).required).toBe('1000.00');
    expect((await approve(admin, orderNo)).body.value.status).toBe('PAID');
    expect(await turnover()).toEqual({ required: '0.00', completed: '0.00', remaining: '0.00' });
    await m.deposit(member.id, 20_000n);
    await m.bet(member.id, 5_000n);
    expect(await turnover()).toEqual({ required: '200.00', completed: '50.00', remaining: '150.00' });

    // The multiple is an operator setting: 1.5 times the deposits.
    await m.moneySettings(admin, (money) => {
      money.withdrawal.turnoverMultiple = 1.5;
    });
    try {
      expect(await turnover()).toEqual({ required: '300.00', completed: '50.00', remaining: '250.00' });
    } finally {
      await m.moneySettings(admin, (money) => {
        money.withdrawal.turnoverMultiple = 1;
      });
    }
  });
});

describe('withdraw', () => {
  it('holds the amount in one posting and records a PENDING order; a retry answers the same order', async () => {
    const member = await readyMember('hold', 500_000n);
    const requestId = randomUUID();
    const first = await withdraw(member.token, { accountId: member.accountId, amount: '1234.50', requestId });
    expect(first.status).toBe(200);
    expect(first.body.value.orderNo).toMatch(/^W\d{18}$/);
    expect(await main(member)).toBe(500_000n - 123_450n);
    expect(await held(member)).toBe(123_450n);

    const again = await withdraw(member.token, { accountId: member.accountId, amount: '1234.50', requestId });
    expect(again.body.value.orderNo).toBe(first.body.value.orderNo);
    expect(await held(member)).toBe(123_450n);
    expect(await orderCount(member.id)).toBe(1);

    const other = await withdraw(member.token, { accountId: member.accountId, amount: '1000', requestId });
    expectError(other, 'idempotency.conflict', 409);
    expect(await held(member)).toBe(123_450n);

    const list = (await records(member.token)).body.value.list;
    expect(list).toEqual([
      {
        orderNo: first.body.value.orderNo,
        amount: '1234.50',
        charge: '0.00',
        receive: '1234.50',
        status: 'PENDING',
        account: 'BDO Unibank ••••7890',
        createdAt: server.clock.now().getTime(),
        paidAt: null,
        autoReceiveAt: null,
        remark: null,
      },
    ]);
  });

  it('a retry after a failure between the hold and the order row completes the order, holding once', async () => {
    const member = await readyMember('crashhold', 100_000n);
    const requestId = randomUUID();
    // What the request had posted before it failed: the hold, with no order row yet.
    await server.services.ledger.move({
      merchantId: await m.merchantId(),
      currency: 'PHP',
      type: 'withdrawal_hold',
      idempotencyKey: `withdraw:${member.id}:${requestId}`,
      from: ledgerAccount.main(member.id),
      to: ledgerAccount.pendingWithdrawal(member.id),
      amount: 30_000n,
      meta: { orderNo: orderNoOf('W', member.id, requestId), payoutAccountId: member.accountId },
    });
    const retry = await withdraw(member.token, { accountId: member.accountId, amount: '300', requestId });
    expect(retry.body.value.orderNo).toBe(orderNoOf('W', member.id, requestId));
    expect(await held(member)).toBe(30_000n);
    expect(await main(member)).toBe(70_000n);
    expect((await orderOf(retry.body.value.orderNo)).status).toBe('PENDING');
  });

  it('refuses bad requests with a clear code and changes nothing', async () => {
    const member = await readyMember('refuse', 20_000n);
    const stranger = await readyMember('stranger', 0n);
    const cases: [Record<string, unknown>, string, number][] = [
      [{ accountId: member.accountId, amount: '100', paymentPassword: '999999' }, 'password.wrong', 400],
      [{ accountId: stranger.accountId, amount: '100' }, 'validation.failed', 400],
      [{ accountId: 999_999, amount: '100' }, 'validation.failed', 400],
      [{ accountId: member.accountId, amount: '99.99' }, 'amount.out.of.range', 400],
      [{ accountId: member.accountId, amount: '50000.01' }, 'amount.out.of.range', 400],
      [{ accountId: member.accountId, amount: '100.001' }, 'validation.failed', 400],
      [{ accountId: member.accountId, amount: '-100' }, 'validation.failed', 400],
      [{ accountId: member.accountId, amount: 100 }, 'validation.failed', 400],
      [{ accountId: member.accountId, amount: '1e3' }, 'validation.failed', 400],
      [{ accountId: member.accountId, amount: '200.01' }, 'balance.insufficient', 400],
      [{ accountId: member.accountId, amount: '100', requestId: 'short' }, 'validation.failed', 400],
    ];
    for (const [body, code, status] of cases) {
      const res = await withdrawRaw(member.token, body);
      expectError(res, code, status);
      expect(res.text).not.toMatch(/select|insert|ledger_|stack/i);
    }
    const range = await withdraw(member.token, { accountId: member.accountId, amount: '99.99' });
    expect(range.body.value).toEqual({ min: '100.00', max: '50000.00' });
    const poor = await withdraw(member.token, { accountId: member.accountId, amount: '200.01' });
    expect(poor.body.value).toEqual({ balance: '200.00' });
    expect(await main(member)).toBe(20_000n);
    expect(await held(member)).toBe(0n);
    expect(await orderCount(member.id)).toBe(0);

    // The whole balance is fine.
    await pendingOrder(member, '200');
    expect(await main(member)).toBe(0n);
  });

  it('keeps to the daily count and amount (UTC days)', async () => {
    const member = await readyMember('daily', 10_000_000n);
    await m.moneySettings(admin, (money) => {
      money.withdrawal.dailyCount = 2;
      money.withdrawal.dailyMaxAmount = '1500.00';
    });
    try {
      await pendingOrder(member, '1000');
      const tooMuch = await withdraw(member.token, { accountId: member.accountId, amount: '600' });
      expectError(tooMuch, 'withdraw.limit.reached', 400);
      expect(tooMuch.body.value).toEqual({ dailyCountLeft: 1, dailyAmountLeft: '500.00' });
      await pendingOrder(member, '500');
      const third = await withdraw(member.token, { accountId: member.accountId, amount: '100' });
      expectError(third, 'withdraw.limit.reached');
      expect(third.body.value).toEqual({ dailyCountLeft: 0, dailyAmountLeft: '0.00' });
      expect(await held(member)).toBe(150_000n);

      // A rejected withdrawal gives its share of the day back.
      const [latest] = (await records(member.token)).body.value.list;
      expect((await reject(admin, latest!.orderNo, 'wrong account')).body.success).toBe(true);
      await pendingOrder(member, '500');
      await jump(DAY, member);
      await pendingOrder(member, '1000');
    } finally {
      await m.moneySettings(admin, (money) => {
        money.withdrawal.dailyCount = 5;
        money.withdrawal.dailyMaxAmount = '200000.00';
      });
    }
  });

  it('answers function.not.available while withdrawals are switched off', async () => {
    const member = await readyMember('off', 50_000n);
    await m.moneySettings(admin, (money) => {
      money.withdrawal.enabled = false;
    });
    try {
      expectError(
        await withdraw(member.token, { accountId: member.accountId, amount: '100' }),
        'function.not.available',
      );
      expect((await settingsOf(member.token)).body.value.enabled).toBe(false);
      expect(await held(member)).toBe(0n);
    } finally {
      await m.moneySettings(admin, (money) => {
        money.withdrawal.enabled = true;
      });
    }
  });

  it('offers the member no way to cancel a requested withdrawal', () => {
    const cancelling = Object.values(routes).filter(
      (route) => /withdraw/i.test(route.path) && /cancel|revoke|undo/i.test(`${route.path} ${route.id}`),
    );
    expect(cancelling).toEqual([]);
  });
});

describe('operator decisions', () => {
  it('lists the queue with the full account for the payout; viewers may look but not decide', async () => {
    const member = await readyMember('queue', 100_000n);
    const orderNo = await pendingOrder(member, '300');
    const res = await queue(admin, { status: 'PENDING', pageSize: 100 });
    const order = res.body.value.list.find((row) => row.orderNo === orderNo)!;
    expect(order).toMatchObject({
      memberId: member.id,
      username: member.username,
      bankName: 'BDO Unibank',
      accountName: 'Juan Dela Cruz',
      accountNumber: '001234567890',
      status: 'PENDING',
      firstApprovedBy: null,
      hasProof: false,
    });
    const viewer = await m.operator('viewer');
    expect((await queue(viewer.token)).status).toBe(200);
    expectError(await approve(viewer.token, orderNo), 'operator.forbidden', 403);
    expectError(await reject(viewer.token, orderNo), 'operator.forbidden', 403);
    expectError(await approve(admin, 'W000000000000000000'), 'not.found', 404);
    expect(await held(member)).toBe(30_000n);
    // Members cannot call operator routes.
    expect(
      (
        await callRoute(server, routes.operatorWithdrawals, {
          params: aurora,
          token: member.token,
          merchant: 'aurora',
        })
      ).status,
    ).toBe(401);
  });

  it('pays out: PAID with the auto-receive time, money to clearing and the charge to the house, audited', async () => {
    const member = await readyMember('payout', 1_000_000n);
    for (let i = 0; i < 3; i++) await pendingOrder(member, '100');
    const orderNo = await pendingOrder(member, '1000');
    const house = await m.balance(ledgerAccount.house);
    const clearing = await m.balance(ledgerAccount.clearing);
    const paidAt = server.clock.now().getTime();

    const res = await approve(admin, orderNo, 'sent by bank transfer');
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      orderNo,
      status: 'PAID',
      amount: '1000.00',
      charge: '10.00',
      receive: '990.00',
      paidAt,
      autoReceiveAt: paidAt + 60 * MINUTE,
      remark: 'sent by bank transfer',
    });
    expect(await held(member)).toBe(30_000n);
    expect((await m.balance(ledgerAccount.house)) - house).toBe(1_000n);
    expect((await m.balance(ledgerAccount.clearing)) - clearing).toBe(99_000n);
    expect(await auditOf('withdrawal.approve', `withdrawal:${orderNo}`)).toHaveLength(1);

    expectError(await approve(admin, orderNo), 'order.not.pending', 409);
    expectError(await approve(checker.token, orderNo), 'order.not.pending', 409);
    expectError(await reject(admin, orderNo), 'order.not.pending', 409);
    expect(await held(member)).toBe(30_000n);
    expect(await auditOf('withdrawal.approve', `withdrawal:${orderNo}`)).toHaveLength(1);
  });

  it('rejects: the held amount returns to the member, REJECTED with the remark, audited', async () => {
    const member = await readyMember('rejected', 100_000n);
    const orderNo = await pendingOrder(member, '400');
    expect(await main(member)).toBe(60_000n);
    const res = await reject(admin, orderNo, 'account name unclear');
    expect(res.body.value).toMatchObject({
      status: 'REJECTED',
      remark: 'account name unclear',
      paidAt: null,
    });
    expect(await main(member)).toBe(100_000n);
    expect(await held(member)).toBe(0n);
    expect(await auditOf('withdrawal.reject', `withdrawal:${orderNo}`)).toHaveLength(1);
    expectError(await reject(admin, orderNo), 'order.not.pending');
    expectError(await approve(admin, orderNo), 'order.not.pending');
    expect(await main(member)).toBe(100_000n);
    const record = (await records(member.token)).body.value.list[0]!;
    expect(record).toMatchObject({ orderNo, status: 'REJECTED', remark: 'account name unclear' });
  });

  it('a decision retried after a failure between its posting and the order row takes effect once', async () => {
    const member = await readyMember('crashdecide', 100_000n);
    const orderNo = await pendingOrder(member, '400');
    const [row] = (
      (await server.database.db.execute(
        sql`select id, hold_transaction_id from withdrawal_orders where order_no = ${orderNo}`,
      )) as unknown as { rows: { id: unknown; hold_transaction_id: unknown }[] }
    ).rows;
    // The rejection had returned the money, then failed before marking the order.
    await server.services.ledger.reverse(
      Number(row!.hold_transaction_id),
      `withdrawal-decision:${Number(row!.id)}`,
      {
        merchantId: await m.merchantId(),
        meta: { orderNo, reason: 'rejected' },
      },
    );
    expect(await main(member)).toBe(100_000n);
    expect((await orderOf(orderNo)).status).toBe('PENDING');
    // Paying it now would pay money already returned: refused.
    expectError(await approve(admin, orderNo), 'order.not.pending');
    expect((await reject(admin, orderNo)).body.value.status).toBe('REJECTED');
    expect(await main(member)).toBe(100_000n);
    expect(await held(member)).toBe(0n);
  });

  it('above the threshold needs a second, different operator (maker-checker)', async () => {
    const member = await readyMember('checker', 10_000_000n);
    const orderNo = await pendingOrder(member, '20000.01');
    const first = await approve(admin, orderNo);
    expect(first.body.value).toMatchObject({ status: 'AWAITING_SECOND_APPROVAL', firstApprovedBy: 'admin' });
    expect(await held(member)).toBe(2_000_001n);
    expect(await auditOf('withdrawal.approve.first', `withdrawal:${orderNo}`)).toHaveLength(1);

    const same = await approve(admin, orderNo);
    expectError(same, 'approval.same.operator', 403);
    expect(await held(member)).toBe(2_000_001n);

    const second = await approve(checker.token, orderNo);
    expect(second.body.value).toMatchObject({ status: 'PAID', firstApprovedBy: 'admin' });
    expect(await held(member)).toBe(0n);
    expect(await auditOf('withdrawal.approve', `withdrawal:${orderNo}`)).toHaveLength(1);

    // At the threshold one approval pays; a waiting order may still be rejected, by anyone.
    const atThreshold = await pendingOrder(member, '20000');
    expect((await approve(checker.token, atThreshold)).body.value.status).toBe('PAID');
    const waiting = await pendingOrder(member, '30000');
    expect((await approve(checker.token, waiting)).body.value.status).toBe('AWAITING_SECOND_APPROVAL');
    expect((await reject(checker.token, waiting, 'not verified')).body.value.status).toBe('REJECTED');
    expect(await held(member)).toBe(0n);
    expect(await main(member)).toBe(10_000_000n - 2_000_001n - 2_000_000n);
  });

  it('approve and reject at once: exactly one decision wins', async () => {
    const member = await readyMember('race', 100_000n);
    const orderNo = await pendingOrder(member, '500');
    const [approved, rejected] = await Promise.all([approve(admin, orderNo), reject(checker.token, orderNo)]);
    const outcomes = [approved.body.errorCode ?? 'ok', rejected.body.errorCode ?? 'ok'].sort();
    expect(outcomes).toEqual(['ok', 'order.not.pending']);
    const final = await orderOf(orderNo);
    expect(await held(member)).toBe(0n);
    expect(await main(member)).toBe(final.status === 'PAID' ? 50_000n : 100_000n);
  });
});

describe('receipt confirmation', () => {
  async function paidOrder(member: Member & { accountId: number }, amount = '100') {
    const orderNo = await pendingOrder(member, amount);
    expect((await approve(admin, orderNo)).body.value.status).toBe('PAID');
    return orderNo;
  }

  it('received: RECEIVED once; a pending, foreign or unknown order is refused', async () => {
    const member = await readyMember('received', 100_000n);
    const other = await readyMember('otherrec', 100_000n);
    const orderNo = await paidOrder(member);
    const pending = await pendingOrder(member, '100');
    const foreign = await paidOrder(other);

    expectError(await receipt(member.token, { orderNo: foreign, result: 'received' }), 'not.found', 404);
    expectError(await receipt(member.token, { orderNo: 'W1', result: 'received' }), 'not.found');
    expectError(
      await receipt(member.token, { orderNo: pending, result: 'received' }),
      'order.not.pending',
      409,
    );
    expectError(await receipt(member.token, { result: 'received' }), 'validation.failed');

    const res = await receipt(member.token, { orderNo, result: 'received' });
    expect(res.status).toBe(200);
    expect((await orderOf(orderNo)).status).toBe('RECEIVED');
    expectError(await receipt(member.token, { orderNo, result: 'received' }), 'order.not.pending');
    expect((await orderOf(foreign)).status).toBe('PAID');
  });

  it('not received: needs a real picture up to 2 MB, which the operator can open', async () => {
    const member = await readyMember('notrecv', 100_000n);
    const orderNo = await paidOrder(member);
    const missing = await receipt(member.token, { orderNo, result: 'not_received' });
    expectError(missing, 'validation.failed');
    expect(fieldCode(missing, 'proofImage')).toBe('field.required');
    const fake = await receipt(member.token, { orderNo, result: 'not_received', proofImage: FAKE_PNG_PROOF });
    expect(fieldCode(fake, 'proofImage')).toBe('field.image_type');
    const big = await receipt(member.token, {
      orderNo,
      result: 'not_received',
      proofImage: pngOfSize(2 * 1024 * 1024 + 1),
    });
    expect(fieldCode(big, 'proofImage')).toBe('field.too_big');
    const notImage = await receipt(member.token, {
      orderNo,
      result: 'not_received',
      proofImage: 'data:text/html;base64,PHA+',
    });
    expectError(notImage, 'validation.failed');
    expect((await orderOf(orderNo)).status).toBe('PAID');

    // The largest allowed picture goes through (past the app's usual 1 MB body limit).
    const largest = await receipt(member.token, {
      orderNo,
      result: 'not_received',
      proofImage: pngOfSize(2 * 1024 * 1024),
    });
    expect(largest.status, largest.text).toBe(200);
    const order = await orderOf(orderNo);
    expect(order).toMatchObject({ status: 'NOT_RECEIVED', hasProof: true });
    const proof = await callRoute(server, routes.operatorWithdrawalProof, {
      token: admin,
      params: { ...aurora, orderNo },
    });
    expect(proof.body.value.image?.startsWith('data:image/png;base64,iVBORw0KGgo')).toBe(true);
    expect(await auditOf('withdrawal.receipt.not_received', `member:${member.id}`)).toHaveLength(1);

    // The member may still find the money arrived.
    expect((await receipt(member.token, { orderNo, result: 'received' })).status).toBe(200);
    expect((await orderOf(orderNo)).status).toBe('RECEIVED');

    const second = await paidOrder(member);
    expect(
      (await receipt(member.token, { orderNo: second, result: 'not_received', proofImage: PNG_PROOF }))
        .status,
    ).toBe(200);
    expect((await orderOf(second)).status).toBe('NOT_RECEIVED');
  });

  it('all received: every paid order of the member, nothing else', async () => {
    const member = await readyMember('allrecv', 1_000_000n);
    const other = await readyMember('allother', 100_000n);
    const paid = [await paidOrder(member), await paidOrder(member)];
    const pending = await pendingOrder(member, '100');
    const rejected = await pendingOrder(member, '100');
    await reject(admin, rejected);
    const foreign = await paidOrder(other);

    const res = await receipt(member.token, { result: 'all_received' });
    expect(res.status).toBe(200);
    for (const orderNo of paid) expect((await orderOf(orderNo)).status).toBe('RECEIVED');
    expect((await orderOf(pending)).status).toBe('PENDING');
    expect((await orderOf(rejected)).status).toBe('REJECTED');
    expect((await orderOf(foreign)).status).toBe('PAID');
    // Nothing left to answer is fine too.
    expect((await receipt(member.token, { result: 'all_received' })).status).toBe(200);
  });

  it('after the timeout a paid order counts as AUTO_RECEIVED and takes no answer; no money moves', async () => {
    const member = await readyMember('autorecv', 100_000n);
    const orderNo = await paidOrder(member);
    const before = await main(member);
    const record = (await records(member.token)).body.value.list.find((row) => row.orderNo === orderNo)!;
    expect(record.status).toBe('PAID');
    expect(record.autoReceiveAt).toBe(server.clock.now().getTime() + 60 * MINUTE);

    await jump(59 * MINUTE, member);
    expect(
      (await records(member.token, { status: 'PAID' })).body.value.list.map((row) => row.orderNo),
    ).toContain(orderNo);
    await jump(MINUTE, member);
    const after = (await records(member.token)).body.value.list.find((row) => row.orderNo === orderNo)!;
    expect(after).toMatchObject({ status: 'AUTO_RECEIVED', autoReceiveAt: null });
    expect((await records(member.token, { status: 'PAID' })).body.value.list).toEqual([]);
    expect(
      (await records(member.token, { status: 'AUTO_RECEIVED' })).body.value.list.map((row) => row.orderNo),
    ).toEqual([orderNo]);
    expect((await orderOf(orderNo)).status).toBe('AUTO_RECEIVED');
    expect(
      (await queue(admin, { status: 'AUTO_RECEIVED' })).body.value.list.map((row) => row.orderNo),
    ).toContain(orderNo);

    expectError(await receipt(member.token, { orderNo, result: 'received' }), 'order.not.pending');
    expectError(
      await receipt(member.token, { orderNo, result: 'not_received', proofImage: PNG_PROOF }),
      'order.not.pending',
    );
    await receipt(member.token, { result: 'all_received' });
    expect((await orderOf(orderNo)).status).toBe('AUTO_RECEIVED');
    expect(await main(member)).toBe(before);
  });

  it('follows the operator-set timeout', async () => {
    const member = await readyMember('timeout', 100_000n);
    const put = await putSection(server, admin, 'flags', (flags: SiteFlags) => ({
      ...flags,
      withdrawalAutoReceiveMinutes: 5,
    }));
    expect(put.body.success, put.text).toBe(true);
    try {
      const orderNo = await paidOrder(member);
      server.clock.advance(5 * MINUTE);
      expect((await orderOf(orderNo)).status).toBe('AUTO_RECEIVED');
    } finally {
      await putSection(server, admin, 'flags', (flags: SiteFlags) => ({
        ...flags,
        withdrawalAutoReceiveMinutes: 60,
      }));
    }
  });
});

describe('withdrawal records', () => {
  it('pages newest first and filters by status and whole UTC days (up to 31)', async () => {
    const member = await readyMember('records', 10_000_000n);
    const start = server.clock.now().getTime();
    const orders: string[] = [];
    for (let i = 0; i < 5; i++) {
      orders.push(await pendingOrder(member, `${100 + i}`));
      await jump(DAY, member);
    }
    await reject(admin, orders[1]!);

    const page1 = await records(member.token, { pageSize: 2 });
    expect(page1.body.value.list.map((row) => row.orderNo)).toEqual([orders[4], orders[3]]);
    expect(page1.body.value.totalPages).toBe(3);
    const page3 = await records(member.token, { pageSize: 2, pageNo: 3 });
    expect(page3.body.value.list.map((row) => row.orderNo)).toEqual([orders[0]]);

    const rejected = await records(member.token, { status: 'REJECTED' });
    expect(rejected.body.value.list.map((row) => row.orderNo)).toEqual([orders[1]]);

    const day = DAY;
    // The days of the second to the fourth order, whatever the times of day sent.
    const window = await records(member.token, {
      startTime: start + day + 3_600_000,
      endTime: start + 3 * day - 3_600_000,
    });
    expect(window.body.value.list.map((row) => row.orderNo)).toEqual([orders[3], orders[2], orders[1]]);
    // Only an end: the 7 days up to it.
    const lastWeek = await records(member.token, { endTime: start + 4 * day });
    expect(lastWeek.body.value.list).toHaveLength(5);

    expectError(
      await records(member.token, { startTime: start, endTime: start + 32 * day }),
      'validation.failed',
    );
    expectError(await records(member.token, { startTime: start + day, endTime: start }), 'validation.failed');
    expectError(
      await callRoute(server, routes.withdrawalRecords, {
        token: member.token,
        rawQuery: { status: 'LOST' },
      }),
      'validation.failed',
    );

    // Another member sees none of these.
    const other = await m.member(uniqueName('norecords'));
    expect((await records(other.token)).body.value.list).toEqual([]);
  });
});
