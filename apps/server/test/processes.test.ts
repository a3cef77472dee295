import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberApi, operatorApi } from '../../../e2e/support/auth.js';
import { startSite, type Site } from '../../../e2e/support/site.js';
import { payOnSandbox } from './deposits-support.js';
import { createPostgresDatabase } from './harness.js';
import { openLive, type LiveClient } from './live-support.js';
import { startRoundRobinProxy } from './round-robin-proxy.js';
import { waitUntil } from './wait.js';

/*
 * Two API processes (separate operating-system processes, each `src/main.ts` with its own caches,
 * queue workers, listeners and sockets) on one PostgreSQL database, behind a round-robin proxy on
 * loopback, as behind a load balancer (docs/operations.md, "Several processes").
 */

const PASSWORD = 'Process1234';
let a: Site;
let b: Site;
let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;
let drop: () => Promise<void>;
let db: pg.Client;
const sockets: LiveClient[] = [];

function startProcess(databaseUrl: string) {
  return startSite(
    {
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '4',
      SLOTS_VENDOR_PORT: '0',
      // Cached for a minute: only the signal can make the other process see a change at once.
      SETTINGS_CACHE_MS: '60000',
      CHALLENGE_MAX_NUMBER: '1000',
      CAPTCHA_TEST_CODE: '4826',
      LOG_LEVEL: 'info',
      // A job every 2 s: pg-boss keeps one run per slot, whichever process offers it.
      JOBS_HEARTBEAT_SECONDS: '2',
    },
    { fromSource: true },
  );
}

beforeAll(async () => {
  const database = await createPostgresDatabase();
  drop = database.drop;
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
  // One after the other: the first migrates and seeds, the second finds it done.
  a = await startProcess(database.url);
  b = await startProcess(database.url);
  proxy = await startRoundRobinProxy([a.url, b.url]);
  const ops = await operatorApi(a);
  // The human checks are the auth tests' subject, not this file's.
  await ops.modules({ GEETEST3: false, CAPTCHA3: false });
}, 120_000);

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await proxy?.close();
  await a?.stop();
  await b?.stop();
  await db?.end();
  await drop?.();
});

async function register(site: Site, username: string) {
  return (await memberApi(site).register({ username, password: PASSWORD })).token;
}

function login(site: { url: string }, username: string, password: string) {
  return memberApi(site).call<{ token: string }>('POST', '/wps/session/login', {
    sealed: true,
    body: { username, password, type: 'username' },
  });
}

async function live(site: { url: string }, token?: string) {
  const socket = await openLive(site, token ? { token } : {});
  sockets.push(socket);
  return socket;
}

describe('two processes behind a round-robin proxy', () => {
  it('logs a member registered through A in on B', async () => {
    await register(a, 'procmember');
    const reply = await login(b, 'procmember', PASSWORD);
    expect(reply.success, JSON.stringify(reply)).toBe(true);
    const info = await memberApi(b).call<{ account: string }>('GET', '/wps/member/info', {
      token: reply.value.token,
    });
    expect(info.value.account).toBe('procmember');
  });

  it('locks the account after three failed logins spread over A and B', async () => {
    await register(b, 'proclock');
    for (const site of [a, b, a]) {
      const reply = await login(site, 'proclock', 'Wrong12345');
      expect(reply.success).toBe(false);
    }
    for (const site of [b, a]) {
      const reply = await login(site, 'proclock', PASSWORD);
      expect(reply.errorCode, JSON.stringify(reply)).toBe('account.locked');
    }
  });

  it('pushes a deposit credited on A to the member socket held by B', async () => {
    const token = await register(a, 'procpush');
    const onB = await live(b, token);
    const api = memberApi(a);
    const methods = await api.call<{ code: string; channels: { id: number }[] }[]>(
      'GET',
      '/wps/relay/MCSFE_getDepositPaymentChannels',
      { token },
    );
    const channel = methods.value.find((method) => method.code === 'ONLINE_BANKING')!.channels[0]!;
    const order = await api.call<{ orderNo: string; payUrl: string }>(
      'POST',
      '/wps/relay/MCSFE_depositByLaunchUrl',
      {
        token,
        body: { channelId: channel.id, amount: '300.00', bankCode: 'BDO', requestId: `proc-${Date.now()}` },
      },
    );
    expect(order.success, JSON.stringify(order)).toBe(true);
    await payOnSandbox(order.value.payUrl);
    expect(await onB.next('order', { timeoutMs: 10_000 })).toMatchObject({
      orderNo: order.value.orderNo,
      status: 'PAID',
    });
    expect(await onB.next('balance')).toEqual({ type: 'balance', cause: 'deposit' });
  });

  it('shows a setting saved on A at once on B, and tells B’s open pages', async () => {
    const status = (site: Site) =>
      memberApi(site).call<{ maintenance: boolean }>('GET', '/wps/system/status');
    expect((await status(b)).value.maintenance).toBe(false);
    const visitorOnB = await live(b);
    const ops = await operatorApi(a);
    await ops.update<{ enabled: boolean }>('maintenance', (value) => ({ ...value, enabled: true }));
    expect(await visitorOnB.next('status')).toEqual({ type: 'status', maintenance: true });
    await waitUntil(async () => (await status(b)).value.maintenance || null, {
      what: 'B to see the maintenance',
      timeoutMs: 2_000,
    });
    await ops.update<{ enabled: boolean }>('maintenance', (value) => ({ ...value, enabled: false }));
    expect(await visitorOnB.next('status')).toEqual({ type: 'status', maintenance: false });
  });

  it('through the proxy: sockets and calls land on both, and each socket hears its member', async () => {
    const token = await register(a, 'procproxy');
    // Two tabs: the proxy sends them to different processes.
    const first = await live(proxy, token);
    const second = await live(proxy, token);
    const ops = await operatorApi(proxy);
    await ops.adjust('procproxy', '25.00');
    expect(await first.next('balance')).toEqual({ type: 'balance', cause: 'adjustment' });
    expect(await second.next('balance')).toEqual({ type: 'balance', cause: 'adjustment' });
  });

  it('runs a job scheduled every 2 s once per slot with both up, and goes on when A is killed', async () => {
    const heartbeats = async () =>
      (
        await db.query<{ slot: Date; process: string }>(
          'select slot, process from job_heartbeats order by slot',
        )
      ).rows;
    // Runs per slot as pg-boss holds them (the queue and its archive): never two for one slot.
    const runsPerSlot = async () =>
      (
        await db.query<{ runs: number }>(
          `select count(*)::int as runs from (
             select singleton_on from pgboss.job where name = 'system.heartbeat' and state <> 'cancelled'
             union all
             select singleton_on from pgboss.archive where name = 'system.heartbeat' and state <> 'cancelled'
           ) runs group by singleton_on`,
        )
      ).rows.map((row) => row.runs);
    const before = (await heartbeats()).length;
    await waitUntil(async () => (await heartbeats()).length >= before + 3 || null, {
      what: 'three more heartbeats',
      timeoutMs: 15_000,
    });
    expect(Math.max(...(await runsPerSlot()))).toBe(1);

    a.process.kill('SIGKILL');
    const killedAt = new Date();
    await waitUntil(
      async () => (await heartbeats()).filter((row) => row.slot > killedAt).length >= 3 || null,
      { what: 'three heartbeats after A was killed', timeoutMs: 20_000 },
    );
    expect(Math.max(...(await runsPerSlot()))).toBe(1);
    const slots = (await heartbeats()).map((row) => row.slot.getTime());
    expect(new Set(slots).size).toBe(slots.length);
    // The balancer goes on with B alone.
    const status = await memberApi(proxy).call<{ maintenance: boolean }>('GET', '/wps/system/status');
    expect(status.success).toBe(true);
  }, 60_000);
});
