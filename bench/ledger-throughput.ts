/**
 * Money movements per second through the HTTP API on PostgreSQL, next to pgbench's TPC-B run on the
 * same PostgreSQL in the same run. The movement is the member wallet transfer
 * (`POST /wps/relay/GCS_walletTransfer`, main ↔ a vendor wallet, a fresh requestId each): member
 * authentication, validation, one ledger posting and the balances answered after it.
 *
 * Everything is set up through the API, as an operator and members would: money settings (transfer
 * wallets), registration of one member per client, funding by operator adjustments. Each client is a
 * keep-alive connection with one request in flight, for a fixed time after a warm-up. pgbench runs
 * the default TPC-B script (`-i -s 10`, then `-c N -j 2 -T S`) on its own database. The server runs
 * as `npm start` would (built `apps/server/dist/main.js`) with request logging off.
 *
 * Where the time goes: the CPU each process spent per movement (the server, its PostgreSQL
 * backends, the load generator; pgbench's backends and pgbench per transaction), and the posting
 * alone — the `ledger_post` statement driven by pgbench on the same accounts — as the database's
 * share of a movement.
 *
 * Run: npm run build && npm run bench:ledger
 * Env: PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (default 20),
 * BENCH_CLIENTS (default "8,32"), BENCH_POOL_SIZE (server pool, default the server's 16),
 * BENCH_WRITE=0 to print without writing docs/benchmarks.md, BENCH_SERVER (another server entry
 * point, e.g. an older checkout's src/main.ts, to compare), BENCH_NODE_FLAGS (for the server).
 * Exits non-zero if any request failed.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { operatorApi } from '../e2e/support/auth.js';
import { ROOT } from '../e2e/support/site.js';
import { machineLine, writeSection } from './report.js';
import {
  LOG_LEVEL,
  SECONDS,
  admin,
  driveHttp,
  createDatabase,
  fmt,
  initPgbench,
  ms,
  fundedMembers,
  percentile,
  pgbench,
  startServer,
  type RunResult,
} from './support.js';

const WARMUP_SECONDS = 5;
const CLIENT_COUNTS = (process.env.BENCH_CLIENTS ?? '8,32').split(',').map(Number);
const PGBENCH_SCALE = 10;
const VENDOR_WALLET = 'BENCH';
const FUNDING = '5000.00';
const AMOUNT = '1.00';
/** Transfer wallets on, one member per client, each funded by an operator adjustment. */
async function setUp(site: { url: string }, count: number) {
  const ops = await operatorApi(site);
  await ops.update<Record<string, unknown>>('money', (money) => ({
    ...money,
    singleWallet: false,
    vendorWallets: [{ code: VENDOR_WALLET, name: { EN: 'Bench wallet' } }],
  }));
  return (await fundedMembers(site, count, { prefix: 'bench', amount: FUNDING })).map((member) => ({
    id: member.id,
    token: member.token,
  }));
}

async function drive(
  server: { url: string; child: ChildProcess },
  database: string,
  tokens: string[],
  clients: number,
  seconds: number,
  label: string,
): Promise<RunResult> {
  const result = await driveHttp(
    server,
    clients,
    seconds,
    (client, index, n) => {
      const outbound = n % 2 === 0;
      const body = JSON.stringify({
        from: outbound ? 'main' : VENDOR_WALLET,
        to: outbound ? VENDOR_WALLET : 'main',
        amount: AMOUNT,
        requestId: `${label}-${index}-${n}`,
      });
      const headers = `merchant: aurora\r\nauthorization: ${tokens[index]!}\r\n`;
      return client.post('/wps/relay/GCS_walletTransfer', headers, body);
    },
    (answer) => answer.status === 200 && answer.body.startsWith('{"success":true'),
    database,
  );
  if (result.firstError) console.error(`${label}: ${result.errors} failed, first: ${result.firstError}`);
  return result;
}

/**
 * A pgbench script posting 1 minor unit main → vendor wallet of a random bench member, like a
 * transfer; false when the server's schema has no `ledger_post` (a build from before it).
 */
async function postingScript(database: { url: string }, memberIds: number[], file: string) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const found = await client.query<{ fn: string | null }>(`select to_regproc('ledger_post')::text as fn`);
    if (!found.rows[0]?.fn) return false;
    const { rows } = await client.query<{
      merchant_id: number;
      currency: string;
      main: string;
      vendor: string;
    }>(
      `select merchant_id, currency,
         max(id) filter (where wallet = 'main') as main, max(id) filter (where wallet = $2) as vendor
       from ledger_accounts where kind = 'member' and owner_member_id = any($1::int[])
       group by owner_member_id, merchant_id, currency order by owner_member_id`,
      [memberIds, VENDOR_WALLET],
    );
    const mains = rows.map((row) => row.main).join(',');
    const vendors = rows.map((row) => row.vendor).join(',');
    fs.writeFileSync(
      file,
      [
        `\\set i random(1, ${rows.length})`,
        `select ledger_post(${rows[0]!.merchant_id}, '${rows[0]!.currency}', 'wallet_transfer', 'pgbench-' || gen_random_uuid()::text, 'pgbench', null, '{}', array[(array[${mains}]::bigint[])[:i], (array[${vendors}]::bigint[])[:i]], array[-1, 1]::bigint[], 1000);`,
        '',
      ].join('\n'),
    );
    return true;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------

const ledgerDb = await createDatabase('wps_bench_ledger');
const pgbenchDb = await createDatabase('wps_bench_pgbench');
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wps-pgbench-'));
let server: Awaited<ReturnType<typeof startServer>> | null = null;
let failed = 0;
try {
  await initPgbench(pgbenchDb, PGBENCH_SCALE);
  server = await startServer(ledgerDb.url);
  const members = await setUp(server, Math.max(...CLIENT_COUNTS));
  const tokens = members.map((member) => member.token);

  const rows: { clients: number; tpcb: RunResult; http: RunResult; posting: RunResult | null }[] = [];
  for (const clients of CLIENT_COUNTS) {
    const tpcb = await pgbench(pgbenchDb, clients, logDir);
    console.log(`pgbench TPC-B, ${clients} clients: ${fmt(tpcb.rate)} tps`);
    await drive(server, ledgerDb.name, tokens, clients, WARMUP_SECONDS, `warm${clients}`);
    const http = await drive(server, ledgerDb.name, tokens, clients, SECONDS, `run${clients}`);
    failed += http.errors;
    console.log(
      `wallet transfers, ${clients} clients: ${fmt(http.rate)}/s, p50 ${fmt(percentile(http.sorted, 0.5), 1)} ms, p99 ${fmt(percentile(http.sorted, 0.99), 1)} ms, ${http.errors} failed`,
    );
    // The members the transfers used, whose vendor wallet accounts exist now.
    const script = path.join(logDir, `ledger-post-${clients}.sql`);
    const used = members.slice(0, clients).map((member) => member.id);
    let posting: RunResult | null = null;
    if (await postingScript(ledgerDb, used, script)) {
      posting = await pgbench(ledgerDb, clients, logDir, ['-n', '-f', script]);
      failed += posting.errors;
      console.log(`ledger_post alone (pgbench -f), ${clients} clients: ${fmt(posting.rate)} tps`);
    }
    rows.push({ clients, tpcb, http, posting });
  }

  const version = (await admin((client) => client.query<{ v: string }>('select version() as v'))).rows[0]!.v;
  const lines = [
    '## Ledger throughput through the HTTP API (`bench/ledger-throughput.ts`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machineLine()}; ${version.split(' on ')[0]} (stock settings); the server, PostgreSQL, pgbench and the load generator share the machine's cores.`,
    '',
    `A movement is one member wallet transfer \`POST /wps/relay/GCS_walletTransfer\` (${AMOUNT}, main ↔ a vendor wallet, alternating, a new requestId each: member session check, validation, one two-leg ledger posting, the balances answered after it), one member per client, each client one keep-alive connection with one request in flight, ${SECONDS} s after a ${WARMUP_SECONDS} s warm-up. Members registered and funded through the API (operator adjustments). pgbench: default TPC-B script, \`pgbench -i -s ${PGBENCH_SCALE}\` then \`pgbench -c N -j 2 -T ${SECONDS}\` on its own database in the same PostgreSQL, just before the transfers at the same N; its latencies from its per-transaction log. Server: ${process.env.BENCH_SERVER ? `\`${path.relative(ROOT, process.env.BENCH_SERVER)}\`` : 'built `dist/main.js`'}, pool of ${process.env.BENCH_POOL_SIZE ?? 16} connections, log level ${LOG_LEVEL}.`,
    '',
    '| clients | pgbench TPC-B tps | pgbench p50 / p99 ms | ledger movements/s (HTTP) | ratio | p50 ms | p99 ms | failed |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      ({ clients, tpcb, http }) =>
        `| ${clients} | ${fmt(tpcb.rate)} | ${fmt(percentile(tpcb.sorted, 0.5), 1)} / ${fmt(percentile(tpcb.sorted, 0.99), 1)} | **${fmt(http.rate)}** | **${(http.rate / tpcb.rate).toFixed(2)}×** | ${fmt(percentile(http.sorted, 0.5), 1)} | ${fmt(percentile(http.sorted, 0.99), 1)} | ${http.errors} |`,
    ),
    '',
    'Target (issue 4): at least 0.8× pgbench’s transactions per second.',
    '',
    `Where the time goes, same run. CPU milliseconds per transaction, from /proc (user + system): PostgreSQL = the backends serving the run; app = the server process; client = the load generator (pgbench itself, or the bench's HTTP client). "Posting alone" drives the posting statement (\`select ledger_post(…)\`: the two-leg transfer, main → vendor wallet of a random bench member) with pgbench at the same N in the ledger's database — the database's share of a movement, without HTTP and the app.`,
    '',
    '| clients | run | per second | p50 / p99 ms | PostgreSQL CPU ms | app CPU ms | client CPU ms |',
    '|---:|---|---:|---:|---:|---:|---:|',
    ...rows.flatMap(({ clients, tpcb, http, posting }) => {
      const runs: [string, RunResult | null][] = [
        ['pgbench TPC-B', tpcb],
        ['posting alone (pgbench -f)', posting],
        ['wallet transfer over HTTP', http],
      ];
      return runs.flatMap(([name, result]) =>
        result
          ? [
              `| ${clients} | ${name} | ${fmt(result.rate)} | ${fmt(percentile(result.sorted, 0.5), 1)} / ${fmt(percentile(result.sorted, 0.99), 1)} | ${ms(result.cpu.database)} | ${result.cpu.server === null ? '—' : ms(result.cpu.server)} | ${ms(result.cpu.client)} |`,
            ]
          : [],
      );
    }),
  ];
  console.log(`\n${lines.join('\n')}`);
  if (process.env.BENCH_WRITE !== '0') writeSection('ledger-throughput', lines.join('\n'));
} finally {
  await server?.stop();
  await ledgerDb.drop().catch((error: unknown) => console.error(`drop ${ledgerDb.name}: ${String(error)}`));
  await pgbenchDb.drop().catch((error: unknown) => console.error(`drop ${pgbenchDb.name}: ${String(error)}`));
  fs.rmSync(logDir, { recursive: true, force: true });
}
if (failed > 0) {
  console.error(`${failed} requests or transactions failed`);
  process.exitCode = 1;
}
