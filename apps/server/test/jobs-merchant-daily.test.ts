import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../src/platform/clock.js';
import { openDatabase, type DatabaseHandle } from '../src/platform/db/index.js';
import { createJobs, DAILY_SCHEDULER, type Jobs, type MerchantDay } from '../src/platform/jobs.js';
import { createPostgresDatabase, USE_POSTGRES } from './harness.js';
import { waitUntil } from './wait.js';

/*
 * Daily tasks at each merchant's local midnight, on the database the tests run on (PGlite, or
 * PostgreSQL with TEST_DATABASE=postgres), with two queue instances on it as two processes would have:
 * both schedule at the same moments, and each merchant's day still runs once; a zone a quarter or half
 * an hour off UTC gets its day at its own midnight; days missed while nothing ran are caught up, at
 * most a week of them.
 */

const silent = { info() {}, warn() {}, error() {}, debug() {}, child: () => silent } as never;
const TASK = 'test.close-day';

let database: DatabaseHandle;
let dropDatabase: (() => Promise<void>) | null = null;
const clock = fixedClock(new Date('2026-11-22T15:50:00Z'));
const merchants = [
  { merchantId: 1, merchantCode: 'manila', timeZone: 'Asia/Manila' },
  { merchantId: 2, merchantCode: 'kathmandu', timeZone: 'Asia/Kathmandu' },
  { merchantId: 3, merchantCode: 'utc', timeZone: 'UTC' },
];
const ran: MerchantDay[] = [];
let a: Jobs;
let b: Jobs;

function process(): Jobs {
  const jobs = createJobs(database, silent, { pollingSeconds: 0.5, clock });
  jobs.daily(
    TASK,
    async (day) => {
      ran.push(day);
    },
    { merchants: async () => merchants },
  );
  return jobs;
}

beforeAll(async () => {
  if (USE_POSTGRES) {
    const created = await createPostgresDatabase();
    dropDatabase = created.drop;
    database = await openDatabase({ databaseUrl: created.url, dataDir: '', logger: silent });
  } else {
    database = await openDatabase({ dataDir: 'memory://', logger: silent });
  }
  a = process();
  b = process();
  await a.start();
  await b.start();
});

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await database?.close();
  await dropDatabase?.();
});

/** Both processes schedule at once; then every queued run has run. */
async function scheduleOnBoth() {
  await Promise.all([a.scheduleDaily(), b.scheduleDaily()]);
  await waitUntil(
    async () => {
      const runs = await a.runs({ name: TASK, limit: 500 });
      return runs.every((run) => run.state === 'completed') && runs.length === ran.length;
    },
    { timeoutMs: 20_000, what: 'every queued day ran' },
  );
}

const daysOf = (code: string) =>
  ran
    .filter((day) => day.merchantCode === code)
    .map((day) => day.day)
    .sort();

describe('daily tasks per merchant', () => {
  it('runs the day that ended last once per merchant, though both processes schedule it', async () => {
    await scheduleOnBoth();
    // 23:50 in Manila, 21:35 in Kathmandu, 15:50 UTC on 22 November: the 21st ended everywhere.
    expect(daysOf('manila')).toEqual(['2026-11-21']);
    expect(daysOf('kathmandu')).toEqual(['2026-11-21']);
    expect(daysOf('utc')).toEqual(['2026-11-21']);
    const manila = ran.find((day) => day.merchantCode === 'manila')!;
    expect(manila).toMatchObject({ merchantId: 1, timeZone: 'Asia/Manila' });
    expect(manila.from.toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(manila.to.toISOString()).toBe('2026-11-21T16:00:00.000Z');
  });

  it('runs each merchant’s next day after its own local midnight, at the quarter hour', async () => {
    clock.set(new Date('2026-11-22T16:00:00Z')); // midnight in Manila
    await scheduleOnBoth();
    expect(daysOf('manila')).toEqual(['2026-11-21', '2026-11-22']);
    expect(daysOf('kathmandu')).toEqual(['2026-11-21']);

    clock.set(new Date('2026-11-22T18:14:59Z')); // 23:59:59 in Kathmandu (UTC+5:45)
    await scheduleOnBoth();
    expect(daysOf('kathmandu')).toEqual(['2026-11-21']);
    clock.set(new Date('2026-11-22T18:15:00Z'));
    await scheduleOnBoth();
    expect(daysOf('kathmandu')).toEqual(['2026-11-21', '2026-11-22']);
    expect(daysOf('utc')).toEqual(['2026-11-21']);
    expect(ran).toHaveLength(5);
  });

  it('catches up the days missed while nothing ran, a week at most, once each', async () => {
    // Ten days without a process: on the way back each merchant gets the last 7 days it missed.
    clock.set(new Date('2026-12-02T18:30:00Z'));
    await scheduleOnBoth();
    await scheduleOnBoth();
    expect(daysOf('utc')).toEqual([
      '2026-11-21',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ]);
    // 02:30 on 3 December in Manila: its 2 December ended too.
    expect(daysOf('manila').slice(-2)).toEqual(['2026-12-01', '2026-12-02']);
    expect(daysOf('manila')).toHaveLength(9);
    const keys = ran.map((day) => `${day.merchantCode} ${day.day}`);
    expect(new Set(keys).size).toBe(keys.length);
    const claims = (await database.db.execute(
      sql`select count(*)::int as n from daily_task_claims where task = ${TASK}`,
    )) as unknown as { rows: { n: number }[] };
    expect(claims.rows[0]!.n).toBe(ran.length);
  });

  it('schedules the scheduler once, every 15 minutes', async () => {
    const result = (await database.db.execute(
      sql`select name, cron from pgboss.schedule where name = ${DAILY_SCHEDULER}`,
    )) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([{ name: DAILY_SCHEDULER, cron: '*/15 * * * *' }]);
  });
});
