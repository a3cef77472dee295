import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  routes,
  toMinorUnits,
  type DashboardDay,
  type DepositMethod,
  type MerchantProfile,
} from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_DASHBOARD_JOB } from '../src/modules/dashboard/index.js';
import { channelOf, manualDeposit, requestId } from './deposits-support.js';
import { callRoute, createMember, putSection, type TestServer, startTestServer } from './harness.js';
import { waitUntil } from './wait.js';
import { newId, rowsOf, walletKit, type Player } from './vendor-wallet-support.js';
import { money, PAYMENT_PASSWORD } from './withdrawals-support.js';

/*
 * The back office's dashboard against the ledger: deposits, payouts, bets, wins and rollbacks (one
 * across a day boundary), adjustments (which are none of these) and a trial account, made through the
 * real calls over two local days of a merchant whose zone is not UTC; then every figure of every day
 * is compared with sums the test works out from ledger_entries itself (days cut by PostgreSQL's own
 * time zone rules), yesterday read from the kept daily figures the job wrote, today worked out live.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const aurora = { merchantCode: 'aurora' };

/** A zone off UTC where it is now between 02:00 and 22:00, so the test never runs across midnight. */
function zoneForNow(): string {
  for (const zone of ['Asia/Kathmandu', 'America/Sao_Paulo', 'Asia/Tokyo']) {
    const hour = Number(
      new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(
        new Date(),
      ),
    );
    if (hour >= 2 && hour < 22) return zone;
  }
  throw new Error('no zone fits');
}

let server: TestServer;
let m: ReturnType<typeof money>;
let kit: ReturnType<typeof walletKit>;
let admin: string;
let checker: { token: string; username: string };
let merchantId: number;
const ZONE = zoneForNow();
/** Today's local midnight, yesterday's and the day before's, as PostgreSQL works them out. */
let todayStart: Date;
let yesterdayStart: Date;

beforeAll(async () => {
  server = await startTestServer();
  // The business clock follows the database's, which stamps the ledger's postings.
  server.clock.set(new Date());
  m = money(server);
  kit = walletKit(server);
  admin = await m.adminSession();
  checker = await m.operator('editor');
  merchantId = await m.merchantId();
  const zone = await putSection(server, admin, 'profile', (profile: MerchantProfile) => ({
    ...profile,
    timeZone: ZONE,
  }));
  expect(zone.status, zone.text).toBe(200);
  await m.moneySettings(admin, (settings) => {
    settings.withdrawal.turnoverMultiple = 0;
    settings.withdrawal.freePerDay = 0;
    settings.withdrawal.secondApprovalAbove = '250.00';
  });
  // Manual transfers cost the member 1 %, kept by the house.
  const methods = await callRoute(server, routes.operatorDepositMethods, { token: admin, params: aurora });
  const withFee = methods.body.value.map((method: DepositMethod) => ({
    ...method,
    channels: method.channels.map((channel) =>
      channel.kind === 'manual' ? { ...channel, feeBasisPoints: 100 } : channel,
    ),
  }));
  const saved = await callRoute(server, routes.operatorDepositMethodsPut, {
    token: admin,
    params: aurora,
    body: withFee,
  });
  expect(saved.status, saved.text).toBe(200);
  const [midnight] = await rowsOf<{ at: Date | string }>(
    server,
    sql`select (date_trunc('day', now() at time zone ${ZONE}) at time zone ${ZONE}) as at`,
  );
  todayStart = new Date(midnight!.at);
  yesterdayStart = await localMidnightBefore(todayStart);
});
afterAll(() => server?.close());

/** The local midnight of the day before the one starting at `start` (23, 24 or 25 hours before). */
async function localMidnightBefore(start: Date): Promise<Date> {
  const [row] = await rowsOf<{ at: Date | string }>(
    server,
    sql`select ((((${start.toISOString()}::timestamptz at time zone ${ZONE}) - interval '1 day')) at time zone ${ZONE}) as at`,
  );
  return new Date(row!.at);
}

/** The newest ledger transaction id (what an operation posts comes after it). */
async function lastTransaction(): Promise<number> {
  const [row] = await rowsOf<{ id: unknown }>(
    server,
    sql`select coalesce(max(id), 0) as id from ledger_transactions`,
  );
  return Number(row!.id);
}

/** Runs `operation` and answers the ids of the ledger transactions it posted. */
async function posted(operation: () => Promise<unknown>): Promise<number[]> {
  const before = await lastTransaction();
  await operation();
  const rows = await rowsOf<{ id: unknown }>(
    server,
    sql`select id from ledger_transactions where id > ${before} order by id`,
  );
  return rows.map((row) => Number(row.id));
}

/** Moves postings (transactions and their entries) to `at`, past the ledger's append-only guards. */
async function moveTo(ids: number[], at: Date) {
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await server.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(
      sql`update ledger_transactions set created_at = ${at.toISOString()}::timestamptz where id in (${list})`,
    );
    await tx.execute(
      sql`update ledger_entries set created_at = ${at.toISOString()}::timestamptz where transaction_id in (${list})`,
    );
  });
}

async function recordLogin(memberId: number) {
  await server.services.members.recordLogin({
    memberId,
    merchantId,
    ip: '127.0.0.1',
    country: null,
    userAgent: 'vitest',
    method: 'password',
    outcome: 'success',
  });
}

type Member = Awaited<ReturnType<typeof m.member>> & { accountId?: number };

async function deposit(member: Member, amount: string): Promise<number[]> {
  const channel = await channelOf(server, member.token, 'BANK_TRANSFER');
  const made = await manualDeposit(server, member.token, {
    channelId: channel.id,
    amount,
    reference: `REF-${randomUUID().slice(0, 8)}`,
    payerName: 'Juan Dela Cruz',
    requestId: requestId(),
  });
  expect(made.status, made.text).toBe(200);
  return posted(async () => {
    const approved = await callRoute(server, routes.operatorDepositApprove, {
      token: admin,
      params: { ...aurora, orderNo: made.body.value.orderNo },
      body: {},
    });
    expect(approved.status, approved.text).toBe(200);
  });
}

async function payoutAccount(member: Member) {
  const bound = await callRoute(server, routes.bindPayoutAccount, {
    token: member.token,
    key: m.key(),
    body: {
      kind: 'bank',
      bankCode: 'BDO',
      accountNumber: `00${Math.floor(Math.random() * 1e10)}`,
      accountName: 'Juan Dela Cruz',
      paymentPassword: PAYMENT_PASSWORD,
    },
  });
  expect(bound.status, bound.text).toBe(200);
  member.accountId = bound.body.value.id;
}

async function withdraw(member: Member, amount: string): Promise<string> {
  const res = await callRoute(server, routes.withdraw, {
    token: member.token,
    key: m.key(),
    body: {
      accountId: member.accountId!,
      amount,
      paymentPassword: PAYMENT_PASSWORD,
      requestId: randomUUID(),
    },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.value.orderNo;
}

const approve = (token: string, orderNo: string) =>
  callRoute(server, routes.operatorWithdrawalApprove, { token, params: { ...aurora, orderNo }, body: {} });

async function playerOf(member: Member): Promise<Player> {
  const session = await server.services.vendorWallet.openSession({
    merchantId,
    memberId: member.id,
    currency: 'PHP',
    vendorCode: 'AURORA',
    gameCode: 'aurora-gems',
    gameNodeId: null,
    category: 'RNG',
  });
  return { memberId: member.id, token: member.token, merchantId, ...session };
}

async function bet(player: Player, amount: string): Promise<{ id: string; round: string; tx: number[] }> {
  const id = newId('bet');
  const round = newId('round');
  const tx = await posted(async () => {
    expect((await kit.debit(player, { tx: id, round, amount })).answer.status).toBe('OK');
  });
  return { id, round, tx };
}

async function win(player: Player, placed: { id: string; round: string }, amount: string) {
  return posted(async () => {
    const res = await kit.credit(player, { tx: newId('win'), bet: placed.id, round: placed.round, amount });
    expect(res.answer.status).toBe('OK');
  });
}

async function rollback(player: Player, placed: { id: string; round: string }) {
  return posted(async () => {
    const res = await kit.rollback(player, { tx: newId('rb'), ref: placed.id, round: placed.round });
    expect(res.answer.status).toBe('OK');
  });
}

interface Expected {
  depositCount: bigint;
  deposits: bigint;
  depositFees: bigint;
  withdrawalCount: bigint;
  withdrawals: bigint;
  withdrawalCharges: bigint;
  bets: bigint;
  wins: bigint;
}
const ZERO: Expected = {
  depositCount: 0n,
  deposits: 0n,
  depositFees: 0n,
  withdrawalCount: 0n,
  withdrawals: 0n,
  withdrawalCharges: 0n,
  bets: 0n,
  wins: 0n,
};

/**
 * The figures of every local day (in `zone`) straight from the ledger's rows: each transaction's
 * entries by the kind of account they moved, its type (a reversal counted as what it reverses), its
 * day as PostgreSQL cuts `created_at` in the zone. No index, no house-side accounts, no kept figures.
 */
async function ledgerDays(zone: string): Promise<Map<string, Expected>> {
  const rows = await rowsOf<Record<string, unknown>>(
    server,
    sql`select to_char(t.created_at at time zone ${zone}, 'YYYY-MM-DD') as day,
        coalesce(o.type, t.type) as type,
        count(distinct t.id) filter (where t.reverses is null) - count(distinct t.id) filter (where t.reverses is not null) as n,
        coalesce(sum(e.amount) filter (where a.kind = 'member' and a.wallet <> 'play'), 0) as member,
        coalesce(sum(e.amount) filter (where a.kind = 'pending_withdrawal'), 0) as held,
        coalesce(sum(e.amount) filter (where a.kind = 'house'), 0) as house
      from ledger_transactions t
        left join ledger_transactions o on o.id = t.reverses
        join ledger_entries e on e.transaction_id = t.id
        join ledger_accounts a on a.id = e.account_id
      where t.merchant_id = ${merchantId} and t.currency = 'PHP'
      group by 1, 2`,
  );
  const days = new Map<string, Expected>();
  for (const row of rows) {
    const day = String(row.day);
    const expected = days.get(day) ?? { ...ZERO };
    days.set(day, expected);
    const [n, member, held, house] = [row.n, row.member, row.held, row.house].map((v) => BigInt(String(v)));
    if (row.type === 'deposit') {
      expected.depositCount += n!;
      expected.deposits += member!;
      expected.depositFees += house!;
    } else if (row.type === 'withdrawal') {
      expected.withdrawalCount += n!;
      expected.withdrawals += -held!;
      expected.withdrawalCharges += house!;
    } else if (row.type === 'bet') expected.bets += -member!;
    else if (row.type === 'win') expected.wins += member!;
  }
  return days;
}

/** A day of the answer in minor units. */
function minorOf(day: DashboardDay): Expected & { ggr: bigint } {
  const php = day.money.find((entry) => entry.currency === 'PHP')!;
  const minor = (text: string) => toMinorUnits(text, 2)!;
  return {
    depositCount: BigInt(php.deposits.count),
    deposits: minor(php.deposits.amount),
    depositFees: minor(php.deposits.fees),
    withdrawalCount: BigInt(php.withdrawals.count),
    withdrawals: minor(php.withdrawals.amount),
    withdrawalCharges: minor(php.withdrawals.charges),
    bets: minor(php.bets),
    wins: minor(php.wins),
    ggr: minor(php.ggr),
  };
}

async function dashboard(days = 30) {
  server.clock.set(new Date());
  const res = await callRoute(server, routes.operatorDashboard, {
    token: admin,
    params: aurora,
    query: { days },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.value;
}

async function keptDays() {
  return rowsOf<{ day: string; time_zone: string }>(
    server,
    sql`select to_char(day, 'YYYY-MM-DD') as day, time_zone from dashboard_days where merchant_id = ${merchantId} order by day`,
  );
}

const localDay = (at: Date, zone = ZONE) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(at);

describe('the dashboard', () => {
  const ids = { a: 0, b: 0, c: 0 };

  it('matches the ledger exactly, yesterday kept by the daily job and today live, across a local midnight', async () => {
    // ---- Yesterday (moved there once made): member A registers, logs in, deposits, plays, withdraws.
    const yesterday = localDay(yesterdayStart);
    const today = localDay(todayStart);
    const dayBefore = localDay(new Date(yesterdayStart.getTime() - 1));
    const a: Member = await m.member('dashalpha');
    ids.a = a.id;
    await recordLogin(a.id);
    const yesterdays: number[] = [];
    yesterdays.push(...(await deposit(a, '1000.00')));
    // One deposit at yesterday's very first instant, one a millisecond before it (the day before).
    const firstInstant = await deposit(a, '201.00');
    const dayBeforeLast = await deposit(a, '202.00');
    const adjustment = await posted(async () => {
      const res = await callRoute(server, routes.operatorAdjustmentCreate, {
        token: admin,
        params: aurora,
        body: { memberId: a.id, amount: '10.00', reason: 'goodwill', requestId: randomUUID() },
      });
      expect(res.status, res.text).toBe(200);
    });
    yesterdays.push(...adjustment);
    const player = await playerOf(a);
    const first = await bet(player, '100.00');
    yesterdays.push(...first.tx, ...(await win(player, first, '30.00')));
    const second = await bet(player, '50.00');
    yesterdays.push(...second.tx);
    // A bet at yesterday's last millisecond.
    const lastInstant = (await bet(player, '5.00')).tx;
    await payoutAccount(a);
    const w1 = await withdraw(a, '100.00');
    const w2 = await withdraw(a, '300.00');
    yesterdays.push(
      ...(await posted(async () => {
        expect((await approve(admin, w1)).status).toBe(200);
        // Above 250.00: a first approval only.
        expect((await approve(admin, w2)).body.value?.status).toBe('AWAITING_SECOND_APPROVAL');
      })),
    );
    const spread = yesterdays.map((id, index) => ({
      id,
      at: yesterdayStart.getTime() + (index + 1) * 20 * 60_000,
    }));
    for (const { id, at } of spread) await moveTo([id], new Date(at));
    await moveTo(firstInstant, yesterdayStart);
    await moveTo(dayBeforeLast, new Date(yesterdayStart.getTime() - 1));
    await moveTo(lastInstant, new Date(todayStart.getTime() - 1));
    // The holds of the withdrawals too, so A's whole day is yesterday's.
    const holds = await rowsOf<{ id: unknown }>(
      server,
      sql`select t.id from ledger_transactions t join withdrawal_orders w on w.hold_transaction_id = t.id
        where w.member_id = ${a.id}`,
    );
    await moveTo(
      holds.map((row) => Number(row.id)),
      new Date(yesterdayStart.getTime() + 3 * HOUR),
    );
    const noon = new Date(yesterdayStart.getTime() + 12 * HOUR).toISOString();
    await server.database.db.execute(
      sql`update members set created_at = ${noon}::timestamptz where id = ${a.id}`,
    );
    await server.database.db.execute(
      sql`update login_history set at = ${noon}::timestamptz where member_id = ${a.id}`,
    );

    // ---- Today: B registers, logs in, deposits, a bet rolled back, a bet with a big win; A's second
    // bet of yesterday rolled back today; A's withdrawal paid by the second approver; C only logs in;
    // a trial account logs in (not counted); queues: a manual transfer, a withdrawal, one approved
    // once, an adjustment above the threshold.
    server.clock.set(new Date());
    const b: Member = await m.member('dashbravo');
    ids.b = b.id;
    await recordLogin(b.id);
    await deposit(b, '300.00');
    const midnight = await deposit(b, '203.00');
    await moveTo(midnight, todayStart);
    const bPlayer = await playerOf(b);
    const voided = await bet(bPlayer, '40.00');
    await rollback(bPlayer, voided);
    const lucky = await bet(bPlayer, '20.00');
    await win(bPlayer, lucky, '100.00');
    await rollback(player, second);
    expect((await approve(checker.token, w2)).body.value?.status).toBe('PAID');
    const c: Member = await m.member('dashcharlie');
    ids.c = c.id;
    await recordLogin(c.id);
    const trial = await createMember(server, { username: 'dashtrial', type: 4 });
    await recordLogin(trial.id);
    const channel = await channelOf(server, b.token, 'BANK_TRANSFER');
    expect(
      (
        await manualDeposit(server, b.token, {
          channelId: channel.id,
          amount: '250.00',
          reference: 'PENDING-1',
          payerName: 'Juan Dela Cruz',
          requestId: requestId(),
        })
      ).status,
    ).toBe(200);
    await payoutAccount(b);
    await withdraw(b, '100.00');
    const w4 = await withdraw(a, '260.00');
    expect((await approve(admin, w4)).body.value?.status).toBe('AWAITING_SECOND_APPROVAL');
    const pendingAdjustment = await callRoute(server, routes.operatorAdjustmentCreate, {
      token: admin,
      params: aurora,
      body: { memberId: b.id, amount: '15000.00', reason: 'large goodwill', requestId: randomUUID() },
    });
    expect(pendingAdjustment.body.value?.status).toBe('PENDING');
    await m.expectReconciled();

    // ---- Yesterday is kept by the daily job (the scheduler queues the day that just ended).
    await server.services.jobs.scheduleDaily();
    await waitUntil(
      async () => (await keptDays()).some((row) => row.day === yesterday && row.time_zone === ZONE),
      { what: 'the daily dashboard job kept yesterday', timeoutMs: 20_000 },
    );
    const runs = await server.services.jobs.runs({ name: DAILY_DASHBOARD_JOB, limit: 10 });
    expect(runs.map((run) => run.state)).toContain('completed');
    expect((await keptDays()).map((row) => row.day)).toEqual([yesterday]);

    const answer = await dashboard();
    expect(answer.timeZone).toBe(ZONE);
    expect(answer.today).toMatchObject({ day: today, from: todayStart.getTime(), live: true });
    expect(answer.days).toHaveLength(30);
    expect(answer.days[0]).toMatchObject({ day: yesterday, from: yesterdayStart.getTime(), live: false });
    expect(answer.days[0]!.to).toBe(todayStart.getTime());
    expect(answer.days[1]!.day).toBe(dayBefore);
    // The day before and the other ended days were missing: worked out by this read and kept.
    expect((await keptDays()).map((row) => row.day)).toHaveLength(30);

    // Every figure of every day equals the ledger's own sums.
    const ledger = await ledgerDays(ZONE);
    for (const day of [answer.today, ...answer.days]) {
      const expected = ledger.get(day.day) ?? ZERO;
      const shown = minorOf(day);
      expect({ day: day.day, ...shown }).toEqual({
        day: day.day,
        ...expected,
        ggr: expected.bets - expected.wins,
      });
    }
    // What this test did, in figures: yesterday 1000 + 201 (its first instant) with 1 % fees, two
    // payouts (100 paid yesterday, 300 paid today) charged 1 %; stakes 100 + 50 + 5, a win of 30.
    expect(minorOf(answer.days[0]!)).toEqual({
      depositCount: 2n,
      deposits: 99_000n + 19_899n,
      depositFees: 1_000n + 201n,
      withdrawalCount: 1n,
      withdrawals: 10_000n,
      withdrawalCharges: 100n,
      bets: 15_500n,
      wins: 3_000n,
      ggr: 12_500n,
    });
    expect(minorOf(answer.days[1]!)).toMatchObject({
      depositCount: 1n,
      deposits: 19_998n,
      depositFees: 202n,
    });
    // Today: B's 300 + 203 (at midnight exactly), A's 300 paid; stakes 40 − 40 + 20 and yesterday's
    // 50 rolled back today: −30; a win of 100: the house lost 130 today.
    expect(minorOf(answer.today)).toEqual({
      depositCount: 2n,
      deposits: 29_700n + 20_097n,
      depositFees: 300n + 203n,
      withdrawalCount: 1n,
      withdrawals: 30_000n,
      withdrawalCharges: 300n,
      bets: -3_000n,
      wins: 10_000n,
      ggr: -13_000n,
    });

    // Kept + live = the ledger over the whole window.
    const sum = (days: DashboardDay[]) =>
      days.map(minorOf).reduce(
        (total, day) => {
          for (const key of Object.keys(ZERO) as (keyof Expected)[]) total[key] += day[key];
          return total;
        },
        { ...ZERO },
      );
    const windowStart = answer.days.at(-1)!.from;
    const [totals] = await rowsOf<Record<string, unknown>>(
      server,
      sql`select
          coalesce(sum(e.amount) filter (where coalesce(o.type, t.type) = 'deposit' and a.kind = 'member'), 0) as deposits,
          coalesce(sum(-e.amount) filter (where coalesce(o.type, t.type) = 'bet' and a.kind = 'member'), 0) as bets,
          coalesce(sum(e.amount) filter (where coalesce(o.type, t.type) = 'win' and a.kind = 'member'), 0) as wins,
          coalesce(sum(-e.amount) filter (where coalesce(o.type, t.type) = 'withdrawal' and a.kind = 'pending_withdrawal'), 0) as withdrawals
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          left join ledger_transactions o on o.id = t.reverses
          join ledger_accounts a on a.id = e.account_id
        where t.merchant_id = ${merchantId} and e.created_at >= ${new Date(windowStart).toISOString()}::timestamptz
          and a.wallet <> 'play'`,
    );
    const all = sum([answer.today, ...answer.days]);
    expect({ deposits: all.deposits, bets: all.bets, wins: all.wins, withdrawals: all.withdrawals }).toEqual({
      deposits: BigInt(String(totals!.deposits)),
      bets: BigInt(String(totals!.bets)),
      wins: BigInt(String(totals!.wins)),
      withdrawals: BigInt(String(totals!.withdrawals)),
    });

    // Members: A registered and was active yesterday (login, bets); B and C registered today, both
    // active (B bet and logged in, C logged in); A's rollback and payout today do not make A active;
    // the trial account counts for neither.
    expect(answer.days[0]).toMatchObject({ newMembers: 1, activeMembers: 1 });
    expect(answer.today).toMatchObject({ newMembers: 2, activeMembers: 2 });

    // The finance queues now, on the dashboard and on their own call.
    expect(answer.pending).toMatchObject({
      deposits: { count: 1 },
      withdrawals: { count: 1 },
      withdrawalsSecondApproval: { count: 1 },
      adjustments: { count: 1 },
    });
    for (const queue of Object.values(answer.pending)) expect(queue.updatedAt).toEqual(expect.any(Number));
    const pending = await callRoute(server, routes.operatorDashboardPending, {
      token: admin,
      params: aurora,
    });
    expect(pending.body.value).toEqual(answer.pending);
  });

  it('keeps an ended day once: a later read answers the kept figures, today changes at once', async () => {
    const before = await dashboard();
    const player = await playerOf({ id: ids.b, token: '', username: 'dashbravo' } as Member);
    await bet(player, '7.00');
    const after = await dashboard();
    expect(after.days).toEqual(before.days);
    expect(minorOf(after.today).bets - minorOf(before.today).bets).toBe(700n);
    // A kept day is read as kept: change it behind the dashboard's back and the answer follows.
    await server.database.db.execute(
      sql`update dashboard_days set new_members = 99 where merchant_id = ${merchantId} and day = ${after.days[0]!.day}`,
    );
    expect((await dashboard(1)).days[0]!.newMembers).toBe(99);
  });

  it("works the days out again in the merchant's new time zone", async () => {
    const zone = await putSection(server, admin, 'profile', (profile: MerchantProfile) => ({
      ...profile,
      timeZone: 'UTC',
    }));
    expect(zone.status, zone.text).toBe(200);
    const answer = await dashboard(3);
    expect(answer.timeZone).toBe('UTC');
    expect(answer.today.day).toBe(localDay(new Date(), 'UTC'));
    const ledger = await ledgerDays('UTC');
    for (const day of [answer.today, ...answer.days]) {
      expect(day.to - day.from).toBe(DAY);
      const expected = ledger.get(day.day) ?? ZERO;
      expect(minorOf(day)).toEqual({ ...expected, ggr: expected.bets - expected.wins });
    }
    // Each ended day is kept again under the new zone.
    const kept = await keptDays();
    expect(kept.filter((row) => row.time_zone === 'UTC').map((row) => row.day)).toEqual(
      answer.days
        .filter((day) => !day.live)
        .map((day) => day.day)
        .reverse(),
    );
  });

  it('refuses bad input and unknown merchants, and lets viewers read', async () => {
    for (const days of ['31', '-1', 'x', '1.5']) {
      const res = await callRoute(server, routes.operatorDashboard, {
        token: admin,
        params: aurora,
        rawQuery: { days },
      });
      expect(res.status, days).toBe(400);
      expect(res.body.errorCode).toBe('validation.failed');
      expect(res.text).not.toMatch(/select|stack|at \//i);
    }
    const unknown = await callRoute(server, routes.operatorDashboard, {
      token: admin,
      params: { merchantCode: 'nosuchsite' },
    });
    expect(unknown.body.errorCode).toBe('merchant.not.found');
    const viewer = await m.operator('viewer');
    const read = await callRoute(server, routes.operatorDashboard, {
      token: viewer.token,
      params: aurora,
      query: { days: 0 },
    });
    expect(read.status, read.text).toBe(200);
    expect(read.body.value.days).toEqual([]);
  });
});
