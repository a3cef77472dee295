import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type ValueOf } from '@wps/contracts';
import { ledgerAccount, type AccountRef } from '../src/modules/ledger/accounts.js';
import type { TransactionType } from '../src/modules/ledger/service.js';
import {
  call,
  callRoute,
  createMember,
  refusalOf,
  startTestServer,
  type RouteQuery,
  type TestServer,
} from './harness.js';

/** Account records (ODSFE2_MemTransDet) and bonus details over a history posted through the ledger. */

type Transactions = ValueOf<typeof routes.memberTransactions>;

const DAY = 86_400_000;
const CURRENCY = 'PHP';
let server: TestServer;
let merchantId: number;

beforeAll(async () => {
  server = await startTestServer();
  // Ledger entries carry the database's time: run the server clock on real time so ranges meet them.
  server.clock.set(new Date());
  merchantId = (await server.services.merchants.resolveSite('aurora', null)).merchantId;
});
afterAll(async () => {
  await server?.close();
});

let keySeed = 0;
const nextKey = () => `rec-${++keySeed}`;
let nameSeed = 0;
const freshName = (prefix = 'rec') => `${prefix}${++nameSeed}x${Date.now() % 100000}`;

function post(
  type: TransactionType,
  from: AccountRef,
  to: AccountRef,
  amount: bigint,
  meta?: Record<string, string>,
) {
  return server.services.ledger.move({
    merchantId,
    currency: CURRENCY,
    type,
    idempotencyKey: nextKey(),
    from,
    to,
    amount,
    meta,
  });
}

const records = (
  token: string,
  query: RouteQuery<typeof routes.memberTransactions> = {},
  language?: string,
) => callRoute(server, routes.memberTransactions, { token, query, headers: language ? { language } : {} });

const bonuses = (token: string, query: RouteQuery<typeof routes.bonusRecords> = {}, language?: string) =>
  callRoute(server, routes.bonusRecords, { token, query, headers: language ? { language } : {} });

/**
 * Every kind of movement a main wallet sees, oldest first, with what the record must show:
 * [codeType, txTypeId, amount, balance after, orderNo].
 */
async function seedHistory(memberId: number) {
  const main = ledgerAccount.main(memberId);
  const vendor = ledgerAccount.vendor('JILI');
  const other = await createMember(server, { username: freshName('peer') });
  await post('deposit', ledgerAccount.clearing, main, 100_000n, { orderNo: 'DP0001' });
  const hold = await post('withdrawal_hold', main, ledgerAccount.pendingWithdrawal(memberId), 20_000n, {
    orderNo: 'WD0001',
  });
  await server.services.ledger.reverse(hold.answer.transactionId, nextKey(), { merchantId });
  await post('withdrawal_hold', main, ledgerAccount.pendingWithdrawal(memberId), 10_000n, {
    orderNo: 'WD0002',
  });
  await post('bet', main, vendor, 5_000n);
  await post('win', vendor, main, 12_000n);
  await post('bet', main, vendor, 3_000n);
  await post('rollback', vendor, main, 3_000n);
  const promotion = await post('promotion', ledgerAccount.promotions, main, 1_500n, {
    remark: 'Welcome bonus',
  });
  await post('rebate', ledgerAccount.promotions, main, 250n);
  await post('agent_rebate', ledgerAccount.commissions, main, 400n);
  await post('hourly_wages', ledgerAccount.commissions, main, 600n);
  await post('wages', ledgerAccount.commissions, main, 700n);
  await post('referral', ledgerAccount.promotions, main, 800n);
  await post('share_bonus', ledgerAccount.commissions, main, 900n);
  await post('transfer', main, ledgerAccount.main(other.id), 1_000n, { orderNo: 'TR0001' });
  await post('wallet_transfer', main, ledgerAccount.vendorWallet(memberId, 'JILI'), 2_000n);
  await post('adjustment', ledgerAccount.adjustments, main, 50n);
  await server.services.ledger.reverse(promotion.answer.transactionId, nextKey(), { merchantId });
}

/** What the records of seedHistory show, newest first, for a plain member (type 0). */
const EXPECTED: [string, number, string, string, string | null][] = [
  ['dividend', 5, '-15.00', '977.00', null],
  ['other', 12, '0.50', '992.00', null],
  ['other', 12, '-20.00', '991.50', null],
  ['other', 12, '-10.00', '1011.50', 'TR0001'],
  ['share_bonus', 11, '9.00', '1021.50', null],
  ['referral_rebate', 10, '8.00', '1012.50', null],
  ['daily_wage', 9, '7.00', '1004.50', null],
  ['hour_wage', 8, '6.00', '997.50', null],
  // An agent rebate shows as such only to member types 1 and 2.
  ['other', 12, '4.00', '991.50', null],
  ['betting_rebate', 6, '2.50', '987.50', null],
  ['dividend', 5, '15.00', '985.00', null],
  ['betting', 3, '30.00', '970.00', null],
  ['betting', 3, '-30.00', '940.00', null],
  ['winning', 4, '120.00', '970.00', null],
  ['betting', 3, '-50.00', '850.00', null],
  ['withdraw', 2, '-100.00', '900.00', 'WD0002'],
  // The release of a rejected withdrawal's hold: withdraw, positive.
  ['withdraw', 2, '200.00', '1000.00', null],
  ['withdraw', 2, '-200.00', '800.00', 'WD0001'],
  ['deposit', 1, '1000.00', '1000.00', 'DP0001'],
];

const shown = (value: Transactions) =>
  value.list.map((row) => [row.txTypeName, row.txTypeId, row.amount, row.currentAvailBalance, row.orderNo]);

describe('account records', () => {
  let member: { id: number; token: string; username: string };

  beforeAll(async () => {
    const username = freshName();
    member = { ...(await createMember(server, { username })), username };
    await seedHistory(member.id);
  });

  it('maps every kind of movement to its type, newest first, with the balance after each', async () => {
    const res = await records(member.token, { size: 100 });
    expect(res.status).toBe(200);
    expect(shown(res.body.value)).toEqual(EXPECTED);
    expect(res.body.value).toMatchObject({ pageNum: 1, totalPages: 1 });
    const first = res.body.value.list[0]!;
    expect(first.customerName).toBe(member.username);
    expect(Math.abs(first.txTimeInTimestamp - Date.now())).toBeLessThan(60_000);
    expect(new Set(res.body.value.list.map((row) => row.txId)).size).toBe(EXPECTED.length);
    const promotion = res.body.value.list.find((row) => row.amount === '15.00')!;
    expect(promotion.remark).toBe('Welcome bonus');
  });

  it.each([
    'deposit',
    'withdraw',
    'betting',
    'winning',
    'dividend',
    'betting_rebate',
    'agent_rebate',
    'hour_wage',
    'daily_wage',
    'referral_rebate',
    'share_bonus',
    'other',
  ] as const)('filters by %s', async (codeType) => {
    const res = await records(member.token, { codeTypes: codeType, size: 100 });
    expect(res.status).toBe(200);
    expect(shown(res.body.value)).toEqual(EXPECTED.filter(([type]) => type === codeType));
  });

  it('shows agent rebates as such to an agent of type 1', async () => {
    const agent = await createMember(server, { username: freshName('agent'), type: 1 });
    await post('agent_rebate', ledgerAccount.commissions, ledgerAccount.main(agent.id), 400n);
    await post('adjustment', ledgerAccount.adjustments, ledgerAccount.main(agent.id), 100n);
    expect(shown((await records(agent.token, { codeTypes: 'agent_rebate' })).body.value)).toEqual([
      ['agent_rebate', 7, '4.00', '4.00', null],
    ]);
    expect(shown((await records(agent.token, { codeTypes: 'other' })).body.value)).toEqual([
      ['other', 12, '1.00', '5.00', null],
    ]);
    expect((await bonuses(agent.token)).body.value.list.map((row) => row.type)).toEqual(['agent_rebate']);
  });

  it('pages', async () => {
    const page2 = await records(member.token, { page: 2, size: 5 });
    expect(page2.body.value).toMatchObject({ pageNum: 2, totalPages: 4 });
    expect(shown(page2.body.value)).toEqual(EXPECTED.slice(5, 10));
    const last = await records(member.token, { page: 4, size: 5 });
    expect(shown(last.body.value)).toEqual(EXPECTED.slice(15));
    const beyond = await records(member.token, { page: 9, size: 5 });
    expect(beyond.body.value.list).toEqual([]);
  });

  it('takes whole days up to 31, and refuses longer or reversed ranges', async () => {
    const now = Date.now();
    const month = await records(member.token, { startTime: now - 30 * DAY, endTime: now, size: 100 });
    expect(month.status).toBe(200);
    expect(month.body.value.list).toHaveLength(EXPECTED.length);

    const today = now - (now % DAY);
    const todayOnly = await records(member.token, { startTime: today, endTime: today, size: 1 });
    expect(todayOnly.body.value.totalPages).toBe(EXPECTED.length);

    const tooLong = await records(member.token, { startTime: now - 31 * DAY, endTime: now });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errorCode).toBe('validation.failed');
    expect(tooLong.body.value).toEqual({
      fields: { endTime: { code: 'field.range_too_long', message: expect.any(String) } },
    });
    const startOnly = await records(member.token, { startTime: now - 40 * DAY });
    expect(startOnly.body.errorCode).toBe('validation.failed');
    const reversed = await records(member.token, { startTime: now, endTime: now - 2 * DAY });
    expect(reversed.body.errorCode).toBe('validation.failed');
    expect(Object.keys(refusalOf(reversed).fields!)).toEqual(['startTime']);
    const huge = await records(member.token, { startTime: 1, endTime: '99999999999999999' });
    expect(huge.body.errorCode).toBe('validation.failed');

    const past = await records(member.token, { startTime: now - 20 * DAY, endTime: now - 10 * DAY });
    expect(past.body.value).toMatchObject({ list: [], totalPages: 1 });
  });

  it('defaults to the last 7 days', async () => {
    const fresh = await createMember(server, { username: freshName() });
    await post('deposit', ledgerAccount.clearing, ledgerAccount.main(fresh.id), 1_000n);
    await post('deposit', ledgerAccount.clearing, ledgerAccount.main(fresh.id), 2_000n);
    // Move the first entry 8 days back, the second 6 (the ledger refuses edits: triggers bypassed).
    await backdate(fresh.id, [8, 6]);
    expect(shown((await records(fresh.token)).body.value)).toEqual([['deposit', 1, '20.00', '30.00', null]]);
    await expectReconciled();
  });

  it('keeps three months and more of history visible', async () => {
    const old = await createMember(server, { username: freshName() });
    await post('deposit', ledgerAccount.clearing, ledgerAccount.main(old.id), 5_000n, { orderNo: 'DPOLD' });
    await post('bet', ledgerAccount.main(old.id), ledgerAccount.vendor('JILI'), 1_000n);
    await backdate(old.id, [100, 95]);
    const now = Date.now();
    const res = await records(old.token, { startTime: now - 105 * DAY, endTime: now - 90 * DAY });
    expect(shown(res.body.value)).toEqual([
      ['betting', 3, '-10.00', '40.00', null],
      ['deposit', 1, '50.00', '50.00', 'DPOLD'],
    ]);
    expect(res.body.value.list[1]!.txTimeInTimestamp).toBeLessThan(now - 99 * DAY);
  });

  it('refuses an unknown type, a trial account and a call without a session', async () => {
    const unknown = await callRoute(server, routes.memberTransactions, {
      token: member.token,
      rawQuery: { codeTypes: 'lottery' },
    });
    expect(unknown.body.errorCode).toBe('validation.failed');
    const trial = await createMember(server, { username: freshName('trial'), type: 4 });
    expect((await records(trial.token)).body.errorCode).toBe('in_need_true_account');
    expect((await bonuses(trial.token)).body.errorCode).toBe('in_need_true_account');
    expect((await call(server, '/wps/relay/ODSFE2_MemTransDet')).status).toBe(401);
    expect((await call(server, '/wps/relay/ODSFE2_MemBonusDet')).status).toBe(401);
  });

  describe('bonus details', () => {
    it('lists promotions, rebates, wages, referral and share bonuses with names in the request language', async () => {
      const res = await bonuses(member.token, {}, 'CN');
      expect(res.status).toBe(200);
      expect(res.body.value.list.map((row) => [row.type, row.name, row.amount, row.remark])).toEqual([
        ['dividend', '优惠活动', '-15.00', null],
        ['share_bonus', '分红', '9.00', null],
        ['referral_rebate', '推荐奖励', '8.00', null],
        ['daily_wage', '日薪', '7.00', null],
        ['hour_wage', '时薪', '6.00', null],
        ['betting_rebate', '投注返水', '2.50', null],
        ['dividend', '优惠活动', '15.00', 'Welcome bonus'],
      ]);
      const page = await bonuses(member.token, { pageNo: 2, pageSize: 3 });
      expect(page.body.value).toMatchObject({ pageNum: 2, totalPages: 3 });
      expect(page.body.value.list.map((row) => row.name)).toEqual([
        'Daily wage',
        'Hourly wage',
        'Betting rebate',
      ]);
      const tooLong = await bonuses(member.token, { startTime: Date.now() - 45 * DAY });
      expect(tooLong.body.errorCode).toBe('validation.failed');
    });
  });
});

/** Moves a member's main-wallet entries (oldest first) the given numbers of days back. */
async function backdate(memberId: number, daysBack: number[]) {
  await server.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    const result = (await tx.execute(
      sql`select e.id from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where a.owner_member_id = ${memberId} and a.wallet = 'main' order by e.id`,
    )) as unknown as { rows: { id: unknown }[] };
    for (const [index, row] of result.rows.entries())
      await tx.execute(
        sql`update ledger_entries set created_at = now() - make_interval(days => ${daysBack[index]!})
          where id = ${Number(row.id)}`,
      );
  });
}

async function expectReconciled() {
  const report = await server.services.ledger.reconcile();
  expect(report.problems).toEqual([]);
}
