/**
 * The live channel (docs/product.md §Live channel) under 1,000 open member sockets: how long a
 * gateway credit takes to reach the member's socket, how long an operator announcement takes to
 * reach every socket of the site, and what idle sockets cost the server in memory, each next to a
 * baseline measured in the same run.
 *
 * One fresh PostgreSQL database. 1,000 members register through the API (a few registrations in
 * parallel) on a first server process, which then gives the memory figures: its VmRSS (/proc) once
 * settled (within 64 KB for 2 s, 30 s at most; no forced GC) with no socket after the warm-up (the
 * baseline), with one member socket per member, and with 10,000 idle sockets (those 1,000 and 9,000
 * visitor sockets); the increment per socket.
 *
 * Then rounds (BENCH_ROUNDS, default 2) of each bus, alternating: PostgreSQL NOTIFY, then Redis
 * pub/sub (REDIS_URL). Each round starts a fresh pair of servers (A and B, the built `dist/main.js`)
 * on the database; every member has one socket on A and one on B, bound by `auth`.
 *
 * - Push latency. Members create gateway deposits through the API on A (`MCSFE_depositByLaunchUrl`;
 *   the sandbox gateway runs in the server process). The bench then plays the gateway: the servers
 *   are started with its merchant secret, and it posts each order's signed PAID callback
 *   (`POST /wps/payment/notify/sandbox`, HMAC-SHA256 over the sorted fields, as the sandbox signs) to
 *   A at a steady pace, timing from writing it until the member's `balance` and `order` messages
 *   arrive on its socket on A (same process: the hub delivers at once) and on B (over the bus, which
 *   the hub feeds after gathering pushes for other processes for 20 ms).
 *   Baseline: the callback's own HTTP round trip (the credit, answered `success`).
 * - Fan-out. Operator announcements (`POST /wps/admin/merchants/aurora/announcements`) posted to A,
 *   until every one of 1,000 sockets heard `announcements`: the member sockets on A (none on B), then
 *   visitor sockets on B (none on A). Baseline: the POST's own round trip.
 *
 * Every socket comes from this process on 127.0.0.1 (LIVE_SOCKETS_PER_ADDRESS is raised). The load
 * generator, the servers, PostgreSQL and Redis share the machine's cores; the section says how busy
 * the machine was during the callbacks and how much of that was this run.
 *
 * Run: npm run build && npm run bench:push
 * Env: PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_MEMBERS (default
 * 1000), BENCH_IDLE_SOCKETS (default 10000), BENCH_DEPOSITS (timed callbacks per bus, default 300, split
 * over the rounds, each after 20 untimed), BENCH_RATE (callbacks per second, default 20),
 * BENCH_ANNOUNCEMENTS (per bus and fan-out, default 10, split over the rounds), BENCH_ROUNDS (default 2),
 * BENCH_BUSES (default "postgres,redis"; "postgres" alone needs no Redis), BENCH_REDIS_URL (default
 * redis://127.0.0.1:6379; keys under a fresh REDIS_PREFIX, deleted at the end), BENCH_WRITE=0 to print
 * without writing docs/benchmarks.md, BENCH_SERVER, BENCH_NODE_FLAGS, BENCH_LOG_LEVEL (default warn).
 * Takes 2.5 to 5 minutes. Exits non-zero (and writes nothing) if any expected message did not arrive
 * within 5 s, a socket was closed by the server, or a callback was not answered `success`.
 */
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { LIVE_PATH, routes } from '@wps/contracts';
import WebSocket from 'ws';
import { announcementInput } from '../apps/server/test/content-support.js';
import { memberApi, operatorApi } from '../e2e/support/auth.js';
import { machineLine, writeSection } from './report.js';
import {
  LOG_LEVEL,
  admin,
  backendCpu,
  connection,
  cpuMsOf,
  createDatabase,
  fmt,
  ms,
  operatorToken,
  percentile,
  spentBetween,
  startServer,
} from './support.js';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000);
const IDLE_SOCKETS = Number(process.env.BENCH_IDLE_SOCKETS ?? 10_000);
const DEPOSITS = Number(process.env.BENCH_DEPOSITS ?? 300);
const WARMUP_DEPOSITS = 20;
const RATE = Number(process.env.BENCH_RATE ?? 20);
const ANNOUNCEMENTS = Number(process.env.BENCH_ANNOUNCEMENTS ?? 10);
const BUSES = (process.env.BENCH_BUSES ?? 'postgres,redis').split(',').filter(Boolean);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Longest wait for one expected message. */
const TIMEOUT_MS = 5_000;
/** Members registering (or depositing) at once; sockets opened at once. */
const PARALLEL = 4;
const OPEN_BATCH = 250;
const GATEWAY_MERCHANT = 'aurora-demo';
/** The bench is the gateway: the servers are given its secret (a fresh one per run). */
const GATEWAY_SECRET = randomBytes(24).toString('hex');
const NOTIFY_PATH = '/wps/payment/notify/sandbox';
const AMOUNT = '100.00';
const CURRENCY = 'PHP';
const REDIS_PREFIX = `wpsbench${randomBytes(3).toString('hex')}:`;

if (BUSES.some((bus) => bus !== 'postgres' && bus !== 'redis'))
  throw new Error('BENCH_BUSES: postgres, redis');
if (IDLE_SOCKETS < MEMBERS) throw new Error('BENCH_IDLE_SOCKETS must be at least BENCH_MEMBERS');

type Server = Awaited<ReturnType<typeof startServer>>;

/** Expected messages that never came (each one fails the run). */
const missing: string[] = [];
/** Sockets the server closed while the bench still used them. */
let closedUnasked = 0;
let firstClose = '';

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
const sorted = (values: number[]) => Float64Array.from(values).sort();
const median = (values: number[]) => percentile(sorted(values), 0.5);

// ---------------------------------------------------------------------------------------------
// Sockets

/** One socket of the bench and what it heard, each message stamped with performance.now() on arrival. */
class Tab {
  readonly heard: { message: { type: string; member?: boolean }; at: number; taken: boolean }[] = [];
  private readonly waiters = new Set<() => void>();
  private closing = false;
  readonly closed: Promise<void>;

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const at = performance.now();
      this.heard.push({ message: JSON.parse(String(data)) as { type: string }, at, taken: false });
      for (const wake of this.waiters) wake();
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => {
        if (!this.closing) {
          closedUnasked++;
          firstClose ||= `${code} ${reason.toString()}`;
        }
        for (const wake of this.waiters) wake();
        resolve();
      }),
    );
  }

  /**
   * When the first message of `type` not taken yet arrived at or after `since` (and takes it); null
   * if none came within TIMEOUT_MS.
   */
  next(type: string, since = 0): Promise<number | null> {
    return new Promise((resolve) => {
      const look = () => {
        const found = this.heard.find(
          (entry) => !entry.taken && entry.at >= since && entry.message.type === type,
        );
        if (found) {
          found.taken = true;
          done();
          resolve(found.at);
        } else if (this.socket.readyState === WebSocket.CLOSED) {
          done();
          resolve(null);
        }
      };
      const timer = setTimeout(() => {
        done();
        resolve(null);
      }, TIMEOUT_MS);
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(look);
      };
      this.waiters.add(look);
      look();
    });
  }

  close(): Promise<void> {
    this.closing = true;
    if (this.socket.readyState !== WebSocket.CLOSED) this.socket.close();
    return this.closed;
  }
}

/** Opens `/wps/live` for the demo merchant, waits for `ready`, and binds it to a member with `token`. */
async function openTab(server: { url: string }, token?: string): Promise<Tab> {
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}${LIVE_PATH}?merchant=aurora`, {
    perMessageDeflate: false,
  });
  const tab = new Tab(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`live channel refused with HTTP ${response.statusCode}`)),
    );
  });
  if ((await tab.next('ready')) === null) throw new Error('no ready message on a new socket');
  if (token) {
    socket.send(JSON.stringify({ type: 'auth', token }));
    const at = await tab.next('ready');
    if (at === null || !tab.heard.some((entry) => entry.message.type === 'ready' && entry.message.member))
      throw new Error('auth was not answered ready with member: true');
  }
  return tab;
}

/** One socket per token (a visitor's for `undefined`), opened OPEN_BATCH at a time. */
async function openTabs(server: { url: string }, tokens: (string | undefined)[]): Promise<Tab[]> {
  const tabs: Tab[] = [];
  for (let start = 0; start < tokens.length; start += OPEN_BATCH)
    tabs.push(
      ...(await Promise.all(tokens.slice(start, start + OPEN_BATCH).map((token) => openTab(server, token)))),
    );
  return tabs;
}

async function closeTabs(tabs: Tab[]): Promise<void> {
  for (let start = 0; start < tabs.length; start += OPEN_BATCH)
    await Promise.all(tabs.slice(start, start + OPEN_BATCH).map((tab) => tab.close()));
}

// ---------------------------------------------------------------------------------------------
// Memory

function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]);
}

/** RSS once it stayed within 64 KB for 2 s (sampled every 200 ms), or after 30 s. */
async function settledRss(pid: number): Promise<{ kb: number; settled: boolean; waitedMs: number }> {
  const started = performance.now();
  const samples: number[] = [];
  for (;;) {
    samples.push(rssKb(pid));
    const window = samples.slice(-11);
    if (window.length === 11 && Math.max(...window) - Math.min(...window) <= 64)
      return { kb: window.at(-1)!, settled: true, waitedMs: performance.now() - started };
    if (performance.now() - started > 30_000)
      return { kb: samples.at(-1)!, settled: false, waitedMs: performance.now() - started };
    await sleep(200);
  }
}

// ---------------------------------------------------------------------------------------------
// Members and deposits through the API

/** `count` members registered on the demo site, PARALLEL at a time; answers their session tokens. */
async function registerMembers(server: { url: string }, count: number): Promise<string[]> {
  const api = memberApi(server);
  const tag = randomBytes(2).toString('hex');
  const tokens: string[] = new Array<string>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let index = next++; index < count; index = next++)
        tokens[index] = (
          await api.register({ username: `push${tag}${index}`, password: 'Benchpass123' })
        ).token;
    }),
  );
  return tokens;
}

interface Deposit {
  member: number;
  orderNo: string;
  gatewayOrderNo: string;
}

/** One pending gateway deposit of AMOUNT for each of these members (PARALLEL at a time). */
async function createDeposits(
  server: { url: string },
  tokens: string[],
  members: number[],
): Promise<Deposit[]> {
  const api = memberApi(server);
  const methods = await api.call<{ code: string; channels: { id: number }[] }[]>(
    'GET',
    routes.depositChannels.path,
    { token: tokens[members[0]!]! },
  );
  const channelId = methods.value.find((method) => method.code === 'ONLINE_BANKING')?.channels[0]?.id;
  if (!channelId) throw new Error(`no ONLINE_BANKING channel: ${JSON.stringify(methods)}`);
  const deposits: Deposit[] = new Array<Deposit>(members.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let index = next++; index < members.length; index = next++) {
        const member = members[index]!;
        const created = await api.call<{ orderNo: string; payUrl: string }>(
          'POST',
          routes.depositByGateway.path,
          {
            token: tokens[member]!,
            body: {
              channelId,
              amount: AMOUNT,
              bankCode: 'BDO',
              requestId: `push-${randomBytes(8).toString('hex')}`,
            },
          },
        );
        if (!created.success) throw new Error(`deposit refused: ${JSON.stringify(created)}`);
        // The gateway's own order number is the last part of its pay page's address.
        const gatewayOrderNo = new URL(created.value.payUrl).pathname.split('/').at(-1)!;
        deposits[index] = { member, orderNo: created.value.orderNo, gatewayOrderNo };
      }
    }),
  );
  return deposits;
}

/** The sandbox gateway's signature: HMAC-SHA256 of the non-empty fields sorted by key as `k=v&…`. */
function gatewaySign(fields: Record<string, string | number | null>): string {
  const canonical = Object.keys(fields)
    .filter((key) => fields[key] !== null && fields[key] !== '')
    .sort()
    .map((key) => `${key}=${String(fields[key])}`)
    .join('&');
  return createHmac('sha256', GATEWAY_SECRET).update(canonical, 'utf8').digest('hex');
}

/** A PAID callback as the gateway sends it (fresh nonce and timestamp). */
function paidCallback(deposit: Deposit): string {
  const fields = {
    merchantId: GATEWAY_MERCHANT,
    merchantOrderNo: deposit.orderNo,
    gatewayOrderNo: deposit.gatewayOrderNo,
    amount: AMOUNT,
    currency: CURRENCY,
    status: 'PAID',
    paidAt: new Date().toISOString(),
    timestamp: Date.now(),
    nonce: randomBytes(16).toString('hex'),
  };
  return JSON.stringify({ ...fields, sign: gatewaySign(fields) });
}

// ---------------------------------------------------------------------------------------------
// The measurements

interface PushRun {
  http: number[];
  balanceA: number[];
  balanceB: number[];
  orderA: number[];
  orderB: number[];
  refused: number;
  firstRefusal: string;
  seconds: number;
}

/**
 * Posts each deposit's PAID callback to A, RATE a second (open loop: one is sent on time whether or
 * not the last one was answered), and times the HTTP answer and the member's messages on A and on B.
 */
async function pushLatency(
  a: Server,
  deposits: Deposit[],
  tabsA: Tab[],
  tabsB: Tab[],
  timed: (index: number) => boolean,
): Promise<PushRun> {
  const url = new URL(a.url);
  const idle: ReturnType<typeof connection>[] = [];
  const take = async () => {
    const ready = idle.pop();
    if (ready) return ready;
    const opened = connection(url);
    await opened.ready;
    return opened;
  };
  for (let i = 0; i < 4; i++) idle.push(await take());
  const run: PushRun = {
    http: [],
    balanceA: [],
    balanceB: [],
    orderA: [],
    orderB: [],
    refused: 0,
    firstRefusal: '',
    seconds: 0,
  };
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (const [index, deposit] of deposits.entries()) {
    const due = started + (index * 1000) / RATE;
    if (due > performance.now()) await sleep(due - performance.now());
    const client = await take();
    const body = paidCallback(deposit);
    const sent = performance.now();
    const tabA = tabsA[deposit.member]!;
    const tabB = tabsB[deposit.member]!;
    inFlight.push(
      (async () => {
        const [answer, balanceA, balanceB, orderA, orderB] = await Promise.all([
          client.post(NOTIFY_PATH, '', body).then((reply) => ({ ...reply, at: performance.now() })),
          tabA.next('balance', sent),
          tabB.next('balance', sent),
          tabA.next('order', sent),
          tabB.next('order', sent),
        ]);
        idle.push(client);
        if (answer.status !== 200 || answer.body !== 'success') {
          run.refused++;
          run.firstRefusal ||= `${answer.status} ${answer.body.slice(0, 200)}`;
        }
        const arrivals = { balanceA, balanceB, orderA, orderB };
        for (const [name, at] of Object.entries(arrivals))
          if (at === null) missing.push(`${name} of deposit ${deposit.orderNo} (member ${deposit.member})`);
        if (!timed(index)) return;
        run.http.push(answer.at - sent);
        for (const [name, at] of Object.entries(arrivals))
          if (at !== null) run[name as keyof typeof arrivals].push(at - sent);
      })(),
    );
  }
  await Promise.all(inFlight);
  run.seconds = (performance.now() - started) / 1000;
  for (const client of idle) client.close();
  return run;
}

const notice = announcementInput({
  title: { EN: 'Live push benchmark' },
  content: { EN: '<p>Benchmark</p>' },
  enabled: false,
});

interface FanOut {
  /** The POST's round trip, per announcement. */
  http: number[];
  /** Per announcement: every socket's delay, sorted. */
  arrivals: Float64Array[];
}

/** `count` operator announcements posted to A, one at a time, each heard by every tab. */
async function fanOut(a: Server, token: string, tabs: Tab[], label: string, count: number): Promise<FanOut> {
  const client = connection(new URL(a.url));
  await client.ready;
  const path = routes.announcementCreate.path.replace(':merchantCode', 'aurora');
  const result: FanOut = { http: [], arrivals: [] };
  for (let round = 0; round < count; round++) {
    const body = JSON.stringify({ ...notice, title: { EN: `${label} ${round}` } });
    const sent = performance.now();
    const [answer, heard] = await Promise.all([
      client
        .post(path, `authorization: ${token}\r\n`, body)
        .then((reply) => ({ ...reply, at: performance.now() })),
      Promise.all(tabs.map((tab) => tab.next('announcements', sent))),
    ]);
    if (answer.status !== 200 || !answer.body.includes('"success":true'))
      throw new Error(`announcement refused: ${answer.status} ${answer.body.slice(0, 300)}`);
    result.http.push(answer.at - sent);
    const delays: number[] = [];
    for (const [index, at] of heard.entries())
      if (at === null) missing.push(`announcements ${label} ${round} on socket ${index}`);
      else delays.push(at - sent);
    result.arrivals.push(sorted(delays));
    await sleep(300);
  }
  client.close();
  return result;
}

interface Memory {
  base: { kb: number; settled: boolean };
  members: { kb: number; settled: boolean };
  idle: { kb: number; settled: boolean };
}

/**
 * The server's RSS with no socket, with a member socket per member, and with IDLE_SOCKETS (those and
 * visitors); every socket closed again at the end.
 */
async function memory(server: Server, tokens: string[]): Promise<Memory> {
  const pid = server.child.pid!;
  // The socket path warmed (modules, JIT) before the baseline, then given back.
  await closeTabs(
    await openTabs(
      server,
      Array.from({ length: 200 }, () => undefined),
    ),
  );
  const base = await settledRss(pid);
  console.log(`0 sockets: ${fmt(base.kb / 1024, 1)} MiB${base.settled ? '' : ' (not settled)'}`);
  const members = await openTabs(server, tokens);
  open.push(...members);
  const withMembers = await settledRss(pid);
  console.log(`${fmt(members.length)} member sockets: ${fmt(withMembers.kb / 1024, 1)} MiB`);
  const visitors = await openTabs(
    server,
    Array.from({ length: IDLE_SOCKETS - members.length }, () => undefined),
  );
  open.push(...visitors);
  const idle = await settledRss(pid);
  console.log(`${fmt(members.length + visitors.length)} sockets: ${fmt(idle.kb / 1024, 1)} MiB`);
  await closeTabs(visitors);
  await closeTabs(members);
  return { base, members: withMembers, idle };
}

/** CPU milliseconds the whole machine spent (all cores, /proc/stat; steal and idle not counted). */
function machineBusyMs(): number {
  const [user, nice, system, , , irq, softirq] = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user! + nice! + system! + irq! + softirq!) * 10;
}

/** CPU milliseconds so far of this run's processes: the servers, this one, their PostgreSQL backends. */
async function ourCpuMs(servers: Server[]): Promise<{ processes: number; backends: Map<number, number> }> {
  const { user, system } = process.cpuUsage();
  let processes = (user + system) / 1000;
  for (const server of servers) processes += cpuMsOf(server.child.pid!) ?? 0;
  return { processes, backends: await backendCpu(database.name) };
}

/**
 * Deletes what the servers left in Redis under this run's REDIS_PREFIX (login attempt counters are
 * kept for 30 days), with a few raw commands (plain redis:// only).
 */
async function dropRedisKeys(): Promise<void> {
  const url = new URL(REDIS_URL);
  if (url.protocol !== 'redis:') return;
  const command = (...args: string[]) =>
    `*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join('')}`;
  let payload = '';
  if (url.password)
    payload += command(
      'AUTH',
      ...(url.username ? [decodeURIComponent(url.username)] : []),
      decodeURIComponent(url.password),
    );
  if (url.pathname.length > 1) payload += command('SELECT', url.pathname.slice(1));
  payload += command(
    'EVAL',
    "for _, key in ipairs(redis.call('KEYS', ARGV[1])) do redis.call('DEL', key) end return 0",
    '0',
    `${REDIS_PREFIX}*`,
  );
  payload += command('QUIT');
  const replies = await new Promise<string>((resolve, reject) => {
    let text = '';
    const socket = net.connect(Number(url.port || 6379), url.hostname, () => socket.write(payload));
    socket.setTimeout(5_000, () => socket.destroy(new Error('Redis did not answer in 5 s')));
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(text));
  });
  if (/^-/m.test(replies)) throw new Error(`Redis refused: ${replies.trim()}`);
}

// ---------------------------------------------------------------------------------------------
// The run

interface BusRun {
  push: PushRun;
  local: FanOut;
  remote: FanOut;
  /** CPU over the callback phases: the whole machine, and this run's processes. */
  cpu: { wallMs: number; machine: number; ours: number };
}

function serverEnv(bus: string): Record<string, string> {
  return {
    LIVE_SOCKETS_PER_ADDRESS: String(IDLE_SOCKETS + 2 * MEMBERS + 500),
    // The in-process sandbox gateway (deposits need its orders), on a free port, with our secret.
    PAY_SANDBOX: 'true',
    PAY_SANDBOX_PORT: '0',
    SLOTS_VENDOR_PORT: '0',
    PAYMENT_SANDBOX_MERCHANT_ID: GATEWAY_MERCHANT,
    PAYMENT_SANDBOX_SECRET: GATEWAY_SECRET,
    PAYMENT_CALLBACKS_PER_MINUTE: '100000',
    // Empty is unset: PostgreSQL NOTIFY.
    REDIS_URL: bus === 'redis' ? REDIS_URL : '',
    REDIS_PREFIX,
  };
}

async function stopServers() {
  for (const server of servers.splice(0)) {
    const printed = server.output().trim();
    if (printed) console.log(`server ${server.url} printed:\n${printed.slice(-3_000)}`);
    await server.stop();
  }
}

/** One round of one bus: a fresh pair of servers, the callbacks, then both fan-outs. */
async function round(bus: string, tokens: string[], members: number[], label: string): Promise<BusRun> {
  const a = await startServer(database.url, serverEnv(bus));
  servers.push(a);
  const b = await startServer(database.url, serverEnv(bus));
  servers.push(b);
  const deposits = await createDeposits(a, tokens, members);
  const tabsA = await openTabs(a, tokens);
  open.push(...tabsA);
  const tabsB = await openTabs(b, tokens);
  open.push(...tabsB);

  const before = { at: performance.now(), machine: machineBusyMs(), ours: await ourCpuMs(servers) };
  const push = await pushLatency(a, deposits, tabsA, tabsB, (index) => index >= WARMUP_DEPOSITS);
  const after = { at: performance.now(), machine: machineBusyMs(), ours: await ourCpuMs(servers) };
  failed += push.refused;
  if (push.firstRefusal)
    console.error(`${label}: ${push.refused} callbacks refused, first: ${push.firstRefusal}`);
  const line = (name: string, values: number[]) => {
    const s = sorted(values);
    return `${name} p50 ${ms(percentile(s, 0.5))} p99 ${ms(percentile(s, 0.99))} max ${ms(s.at(-1) ?? NaN)}`;
  };
  console.log(`${label}: ${line('callback HTTP', push.http)}; ${line('balance on A', push.balanceA)}`);
  console.log(`${label}: ${line('balance on B', push.balanceB)}; ${line('order on A', push.orderA)} ms`);

  // Fan-out to A's own sockets (none on B), then to B's through the bus (none on A).
  const token = await operatorToken(a);
  await closeTabs(tabsB);
  const local = await fanOut(a, token, tabsA, `${label} local`, ANNOUNCEMENTS_PER_ROUND);
  await closeTabs(tabsA);
  const visitorsB = await openTabs(
    b,
    tokens.map(() => undefined),
  );
  open.push(...visitorsB);
  const remote = await fanOut(a, token, visitorsB, `${label} remote`, ANNOUNCEMENTS_PER_ROUND);
  await closeTabs(visitorsB);
  for (const [name, result] of Object.entries({ local, remote }))
    console.log(
      `${label}: announcement to ${name} sockets: POST p50 ${ms(median(result.http))}, last socket median ${ms(median(result.arrivals.map((s) => s.at(-1)!)))} ms`,
    );
  await stopServers();
  return {
    push,
    local,
    remote,
    cpu: {
      wallMs: after.at - before.at,
      machine: after.machine - before.machine,
      ours:
        after.ours.processes -
        before.ours.processes +
        spentBetween(before.ours.backends, after.ours.backends),
    },
  };
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const DEPOSITS_PER_ROUND = Math.ceil(DEPOSITS / ROUNDS);
const ANNOUNCEMENTS_PER_ROUND = Math.ceil(ANNOUNCEMENTS / ROUNDS);
if ((DEPOSITS_PER_ROUND + WARMUP_DEPOSITS) * ROUNDS * BUSES.length > MEMBERS)
  throw new Error('each deposit is made by its own member: raise BENCH_MEMBERS or lower BENCH_DEPOSITS');

const database = await createDatabase('wps_bench_push');
const servers: Server[] = [];
const open: Tab[] = [];
let failed = 0;
const started = performance.now();
try {
  // Members and memory on a server of their own, then the rounds, alternating the buses.
  const first = await startServer(database.url, serverEnv('postgres'));
  servers.push(first);
  // The first operator login changes the seeded password (operatorToken needs that done).
  await operatorApi(first);
  const registering = performance.now();
  const tokens = await registerMembers(first, MEMBERS);
  console.log(`registered ${fmt(MEMBERS)} members in ${fmt((performance.now() - registering) / 1000, 1)} s`);
  const mem = await memory(first, tokens);
  await stopServers();

  const runs = new Map<string, BusRun[]>(BUSES.map((bus) => [bus, []]));
  let member = 0;
  for (let index = 0; index < ROUNDS; index++)
    for (const bus of BUSES) {
      const members = Array.from({ length: DEPOSITS_PER_ROUND + WARMUP_DEPOSITS }, () => member++);
      runs.get(bus)!.push(await round(bus, tokens, members, `${bus} round ${index + 1}`));
    }
  const seconds = (performance.now() - started) / 1000;

  const version = (await admin((client) => client.query<{ v: string }>('select version() as v'))).rows[0]!.v;
  const all = <T>(bus: string, pick: (run: BusRun) => T[]) => runs.get(bus)!.flatMap(pick);
  const stat = (values: number[], bold = false) => {
    const s = sorted(values);
    const cell = (value: number) => (bold ? `**${ms(value)}**` : ms(value));
    return `${cell(percentile(s, 0.5))} | ${cell(percentile(s, 0.99))} | ${cell(s.at(-1) ?? NaN)}`;
  };
  const busName = (bus: string) => (bus === 'redis' ? 'Redis pub/sub' : 'PostgreSQL NOTIFY');
  const pushRows = BUSES.flatMap((bus) => [
    `| ${busName(bus)} | callback HTTP round trip (baseline) | ${stat(all(bus, (run) => run.push.http))} |`,
    `| ${busName(bus)} | \`balance\` on the member's socket on A (same process) | ${stat(
      all(bus, (run) => run.push.balanceA),
      true,
    )} |`,
    `| ${busName(bus)} | \`order\` on the member's socket on A | ${stat(all(bus, (run) => run.push.orderA))} |`,
    `| ${busName(bus)} | \`balance\` on the member's socket on B (over the bus) | ${stat(
      all(bus, (run) => run.push.balanceB),
      true,
    )} |`,
    `| ${busName(bus)} | \`order\` on the member's socket on B | ${stat(all(bus, (run) => run.push.orderB))} |`,
  ]);
  const fanRow = (bus: string, where: string, results: FanOut[]) => {
    const arrivals = results.flatMap((result) => result.arrivals);
    const pooled = sorted(arrivals.flatMap((s) => [...s]));
    const lasts = arrivals.map((s) => s.at(-1)!);
    const http = results.flatMap((result) => result.http);
    return `| ${busName(bus)} | ${where} | ${ms(median(http))} | ${ms(percentile(pooled, 0.5))} | ${ms(percentile(pooled, 0.99))} | ${ms(median(lasts))} / ${ms(Math.max(...lasts))} |`;
  };
  const cores = os.cpus().length;
  const cpuLine = BUSES.map((bus) => {
    const cpu = runs.get(bus)!.map((run) => run.cpu);
    const wall = cpu.reduce((sum, c) => sum + c.wallMs, 0) * cores;
    const share = (pick: (c: BusRun['cpu']) => number) =>
      `${fmt((100 * cpu.reduce((sum, c) => sum + pick(c), 0)) / wall)} %`;
    return `${busName(bus)}: machine ${share((c) => c.machine)} busy, this run's processes ${share((c) => c.ours)}`;
  }).join('; ');
  const mib = (kb: number) => fmt(kb / 1024, 1);
  const kib = (kb: number, count: number) => fmt(kb / count, 1);
  const mark = (sample: { settled: boolean }) => (sample.settled ? '' : '*');
  const unsettled = [mem.base, mem.members, mem.idle].some((sample) => !sample.settled);
  const lines = [
    '## Live channel push and idle sockets (`bench/live-push.ts`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machineLine()}; ${version.split(' on ')[0]} (stock settings), Redis on the same machine. The load generator (every socket and request, one Node process), the server processes, PostgreSQL and Redis share the machine's ${cores} cores, and so did whatever else ran on it: CPU of all ${cores} cores during the callbacks (from /proc) — ${cpuLine}.`,
    '',
    `Push latency. Two processes of the built \`dist/main.js\` (A and B, log level ${LOG_LEVEL}) on one fresh PostgreSQL database, the bus between them PostgreSQL NOTIFY or Redis pub/sub (\`REDIS_URL\`): ${ROUNDS} rounds of each, alternating, each with a fresh pair of processes, figures pooled. ${fmt(MEMBERS)} members registered through the API; in each round every member has one socket on A and one on B, bound by \`auth\`, all from 127.0.0.1 (\`LIVE_SOCKETS_PER_ADDRESS\` raised). The bench plays the sandbox gateway (the servers are given its merchant secret): members made a gateway deposit of ${AMOUNT} each through the API on A, and the bench posts the signed PAID callbacks to A, ${RATE} a second, ${fmt(DEPOSITS_PER_ROUND)} timed after ${WARMUP_DEPOSITS} untimed per round, each for another member (${fmt(DEPOSITS_PER_ROUND * ROUNDS)} timed per bus). Latency: from writing the callback until the member's message arrived on its socket (timed in the load generator with \`performance.now()\`); baseline: the callback's own round trip (the order decided PAID, then the credit posted, answered \`success\`). A delivers to its own sockets at once when each change commits (the order decided PAID, then the credit), before it answers; B hears them over the bus, which A's hub sends after gathering pushes for other processes for 20 ms (\`FLUSH_MS\` in \`apps/server/src/platform/live/hub.ts\`), so B's figures include that wait.`,
    '',
    '| bus | from the callback to | p50 ms | p99 ms | max ms |',
    '|---|---|---:|---:|---:|',
    ...pushRows,
    '',
    `Fan-out. An operator announcement (\`POST /wps/admin/merchants/aurora/announcements\`, disabled, so only the push matters) posted to A, ${ANNOUNCEMENTS_PER_ROUND} per round one after another (${fmt(ANNOUNCEMENTS_PER_ROUND * ROUNDS)} per row), until every one of ${fmt(MEMBERS)} sockets heard \`announcements\`: ${fmt(MEMBERS)} member sockets on A (none on B), then ${fmt(MEMBERS)} visitor sockets on B (none on A). Delays pooled over the announcements; the last socket as the median and the worst of them. Baseline: the POST's own round trip (A writes to its own sockets before it answers, so the first row's POST includes that). The load generator reads the ${fmt(MEMBERS)} messages one after another, so the later sockets' figures include its own work.`,
    '',
    '| bus | sockets | POST round trip p50 ms (baseline) | p50 ms | p99 ms | last socket ms, median / worst |',
    '|---|---|---:|---:|---:|---:|',
    ...BUSES.flatMap((bus) => [
      fanRow(
        bus,
        `${fmt(MEMBERS)} on A (same process)`,
        all(bus, (run) => [run.local]),
      ),
      fanRow(
        bus,
        `${fmt(MEMBERS)} on B (over the bus)`,
        all(bus, (run) => [run.remote]),
      ),
    ]),
    '',
    `Memory. The resident set (VmRSS from /proc) of one server process (PostgreSQL NOTIFY, before the rounds) once it stayed within 64 KB for 2 s (no forced garbage collection${unsettled ? '; a sample marked * had not settled after 30 s' : ''}): with no socket after the warm-up (the ${fmt(MEMBERS)} registrations, 200 sockets opened and closed) as the baseline, with the ${fmt(MEMBERS)} member sockets, and with ${fmt(IDLE_SOCKETS)} idle sockets (those ${fmt(MEMBERS)} and ${fmt(IDLE_SOCKETS - MEMBERS)} visitor sockets, which hold no member). Per socket: the increment over the baseline divided by the sockets, and over the row before divided by the sockets added.`,
    '',
    '| idle sockets | RSS MiB | over the baseline MiB | per socket KiB | per socket added KiB |',
    '|---:|---:|---:|---:|---:|',
    `| 0 (baseline) | ${mib(mem.base.kb)}${mark(mem.base)} | — | — | — |`,
    `| ${fmt(MEMBERS)} (members) | ${mib(mem.members.kb)}${mark(mem.members)} | ${mib(mem.members.kb - mem.base.kb)} | ${kib(mem.members.kb - mem.base.kb, MEMBERS)} | ${kib(mem.members.kb - mem.base.kb, MEMBERS)} |`,
    `| ${fmt(IDLE_SOCKETS)} (${fmt(MEMBERS)} members, ${fmt(IDLE_SOCKETS - MEMBERS)} visitors) | ${mib(mem.idle.kb)}${mark(mem.idle)} | ${mib(mem.idle.kb - mem.base.kb)} | ${kib(mem.idle.kb - mem.base.kb, IDLE_SOCKETS)} | ${kib(mem.idle.kb - mem.members.kb, IDLE_SOCKETS - MEMBERS)} |`,
    '',
    `The whole run took ${fmt(seconds / 60, 1)} minutes (\`npm run bench:push\`).`,
  ];
  console.log(`\n${lines.join('\n')}`);
  // A run that lost messages or callbacks is not written down.
  const clean = failed === 0 && missing.length === 0 && closedUnasked === 0;
  if (process.env.BENCH_WRITE !== '0' && clean) writeSection('live-push', lines.join('\n'));
} finally {
  await Promise.all(open.map((tab) => tab.close()));
  for (const server of servers) await server.stop();
  await database.drop().catch((error: unknown) => console.error(`drop ${database.name}: ${String(error)}`));
  if (BUSES.includes('redis'))
    await dropRedisKeys().catch((error: unknown) =>
      console.error(`Redis keys ${REDIS_PREFIX}*: ${String(error)}`),
    );
}
if (missing.length > 0) {
  console.error(
    `${missing.length} expected messages never arrived, first: ${missing.slice(0, 5).join('; ')}`,
  );
  failed++;
}
if (closedUnasked > 0) {
  console.error(`${closedUnasked} sockets closed by the server, first: ${firstClose}`);
  failed++;
}
if (failed > 0) process.exitCode = 1;
