import { spawn } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '@wps/contracts';
import {
  ADMIN_PASSWORD,
  adminToken,
  callRoute,
  createPostgresDatabase,
  PG_ADMIN_URL,
  putSection,
  solvedChallenge,
} from './harness.js';
import { outageProxy } from './outage-proxy.js';
import { waitUntil } from './wait.js';

/**
 * Faults under load, always on PostgreSQL, with the server as its own process (from source, so no
 * build is needed): killed with SIGKILL in the middle of wallet transfers, and PostgreSQL cut off
 * behind a TCP proxy. Every request without an answer is retried with its requestId; afterwards each
 * requestId has had exactly one effect, the balances equal the model and reconciliation is clean.
 */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CAPTCHA_CODE = '4826';
const VENDOR = 'FAULTS';
/** Below the adjustment threshold that asks for a second operator. */
const FUNDING = '9000.00';
/** Transfers are main → vendor wallet of 1.00–3.00: with FUNDING no transfer can be refused. */
const AMOUNTS = ['1.00', '2.00', '3.00'];

const aurora = { merchantCode: 'aurora' };

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The server as `npm start` runs it, from source, on a given port and database. */
async function startServer(port: number, databaseUrl: string) {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      ADMIN_INITIAL_PASSWORD: ADMIN_PASSWORD,
      PAY_SANDBOX: 'false',
      CAPTCHA_TEST_CODE: CAPTCHA_CODE,
      CHALLENGE_MAX_NUMBER: '1000',
      RATE_LIMIT_SCALE: '1000',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-10_000)));
  child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-10_000)));
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(
    async () => {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`server exited (${child.exitCode ?? child.signalCode}):\n${output}`);
      return fetch(`${url}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
    },
    { what: 'the server to be ready', timeoutMs: 40_000, intervalMs: 100 },
  ).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${output}`);
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  return { url, child, exited, output: () => output };
}

/** Operator set-up: transfer wallets on, then `count` members registered through the API and funded. */
async function setUpMembers(site: { url: string }, count: number) {
  const operator = await adminToken(site);
  const money = await putSection(site, operator, 'money', (value: Record<string, unknown>) => ({
    ...value,
    singleWallet: false,
    vendorWallets: [{ code: VENDOR, name: { EN: 'Fault wallet' } }],
  }));
  expect(money.status).toBe(200);
  const members: { id: number; token: string }[] = [];
  for (let index = 0; index < count; index++) {
    const username = `fault${index}x${Date.now() % 100_000}`;
    const captcha = await callRoute(site, routes.imageCaptcha);
    const registered = await callRoute(site, routes.memberRegister, {
      body: {
        username,
        password: 'Faultpass123',
        confirmPassword: 'Faultpass123',
        registerMethod: 'WEB',
        challenge: await solvedChallenge(site),
        ...(captcha.body.success ? { captcha: CAPTCHA_CODE, captchaId: captcha.body.value.captchaId } : {}),
      },
    });
    expect(registered.body.success, registered.text).toBe(true);
    const found = await callRoute(site, routes.operatorMemberList, {
      token: operator,
      params: aurora,
      query: { username },
    });
    const id = found.body.value.list.find((row) => row.username.toLowerCase() === username)!.id;
    const funded = await callRoute(site, routes.operatorAdjustmentCreate, {
      token: operator,
      params: aurora,
      body: { memberId: id, amount: FUNDING, reason: 'fault test funding', requestId: `funding-${id}` },
    });
    expect(funded.body.value?.status, funded.text).toBe('APPROVED');
    members.push({ id, token: registered.body.value.token });
  }
  return { operator, members };
}

interface Transfer {
  member: { id: number; token: string };
  requestId: string;
  amount: string;
  /** ok: answered success; failed: answered an error; lost: no answer (connection gone). */
  outcome?: 'ok' | 'failed' | 'lost';
  status?: number;
  errorCode?: string;
  ms?: number;
}

async function send(site: { url: string }, transfer: Transfer): Promise<Transfer> {
  const started = performance.now();
  try {
    const response = await fetch(`${site.url}/wps/relay/GCS_walletTransfer`, {
      method: 'POST',
      headers: {
        merchant: 'aurora',
        authorization: transfer.member.token,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        from: 'main',
        to: VENDOR,
        amount: transfer.amount,
        requestId: transfer.requestId,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json()) as { success: boolean; errorCode?: string };
    transfer.status = response.status;
    transfer.errorCode = body.errorCode;
    transfer.outcome = body.success ? 'ok' : 'failed';
  } catch {
    transfer.outcome = 'lost';
  }
  transfer.ms = performance.now() - started;
  return transfer;
}

/**
 * `clients` loops, each sending transfers (a new requestId each) for its member, until `stop()`;
 * every transfer sent is recorded with what came back.
 */
function load(site: { url: string }, members: { id: number; token: string }[], clients: number) {
  const sent: Transfer[] = [];
  let running = true;
  let sequence = 0;
  const loops = Array.from({ length: clients }, async (_, client) => {
    const member = members[client % members.length]!;
    while (running) {
      const transfer: Transfer = {
        member,
        requestId: `transfer-${client}-${++sequence}`,
        amount: AMOUNTS[sequence % AMOUNTS.length]!,
      };
      sent.push(transfer);
      await send(site, transfer);
      // A refused or lost call is retried later, after the fault; a dead server refuses at once.
      if (transfer.outcome !== 'ok') await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  return {
    sent,
    okCount: () => sent.filter((transfer) => transfer.outcome === 'ok').length,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return sent;
    },
  };
}

const minorOf = (amount: string) => BigInt(amount.replace('.', ''));

/** Every requestId had exactly one effect: one ledger transaction each, balances equal to the model. */
async function expectExactlyOnce(
  site: { url: string },
  operator: string,
  databaseUrl: string,
  members: { id: number }[],
  transfers: Transfer[],
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ idempotency_key: string; n: string }>(
      `select idempotency_key, count(*) as n from ledger_transactions where type = 'wallet_transfer'
       group by idempotency_key`,
    );
    const keys = new Map(rows.map((row) => [row.idempotency_key, Number(row.n)]));
    expect(keys.size).toBe(transfers.length);
    for (const transfer of transfers)
      expect(keys.get(`wallet:${transfer.member.id}:${transfer.requestId}`), transfer.requestId).toBe(1);
  } finally {
    await client.end();
  }
  for (const member of members) {
    const moved = transfers
      .filter((transfer) => transfer.member.id === member.id)
      .reduce((sum, transfer) => sum + minorOf(transfer.amount), 0n);
    const view = await callRoute(site, routes.operatorMemberBalance, {
      token: operator,
      params: { ...aurora, id: member.id },
    });
    const balance = (wallet: string) =>
      minorOf(view.body.value.wallets.find((row) => row.wallet === wallet)!.balance.replace(/,/g, ''));
    expect(balance(VENDOR), `member ${member.id} vendor wallet`).toBe(moved);
    expect(balance('main'), `member ${member.id} main wallet`).toBe(minorOf(FUNDING) - moved);
  }
  const report = await callRoute(site, routes.operatorReconciliation, { token: operator });
  expect(report.body.value).toMatchObject({
    clean: true,
    counts: { balance: 0, unbalanced: 0, floor: 0, running: 0 },
  });
}

/** Retries, with the same requestId, every transfer that has no success answer, until each has one. */
async function retryUnanswered(site: { url: string }, transfers: Transfer[]) {
  for (let round = 0; round < 5; round++) {
    const pending = transfers.filter((transfer) => transfer.outcome !== 'ok');
    if (pending.length === 0) return;
    await Promise.all(pending.map((transfer) => send(site, transfer)));
  }
  expect(transfers.filter((transfer) => transfer.outcome !== 'ok')).toEqual([]);
}

describe('wallet transfers under faults (PostgreSQL, server process)', () => {
  it('killed with SIGKILL mid-load: after a restart, retries take effect once and the ledger reconciles', async () => {
    const database = await createPostgresDatabase();
    cleanups.push(() => database.drop());
    const port = await freePort();
    let server = await startServer(port, database.url);
    const { operator, members } = await setUpMembers(server, 8);

    const traffic = load(server, members, 24);
    await waitUntil(() => traffic.okCount() >= 150, {
      what: () => `150 transfers answered (${traffic.okCount()} so far)`,
      timeoutMs: 20_000,
    });
    server.child.kill('SIGKILL');
    await server.exited;
    const transfers = await traffic.stop();
    const unanswered = transfers.filter((transfer) => transfer.outcome !== 'ok');
    // Killed mid-load: requests were in flight, some of them perhaps committed without an answer.
    expect(unanswered.length).toBeGreaterThan(0);
    expect(unanswered.some((transfer) => transfer.outcome === 'lost')).toBe(true);

    server = await startServer(port, database.url);
    await retryUnanswered(server, transfers);
    await expectExactlyOnce(server, operator, database.url, members, transfers);
  }, 90_000);

  it('PostgreSQL cut off under load: fast system.busy, the process stays up and recovers, retries take effect once', async () => {
    const database = await createPostgresDatabase();
    cleanups.push(() => database.drop());
    const pgUrl = new URL(PG_ADMIN_URL);
    const proxy = outageProxy({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) });
    const proxyPort = await proxy.listen();
    cleanups.push(() => proxy.close());
    const viaProxy = new URL(database.url);
    viaProxy.host = `127.0.0.1:${proxyPort}`;
    const server = await startServer(await freePort(), viaProxy.toString());
    const { operator, members } = await setUpMembers(server, 8);

    const traffic = load(server, members, 16);
    await waitUntil(() => traffic.okCount() >= 100, {
      what: () => `100 transfers answered (${traffic.okCount()} so far)`,
      timeoutMs: 20_000,
    });
    proxy.cut();
    const cutAt = traffic.sent.length;
    // Signals instead of a 6 s sleep: the outage lasts until more than 20 calls sent after the cut have
    // their answer, then every call sent until then must have one too (none left hanging).
    const answeredSinceCut = () =>
      traffic.sent.slice(cutAt).filter((transfer) => transfer.outcome !== undefined).length;
    await waitUntil(() => answeredSinceCut() > 20, {
      what: () => `20 answers during the outage (${answeredSinceCut()} so far)`,
      timeoutMs: 15_000,
    });
    const window = traffic.sent.slice(cutAt);
    const duringOutage = await waitUntil(
      () => window.every((transfer) => transfer.outcome !== undefined) && window,
      { what: 'an answer to every call sent during the outage', timeoutMs: 15_000 },
    );
    proxy.restore();
    const restoredAt = traffic.sent.length;
    await waitUntil(
      () => traffic.sent.slice(restoredAt).filter((transfer) => transfer.outcome === 'ok').length >= 50,
      { what: '50 transfers answered after the restore', timeoutMs: 15_000 },
    );
    const transfers = await traffic.stop();

    // While the database was gone: every call answered at once with the retryable system.busy.
    expect(duringOutage.length).toBeGreaterThan(20);
    for (const transfer of duringOutage) {
      expect(transfer).toMatchObject({ outcome: 'failed', status: 503, errorCode: 'system.busy' });
      expect(transfer.ms!).toBeLessThanOrEqual(2_000);
    }
    // The process stayed up and recovered by itself.
    expect(server.child.exitCode).toBeNull();
    expect(server.child.signalCode).toBeNull();

    await retryUnanswered(server, transfers);
    // The database reached without the proxy: the ledger as committed.
    await expectExactlyOnce(server, operator, database.url, members, transfers);
  }, 90_000);
});
