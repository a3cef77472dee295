import { sql } from 'drizzle-orm';
import { routes, type MerchantProfile } from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_RECONCILIATION_JOB } from '../src/modules/reconciliation/index.js';
import { DAILY_SCHEDULER } from '../src/platform/jobs.js';
import {
  adminToken,
  callRoute,
  createMember,
  createMerchant,
  createPostgresDatabase,
  putSection,
  startTestServer,
  type TestServer,
} from './harness.js';
import { jobCompleted, waitUntil } from './wait.js';
import { money } from './withdrawals-support.js';

/*
 * The daily ledger reconciliation of every merchant, after its own local midnight (profile.timeZone):
 * the operator sets the zone, the scheduler queues each merchant's day once, the report is kept per day
 * and read by operators; on two processes sharing one PostgreSQL each merchant-day still runs once.
 */

type Server = TestServer;

/** Every reconciliation run queued so far has finished; answers the runs. */
async function reconciliationsSettled(server: Server) {
  return waitUntil(
    async () => {
      const runs = await server.services.jobs.runs({ name: DAILY_RECONCILIATION_JOB, limit: 500 });
      return runs.every((run) => run.state === 'completed') ? runs : null;
    },
    { timeoutMs: 20_000, what: 'the queued reconciliations completed' },
  );
}

async function dailyOf(server: Server, token: string, merchantCode: string, clean?: 'true' | 'false') {
  const res = await callRoute(server, routes.operatorDailyReconciliations, {
    token,
    params: { merchantCode },
    query: { pageSize: 100, ...(clean ? { clean } : {}) },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.value.list;
}

describe('daily reconciliation on one process', () => {
  let server: Server;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await adminToken(server);
  });
  afterAll(async () => server?.close());

  it('keeps the time zone the operator sets, an IANA name, and refuses others', async () => {
    for (const timeZone of ['Mars/Olympus', 'PST', '+08:00', 'asia/manila']) {
      const refused = await putSection(server, admin, 'profile', (profile: MerchantProfile) => ({
        ...profile,
        timeZone,
      }));
      expect(refused.status, timeZone).toBe(400);
      expect(refused.body.errorCode).toBe('validation.failed');
    }
    const saved = await putSection(server, admin, 'profile', (profile: MerchantProfile) => ({
      ...profile,
      timeZone: 'Asia/Kathmandu',
    }));
    expect(saved.status, saved.text).toBe(200);
    expect((await server.services.merchants.siteByCode('aurora')).settings.profile.timeZone).toBe(
      'Asia/Kathmandu',
    );
    // A merchant created without a zone is on UTC.
    expect((await createMerchant(server, admin, 'utcbet', baseProfile('utcbet'))).status).toBe(200);
    const calendars = await server.services.merchants.calendars();
    expect(calendars.map(({ merchantCode, timeZone }) => ({ merchantCode, timeZone }))).toEqual([
      { merchantCode: 'aurora', timeZone: 'Asia/Kathmandu' },
      { merchantCode: 'utcbet', timeZone: 'UTC' },
    ]);
  });

  it('checks each merchant after its own local midnight, once a day, and keeps the report', async () => {
    const member = await createMember(server, { username: 'dailyrecon' });
    await money(server).fund(member.id, 10_000n);
    // 08:00 UTC on 22 November: 13:45 in Kathmandu; the 21st has ended for both merchants. The
    // scheduler's run (every 15 minutes) queues both.
    const scheduler = await server.services.jobs.send(DAILY_SCHEDULER);
    await jobCompleted(server.services.jobs, DAILY_SCHEDULER, scheduler);
    await reconciliationsSettled(server);
    const [first] = await dailyOf(server, admin, 'aurora');
    expect(first).toMatchObject({
      day: '2026-11-21',
      timeZone: 'Asia/Kathmandu',
      clean: true,
      counts: { balance: 0, unbalanced: 0, floor: 0, running: 0 },
      differences: [],
    });
    expect(first!.accountsChecked).toBeGreaterThan(0);
    expect(first!.checkedAt).toBe(server.clock.now().getTime());
    // The new merchant's own ledger is empty: its check counts none of aurora's accounts.
    expect(await dailyOf(server, admin, 'utcbet')).toEqual([
      expect.objectContaining({ day: '2026-11-21', timeZone: 'UTC', accountsChecked: 0, clean: true }),
    ]);

    // 18:14 UTC: a minute before midnight in Kathmandu (UTC+5:45): nothing new; at 18:15 its 22nd.
    server.clock.set(new Date('2026-11-22T18:14:00Z'));
    await server.services.jobs.scheduleDaily();
    await server.services.jobs.scheduleDaily();
    await reconciliationsSettled(server);
    expect((await dailyOf(server, admin, 'aurora')).map((day) => day.day)).toEqual(['2026-11-21']);
    server.clock.set(new Date('2026-11-22T18:15:00Z'));
    await server.services.jobs.scheduleDaily();
    await reconciliationsSettled(server);
    expect((await dailyOf(server, admin, 'aurora')).map((day) => day.day)).toEqual([
      '2026-11-22',
      '2026-11-21',
    ]);
    expect((await dailyOf(server, admin, 'utcbet')).map((day) => day.day)).toEqual(['2026-11-21']);
    expect(await dailyOf(server, admin, 'aurora', 'false')).toEqual([]);
    expect(await dailyOf(server, admin, 'aurora', 'true')).toHaveLength(2);
  });

  it('keeps a day once even when its run is repeated', async () => {
    const before = await dailyOf(server, admin, 'aurora');
    server.clock.advance(60_000);
    const id = await server.services.jobs.send(DAILY_RECONCILIATION_JOB, {
      merchantId: (await server.services.merchants.siteByCode('aurora')).merchantId,
      merchantCode: 'aurora',
      timeZone: 'Asia/Kathmandu',
      day: '2026-11-22',
    });
    await jobCompleted(server.services.jobs, DAILY_RECONCILIATION_JOB, id);
    expect(await dailyOf(server, admin, 'aurora')).toEqual(before);
  });

  it('lists the scheduler and the reconciliation runs to operators', async () => {
    for (const name of [DAILY_SCHEDULER, DAILY_RECONCILIATION_JOB]) {
      const res = await callRoute(server, routes.operatorJobRuns, { token: admin, query: { name } });
      expect(res.status, res.text).toBe(200);
      expect(res.body.value.list.length, name).toBeGreaterThan(0);
    }
    const scheduled = (await server.database.db.execute(
      sql`select cron from pgboss.schedule where name = ${DAILY_SCHEDULER}`,
    )) as unknown as { rows: unknown[] };
    expect(scheduled.rows).toEqual([{ cron: '*/15 * * * *' }]);
  });
});

function baseProfile(name: string) {
  return { name, domains: [`${name}.example`], mainDomain: `${name}.example`, analyticsId: null };
}

describe('daily reconciliation on two processes sharing one PostgreSQL', () => {
  let a: Server;
  let b: Server;
  let drop: () => Promise<void>;
  let admin: string;

  beforeAll(async () => {
    const database = await createPostgresDatabase();
    drop = database.drop;
    a = await startTestServer({ databaseUrl: database.url });
    b = await startTestServer({ databaseUrl: database.url });
    admin = await adminToken(a);
    for (const [code, timeZone] of [
      ['kolkata', 'Asia/Kolkata'],
      ['ny', 'America/New_York'],
    ] as const) {
      const created = await createMerchant(a, admin, code, { ...baseProfile(code), timeZone });
      expect(created.status, created.text).toBe(200);
    }
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
  });

  it('runs each merchant-day once though both processes schedule at the same moments', async () => {
    const moments = ['2026-11-22T08:00:00Z', '2026-11-22T18:30:00Z', '2026-11-23T05:00:00Z'];
    for (const moment of moments) {
      a.clock.set(new Date(moment));
      b.clock.set(new Date(moment));
      await Promise.all([a.services.jobs.scheduleDaily(), b.services.jobs.scheduleDaily()]);
    }
    const runs = await reconciliationsSettled(a);
    const rows = (await a.database.db.execute(
      sql`select m.code, d.day::text as day from daily_reconciliations d join merchants m on m.id = d.merchant_id
           order by m.code, d.day`,
    )) as unknown as { rows: { code: string; day: string }[] };
    const days = (code: string) => rows.rows.filter((row) => row.code === code).map((row) => row.day);
    // 08:00 UTC on the 22nd: the 21st ended everywhere; 18:30 UTC is midnight in Kolkata (its 22nd
    // ended), 05:00 UTC on the 23rd is midnight in New York (its 22nd ended) and 13:00 in Manila.
    expect(days('aurora')).toEqual(['2026-11-21', '2026-11-22']);
    expect(days('kolkata')).toEqual(['2026-11-21', '2026-11-22']);
    expect(days('ny')).toEqual(['2026-11-21', '2026-11-22']);
    // One run per merchant-day, whichever process queued and ran it.
    expect(runs).toHaveLength(rows.rows.length);
    const queued = (await a.database.db.execute(
      sql`select data->>'merchantCode' as code, data->>'day' as day, count(*)::int as n from (
            select data from pgboss.job where name = ${DAILY_RECONCILIATION_JOB}
            union all select data from pgboss.archive where name = ${DAILY_RECONCILIATION_JOB}) runs
          group by 1, 2`,
    )) as unknown as { rows: { n: number }[] };
    expect(queued.rows).toHaveLength(6);
    expect(queued.rows.every((row) => row.n === 1)).toBe(true);
  });
});
