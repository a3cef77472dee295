/**
 * Game list requests per second and p50/p99 with a warm cache, through the HTTP API on PostgreSQL:
 * `GET /wps/relay/GCSGAME_gameList` (the RNG hall's first page of 24, and a name search), at 8 and
 * 32 keep-alive clients with one request in flight each. Baseline in the same run on the same
 * server: `GET /healthz`, the cheapest route (framework and network cost only), so the ratio shows
 * what the game list adds.
 *
 * Run: npm run build && npm run bench:games
 * Env: PG_ADMIN_URL, BENCH_SECONDS (default 20), BENCH_CLIENTS (default "8,32"), BENCH_WRITE=0 to
 * print without writing docs/benchmarks.md. Exits non-zero if any request failed.
 */
import { machineLine, writeSection } from './report.js';
import { LOG_LEVEL, SECONDS, createDatabase, driveHttp, fmt, percentile, startServer } from './support.js';

const CLIENT_COUNTS = (process.env.BENCH_CLIENTS ?? '8,32').split(',').map(Number);
const WARMUP_SECONDS = 3;
const MERCHANT = 'merchant: aurora\r\n';

interface Case {
  name: string;
  path: string;
  ok: (answer: { status: number; body: string }) => boolean;
}

const listed = (answer: { status: number; body: string }) =>
  answer.status === 200 && answer.body.startsWith('{"success":true') && answer.body.includes('"games":[{');

const CASES: Case[] = [
  { name: 'baseline: GET /healthz', path: '/healthz', ok: (answer) => answer.status === 200 },
  {
    name: 'game list, RNG page 1 (24)',
    path: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=24&language=EN',
    ok: listed,
  },
  {
    name: 'game list, name search',
    path: `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent('star')}&pageNo=1&pageSize=24`,
    ok: listed,
  },
];

const database = await createDatabase('wps_bench_games');
const server = await startServer(database.url);
let failed = 0;
const rows: string[] = [];
try {
  for (const clients of CLIENT_COUNTS) {
    let baseline = 0;
    for (const item of CASES) {
      const send = (client: {
        get: (path: string, headers?: string) => Promise<{ status: number; body: string }>;
      }) => client.get(item.path, MERCHANT);
      await driveHttp(server, clients, WARMUP_SECONDS, send, item.ok);
      const result = await driveHttp(server, clients, SECONDS, send, item.ok);
      if (result.errors) console.error(`${item.name}: ${result.errors} failed, first: ${result.firstError}`);
      failed += result.errors;
      if (item.path === '/healthz') baseline = result.rate;
      const line = `| ${clients} | ${item.name} | **${fmt(result.rate)}** | ${baseline && item.path !== '/healthz' ? `${fmt(result.rate / baseline, 2)}×` : '—'} | ${fmt(percentile(result.sorted, 0.5), 2)} | ${fmt(percentile(result.sorted, 0.99), 2)} | ${fmt(result.cpu.server, 3)} | ${result.errors} |`;
      console.log(line);
      rows.push(line);
    }
  }
} finally {
  await server.stop();
  await database.drop();
}

const body = [
  '## Game list with a warm cache (`bench/game-list.ts`)',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${machineLine()}; the server, PostgreSQL and the load generator share the machine's cores.`,
  '',
  `Requests through the HTTP API of the built server (\`dist/main.js\`, PostgreSQL, demo catalogue, log level ${LOG_LEVEL}), each client one keep-alive connection with one request in flight, ${SECONDS} s after a ${WARMUP_SECONDS} s warm-up that fills the catalogue cache. Baseline, same run and server: \`GET /healthz\` (no database, no envelope); the ratio is requests/s against it.`,
  '',
  '| clients | request | requests/s | vs baseline | p50 ms | p99 ms | server CPU ms/request | failed |',
  '|---:|---|---:|---:|---:|---:|---:|---:|',
  ...rows,
].join('\n');
if (process.env.BENCH_WRITE !== '0') writeSection('game-list', body);
if (failed) process.exit(1);
