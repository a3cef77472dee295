/**
 * What the benchmarks share: throwaway PostgreSQL databases, pgbench runs with per-transaction
 * latencies, CPU accounting from /proc, the built server started as `npm start` runs it, and a
 * minimal keep-alive HTTP/1.1 client that adds as little of its own work as possible.
 */
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { CAPTCHA_CODE, memberApi, operatorApi } from '../e2e/support/auth.js';
import { ADMIN_NEW_PASSWORD, ADMIN_PASSWORD, ROOT } from '../e2e/support/site.js';

const ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Seconds of each timed run (BENCH_SECONDS, default 20). */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
export const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS = 100;

export interface RunResult {
  /** Transactions or movements per second. */
  rate: number;
  errors: number;
  /** Latencies in milliseconds, sorted ascending. */
  sorted: Float64Array;
  /** CPU milliseconds per transaction: the database backends, the app server, the load generator. */
  cpu: { database: number; server: number | null; client: number };
}

export function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

// ---------------------------------------------------------------------------------------------
// CPU accounting from /proc

/** CPU time (user + system) of a process so far in milliseconds; null once it is gone. */
export function cpuMsOf(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  } catch {
    return null;
  }
}

/** CPU so far of every backend connected to a database, by pid. */
export async function backendCpu(database: string): Promise<Map<number, number>> {
  const { rows } = await admin((client) =>
    client.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()",
      [database],
    ),
  );
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    const used = cpuMsOf(pid);
    if (used !== null) cpu.set(pid, used);
  }
  return cpu;
}

/** CPU the backends spent between two samples (a backend missing from the first started after it). */
export function spentBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, used] of after) total += used - (before.get(pid) ?? 0);
  return total;
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: throwaway databases on the same server

export async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(prefix: string) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => admin((client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

/** libpq connection flags of a URL, for pgbench. */
export function pgbenchTarget(url: string): string[] {
  const parsed = new URL(url);
  return [
    '-h',
    parsed.hostname,
    '-p',
    parsed.port || '5432',
    '-U',
    decodeURIComponent(parsed.username || 'postgres'),
    parsed.pathname.slice(1),
  ];
}

/**
 * One pgbench run with per-transaction logs. CPU is sampled from 1 s after the start to 1 s before
 * the end and divided by the transactions the logs show completed in between.
 */
export async function pgbench(
  database: { name: string; url: string },
  clients: number,
  logDir: string,
  script: string[] = [],
): Promise<RunResult> {
  const tag = `${script.length ? 'f' : 'b'}${clients}`;
  const child = spawn(
    'pgbench',
    [
      ...script,
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(SECONDS),
      '-l',
      `--log-prefix=${path.join(logDir, tag)}`,
      ...pgbenchTarget(database.url),
    ],
    { env: { ...process.env, PGPASSWORD: decodeURIComponent(new URL(database.url).password) } },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await sleep(1_000);
  const from = {
    at: Date.now(),
    backends: await backendCpu(database.name),
    client: cpuMsOf(child.pid!) ?? 0,
  };
  await sleep(SECONDS * 1000 - 2_000);
  const to = { at: Date.now(), backends: await backendCpu(database.name), client: cpuMsOf(child.pid!) ?? 0 };
  const code = await exited;
  if (code !== 0) throw new Error(`pgbench exited with ${code}:\n${stderr}`);
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
  const failed = /number of failed transactions: (\d+)/.exec(stdout);
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}\n${stderr}`);
  // Per-transaction logs, one per thread: latency in µs, then the completion time (s, µs).
  const latencies: number[] = [];
  let inWindow = 0;
  for (const file of fs.readdirSync(logDir).filter((name) => name.startsWith(`${tag}.`))) {
    for (const line of fs.readFileSync(path.join(logDir, file), 'utf8').split('\n')) {
      const fields = line.split(' ');
      if (fields.length < 6) continue;
      latencies.push(Number(fields[2]) / 1000);
      const done = Number(fields[4]) * 1000 + Number(fields[5]) / 1000;
      if (done >= from.at && done < to.at) inWindow++;
    }
  }
  return {
    rate: Number(tps[1]),
    errors: Number(failed?.[1] ?? 0),
    sorted: Float64Array.from(latencies).sort(),
    cpu: {
      database: spentBetween(from.backends, to.backends) / inWindow,
      server: null,
      client: (to.client - from.client) / inWindow,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The server, as `npm start` runs it

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The slot vendor's secret of the servers the benchmarks start (random per run). */
export const BENCH_VENDOR_SECRET = process.env.SLOTS_VENDOR_SECRET ?? randomBytes(24).toString('hex');

/** `env`: more variables for this server, over the benchmarks' own (a bench's gateway secret, Redis…). */
export async function startServer(databaseUrl: string, env: Record<string, string> = {}) {
  // BENCH_SERVER: another entry point to compare (a .ts one runs through tsx).
  const entry = process.env.BENCH_SERVER ?? path.join(ROOT, 'apps/server/dist/main.js');
  if (!fs.existsSync(entry)) throw new Error('the server is not built: run `npm run build` first');
  const port = await freePort();
  const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  if (entry.endsWith('.ts')) nodeFlags.push('--import', 'tsx');
  const child = spawn(process.execPath, [...nodeFlags, entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      ...(process.env.BENCH_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE } : {}),
      LOG_LEVEL,
      ADMIN_INITIAL_PASSWORD: ADMIN_PASSWORD,
      PAY_SANDBOX: 'false',
      // Known to the benchmark, which signs wallet calls as the vendor does (a fresh one per run).
      SLOTS_VENDOR_SECRET: BENCH_VENDOR_SECRET,
      CAPTCHA_TEST_CODE: CAPTCHA_CODE,
      CHALLENGE_MAX_NUMBER: '1000',
      RATE_LIMIT_SCALE: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    const up = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    /** The last 20,000 characters the server printed (warnings at the benchmarks' log level). */
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** The operator's token (operatorApi keeps its own inside); the first login changed the password. */
export async function operatorToken(site: { url: string }): Promise<string> {
  for (const password of [ADMIN_NEW_PASSWORD, ADMIN_PASSWORD]) {
    const response = await fetch(`${site.url}/wps/admin/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    const json = (await response.json()) as { success: boolean; value: { token: string } };
    if (json.success) return json.value.token;
  }
  throw new Error('operator login failed');
}

// ---------------------------------------------------------------------------------------------
// The load: N keep-alive clients, one request in flight each

/**
 * One keep-alive HTTP/1.1 connection sending one POST at a time, written straight to the socket so
 * the load generator (on the same cores as the server) costs as little as it can, as pgbench's does.
 * Fastify answers JSON with a Content-Length, which is all this reads.
 */
export function connection(url: URL) {
  const socket = net.connect(Number(url.port), url.hostname);
  socket.setNoDelay(true);
  // A server that stops answering fails the run instead of hanging it.
  socket.setTimeout(30_000, () => socket.destroy(new Error('no answer in 30 s')));
  let buffer: Buffer = Buffer.alloc(0);
  let waiting: {
    resolve(answer: { status: number; body: string }): void;
    reject(error: Error): void;
  } | null = null;
  const fail = (error: Error) => {
    waiting?.reject(error);
    waiting = null;
  };
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('connection closed')));
  socket.on('data', (chunk: Buffer) => {
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
    const headEnd = buffer.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = buffer.subarray(0, headEnd).toString('latin1');
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) return fail(new Error(`no content-length in ${head}`));
    const end = headEnd + 4 + Number(length[1]);
    if (buffer.length < end) return;
    const body = buffer.subarray(headEnd + 4, end).toString('utf8');
    buffer = buffer.subarray(end);
    const done = waiting;
    waiting = null;
    done?.resolve({ status: Number(head.slice(9, 12)), body });
  });
  const ready = new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return {
    ready,
    post(requestPath: string, headers: string, body: string) {
      const payload = Buffer.from(body);
      return new Promise<{ status: number; body: string }>((resolve, reject) => {
        waiting = { resolve, reject };
        socket.write(
          `POST ${requestPath} HTTP/1.1\r\nhost: ${url.host}\r\n${headers}content-type: application/json\r\ncontent-length: ${payload.length}\r\n\r\n`,
        );
        socket.write(payload);
      });
    },
    get(requestPath: string, headers = '') {
      return new Promise<{ status: number; body: string }>((resolve, reject) => {
        waiting = { resolve, reject };
        socket.write(`GET ${requestPath} HTTP/1.1\r\nhost: ${url.host}\r\n${headers}\r\n`);
      });
    },
    close: () => socket.destroy(),
  };
}

/**
 * Keeps `clients` connections busy, one request in flight each, for `seconds`; answers the rate,
 * failures (a request `ok` refuses, or an error), sorted latencies and the CPU per request of the
 * server process and of this process.
 */
export async function driveHttp(
  server: { url: string; child: { pid?: number | undefined } },
  clients: number,
  seconds: number,
  send: (
    client: ReturnType<typeof connection>,
    index: number,
    n: number,
  ) => Promise<{ status: number; body: string }>,
  ok: (answer: { status: number; body: string }) => boolean,
  /** The database whose backends' CPU to count (0 when not given). */
  database?: string,
): Promise<RunResult & { cpu: { server: number }; firstError: string }> {
  const url = new URL(server.url);
  const connections = await Promise.all(
    Array.from({ length: clients }, async () => {
      const opened = connection(url);
      await opened.ready;
      return opened;
    }),
  );
  const latencies: number[] = [];
  let errors = 0;
  let firstError = '';
  const backendsBefore = database ? await backendCpu(database) : new Map<number, number>();
  const serverBefore = cpuMsOf(server.child.pid!) ?? 0;
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    connections.map(async (client, index) => {
      for (let n = 0; performance.now() < deadline; n++) {
        const sent = performance.now();
        try {
          const answer = await send(client, index, n);
          if (!ok(answer)) {
            errors++;
            firstError ||= `${answer.status} ${answer.body.slice(0, 300)}`;
          }
        } catch (error) {
          errors++;
          firstError ||= String(error);
          break;
        }
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const count = Math.max(1, latencies.length);
  const { user, system } = process.cpuUsage(clientBefore);
  for (const client of connections) client.close();
  return {
    rate: latencies.length / elapsed,
    errors,
    firstError,
    sorted: Float64Array.from(latencies).sort(),
    cpu: {
      server: ((cpuMsOf(server.child.pid!) ?? 0) - serverBefore) / count,
      database: database ? spentBetween(backendsBefore, await backendCpu(database)) / count : 0,
      client: (user + system) / 1000 / count,
    },
  };
}

/**
 * `count` new members registered through the API and funded by operator adjustments (approved at
 * once below the second-approval threshold); answers their ids and session tokens.
 */
export async function fundedMembers(
  site: { url: string },
  count: number,
  options: { prefix: string; amount: string },
): Promise<{ id: number; username: string; token: string }[]> {
  // The first operator login changes the seeded password; the token is usable after that.
  await operatorApi(site);
  const members = memberApi(site);
  const headers = { authorization: await operatorToken(site), 'content-type': 'application/json' };
  const tag = randomBytes(2).toString('hex');
  const created: { id: number; username: string; token: string }[] = [];
  for (let index = 0; index < count; index++) {
    const username = `${options.prefix}${tag}${index}`;
    const session = await members.register({ username, password: 'Benchpass123' });
    const found = (await fetch(`${site.url}/wps/admin/merchants/aurora/members?username=${username}`, {
      headers,
    }).then((response) => response.json())) as { value: { list: { id: number; username: string }[] } };
    const member = found.value.list.find((row) => row.username.toLowerCase() === username);
    if (!member) throw new Error(`registered ${username}, but the operator cannot find them`);
    const funded = (await fetch(`${site.url}/wps/admin/merchants/aurora/adjustments`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        memberId: member.id,
        amount: options.amount,
        reason: 'benchmark funding',
        requestId: `${options.prefix}-fund-${tag}-${index}`,
      }),
    }).then((response) => response.json())) as { success: boolean; value: { status: string } };
    if (!funded.success || funded.value.status !== 'APPROVED')
      throw new Error(`funding refused: ${JSON.stringify(funded)}`);
    created.push({ id: member.id, username, token: session.token });
  }
  return created;
}

/** A number with thousands separators and `digits` decimals. */
export const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
/** Milliseconds with two decimals. */
export const ms = (value: number) => fmt(value, 2);

/** Fills a database with pgbench's TPC-B tables at `scale` (`pgbench -i -s scale`). */
export async function initPgbench(database: { name: string; url: string }, scale: number): Promise<void> {
  console.log(`pgbench -i -s ${scale} on ${database.name}`);
  await promisify(execFile)('pgbench', ['-i', '-s', String(scale), '-q', ...pgbenchTarget(database.url)], {
    maxBuffer: 1 << 24,
  });
}
