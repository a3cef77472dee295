/**
 * The in-house lottery on PostgreSQL, two measurements with their baselines in the same run.
 *
 * 1. Order placement through the HTTP API, at 8 and 32 clients (BENCH_CLIENTS). The BUILT server
 *    (`apps/server/dist/main.js`, which starts the lottery vendor beside it on a free loopback port,
 *    LOTTO_VENDOR_PORT=0, with its job workers: the schedule, the draws, the deliveries) on a fresh
 *    database. Each client is one member, registered and funded through the API (operator
 *    adjustments), with one keep-alive connection and one request in flight: `POST /lgw/orders`
 *    (`routes.lotteryPlaceOrder`) with a fresh `requestId` each, one SSC5 slip of one bet with one
 *    pick at 1.00 × 1 on the period taking bets; the type drawn evenly from ssc.pos, ssc.front3,
 *    ssc.group3 and ssc.group6 and the pick evenly from the type's values (1,260 keys), so neither
 *    the liability cap (50,000,000.00 per key by default, nothing raised) nor one key's row lock is
 *    the limit. One order is: the platform (session, a game session opened for the slip) → the
 *    vendor (signed) → its transaction (period row, exposure rows locked, the order) → the platform's
 *    wallet (signed seamless debit `POST /vendor-wallet/LOTTO/debit`) → the order marked placed → the
 *    answer. An answer `lottery.period.closed` moves the clients to the next period and is counted
 *    apart, not as a failure; the runs are kept inside one period's betting window (the bench waits
 *    for the next period, and for the previous period's draw and deliveries to finish, when a pair
 *    of runs would not fit), so normally there is none. Baseline, same run, same client count,
 *    alternating with the orders BENCH_ROUNDS times (the round with the median ratio is reported):
 *    the seamless wallet debit alone, as `bench/seamless-throughput.ts` measures it (signed
 *    `POST /vendor-wallet/AURORA/debit` of 0.10 after a real launch of the in-house slot, one member
 *    per client, a new transaction id each). Reported: orders/s, p50/p95/p99, failures, periods-closed
 *    answers, the ratio orders/debits, CPU per request (server process with its vendor, PostgreSQL
 *    backends, load generator) and how busy the machine was.
 *
 * 2. Settling one period of BENCH_ORDERS (default 100,000; target ≤ 2 s for `settlePeriod`), in
 *    process from source (`--conditions=source`): the server's migrations on a fresh database
 *    (`openConfiguredDatabase`) and the vendor's own wiring (`buildLottoVendor`, no HTTP listener, no
 *    job workers: `jobs: false`, as apps/server/test/harness.ts starts it for the tests that settle
 *    by hand). Data, written with SQL into `vendor_lotto_orders` (as lottery-concurrency.test.ts
 *    does) from orders generated here with a seeded generator: 5,000 player ids (one per 20 orders),
 *    1 or 2 bets per order (65 % / 35 %), the types of SSC1 spread as ssc.pos with 1–3 picks (35 %),
 *    ssc.bsoe 1–2 picks (20 %), ssc.sum (15 %), ssc.front3 1–3 picks (15 %), ssc.dt (15 %), units
 *    1.00–100.00 skewed small, multipliers 1–20, prize groups 1950 / 1900 / 1800 (70 / 20 / 10 %),
 *    every bet priced by the engine's `priceBet` (combinations, cost), the order's rebate
 *    (`rebateOf`) and exposure (`exposureOf`) as the vendor stores them; the number of distinct bets
 *    (what the settlement's memo evaluates) is reported. Two periods of SSC1 from yesterday get the
 *    same orders; each is created by `ensurePeriod` (its seed committed) and drawn from its seed with
 *    the engine (`drawResult`), then set `drawn`; VACUUM ANALYZE. Measured on the first period:
 *    baselines first, on the same rows while they are `placed` — `select count(*), sum(cost_minor)
 *    ... status = 'placed'` (one warm-up, best of 3), the settlement's own read of those rows into
 *    Node (best of 3), and a plain `update ... set settled_at = now()` over them inside a
 *    rolled-back transaction (best of 3, VACUUM after each) — then (a) `settlePeriod` (the decision
 *    transaction: winners written, period settled), the figure against the target, (b)
 *    `closePeriod` (the other orders marked lost in batches), (c) `settlePeriod` again (must decide
 *    nothing). On the second period: `settlePeriod` twice at once (exactly one may decide it), then
 *    `closePeriod`. Checks: won + lost = the orders, every order's closing credit due, the winners
 *    and their total win equal the engine's `settleBet` over every order's bets (no memo), 2,000
 *    sampled orders equal the engine's one by one, each period settled once. A missed target is
 *    reported, never turned into a pass, and judged only at 100,000 orders.
 *
 * The bench exits non-zero when a request failed or a check failed.
 *
 * Run: npm run build && npm run bench:lottery
 * Env: BENCH_SECONDS (default 20), BENCH_CLIENTS (default "8,32"), BENCH_ROUNDS (default 3),
 * BENCH_ORDERS (default 100000; another size says it is not the issue's figure and does not judge
 * the target), BENCH_TIMEOUT_SECONDS (default 900: the whole run stops itself and drops its
 * databases), PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_WRITE=0 to
 * print without writing docs/benchmarks.md, BENCH_ONLY=orders|settlement for one part (never
 * written), BENCH_POOL_SIZE (the pools, default 16), BENCH_LOG_LEVEL (default warn), BENCH_SERVER,
 * BENCH_NODE_FLAGS. Everything listens on 127.0.0.1 only.
 *
 * Processes: this file starts itself again as a child (`--conditions=source`, its own process
 * group) and stays as its supervisor: it creates both databases, stops the child and the server it
 * started at the time limit, and always drops the databases. The child starts the built server
 * (part 1) and runs the settlement from source (part 2).
 */
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  currentPeriod,
  drawResult,
  exposureOf,
  lotteryGameByCode,
  nextPeriods,
  pickValuesOf,
  priceBet,
  rebateOf,
  settleBet,
  type LotteryGameDefinition,
  type LotteryResult,
  type PeriodTimes,
} from '@wps/games';
import { memberApi } from '../e2e/support/auth.js';
import { ADMIN_PASSWORD, ROOT } from '../e2e/support/site.js';
import { machineLine, writeSection } from './report.js';
import {
  BENCH_VENDOR_SECRET,
  LOG_LEVEL,
  SECONDS,
  admin,
  backendCpu,
  connection,
  cpuMsOf,
  createDatabase,
  driveHttp,
  fmt,
  fundedMembers,
  ms,
  operatorToken,
  percentile,
  spentBetween,
  startServer,
  type RunResult,
} from './support.js';

const CHILD_DATABASES = 'WPS_BENCH_LOTTERY_DATABASES';
const WARMUP_SECONDS = Math.min(5, SECONDS);
const CLIENT_COUNTS = (process.env.BENCH_CLIENTS ?? '8,32').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ISSUE_ORDERS = 100_000;
const ORDERS = Number(process.env.BENCH_ORDERS ?? ISSUE_ORDERS);
const TIMEOUT_SECONDS = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 900);
const ONLY = process.env.BENCH_ONLY ?? '';
const WRITE = process.env.BENCH_WRITE !== '0' && ONLY === '';
if (!(SECONDS >= 3)) throw new Error('BENCH_SECONDS must be at least 3');
if (!CLIENT_COUNTS.every((n) => Number.isInteger(n) && n >= 1 && n <= 256))
  throw new Error('BENCH_CLIENTS must be whole numbers 1–256, comma-separated');
if (!(Number.isInteger(ROUNDS) && ROUNDS >= 1)) throw new Error('BENCH_ROUNDS must be a whole number ≥ 1');
if (!(Number.isInteger(ORDERS) && ORDERS >= 1_000 && ORDERS <= 2_000_000))
  throw new Error('BENCH_ORDERS must be a whole number from 1,000 to 2,000,000');
if (!(TIMEOUT_SECONDS > 0)) throw new Error('BENCH_TIMEOUT_SECONDS must be above 0');
if (!['', 'orders', 'settlement'].includes(ONLY)) throw new Error('BENCH_ONLY must be orders or settlement');

/** Part 1: the game, the prize group and the stake of every slip. */
const HTTP_GAME = 'SSC5';
const HTTP_SERIES = 1950;
const HTTP_UNIT = '1.00';
const HTTP_TYPES = ['ssc.pos', 'ssc.front3', 'ssc.group3', 'ssc.group6'] as const;
/** Lottery members: 9,000.00 three times (approved at once below the 10,000.00 second approval). */
const ORDER_FUNDING = '9000.00';
const ORDER_TOP_UPS = 2;
const DEBIT_FUNDING = '5000.00';
const DEBIT_AMOUNT = '0.10';
const DEBIT_VENDOR = 'AURORA';
const CURRENCY = 'PHP';
/** The longest the bench waits for a period to open and the previous one's deliveries to finish. */
const QUIET_LIMIT_MS = 240_000;

/** Part 2: the game, the sizes, the target. */
const SETTLE_GAME = 'SSC1';
const PLAYERS = Math.max(1, Math.round(ORDERS / 20));
const TARGET_MS = 2_000;
const SAMPLE = 2_000;
const DATA_SEED = 20_261_127;
const INSERT_BATCH = 5_000;

const sizeNote =
  ONLY === 'orders'
    ? 'no settlement in this run'
    : ORDERS === ISSUE_ORDERS
      ? "100,000 orders: the issue's size"
      : `${fmt(ORDERS)} orders: NOT the issue's figure (the issue asks for 100,000 orders from 5,000 players); the 2 s target is not judged`;

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

// =============================================================================================
// The supervisor: databases, time limit, clean-up.

async function supervise(): Promise<never> {
  console.log(
    `lottery bench: ${ONLY || 'order placement and settlement'}; ${sizeNote}; stops by itself after ${TIMEOUT_SECONDS} s`,
  );
  const databases = {
    orders: ONLY === 'settlement' ? null : await createDatabase('wps_bench_lottery_orders'),
    settlement: ONLY === 'orders' ? null : await createDatabase('wps_bench_lottery_settle'),
  };
  console.log(`databases ${[databases.orders?.name, databases.settlement?.name].filter(Boolean).join(', ')}`);
  // Its own process group, so the time limit stops the child and the server it started together.
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', fileURLToPath(import.meta.url)],
    {
      cwd: ROOT,
      detached: true,
      env: {
        ...process.env,
        [CHILD_DATABASES]: JSON.stringify({
          orders: databases.orders?.url ?? null,
          settlement: databases.settlement?.url ?? null,
        }),
      },
      stdio: 'inherit',
    },
  );
  const group = -child.pid!;
  const signalGroup = (signal: NodeJS.Signals | 0) => {
    try {
      process.kill(group, signal);
      return true;
    } catch {
      return false;
    }
  };
  let stopping: string | null = null;
  const stop = (why: string) => {
    if (stopping) return;
    stopping = why;
    console.error(`\n${why}: stopping the benchmark`);
    signalGroup('SIGTERM');
    setTimeout(() => signalGroup('SIGKILL'), 10_000).unref();
  };
  const timer = setTimeout(() => stop(`time limit of ${TIMEOUT_SECONDS} s reached`), TIMEOUT_SECONDS * 1000);
  process.on('SIGINT', () => stop('interrupted'));
  process.on('SIGTERM', () => stop('terminated'));
  const code = await new Promise<number>((resolve) =>
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
  );
  clearTimeout(timer);
  if (stopping) {
    // The server may still be closing: give it the rest of its grace, then kill what is left.
    for (let waited = 0; waited < 10_000 && signalGroup(0); waited += 250) await sleep(250);
    signalGroup('SIGKILL');
  }
  for (const database of [databases.orders, databases.settlement])
    if (database)
      await database
        .drop()
        .then(() => console.log(`dropped ${database.name}`))
        .catch((error: unknown) => console.error(`drop ${database.name}: ${String(error)}`));
  process.exit(stopping ? 124 : code);
}

// =============================================================================================
// Shared measuring helpers.

/** CPU time of the whole machine so far (ms), busy and in total over every core (/proc/stat). */
function machineCpu(): { busy: number; total: number } {
  const fields = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  const idle = fields[3]! + fields[4]!;
  return { busy: (total - idle) * 10, total: total * 10 };
}

/** Runs `work` and says how many cores the machine kept busy meanwhile (of os.cpus().length). */
async function withMachineLoad<T extends object>(work: () => Promise<T>): Promise<T & { busyCores: number }> {
  const before = machineCpu();
  const result = await work();
  const after = machineCpu();
  const busyCores = ((after.busy - before.busy) / Math.max(1, after.total - before.total)) * os.cpus().length;
  return { ...result, busyCores };
}

/** A small seeded generator (mulberry32): the same orders on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function weighted<T>(random: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let at = random() * total;
  for (const [value, weight] of choices) {
    at -= weight;
    if (at < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

/** `count` different values of `values`, in the values' own order. */
function distinctPicks(random: () => number, values: readonly string[], count: number): string[] {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, values.length)) chosen.add(Math.floor(random() * values.length));
  return [...chosen].sort((a, b) => a - b).map((index) => values[index]!);
}

function lotteryGame(code: string): LotteryGameDefinition {
  const game = lotteryGameByCode(code);
  if (!game) throw new Error(`the engine has no lottery game ${code}`);
  return game;
}

// =============================================================================================
// Part 1: order placement through the HTTP API, next to the seamless debit.

type Server = Awaited<ReturnType<typeof startServer>>;

interface DebitPlayer {
  playerId: string;
  sessionId: string;
}

type Measured = RunResult & { busyCores: number; firstError: string };

interface OrdersRun {
  rate: number;
  accepted: number;
  closed: number;
  errors: number;
  firstError: string;
  sorted: Float64Array;
  cpu: { database: number; server: number; client: number };
  busyCores: number;
}

interface OrdersPart {
  rows: {
    clients: number;
    debit: Measured;
    orders: OrdersRun;
    rounds: { debit: Measured; orders: OrdersRun; ratio: number }[];
  }[];
  waits: { count: number; seconds: number };
  totals: { accepted: number; closed: number; failed: number; debits: number };
  database: Record<string, string>;
  checks: Check[];
  poolSize: string;
}

/** More operator adjustments for members already funded once. */
async function topUp(site: { url: string }, memberIds: number[], amount: string, times: number) {
  const headers = { authorization: await operatorToken(site), 'content-type': 'application/json' };
  const tag = randomBytes(3).toString('hex');
  for (let time = 0; time < times; time++)
    for (const memberId of memberIds) {
      const funded = (await fetch(`${site.url}/wps/admin/merchants/aurora/adjustments`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          memberId,
          amount,
          reason: 'benchmark funding',
          requestId: `lotto-topup-${tag}-${time}-${memberId}`,
        }),
      }).then((response) => response.json())) as { success: boolean; value: { status: string } };
      if (!funded.success || funded.value.status !== 'APPROVED')
        throw new Error(`funding refused: ${JSON.stringify(funded)}`);
    }
}

/** One member per client with an open game session of the in-house slot (a real launch). */
async function debitPlayers(site: Server, db: pg.Client, count: number): Promise<DebitPlayer[]> {
  const members = await fundedMembers(site, count, { prefix: 'ldeb', amount: DEBIT_FUNDING });
  const players: DebitPlayer[] = [];
  for (const member of members) {
    const launch = await memberApi(site).call<{ content: { game_url: string } }>(
      'GET',
      '/wps/game/launchGame?gameId=aurora-fruits&vassalage=AURORA&accountType=1&launchMode=GLS',
      { token: member.token },
    );
    if (!launch.success) throw new Error(`launch refused: ${JSON.stringify(launch)}`);
    const { rows } = await db.query<{ id: string; player_id: string }>(
      'select id, player_id from game_sessions where member_id = $1 and closed_at is null',
      [member.id],
    );
    players.push({ playerId: rows[0]!.player_id, sessionId: rows[0]!.id });
  }
  return players;
}

/** The baseline: signed seamless debits, exactly as bench/seamless-throughput.ts sends them. */
async function driveDebits(
  server: Server,
  database: string,
  players: DebitPlayer[],
  clients: number,
  seconds: number,
  label: string,
) {
  const result = await driveHttp(
    server,
    clients,
    seconds,
    (client, index, n) => {
      const player = players[index]!;
      const body = JSON.stringify({
        playerId: player.playerId,
        currency: CURRENCY,
        transactionId: `${label}-${index}-${n}`,
        roundId: `${label}-${index}-${n}`,
        gameId: 'bench-slot',
        amount: DEBIT_AMOUNT,
        sessionId: player.sessionId,
      });
      const timestamp = String(Date.now());
      const signature = createHmac('sha256', BENCH_VENDOR_SECRET)
        .update(`${timestamp}.${body}`)
        .digest('hex');
      const headers = `x-wallet-timestamp: ${timestamp}\r\nx-wallet-signature: ${signature}\r\n`;
      return client.post(`/vendor-wallet/${DEBIT_VENDOR}/debit`, headers, body);
    },
    (answer) => answer.status === 200 && answer.body.startsWith('{"status":"OK"'),
    database,
  );
  if (result.firstError) console.error(`${label}: ${result.errors} failed, first: ${result.firstError}`);
  return result;
}

/**
 * Lottery slips from `clients` keep-alive connections, one in flight each, for `seconds`: the rate
 * and latencies of the accepted orders, the `lottery.period.closed` answers apart, the failures.
 */
async function driveOrders(
  server: Server,
  database: string,
  tokens: string[],
  clients: number,
  seconds: number,
  label: string,
): Promise<Omit<OrdersRun, 'busyCores'>> {
  const game = lotteryGame(HTTP_GAME);
  const keys = HTTP_TYPES.map((type) => ({ type, picks: pickValuesOf(game, type)! }));
  const url = new URL(server.url);
  const connections = await Promise.all(
    Array.from({ length: clients }, async () => {
      const opened = connection(url);
      await opened.ready;
      return opened;
    }),
  );
  let period: PeriodTimes = currentPeriod(game, new Date());
  const latencies: number[] = [];
  let closed = 0;
  let errors = 0;
  let firstError = '';
  const backendsBefore = await backendCpu(database);
  const serverBefore = cpuMsOf(server.child.pid!) ?? 0;
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const endsAt = Date.now() + seconds * 1000;
  await Promise.all(
    connections.map(async (client, index) => {
      const random = seeded(Number.parseInt(label.replace(/\D/g, '') || '0', 10) * 1_000 + index);
      const headers = `merchant: aurora\r\nauthorization: ${tokens[index]!}\r\n`;
      for (let n = 0; performance.now() < deadline; n++) {
        const key = keys[Math.floor(random() * keys.length)]!;
        const pick = key.picks[Math.floor(random() * key.picks.length)]!;
        const number = period.number;
        const body = JSON.stringify({
          gameCode: HTTP_GAME,
          periodNumber: number,
          series: HTTP_SERIES,
          bets: [{ type: key.type, picks: [pick], unit: HTTP_UNIT, multiplier: 1 }],
          acceptPartial: false,
          requestId: `bench-${label}-${index}-${n}`,
        });
        const sent = performance.now();
        try {
          const answer = await client.post('/lgw/orders', headers, body);
          const latency = performance.now() - sent;
          if (answer.status === 200 && answer.body.startsWith('{"success":true')) {
            latencies.push(latency);
            continue;
          }
          let code = '';
          try {
            code = String((JSON.parse(answer.body) as { errorCode?: string }).errorCode ?? '');
          } catch {
            code = '';
          }
          if (code === 'lottery.period.closed') {
            closed++;
            // The next period (once): it opens at the closed one's draw.
            if (period.number === number) {
              const now = new Date();
              const current = currentPeriod(game, now);
              period =
                current.number !== number && now < current.closesAt
                  ? current
                  : nextPeriods(game, number, 1)[0]!;
            }
            // Never past the run's end: the pause is counted in the run's time, so it shows in its rate.
            const wait = Math.min(period.opensAt.getTime() + 20, endsAt) - Date.now();
            if (wait > 0) await sleep(wait);
            continue;
          }
          errors++;
          firstError ||= `${answer.status} ${answer.body.slice(0, 300)}`;
        } catch (error) {
          errors++;
          firstError ||= String(error);
          break;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const count = Math.max(1, latencies.length);
  const { user, system } = process.cpuUsage(clientBefore);
  for (const client of connections) client.close();
  if (firstError) console.error(`${label}: ${errors} failed, first: ${firstError}`);
  return {
    rate: latencies.length / elapsed,
    accepted: latencies.length,
    closed,
    errors,
    firstError,
    sorted: Float64Array.from(latencies).sort(),
    cpu: {
      server: ((cpuMsOf(server.child.pid!) ?? 0) - serverBefore) / count,
      database: spentBetween(backendsBefore, await backendCpu(database)) / count,
      client: (user + system) / 1000 / count,
    },
  };
}

/**
 * Waits until the period taking bets stays open for `seconds` more and no earlier order is waiting
 * for its draw, settlement or delivery (the draw job's credits would otherwise run beside the next
 * measurement). Answers the seconds waited.
 */
async function quiet(db: pg.Client, seconds: number): Promise<number> {
  const game = lotteryGame(HTTP_GAME);
  const started = Date.now();
  let said = '';
  for (;;) {
    const now = new Date();
    const period = currentPeriod(game, now);
    const open = now >= period.opensAt && now.getTime() + seconds * 1000 < period.closesAt.getTime();
    let pending = -1;
    if (open) {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from vendor_lotto_orders o
           join vendor_lotto_periods p on p.game_code = o.game_code and p.number = o.period_number
          where o.wallet in ('debit', 'credit', 'rollback')
             or (o.status in ('pending', 'placed') and p.draw_at <= now())`,
      );
      pending = rows[0]!.n;
      if (pending === 0) return (Date.now() - started) / 1000;
    }
    if (Date.now() - started > QUIET_LIMIT_MS)
      throw new Error(
        `the lottery was not ready in ${QUIET_LIMIT_MS / 1000} s (period ${period.number}, ${pending} orders waiting for their draw or delivery)`,
      );
    const saying = open
      ? `  waiting for the draw, settlement and credits of earlier periods (${pending} orders)`
      : `  waiting for the period after ${period.number} to open (${seconds} s of betting needed, it closes at ${period.closesAt.toISOString()})`;
    if (saying.slice(0, 40) !== said.slice(0, 40)) console.log(saying);
    said = saying;
    await sleep(1_000);
  }
}

async function ordersPart(databaseUrl: string): Promise<OrdersPart> {
  const databaseName = new URL(databaseUrl).pathname.slice(1);
  const server = await startServer(databaseUrl, { LOTTO_VENDOR_PORT: '0' });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const count = Math.max(...CLIENT_COUNTS);
    let at = performance.now();
    const members = await fundedMembers(server, count, { prefix: 'lotto', amount: ORDER_FUNDING });
    await topUp(
      server,
      members.map((member) => member.id),
      ORDER_FUNDING,
      ORDER_TOP_UPS,
    );
    const tokens = members.map((member) => member.token);
    const players = await debitPlayers(server, db, count);
    console.log(
      `${count} lottery members (${ORDER_FUNDING} × ${1 + ORDER_TOP_UPS} each) and ${count} slot players (${DEBIT_FUNDING} each, launched) in ${fmt((performance.now() - at) / 1000, 1)} s`,
    );

    const waits = { count: 0, seconds: 0 };
    const ready = async (seconds: number) => {
      const waited = await quiet(db, seconds);
      if (waited > 0.5) {
        waits.count++;
        waits.seconds += waited;
        console.log(`  waited ${fmt(waited, 1)} s`);
      }
    };
    const totals = { accepted: 0, closed: 0, failed: 0, debits: 0 };
    const rows: OrdersPart['rows'] = [];
    for (const clients of CLIENT_COUNTS) {
      at = performance.now();
      await ready(2 * WARMUP_SECONDS + 5);
      const warmDebits = await driveDebits(
        server,
        databaseName,
        players,
        clients,
        WARMUP_SECONDS,
        `warm${clients}`,
      );
      const warmOrders = await driveOrders(
        server,
        databaseName,
        tokens,
        clients,
        WARMUP_SECONDS,
        `w${clients}`,
      );
      totals.accepted += warmOrders.accepted;
      totals.closed += warmOrders.closed;
      totals.failed += warmOrders.errors + warmDebits.errors;
      totals.debits += warmDebits.sorted.length - warmDebits.errors;
      console.log(
        `${clients} clients, warm-up: ${fmt(warmDebits.rate)} debits/s, ${fmt(warmOrders.rate)} orders/s`,
      );
      const rounds: OrdersPart['rows'][number]['rounds'] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        await ready(2 * SECONDS + 5);
        const debit = await withMachineLoad(() =>
          driveDebits(server, databaseName, players, clients, SECONDS, `run${clients}r${round}`),
        );
        const orders = await withMachineLoad(() =>
          driveOrders(server, databaseName, tokens, clients, SECONDS, `r${clients}x${round}`),
        );
        totals.accepted += orders.accepted;
        totals.closed += orders.closed;
        totals.failed += orders.errors + debit.errors;
        totals.debits += debit.sorted.length - debit.errors;
        const ratio = orders.rate / debit.rate;
        console.log(
          `${clients} clients, round ${round}: seamless debits ${fmt(debit.rate)}/s (p99 ${fmt(percentile(debit.sorted, 0.99), 1)} ms); lottery orders ${fmt(orders.rate)}/s (${ratio.toFixed(2)}×), p50 ${fmt(percentile(orders.sorted, 0.5), 1)} ms, p95 ${fmt(percentile(orders.sorted, 0.95), 1)} ms, p99 ${fmt(percentile(orders.sorted, 0.99), 1)} ms, ${orders.closed} period closed, ${orders.errors} + ${debit.errors} failed`,
        );
        rounds.push({ debit, orders, ratio });
      }
      const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor((rounds.length - 1) / 2)]!;
      rows.push({ clients, debit: median.debit, orders: median.orders, rounds });
      console.log(`${clients} clients done in ${fmt((performance.now() - at) / 1000, 1)} s`);
    }

    // Every accepted answer is one order taken and one LOTTO debit in the wallet and the ledger.
    const check = (
      await db.query<Record<string, string>>(
        `select
           (select count(*) from vendor_lotto_orders) as orders,
           (select count(*) from vendor_lotto_orders where status in ('placed', 'won', 'lost')) as taken,
           (select coalesce(sum(cost_minor), 0) from vendor_lotto_orders where status in ('placed', 'won', 'lost')) as staked,
           (select count(*) from vendor_wallet_transactions where vendor_code = 'LOTTO' and kind = 'debit' and ledger_transaction_id is not null) as lotto_debits,
           (select coalesce(sum(amount_minor), 0) from vendor_wallet_transactions where vendor_code = 'LOTTO' and kind = 'debit' and ledger_transaction_id is not null) as lotto_debited,
           (select count(*) from ledger_transactions where type = 'bet' and idempotency_key like 'vendor:LOTTO:%') as lotto_postings,
           (select count(*) from vendor_wallet_transactions where vendor_code = '${DEBIT_VENDOR}' and kind = 'debit' and ledger_transaction_id is not null) as slot_debits,
           (select count(*) from ledger_transactions where type = 'bet' and idempotency_key like 'vendor:${DEBIT_VENDOR}:%') as slot_postings,
           (select count(distinct period_number) from vendor_lotto_orders) as periods,
           (select count(*) from vendor_lotto_exposure where game_code = '${HTTP_GAME}') as keys`,
      )
    ).rows[0]!;
    console.log(
      `after the runs: ${check.taken} orders taken of ${check.orders} (${check.periods} periods, ${check.keys} exposure keys), ${check.lotto_debits} LOTTO debits, ${check.lotto_postings} LOTTO bet postings; ${check.slot_debits} slot debits, ${check.slot_postings} slot bet postings`,
    );
    const checks: Check[] = [
      {
        name: 'no request failed',
        ok: totals.failed === 0,
        detail: `${totals.failed} failed`,
      },
      {
        name: 'every accepted answer is one order taken',
        ok: Number(check.taken) === totals.accepted && Number(check.orders) === totals.accepted,
        detail: `${totals.accepted} accepted answers, ${check.taken} orders taken, ${check.orders} orders in all`,
      },
      {
        name: 'every order taken is one LOTTO debit in the wallet and the ledger, for its cost',
        ok:
          Number(check.lotto_debits) === Number(check.taken) &&
          Number(check.lotto_postings) === Number(check.taken) &&
          BigInt(check.lotto_debited!) === BigInt(check.staked!),
        detail: `${check.lotto_debits} debits for ${check.lotto_debited} minor units, ${check.lotto_postings} postings; orders ${check.taken} for ${check.staked}`,
      },
      {
        name: 'every accepted slot debit is one ledger posting',
        ok: Number(check.slot_debits) === totals.debits && Number(check.slot_postings) === totals.debits,
        detail: `${totals.debits} accepted, ${check.slot_debits} wallet rows, ${check.slot_postings} postings`,
      },
    ];
    for (const item of checks) console.log(`  ${item.ok ? 'ok ' : 'FAILED'} ${item.name} (${item.detail})`);
    return {
      rows,
      waits,
      totals,
      database: check,
      checks,
      poolSize: process.env.BENCH_POOL_SIZE ?? '16',
    };
  } finally {
    await db.end().catch(() => undefined);
    await server.stop();
  }
}

function ordersLines(part: OrdersPart): string[] {
  const p = (sorted: Float64Array, fraction: number) => fmt(percentile(sorted, fraction), 1);
  return [
    `### Order placement through the HTTP API`,
    '',
    `One order: \`POST /lgw/orders\` (\`routes.lotteryPlaceOrder\`) by a member with a session token, a fresh \`requestId\` each, one ${HTTP_GAME} slip of one bet with one pick at ${HTTP_UNIT} × 1 (prize group ${HTTP_SERIES}) on the period taking bets, the type drawn evenly from ${HTTP_TYPES.join(', ')} and the pick evenly from its values (1,260 keys; the liability cap, 50,000,000.00 per key by default, raised nowhere, is never reached). The platform checks the member, opens a game session for the slip and calls the lottery vendor (signed); the vendor prices the slip with the engine and, in one transaction, makes sure of the period row, locks and raises the slip's exposure row, writes the order; then debits the member through the platform's seamless wallet (\`POST /vendor-wallet/LOTTO/debit\`, signed, the same statement as the baseline's), marks the order placed and answers it with its period. Baseline, same run, same client count: the seamless debit alone as \`bench/seamless-throughput.ts\` sends it (\`POST /vendor-wallet/${DEBIT_VENDOR}/debit\`, ${DEBIT_AMOUNT}, signed, after a real launch of the in-house slot). One member per client (registered and funded through the API), each client one keep-alive connection with one request in flight; ${SECONDS} s per run after a ${WARMUP_SECONDS} s warm-up of each, debits then orders, alternating ${ROUNDS === 1 ? 'once' : `${ROUNDS} times`}; each row is the round with the median ratio. Server: built \`dist/main.js\` with the lottery vendor in its process (its own loopback port, its job workers running: schedule, draws, deliveries), pool of ${part.poolSize} connections, log level ${LOG_LEVEL}. The runs were kept inside one period's betting window: the bench waited ${part.waits.count} time${part.waits.count === 1 ? '' : 's'} (${fmt(part.waits.seconds)} s in all) for the next period to open and the previous period's draw, settlement and credits to finish before a pair of runs. After the runs: ${fmt(Number(part.database.taken))} orders taken over ${part.database.periods} period${part.database.periods === '1' ? '' : 's'} (${fmt(Number(part.database.keys))} exposure keys touched) and ${fmt(Number(part.database.lotto_debits))} LOTTO debits (${fmt(Number(part.database.lotto_postings))} ledger bet postings); ${fmt(Number(part.database.slot_debits))} slot debits.`,
    '',
    '| clients | seamless debits/s (baseline) | debit p50 / p99 ms | **lottery orders/s** | ratio | p50 ms | p95 ms | p99 ms | period closed | failed |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...part.rows.map(
      ({ clients, debit, orders }) =>
        `| ${clients} | ${fmt(debit.rate)} | ${p(debit.sorted, 0.5)} / ${p(debit.sorted, 0.99)} | **${fmt(orders.rate)}** | ${(orders.rate / debit.rate).toFixed(2)}× | ${p(orders.sorted, 0.5)} | ${p(orders.sorted, 0.95)} | ${p(orders.sorted, 0.99)} | ${orders.closed} | ${orders.errors + debit.errors} |`,
    ),
    '',
    `Every round (orders/s / debits/s = ratio): ${part.rows
      .map(
        ({ clients, rounds }) =>
          `${clients} clients ${rounds.map(({ debit, orders, ratio }) => `${fmt(orders.rate)}/${fmt(debit.rate)} = ${ratio.toFixed(2)}× (p99 ${p(orders.sorted, 0.99)} ms)`).join(', ')}`,
      )
      .join('; ')}.`,
    '',
    'CPU milliseconds per accepted order or debit, from /proc (user + system): PostgreSQL = the backends of the database; server = the server process, the lottery vendor included; client = the load generator. Machine busy: cores busy during the run (all processes, /proc/stat); of which this run: per second × total CPU.',
    '',
    '| clients | run | per second | PostgreSQL CPU ms | server CPU ms | client CPU ms | total CPU ms | machine busy (cores) | of which this run |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|',
    ...part.rows.flatMap(({ clients, debit, orders }) => {
      const debitTotal = debit.cpu.database + (debit.cpu.server ?? 0) + debit.cpu.client;
      const ordersTotal = orders.cpu.database + orders.cpu.server + orders.cpu.client;
      const cores = (rate: number, total: number) => fmt((rate * total) / 1000, 2);
      return [
        `| ${clients} | seamless debit | ${fmt(debit.rate)} | ${ms(debit.cpu.database)} | ${ms(debit.cpu.server ?? 0)} | ${ms(debit.cpu.client)} | ${ms(debitTotal)} | ${fmt(debit.busyCores, 2)} | ${cores(debit.rate, debitTotal)} |`,
        `| ${clients} | lottery order | ${fmt(orders.rate)} | ${ms(orders.cpu.database)} | ${ms(orders.cpu.server)} | ${ms(orders.cpu.client)} | ${ms(ordersTotal)} | ${fmt(orders.busyCores, 2)} | ${cores(orders.rate, ordersTotal)} |`,
      ];
    }),
    '',
    `Checks (the bench exits non-zero when one fails): ${part.checks.map((check) => `${check.ok ? '✓' : '✗ FAILED'} ${check.name} (${check.detail})`).join('; ')}.`,
  ];
}

// =============================================================================================
// Part 2: settling one period (in process, from source).

interface GeneratedBet {
  type: string;
  picks: string[];
  unitMinor: string;
  multiplier: number;
  combinations: number;
  costMinor: string;
}

interface GeneratedOrder {
  player: number;
  series: number;
  bets: GeneratedBet[];
  costMinor: bigint;
  rebateMinor: bigint;
  exposure: Record<string, string>;
  /** Fraction of the period's open window at which it was placed. */
  at: number;
}

/** The orders of one period: realistic players, types, picks, stakes and prize groups. */
function generateOrders(game: LotteryGameDefinition, count: number) {
  const random = seeded(DATA_SEED);
  const values = (type: string) => pickValuesOf(game, type)!;
  const pos = values('ssc.pos');
  const bsoe = values('ssc.bsoe');
  const sums = values('ssc.sum');
  const front3 = values('ssc.front3');
  const dt = ['dragon', 'tiger', 'tie'];
  const units: (readonly [bigint, number])[] = [
    [100n, 40],
    [200n, 20],
    [500n, 15],
    [1_000n, 12],
    [2_000n, 7],
    [5_000n, 4],
    [10_000n, 2],
  ];
  const multipliers: (readonly [number, number])[] = [
    [1, 55],
    [2, 20],
    [3, 8],
    [5, 8],
    [10, 6],
    [20, 3],
  ];
  const pickBet = (): { type: string; picks: string[] } => {
    const type = weighted(random, [
      ['ssc.pos', 35],
      ['ssc.bsoe', 20],
      ['ssc.sum', 15],
      ['ssc.front3', 15],
      ['ssc.dt', 15],
    ] as const);
    switch (type) {
      case 'ssc.pos':
        return {
          type,
          picks: distinctPicks(
            random,
            pos,
            weighted(random, [
              [1, 50],
              [2, 30],
              [3, 20],
            ] as const),
          ),
        };
      case 'ssc.bsoe':
        return {
          type,
          picks: distinctPicks(
            random,
            bsoe,
            weighted(random, [
              [1, 75],
              [2, 25],
            ] as const),
          ),
        };
      case 'ssc.sum':
        return { type, picks: distinctPicks(random, sums, 1) };
      case 'ssc.front3':
        return {
          type,
          picks: distinctPicks(
            random,
            front3,
            weighted(random, [
              [1, 70],
              [2, 20],
              [3, 10],
            ] as const),
          ),
        };
      default:
        return {
          type,
          picks: [
            weighted(random, [
              [dt[0]!, 45],
              [dt[1]!, 45],
              [dt[2]!, 10],
            ] as const),
          ],
        };
    }
  };
  const orders: GeneratedOrder[] = [];
  const distinct = new Set<string>();
  const byType = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const series = weighted(random, [
      [1950, 70],
      [1900, 20],
      [1800, 10],
    ] as const);
    const betCount = random() < 0.65 ? 1 : 2;
    const bets: GeneratedBet[] = [];
    const exposure = new Map<string, bigint>();
    let costMinor = 0n;
    for (let b = 0; b < betCount; b++) {
      const { type, picks } = pickBet();
      const bet = {
        type,
        picks,
        unitMinor: weighted(random, units),
        multiplier: weighted(random, multipliers),
      };
      const priced = priceBet(game, bet);
      for (const entry of exposureOf(game, bet, series))
        exposure.set(entry.key, (exposure.get(entry.key) ?? 0n) + entry.payoutMinor);
      costMinor += priced.costMinor;
      bets.push({
        type,
        picks,
        unitMinor: bet.unitMinor.toString(),
        multiplier: bet.multiplier,
        combinations: priced.combinations,
        costMinor: priced.costMinor.toString(),
      });
      distinct.add(`${series}|${type}|${bet.unitMinor}|${bet.multiplier}|${picks.join(',')}`);
      byType.set(type, (byType.get(type) ?? 0) + 1);
    }
    orders.push({
      // Players in turn (each with count / PLAYERS orders), their orders spread over the window.
      player: i % PLAYERS,
      series,
      bets,
      costMinor,
      rebateMinor: rebateOf(game, series, costMinor),
      exposure: Object.fromEntries([...exposure].map(([key, payout]) => [key, payout.toString()])),
      at: random(),
    });
  }
  return { orders, distinct: distinct.size, byType };
}

/** What each order wins against a result, by the engine, bet by bet (no memo). */
function engineWins(game: LotteryGameDefinition, orders: GeneratedOrder[], result: LotteryResult): bigint[] {
  return orders.map((order) =>
    order.bets.reduce(
      (sum, bet) =>
        sum +
        settleBet(
          game,
          {
            type: bet.type,
            picks: bet.picks,
            unitMinor: BigInt(bet.unitMinor),
            multiplier: bet.multiplier,
          },
          result,
          order.series,
        ).winMinor,
      0n,
    ),
  );
}

interface Timed {
  ms: number;
  cpu: { database: number; node: number; busyCores: number };
}

interface SettlementPart {
  migrateSeconds: number;
  loadSeconds: number;
  generateSeconds: number;
  distinct: number;
  betCount: number;
  byType: string;
  players: number;
  periods: { number: string; numbers: string[] }[];
  baseline: {
    selectMs: number;
    selectTimes: number[];
    plan: string;
    readMs: number;
    updateMs: number;
    updateTimes: number[];
  };
  settle: Timed & { decided: number };
  close: Timed & { closed: number };
  again: { ms: number; decided: number };
  race: { runs: number[]; ms: number; closed: number };
  winners: number;
  winTotal: bigint;
  stakeTotal: bigint;
  checks: Check[];
  settings: { version: string; shared_buffers: string; work_mem: string; workers: string };
  tableSize: string;
  poolSize: number;
  closeBatch: number;
}

async function settlementPart(databaseUrl: string): Promise<SettlementPart> {
  const databaseName = new URL(databaseUrl).pathname.slice(1);
  const { loadConfig } = await import('../apps/server/src/platform/config.js');
  const { createLogger } = await import('../apps/server/src/platform/logger.js');
  const { openConfiguredDatabase } = await import('../apps/server/src/app.js');
  const { buildLottoVendor } = await import('../apps/server/src/vendors/lottery/app.js');
  const { DEFAULT_KEY_CAP_MINOR } = await import('../apps/server/src/vendors/lottery/config.js');
  const { effectiveGame } = await import('../apps/server/src/vendors/lottery/games.js');
  const { ensurePeriod } = await import('../apps/server/src/vendors/lottery/periods.js');
  const { CLOSE_BATCH, closePeriod, settlePeriod } =
    await import('../apps/server/src/vendors/lottery/settlement.js');

  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    LOG_LEVEL,
    DATA_DIR: 'memory://',
    ADMIN_INITIAL_PASSWORD: ADMIN_PASSWORD,
    WEB_DIST: '/nonexistent',
    PAY_SANDBOX: 'false',
    ...(process.env.BENCH_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE } : {}),
  });
  const logger = createLogger(config.LOG_LEVEL);
  let at = performance.now();
  const database = await openConfiguredDatabase(config, logger);
  const migrateSeconds = (performance.now() - at) / 1000;
  // The vendor's own wiring without a listener and without job workers: nothing draws, settles or
  // delivers behind the bench's back, and nothing listens on any port.
  const vendor = buildLottoVendor({ secret: randomBytes(24).toString('hex'), jobs: false, logger });
  await vendor.attach({ database, walletUrl: 'http://127.0.0.1:9' });
  const deps = vendor.deps;
  console.log(
    `\nsettlement: migrated a fresh database (the server's start-up, no HTTP, no jobs) in ${fmt(migrateSeconds, 1)} s`,
  );

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const game = lotteryGame(SETTLE_GAME);
    at = performance.now();
    const generated = generateOrders(game, ORDERS);
    const generateSeconds = (performance.now() - at) / 1000;
    const betCount = generated.orders.reduce((sum, order) => sum + order.bets.length, 0);
    const byType = [...generated.byType]
      .sort((a, b) => b[1] - a[1])
      .map(([type, n]) => `${type} ${fmt((100 * n) / betCount, 1)} %`)
      .join(', ');
    console.log(
      `generated ${fmt(ORDERS)} orders (${fmt(betCount)} bets: ${byType}; ${fmt(generated.distinct)} distinct bets) from ${fmt(PLAYERS)} players in ${fmt(generateSeconds, 1)} s`,
    );

    // Two periods of yesterday, the same orders on each, each drawn from its own committed seed.
    const effective = effectiveGame(game, undefined, DEFAULT_KEY_CAP_MINOR);
    const first = currentPeriod(game, new Date(Date.now() - 86_400_000));
    const times = [first, nextPeriods(game, first.number, 1)[0]!];
    at = performance.now();
    const periods: { number: string; numbers: string[]; result: LotteryResult }[] = [];
    for (const [p, period] of times.entries()) {
      const row = await ensurePeriod(deps.db(), effective, period);
      const window = period.closesAt.getTime() - period.opensAt.getTime();
      await client.query('begin');
      for (let start = 0; start < ORDERS; start += INSERT_BATCH) {
        const batch = generated.orders.slice(start, start + INSERT_BATCH).map((order, offset) => ({
          order_no: `L${p}B${(start + offset).toString(16).toUpperCase().padStart(16, '0')}`,
          request_id: `bench${p}r${start + offset}`,
          player_id: `bench-player-${order.player}`,
          session_id: `bench-session-${order.player}`,
          series: order.series,
          bets: order.bets,
          cost_minor: order.costMinor.toString(),
          rebate_minor: order.rebateMinor.toString(),
          exposure: order.exposure,
          created_at: new Date(period.opensAt.getTime() + Math.floor(order.at * window)).toISOString(),
        }));
        await client.query(
          `insert into vendor_lotto_orders (order_no, request_id, player_id, currency, session_id, game_code,
             period_number, series, bets, cost_minor, rebate_minor, exposure, status, wallet, created_at)
           select x.order_no, x.request_id, x.player_id, '${CURRENCY}', x.session_id, $2, $3, x.series, x.bets,
             x.cost_minor, x.rebate_minor, x.exposure, 'placed', 'held', x.created_at
           from jsonb_to_recordset($1::jsonb) as x (order_no text, request_id text, player_id text, session_id text,
             series int, bets jsonb, cost_minor bigint, rebate_minor bigint, exposure jsonb, created_at timestamptz)`,
          [JSON.stringify(batch), SETTLE_GAME, period.number],
        );
      }
      await client.query('commit');
      const result = drawResult(game, row.serverSeed!, period.number);
      const drawn = await client.query(
        `update vendor_lotto_periods set status = 'drawn', numbers = $3::jsonb, prizes = $4::jsonb,
           result_source = 'house', drawn_at = now()
         where game_code = $1 and number = $2 and status = 'scheduled'`,
        [SETTLE_GAME, period.number, JSON.stringify(result.numbers), JSON.stringify(result.prizes)],
      );
      if (drawn.rowCount !== 1) throw new Error(`period ${period.number} was not scheduled`);
      periods.push({ number: period.number, numbers: result.numbers, result });
    }
    for (const table of ['vendor_lotto_orders', 'vendor_lotto_periods'])
      await client.query(`vacuum (analyze) ${table}`);
    const loadSeconds = (performance.now() - at) / 1000;
    const tableSize = (
      await client.query<{ size: string }>(
        "select pg_size_pretty(pg_total_relation_size('vendor_lotto_orders')) as size",
      )
    ).rows[0]!.size;
    console.log(
      `periods ${periods.map((period) => `${period.number} drawn ${period.numbers.join('')}`).join(', ')}; ${fmt(2 * ORDERS)} orders written, VACUUM ANALYZE, in ${fmt(loadSeconds, 1)} s (vendor_lotto_orders ${tableSize})`,
    );

    // What the engine says, bet by bet, for every order of both periods.
    at = performance.now();
    const expected = periods.map((period) => engineWins(game, generated.orders, period.result));
    console.log(
      `engine: every bet settled with settleBet (no memo) in ${fmt((performance.now() - at) / 1000, 1)} s`,
    );

    // --------------------------------------------------------------------------------------
    // Baselines, on the first period's rows while they are placed.
    const [a, b] = periods as [(typeof periods)[number], (typeof periods)[number]];
    const params = [SETTLE_GAME, a.number];
    const selectSql = `select count(*) as n, sum(cost_minor) as cost from vendor_lotto_orders
      where game_code = $1 and period_number = $2 and status = 'placed'`;
    await client.query(selectSql, params);
    const selectTimes: number[] = [];
    let baselineRow: { n: string; cost: string } | undefined;
    for (let round = 0; round < 3; round++) {
      const started = performance.now();
      baselineRow = (await client.query<{ n: string; cost: string }>(selectSql, params)).rows[0];
      selectTimes.push(performance.now() - started);
    }
    const explained = await client.query<{ 'QUERY PLAN': string }>(`explain ${selectSql}`, params);
    const plan = explained.rows
      .map((row) => row['QUERY PLAN'].trim())
      .filter((line) => /Scan/.test(line))
      .map((line) => line.replace(/^->\s*/, '').replace(/\s+\(cost.*$/, ''))
      .join(', ');
    // The settlement's own read (its select), rows parsed in Node by the same driver.
    const readTimes: number[] = [];
    for (let round = 0; round < 3; round++) {
      const started = performance.now();
      const read = await client.query(
        `select id, bets, series, chase_no from vendor_lotto_orders
          where game_code = $1 and period_number = $2 and status = 'placed'`,
        params,
      );
      readTimes.push(performance.now() - started);
      if (read.rowCount !== ORDERS) throw new Error(`read ${read.rowCount} rows, wrote ${ORDERS}`);
    }
    const updateTimes: number[] = [];
    for (let round = 0; round < 3; round++) {
      await client.query('begin');
      const started = performance.now();
      const updated = await client.query(
        `update vendor_lotto_orders set settled_at = now()
          where game_code = $1 and period_number = $2 and status = 'placed'`,
        params,
      );
      updateTimes.push(performance.now() - started);
      await client.query('rollback');
      if (updated.rowCount !== ORDERS) throw new Error(`updated ${updated.rowCount} rows, wrote ${ORDERS}`);
      await client.query('vacuum (analyze) vendor_lotto_orders');
    }
    const baseline = {
      selectMs: Math.min(...selectTimes),
      selectTimes,
      plan,
      readMs: Math.min(...readTimes),
      updateMs: Math.min(...updateTimes),
      updateTimes,
    };
    console.log(
      `baselines on period ${a.number}: select count(*), sum(cost_minor) ${fmt(Number(baselineRow!.n))} rows, best of 3 ${ms(baseline.selectMs)} ms (${selectTimes.map((t) => fmt(t, 1)).join(', ')}; ${plan}); the settlement's read into Node best of 3 ${ms(baseline.readMs)} ms; update settled_at (rolled back) best of 3 ${ms(baseline.updateMs)} ms (${updateTimes.map((t) => fmt(t, 1)).join(', ')})`,
    );

    // --------------------------------------------------------------------------------------
    // The measurements.
    const measure = async <T>(work: () => Promise<T>): Promise<Timed & { value: T }> => {
      // Open the pool's connections first, as a running vendor's pool would have them.
      await Promise.all(Array.from({ length: 4 }, () => database.executeSql('select pg_sleep(0.01)')));
      const backends = await backendCpu(databaseName);
      const node = cpuMsOf(process.pid) ?? 0;
      const machine = machineCpu();
      const started = performance.now();
      const value = await work();
      const elapsed = performance.now() - started;
      const machineAfter = machineCpu();
      return {
        value,
        ms: elapsed,
        cpu: {
          database: spentBetween(backends, await backendCpu(databaseName)),
          node: (cpuMsOf(process.pid) ?? 0) - node,
          busyCores:
            ((machineAfter.busy - machine.busy) / Math.max(1, machineAfter.total - machine.total)) *
            os.cpus().length,
        },
      };
    };
    const settled = await measure(() => settlePeriod(deps, SETTLE_GAME, a.number));
    console.log(
      `(a) settlePeriod ${a.number}: ${fmt(settled.ms, 1)} ms, decided ${fmt(settled.value)} orders (${fmt((settled.ms * 1000) / ORDERS, 2)} µs/order, ${fmt(settled.ms / baseline.selectMs, 1)}× the select); CPU PostgreSQL ${fmt(settled.cpu.database)} ms, Node ${fmt(settled.cpu.node)} ms; ${fmt(settled.cpu.busyCores, 2)} of ${os.cpus().length} cores busy`,
    );
    const closed = await measure(() => closePeriod(deps, SETTLE_GAME, a.number));
    console.log(
      `(b) closePeriod ${a.number}: ${fmt(closed.ms, 1)} ms, closed ${fmt(closed.value)} orders in batches of ${fmt(CLOSE_BATCH)}; CPU PostgreSQL ${fmt(closed.cpu.database)} ms, Node ${fmt(closed.cpu.node)} ms`,
    );
    let started = performance.now();
    const again = await settlePeriod(deps, SETTLE_GAME, a.number);
    const againMs = performance.now() - started;
    console.log(`    settlePeriod ${a.number} again: decided ${again} in ${fmt(againMs, 1)} ms`);
    started = performance.now();
    const runs = await Promise.all([
      settlePeriod(deps, SETTLE_GAME, b.number),
      settlePeriod(deps, SETTLE_GAME, b.number),
    ]);
    const raceMs = performance.now() - started;
    const raceClosed = await closePeriod(deps, SETTLE_GAME, b.number);
    console.log(
      `    settlePeriod ${b.number} twice at once: decided ${runs.join(' and ')} in ${fmt(raceMs, 1)} ms; closePeriod closed ${fmt(raceClosed)}`,
    );

    // --------------------------------------------------------------------------------------
    // Checks.
    const checks: Check[] = [];
    const add = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });
    const sampleRandom = seeded(DATA_SEED + 1);
    const sample = distinctPicks(
      sampleRandom,
      generated.orders.map((_, index) => String(index)),
      SAMPLE,
    ).map(Number);
    let winTotal = 0n;
    let winners = 0;
    for (const [p, period] of periods.entries()) {
      const wins = expected[p]!;
      const engineWinners = wins.filter((win) => win > 0n).length;
      const engineTotal = wins.reduce((sum, win) => sum + win, 0n);
      if (p === 0) {
        winners = engineWinners;
        winTotal = engineTotal;
      }
      const row = (
        await client.query<Record<string, string>>(
          `select count(*) filter (where status = 'won') as won, count(*) filter (where status = 'lost') as lost,
             count(*) filter (where status not in ('won', 'lost')) as other,
             count(*) filter (where status = 'won' and win_minor > 0) as won_paid,
             count(*) filter (where status = 'lost' and win_minor = 0) as lost_zero,
             coalesce(sum(win_minor) filter (where status = 'won'), 0) as win,
             count(*) filter (where wallet = 'credit') as credit_due
           from vendor_lotto_orders where game_code = $1 and period_number = $2`,
          [SETTLE_GAME, period.number],
        )
      ).rows[0]!;
      const state = (
        await client.query<{ status: string; settled: boolean }>(
          `select status, settled_at is not null as settled from vendor_lotto_periods where game_code = $1 and number = $2`,
          [SETTLE_GAME, period.number],
        )
      ).rows[0]!;
      const tag =
        p === 0 ? `period ${period.number} (measured)` : `period ${period.number} (two runs at once)`;
      add(
        `${tag}: won + lost = ${fmt(ORDERS)}, each lost at 0, each won above 0, every closing credit due`,
        Number(row.won) + Number(row.lost) === ORDERS &&
          Number(row.other) === 0 &&
          Number(row.won_paid) === Number(row.won) &&
          Number(row.lost_zero) === Number(row.lost) &&
          Number(row.credit_due) === ORDERS,
        `${row.won} won + ${row.lost} lost, ${row.other} other, ${row.credit_due} credits due`,
      );
      add(
        `${tag}: the winners and their total win are the engine's (settleBet, bet by bet)`,
        Number(row.won) === engineWinners && BigInt(row.win!) === engineTotal,
        `${row.won} won for ${row.win}; engine ${engineWinners} for ${engineTotal}`,
      );
      const orderNos = sample.map((index) => `L${p}B${index.toString(16).toUpperCase().padStart(16, '0')}`);
      const sampled = await client.query<{ order_no: string; status: string; win_minor: string | null }>(
        'select order_no, status, win_minor from vendor_lotto_orders where order_no = any($1::text[])',
        [orderNos],
      );
      const byNo = new Map(sampled.rows.map((item) => [item.order_no, item]));
      let mismatched = 0;
      let sampleWinners = 0;
      let firstMismatch = '';
      for (const [k, index] of sample.entries()) {
        const stored = byNo.get(orderNos[k]!);
        const win = wins[index]!;
        if (win > 0n) sampleWinners++;
        const ok =
          stored !== undefined &&
          stored.status === (win > 0n ? 'won' : 'lost') &&
          BigInt(stored.win_minor ?? '-1') === win;
        if (!ok) {
          mismatched++;
          firstMismatch ||= `${orderNos[k]}: stored ${stored?.status} ${stored?.win_minor}, engine ${win}`;
        }
      }
      add(
        `${tag}: ${fmt(SAMPLE)} sampled orders equal the engine's one by one`,
        mismatched === 0 && sampled.rowCount === SAMPLE,
        `${fmt(sampled.rowCount ?? 0)} read, ${sampleWinners} winners among them, ${mismatched} different${firstMismatch ? ` (first: ${firstMismatch})` : ''}`,
      );
      add(`${tag}: settled`, state.status === 'settled' && state.settled, `status ${state.status}`);
    }
    add(
      `period ${a.number}: one settlement decided it (every order), a second one nothing`,
      settled.value === ORDERS && again === 0 && closed.value === ORDERS - winners,
      `first run decided ${settled.value}, closePeriod closed ${closed.value}, second run ${again}`,
    );
    add(
      `period ${b.number}: of two settlements at once exactly one decided it`,
      [...runs].sort((x, y) => x - y).join(',') === `0,${ORDERS}`,
      `runs decided ${runs.join(' and ')}`,
    );
    for (const item of checks) console.log(`  ${item.ok ? 'ok ' : 'FAILED'} ${item.name} (${item.detail})`);

    const settings = (
      await client.query<SettlementPart['settings']>(
        `select version() as version, current_setting('shared_buffers') as shared_buffers,
           current_setting('work_mem') as work_mem, current_setting('max_parallel_workers_per_gather') as workers`,
      )
    ).rows[0]!;
    return {
      migrateSeconds,
      loadSeconds,
      generateSeconds,
      distinct: generated.distinct,
      betCount,
      byType,
      players: PLAYERS,
      periods: periods.map((period) => ({ number: period.number, numbers: period.numbers })),
      baseline,
      settle: { ms: settled.ms, cpu: settled.cpu, decided: settled.value },
      close: { ms: closed.ms, cpu: closed.cpu, closed: closed.value },
      again: { ms: againMs, decided: again },
      race: { runs, ms: raceMs, closed: raceClosed },
      winners,
      winTotal,
      stakeTotal: generated.orders.reduce((sum, order) => sum + order.costMinor, 0n),
      checks,
      settings,
      tableSize,
      poolSize: config.DATABASE_POOL_SIZE,
      closeBatch: CLOSE_BATCH,
    };
  } finally {
    await client.end().catch(() => undefined);
    await vendor.detach().catch(() => undefined);
    await vendor.app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
  }
}

function targetText(settleMs: number): string {
  if (ORDERS !== ISSUE_ORDERS) return `≤ 2 s at 100,000 orders: not judged at ${fmt(ORDERS)} orders`;
  return settleMs <= TARGET_MS
    ? '≤ 2 s: **met**'
    : `≤ 2 s: **missed** (${fmt(settleMs / TARGET_MS, 1)}× over)`;
}

function settlementLines(part: SettlementPart): string[] {
  const perOrder = (value: number) => fmt((value * 1000) / ORDERS, 2);
  const [a, b] = part.periods as [SettlementPart['periods'][number], SettlementPart['periods'][number]];
  const money = (minor: bigint) => fmt(Number(minor) / 100, 2);
  return [
    `### Settling one period of ${fmt(ORDERS)} orders`,
    '',
    `What runs: the vendor's use cases \`settlePeriod\` and \`closePeriod\` (\`apps/server/src/vendors/lottery/settlement.ts\`) from source, on a fresh database migrated by the server's start-up (\`openConfiguredDatabase\`) with the vendor's own wiring (\`buildLottoVendor\`, no HTTP listener, no job workers), pool of ${part.poolSize} connections (4 of them opened just before each measured call). (a) \`settlePeriod\`: one transaction claims the drawn period (status settled), reads its placed orders (id, bets, series, chase), settles each distinct bet once with the engine's \`settleBet\` (memo per series, type, unit, multiplier and picks), writes the winners (won, win, closing credit due) in one \`update … from unnest\`, stops chases (none here); (b) \`closePeriod\`: the orders it left placed, decided again and marked lost with their closing credit due, ${fmt(part.closeBatch)} per transaction (\`for update skip locked\`).`,
    '',
    `Data: ${fmt(ORDERS)} orders on one SSC1 period from ${fmt(part.players)} player ids, ${fmt(part.betCount)} bets (1 or 2 per order: ${part.byType}), picks spread over each type's values (ssc.pos 1–3 picks, ssc.bsoe 1–2, ssc.front3 1–3, ssc.sum and ssc.dt 1), units 1.00–100.00 skewed to small, multipliers 1–20, prize groups 1950 / 1900 / 1800 (70 / 20 / 10 %), priced by the engine (\`priceBet\`; rebate and exposure as the vendor stores them): **${fmt(part.distinct)} distinct bets** for the memo, ${money(part.stakeTotal)} staked. Written with SQL into \`vendor_lotto_orders\` (placed, debited) on two periods of yesterday with the same orders, each period made by \`ensurePeriod\` (seed committed) and drawn from its seed by the engine (\`drawResult\`: ${a.number} → ${a.numbers.join(' ')}, ${b.number} → ${b.numbers.join(' ')}), VACUUM ANALYZE; loaded in ${fmt(part.loadSeconds, 1)} s (vendor_lotto_orders ${part.tableSize}). ${fmt(part.winners)} orders of the measured period win ${money(part.winTotal)}.`,
    '',
    `Baselines, same run, same rows, before the settlement: \`select count(*), sum(cost_minor) from vendor_lotto_orders where game_code = $1 and period_number = $2 and status = 'placed'\` (one warm-up, best of 3: ${part.baseline.selectTimes.map((t) => fmt(t, 1)).join(', ')} ms; ${part.baseline.plan}); the settlement's own select of the same rows read into Node (best of 3); \`update vendor_lotto_orders set settled_at = now() where …\` over the same rows in a transaction rolled back (best of 3: ${part.baseline.updateTimes.map((t) => fmt(t, 1)).join(', ')} ms, VACUUM after each).`,
    '',
    '| step | orders | ms | µs / order | PostgreSQL CPU ms | Node CPU ms | cores busy | target |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    `| baseline: select count(*), sum() | ${fmt(ORDERS)} | ${fmt(part.baseline.selectMs, 1)} | ${perOrder(part.baseline.selectMs)} | | | | |`,
    `| baseline: the settlement's read into Node | ${fmt(ORDERS)} | ${fmt(part.baseline.readMs, 1)} | ${perOrder(part.baseline.readMs)} | | | | |`,
    `| baseline: update settled_at (rolled back) | ${fmt(ORDERS)} | ${fmt(part.baseline.updateMs, 1)} | ${perOrder(part.baseline.updateMs)} | | | | |`,
    `| **(a) settlePeriod** (${fmt(part.winners)} winners written) | ${fmt(part.settle.decided)} | **${fmt(part.settle.ms, 1)}** | **${perOrder(part.settle.ms)}** | ${fmt(part.settle.cpu.database)} | ${fmt(part.settle.cpu.node)} | ${fmt(part.settle.cpu.busyCores, 2)} of ${os.cpus().length} | ${targetText(part.settle.ms)} |`,
    `| (b) closePeriod (the others marked lost) | ${fmt(part.close.closed)} | ${fmt(part.close.ms, 1)} | ${perOrder(part.close.ms)} | ${fmt(part.close.cpu.database)} | ${fmt(part.close.cpu.node)} | ${fmt(part.close.cpu.busyCores, 2)} of ${os.cpus().length} | |`,
    '',
    `(a) is ${fmt(part.settle.ms / part.baseline.selectMs, 1)}× the select and ${fmt(part.settle.ms / part.baseline.updateMs, 1)}× the update; (a) + (b) ${fmt(part.settle.ms + part.close.ms, 1)} ms for the whole period. \`settlePeriod\` of the settled period again: decided ${part.again.decided} in ${fmt(part.again.ms, 1)} ms. Period ${b.number}, the same orders, \`settlePeriod\` twice at once: decided ${part.race.runs.join(' and ')} in ${fmt(part.race.ms, 1)} ms, then \`closePeriod\` closed ${fmt(part.race.closed)}.`,
    '',
    `Target (issue): settling one period of 100,000 orders in at most 2 s (\`settlePeriod\`).${ORDERS === ISSUE_ORDERS ? '' : ` Not judged here (${fmt(ORDERS)} orders).`}`,
    '',
    `Checks (the bench exits non-zero when one fails): ${part.checks.map((check) => `${check.ok ? '✓' : '✗ FAILED'} ${check.name} (${check.detail})`).join('; ')}.`,
  ];
}

// =============================================================================================
// The benchmark (the child process).

async function bench(urls: { orders: string | null; settlement: string | null }): Promise<number> {
  const began = performance.now();
  const load1 = os.loadavg()[0]!;
  const orders = urls.orders ? await ordersPart(urls.orders) : null;
  const settlement = urls.settlement ? await settlementPart(urls.settlement) : null;

  const version = (await admin((client) => client.query<{ v: string }>('select version() as v'))).rows[0]!.v;
  const settings = settlement?.settings;
  const env = [
    ORDERS === ISSUE_ORDERS ? '' : `BENCH_ORDERS=${ORDERS}`,
    SECONDS === 20 ? '' : `BENCH_SECONDS=${SECONDS}`,
    ROUNDS === 3 ? '' : `BENCH_ROUNDS=${ROUNDS}`,
    process.env.BENCH_CLIENTS ? `BENCH_CLIENTS=${CLIENT_COUNTS.join(',')}` : '',
    ONLY ? `BENCH_ONLY=${ONLY}` : '',
  ].filter(Boolean);
  const command = [...env, 'npm run bench:lottery'].join(' ');
  const lines = [
    '## Lottery (`bench/lottery.ts`)',
    '',
    !settlement
      ? 'Order placement only (`BENCH_ONLY=orders`): no settlement in this run.'
      : ORDERS === ISSUE_ORDERS
        ? "Settlement at 100,000 orders: the issue's size."
        : `**${fmt(ORDERS)} orders: not the issue's figure.** The issue asks for one period of 100,000 orders from 5,000 players; this run settled ${fmt(ORDERS)} orders from ${fmt(PLAYERS)} players, and its time is not judged against the 2 s target.`,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with \`${command}\` on ${machineLine()}; ${os.cpus().length} cores and ${fmt(os.totalmem() / 2 ** 20)} MiB, load average ${fmt(load1, 2)} at the start; ${version.split(' on ')[0]}${settings ? ` (stock settings: shared_buffers ${settings.shared_buffers}, work_mem ${settings.work_mem}, ${settings.workers} parallel workers per gather)` : ''}. The server, PostgreSQL and the bench share the machine's cores, and the machine may be shared with other work: the cores busy during each run are written next to it. Whole run ${fmt((performance.now() - began) / 1000)} s.`,
    '',
    ...(orders ? [...ordersLines(orders), ''] : []),
    ...(settlement ? settlementLines(settlement) : []),
  ];
  console.log(`\n${lines.join('\n')}`);
  if (WRITE) {
    writeSection('lottery', lines.join('\n'));
    console.log('\nwritten to docs/benchmarks.md (section lottery)');
  } else
    console.log(`\nnot written to docs/benchmarks.md (${ONLY ? `BENCH_ONLY=${ONLY}` : 'BENCH_WRITE=0'})`);

  console.log(`\nwhole run ${fmt((performance.now() - began) / 1000, 1)} s; ${sizeNote}`);
  if (settlement)
    console.log(
      `target settlePeriod: ${targetText(settlement.settle.ms).replace(/\*\*/g, '')} (measured ${fmt(settlement.settle.ms, 1)} ms)`,
    );
  const failed = [...(orders?.checks ?? []), ...(settlement?.checks ?? [])].filter((check) => !check.ok);
  if (failed.length) {
    console.error(`${failed.length} check(s) failed: ${failed.map((check) => check.name).join('; ')}`);
    return 1;
  }
  return 0;
}

// =============================================================================================

const childDatabases = process.env[CHILD_DATABASES];
if (childDatabases) {
  const code = await bench(
    JSON.parse(childDatabases) as { orders: string | null; settlement: string | null },
  ).catch((error: unknown) => {
    console.error(error);
    return 1;
  });
  process.exit(code);
} else {
  // Checked first so a bad PG_ADMIN_URL fails before anything is created.
  await admin((connection) => connection.query('select 1'));
  await supervise();
}
