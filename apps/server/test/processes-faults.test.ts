import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberApi, operatorApi } from '../../../e2e/support/auth.js';
import { startSite, type Site } from '../../../e2e/support/site.js';
import { createPostgresDatabase } from './harness.js';
import { openLive, type LiveClient } from './live-support.js';
import { outageProxy } from './outage-proxy.js';
import { waitUntil } from './wait.js';

/*
 * Faults with two real API processes on one PostgreSQL that sits behind a proxy the test cuts, as a
 * database host going away: the processes stay up, the sockets of their pages stay open, the runs
 * that fell due meanwhile run once when it is back, and pushes flow between the processes again.
 */

const PASSWORD = 'Faults1234';
const OUTAGE_MS = 10_000;
let a: Site;
let b: Site;
let drop: () => Promise<void>;
let db: pg.Client;
let databaseUrl: string;
let cut: ReturnType<typeof outageProxy>;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  const database = await createPostgresDatabase();
  drop = database.drop;
  databaseUrl = database.url;
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const direct = new URL(database.url);
  cut = outageProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const through = new URL(database.url);
  through.port = String(await cut.listen());
  const env = {
    DATABASE_URL: through.toString(),
    DATABASE_POOL_SIZE: '4',
    SLOTS_VENDOR_PORT: '0',
    CHALLENGE_MAX_NUMBER: '1000',
    CAPTCHA_TEST_CODE: '4826',
    JOBS_HEARTBEAT_SECONDS: '2',
    // Runs of a killed process are expired (and retried) within seconds.
    JOBS_MAINTENANCE_SECONDS: '2',
  };
  a = await startSite(env, { fromSource: true });
  b = await startSite(env, { fromSource: true });
  await (await operatorApi(a)).modules({ GEETEST3: false, CAPTCHA3: false });
}, 120_000);

afterAll(async () => {
  cut?.restore();
  await Promise.all(sockets.map((socket) => socket.close()));
  await a?.stop();
  await b?.stop();
  await cut?.close();
  await db?.end();
  await drop?.();
});

const heartbeats = async () =>
  (await db.query<{ slot: Date; ran_at: Date }>('select slot, ran_at from job_heartbeats order by slot'))
    .rows;

/** The status a process answers (0: no answer, even on a fresh connection). */
const answers = async (site: Site, path: string) => {
  // A kept-alive connection the server has just closed fails once on the client's side: ask again.
  for (let attempt = 1; ; attempt++) {
    try {
      return (await fetch(`${site.url}${path}`, { headers: { connection: 'close' } })).status;
    } catch {
      if (attempt === 2) return 0;
    }
  }
};

describe('PostgreSQL gone for 10 s under two processes', () => {
  it('keeps both up and their sockets open; the runs due meanwhile run once after; pushes flow again', async () => {
    const username = 'faultmember';
    const { token } = await memberApi(a).register({ username, password: PASSWORD });
    const memberOnB = await openLive(b, { token });
    const visitorOnA = await openLive(a);
    sockets.push(memberOnB, visitorOnA);
    const before = (await heartbeats()).length;
    await waitUntil(async () => (await heartbeats()).length >= before + 2 || null, {
      what: 'heartbeats before the outage',
      timeoutMs: 15_000,
    });

    // Cut while a run is queued and not yet due (the next slot's run is queued during each slot).
    const queuedAhead = async () =>
      (
        await db.query<{ slot: string }>(
          `select data->>'slot' as slot from pgboss.job
            where name = 'system.heartbeat' and state = 'created' and start_after > now() + interval '300 ms'`,
        )
      ).rows.map((row) => row.slot);
    const dueDuring = await waitUntil(
      async () => {
        const slots = await queuedAhead();
        return slots.length > 0 ? slots : null;
      },
      { what: 'a run queued ahead', timeoutMs: 10_000, intervalMs: 50 },
    );
    cut.cut();
    const cutAt = new Date();
    expect(dueDuring.length).toBeGreaterThan(0);

    // For the whole outage: both processes answer (liveness), say they are not ready, keep sockets.
    const seen = new Set<string>();
    await waitUntil(
      async () => {
        for (const site of [a, b]) {
          seen.add(`healthz ${await answers(site, '/healthz')}`);
          seen.add(`readyz ${await answers(site, '/readyz')}`);
        }
        for (const socket of [memberOnB, visitorOnA]) seen.add(`socket ${socket.socket.readyState}`);
        return Date.now() - cutAt.getTime() >= OUTAGE_MS || null;
      },
      { what: 'the outage to last 10 s', timeoutMs: OUTAGE_MS + 10_000, intervalMs: 500 },
    );
    const tail = (site: Site) => site.output().split('\n').slice(-15).join('\n');
    expect([...seen].sort(), `A:\n${tail(a)}\nB:\n${tail(b)}`).toEqual([
      'healthz 200',
      'readyz 503',
      `socket ${WebSocket.OPEN}`,
    ]);
    expect(a.process.exitCode).toBeNull();
    expect(b.process.exitCode).toBeNull();

    cut.restore();
    const restoredAt = new Date();
    for (const site of [a, b])
      await waitUntil(async () => (await answers(site, '/readyz')) === 200 || null, {
        what: 'ready again',
        timeoutMs: 15_000,
      });
    // Each run that fell due in the outage ran once, after it.
    await waitUntil(
      async () => {
        const rows = await heartbeats();
        return dueDuring.every((slot) => rows.some((row) => row.slot.toISOString() === slot)) || null;
      },
      { what: 'the runs due during the outage', timeoutMs: 20_000 },
    );
    const rows = await heartbeats();
    for (const slot of dueDuring) {
      const ran = rows.filter((row) => row.slot.toISOString() === slot);
      expect(ran).toHaveLength(1);
      expect(ran[0]!.ran_at.getTime()).toBeGreaterThanOrEqual(restoredAt.getTime() - 1_000);
    }
    const perSlot = await db.query<{ runs: number }>(
      `select count(*)::int as runs from pgboss.job where name = 'system.heartbeat' group by singleton_on`,
    );
    expect(Math.max(...perSlot.rows.map((row) => row.runs))).toBe(1);

    // The sockets never dropped, and a push made on A reaches B's again (B listens again).
    expect(memberOnB.socket.readyState).toBe(WebSocket.OPEN);
    // B's listening connection comes back on its own within its retry pause (≤ 5 s); a push sent
    // before that is lost by design (a hint), so money moves until one arrives.
    const ops = await operatorApi(a);
    await waitUntil(
      async () => {
        await ops.adjust(username, '1.00');
        return (await memberOnB.next('balance', { timeoutMs: 2_000 }).catch(() => null)) ?? null;
      },
      { what: 'a push from A on the socket held by B', timeoutMs: 20_000, intervalMs: 10 },
    );
  }, 120_000);
});

describe('a process killed in the middle of a job', () => {
  it('has the run retried by the other process, and its effect happens once', async () => {
    // Hold the row of the next slot in an open transaction: that slot's run blocks inside its insert.
    const [slot] = await waitUntil(
      async () => {
        const rows = (
          await db.query<{ slot: string }>(
            `select data->>'slot' as slot from pgboss.job
              where name = 'system.heartbeat' and state = 'created' and start_after > now() + interval '500 ms'
              order by start_after limit 1`,
          )
        ).rows;
        return rows.length ? rows.map((row) => row.slot) : null;
      },
      { what: 'a run queued ahead', timeoutMs: 10_000, intervalMs: 50 },
    );
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    await holder.query('begin');
    await holder.query(`insert into job_heartbeats (slot, process) values ($1, 'test holder')`, [slot]);

    // The process whose connection waits on that row is in the middle of the run: kill it.
    const pid = await waitUntil(
      async () => {
        const rows = (
          await db.query<{ application_name: string }>(
            `select application_name from pg_stat_activity
              where wait_event_type = 'Lock' and query like '%job_heartbeats%' and application_name like 'wps:%'`,
          )
        ).rows;
        return rows[0] ? Number(rows[0].application_name.slice(4)) : null;
      },
      { what: 'a run blocked on the held row', timeoutMs: 15_000, intervalMs: 50 },
    );
    const killed = [a, b].find((site) => site.process.pid === pid)!;
    const survivor = killed === a ? b : a;
    killed.process.kill('SIGKILL');
    await new Promise((resolve) => killed.process.once('exit', resolve));
    await holder.query('rollback');
    await holder.end();

    // The run outlives its time, is expired and taken again by the survivor; the slot's row is there
    // once (written by whichever insert got through), and the run ended completed after a retry.
    const job = await waitUntil(
      async () => {
        const rows = (
          await db.query<{ state: string; retry_count: number }>(
            `select state, retry_count from pgboss.job where name = 'system.heartbeat' and data->>'slot' = $1
             union all
             select state, retry_count from pgboss.archive where name = 'system.heartbeat' and data->>'slot' = $1`,
            [slot],
          )
        ).rows;
        return rows.some((row) => row.state === 'completed') ? rows : null;
      },
      { what: 'the killed run retried to completion', timeoutMs: 60_000, intervalMs: 200 },
    );
    expect(job).toHaveLength(1);
    expect(job[0]!.retry_count).toBeGreaterThanOrEqual(1);
    const rows = (await heartbeats()).filter((row) => row.slot.toISOString() === slot);
    expect(rows).toHaveLength(1);
    expect(survivor.process.exitCode).toBeNull();
  }, 120_000);
});
