/**
 * The back office's member search and member ledger history at 1,000,000 members and 10,000,000
 * ledger entries, through the real HTTP API of the built server on PostgreSQL: latency per page
 * (p50, p95, p99, max) of each query shape an operator uses in a day (issue 12, "What must be
 * shown"), next to the cheapest operator call (`GET /wps/admin/session/me`) measured the same way in
 * the same run, so the HTTP + authentication share is visible. Goal: p99 below 100 ms per page.
 *
 * Data (demo merchant `aurora`, its currency): a database migrated by starting the server once, then
 * filled with SQL in one database transaction (generate_series, one INSERT … SELECT per table, the
 * tables' secondary indexes dropped during the load and built again after it, the ledger's guard
 * triggers off for the loading session: `session_replication_role = replica`), then VACUUM ANALYZE:
 * - members: usernames from common first and last names (several patterns, the member's number at
 *   the end keeps them unique), registered over 3 years (ids in registration order, more of them
 *   recently), last logins (10 % never), 3 % agents with affiliate codes (a quarter of the other
 *   members registered under one), 2 % trial accounts, about 330 locked with a reason;
 * - member_profiles: E.164 mobiles (80 %: Philippines, Thailand, Vietnam; unique), e-mails (75 %),
 *   full names, registration IP and page;
 * - ledger accounts: every member's main wallet, and the house side: the in-house slot vendor's,
 *   clearing and adjustments accounts over 64 shard rows each;
 * - ledger: 5,000,000 two-leg postings (10,000,000 entries): deposits (clearing), bets, wins and
 *   rollbacks (vendor), rare operator adjustments, each member leg paired with a house-side leg, with
 *   the keys, meta and sealed answers `ledger_post` writes. Skew: two members in five never played,
 *   most of the others have a handful of entries, about 150 have 1,000 to 10,000, one "whale" holds
 *   the rest (≥ 500,000). Entry times lie between the member's registration and last login; ids
 *   follow time; balance_after is each account's running sum (a member's first deposit is large
 *   enough to keep the wallet at or above zero), accounts hold their last balance_after and a version
 *   equal to their number of entries; every posting sums to zero. Withdrawals (member-owned pending
 *   accounts) are not generated.
 *
 * The filled database is kept (BENCH_DATABASE, default `wps_bench_admin_lists`) and reused by the
 * next run when it holds the expected row counts (table bench_fill, written at the end of the load)
 * and no applied migration differs from the current files. Migrations added since are applied by the
 * bench before the server starts (drizzle's migrator, as the server's start would, without its 60 s
 * readiness limit: an index over 10,000,000 entries takes longer on a busy machine), then ANALYZE;
 * how long they took is written down. So a re-run only measures (about a minute); the first run, or
 * BENCH_REBUILD=1, drops and loads it again (several minutes on 2 cores, printed and written down).
 *
 * Measurement: the built server (`apps/server/dist/main.js`, listening on 127.0.0.1) on that
 * database, an operator token, one keep-alive connection; per shape BENCH_WARMUP requests (default
 * 20), then BENCH_REQUESTS (default 200) one after the other, each timed from the request's first
 * byte written to the answer's last byte read; parameters vary per request where an operator's would
 * (prefixes, numbers, members, months, weeks), cycling through samples read from the database.
 *
 * Run: npm run build && npm run bench:admin
 * Env: PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_DATABASE,
 * BENCH_REBUILD=1, BENCH_MEMBERS / BENCH_ENTRIES (smaller fills for trying the script; another
 * BENCH_DATABASE then), BENCH_REQUESTS, BENCH_WARMUP, BENCH_WRITE=0 to print without writing
 * docs/benchmarks.md, BENCH_SERVER, BENCH_NODE_FLAGS, BENCH_LOG_LEVEL.
 * Exits non-zero if any request failed (or a shape found nothing where it must find something).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { operatorApi } from '../e2e/support/auth.js';
import { ROOT } from '../e2e/support/site.js';
import { machineLine, writeSection } from './report.js';
import { LOG_LEVEL, admin, connection, fmt, operatorToken, percentile, startServer } from './support.js';

const DATABASE = process.env.BENCH_DATABASE ?? 'wps_bench_admin_lists';
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
/** Ledger entries: two per posting. */
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 10_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const GOAL_MS = 100;
/** Bumped when the generated data changes: a database filled by another version is loaded again. */
const FILL_VERSION = 1;
const MERCHANT = 'aurora';
const VENDOR = 'AURORA';
const SHARDS = 64;
const POSTINGS = Math.floor(ENTRIES / 2);
/** What the figures led to (first run, before the fixes, same data and machine), written under the table. */
const FIXES: string[] = [
  'What was fixed (migration `0032_admin_list_indexes`; figures of the first run, before, are p50 / p99 ms):',
  '',
  '- **Member search by `q`** (`members/operator-store.ts`): every way of matching (username, e-mail, mobile, id, affiliate code) was one `id in (…)` list of all its matches, hashed and sorted, and the bounded count built the same list: a two-letter prefix read about 110,000 rows twice (username prefix 383 / 1,049; e-mail prefix 60 / 400; mobile prefix 3 / 122). Now each way is a query of its own that takes its first rows of the page from a range of its index, read index-only, and the page comes from their union; the count takes at most 10,001 rows per way and counts their union (past the bound in one way is past it in all). The search\'s prefix indexes carry the member id and the column (so the planner needs no row to check a match). Reading the range whole rather than walking the list\'s order is deliberate: the planner overestimated a long e-mail prefix ("johnba": 7,500 expected, a few dozen real) and walked 800,000 profiles in id order (one page took 240 ms).',
  '- **`match=contains`** (471 / 725): a trigram index on `lower(username)` (extension pg_trgm, created by the migration; PGlite loads it with the instance, `platform/db`). Frequent texts are still found by walking the members newest first (a few hundred rows), rare ones through the trigrams; the count uses the trigrams.',
  "- **Agents registered in a month** (114 / 221): the planner walked every member in id order down to the month (737,000 rows for March 2025) because the profile join made sorting the month's few agents look dearer; now the page is chosen on the members alone and the profiles joined to its 50 rows, and a partial index (merchant, registration time, id, type) holds agents and trial accounts only.",
  "- **A member's ledger** (`ledger/store.ts`, `entriesBefore`): each account is its own query with the account as a value, so the planner sees a million-entry account as one. A 7-day window of the whale (191 / 804) walked every newer entry, in parallel over the primary key; a window with both ends now reads its entries index-only through (account, time, id) and takes the newest ids, so it costs what the window holds. A rare type (adjustments 250 / 602) checked each entry's transaction row; the account index now carries the transaction id and a partial index holds every transaction but bets and wins (which cost the hot path nothing and are common in any history), so the check is index-only.",
  '',
  'Left as they are: a search by `q` sorted by something other than the id still sorts every match of a short prefix (its sort key is in the row); a type the member never had walks the whole account (index-only); a ledger window with one end only is left to the planner.',
];
/** The whale's entries at least: 500,000 at full size. */
const WHALE_MIN = Math.round(POSTINGS / 10);
/** Members with 1,000 to 10,000 entries (150 per million). */
const HEAVY = Math.max(1, Math.round((150 * MEMBERS) / 1_000_000));

if (!Number.isInteger(MEMBERS) || MEMBERS < 10_000 || !Number.isInteger(ENTRIES) || ENTRIES < 20_000)
  throw new Error('BENCH_MEMBERS ≥ 10,000 and BENCH_ENTRIES ≥ 20,000');

const databaseUrl = (() => {
  const url = new URL(process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();

async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Is the kept database usable?

const MIGRATIONS = path.join(ROOT, 'apps/server/migrations');

/** The current migrations, as drizzle records them: tag and SHA-256 of each file, in journal order. */
function migrations(): { tag: string; hash: string }[] {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map(({ tag }) => ({
    tag,
    hash: createHash('sha256')
      .update(fs.readFileSync(path.join(MIGRATIONS, `${tag}.sql`), 'utf8'))
      .digest('hex'),
  }));
}
const migrationHashes = () => migrations().map((migration) => migration.hash);

interface Fill {
  members: number;
  entries: number;
  whaleId: number;
  whaleEntries: number;
  loadSeconds: number;
  loadedAt: string;
  steps: string;
}

/** The kept fill, or why it cannot be reused. */
async function keptFill(): Promise<{ fill: Fill; pending: number } | { reason: string }> {
  const exists = await admin((client) =>
    client.query('select 1 from pg_database where datname = $1', [DATABASE]),
  );
  if (exists.rowCount === 0) return { reason: `no database ${DATABASE}` };
  return withDatabase(async (client) => {
    const table = await client.query("select to_regclass('public.bench_fill') as t");
    if (!table.rows[0].t) return { reason: 'no finished fill in it' };
    const { rows } = await client.query<{
      version: number;
      members: string;
      entries: string;
      whale_id: number;
      whale_entries: string;
      load_seconds: number;
      loaded_at: Date;
      steps: string;
    }>('select * from bench_fill');
    const row = rows[0];
    if (
      !row ||
      row.version !== FILL_VERSION ||
      Number(row.members) !== MEMBERS ||
      Number(row.entries) !== ENTRIES
    )
      return { reason: 'its fill has other sizes or another version' };
    // The tables still hold what was loaded (an engineer's test run against it would add rows).
    const counts = await client.query<{ members: string; entries: string }>(
      `select (select count(*) from members) as members,
              (select count(*) from ledger_entries) as entries`,
    );
    if (Number(counts.rows[0]!.members) !== MEMBERS || Number(counts.rows[0]!.entries) !== ENTRIES)
      return {
        reason: `row counts changed (${counts.rows[0]!.members} members, ${counts.rows[0]!.entries} entries)`,
      };
    const applied = (
      await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by id')
    ).rows.map((migration) => migration.hash);
    const current = migrationHashes();
    const differs = applied.findIndex((hash, index) => hash !== current[index]);
    if (differs >= 0 || applied.length > current.length)
      return { reason: `applied migration ${differs + 1} is not the current file` };
    return {
      fill: {
        members: Number(row.members),
        entries: Number(row.entries),
        whaleId: row.whale_id,
        whaleEntries: Number(row.whale_entries),
        loadSeconds: row.load_seconds,
        loadedAt: row.loaded_at.toISOString(),
        steps: row.steps,
      },
      pending: current.length - applied.length,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The load

const words = (text: string) => text.split(' ');
const FIRST_NAMES = words(
  'maria juan jose mark john michael angel christian joshua jennifer mary ana rose grace joy kevin james daniel paul ryan carlo miguel andrea nicole kimberly jasmine princess angelica camille patricia ricardo antonio roberto eduardo fernando rommel jerome arnel edwin ramon somchai niran anan wichai kanya malee minh linh thanh huong tuan wei jun ming chen hui siti nur lyn jay',
);
const LAST_NAMES = words(
  'santos reyes cruz bautista garcia mendoza torres flores gonzales ramos villanueva castillo rivera aquino fernandez lopez delacruz navarro domingo soriano mercado aguilar pascual salazar manalo tan lim lee chua sy ong go wong chan tran le pham hoang vu dang bui suwan saetang wongsa srisuk phan',
);
const HANDLES = words('lucky king ace boss pogi ganda slot jackpot bigwin lodi idol master');
const LOCK_REASONS = [
  'Several accounts on one device',
  'Chargeback on a deposit',
  'Bonus abuse',
  'Self-exclusion requested by the member',
  'Identity documents do not match',
];
const GAMES = ['aurora-fruits', 'aurora-gems', 'aurora-dragon', 'aurora-sevens', 'aurora-fortune'];

const textArray = (values: string[]) => `array[${values.map((value) => `'${value}'`).join(',')}]`;

/**
 * The load's statements, in order, each with a label. Everything pseudo-random comes from
 * hashint8extended(key, stream) (pg_temp.u): the same data on every load of the same sizes, relative
 * to the load's day.
 */
function loadStatements(merchantId: number, currency: string): { label: string; sql: string }[] {
  const span = `interval '3 years'`;
  const agent = 'i % 33 = 0';
  const whale = `pg_temp.whale()`;
  return [
    {
      label: 'members',
      sql: `insert into members (id, merchant_id, username, password_hash, type, nickname, upline_id,
              created_at, password_changed_at, last_login_at, affiliate_code, must_change_password, language,
              locked_at, locked_by, lock_reason)
            select i, ${merchantId}, username, '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2htYXJrc2FsdA$2mYy0nCqk0l4GZrCkqC2bVbJq4cJjQfLr0dWc7l1xQ4',
              case when ${agent} then (array[1, 2, 41, 42])[1 + (i / 33) % 4]
                   when i <> ${whale} and pg_temp.u(i, 5) < 0.02 then 4 else 0 end,
              case when pg_temp.u(i, 6) < 0.3 then initcap(first) end,
              case when not ${agent} and i > 33 and pg_temp.u(i, 7) < 0.25 then (i / 33) * 33 end,
              created_at, created_at, last_login_at,
              case when ${agent} then upper(left(first, 4)) || i end, false,
              (array['en', 'en', 'en', 'zh', 'th', 'vi'])[1 + floor(pg_temp.u(i, 8) * 6)::int],
              case when i % 3000 = 1234 then coalesce(last_login_at, created_at) + interval '1 hour' end,
              case when i % 3000 = 1234 then 'admin' end,
              case when i % 3000 = 1234 then (${textArray(LOCK_REASONS)})[1 + (i / 3000) % ${LOCK_REASONS.length}] end
            from (
              select i, first, username, created_at,
                case when i = ${whale} then pg_temp.t0() - interval '1 hour'
                     when pg_temp.u(i, 9) < 0.1 then null
                     else created_at + (pg_temp.t0() - created_at) * (1 - pg_temp.u(i, 10) ^ 3) end as last_login_at
              from (
                select i, first,
                  case when h < 0.35 then first || last || i
                       when h < 0.5 then first || '_' || last || i
                       when h < 0.7 then first || i
                       when h < 0.85 then left(first, 1) || last || i
                       else (${textArray(HANDLES)})[1 + floor(pg_temp.u(i, 4) * ${HANDLES.length})::int] || first || i
                  end as username,
                  pg_temp.t0() - ${span} + ${span} * ((i - 1 + pg_temp.u(i, 3)) / ${MEMBERS}) ^ 0.6 as created_at
                from (
                  select i, pg_temp.u(i, 2) as h,
                    (${textArray(FIRST_NAMES)})[1 + floor(pg_temp.u(i, 0) * ${FIRST_NAMES.length})::int] as first,
                    (${textArray(LAST_NAMES)})[1 + floor(pg_temp.u(i, 1) * ${LAST_NAMES.length})::int] as last
                  from generate_series(1, ${MEMBERS}) i
                ) n
              ) r
            ) m`,
    },
    {
      label: 'member_profiles',
      sql: `insert into member_profiles (member_id, merchant_id, mobile, country_dialing_code, mobile_verified_at,
              email, full_name, nationality, referral_code, register_url, register_ip, avatar, updated_at)
            select m.id, m.merchant_id,
              case when c < 0.68 then '+639' || lpad(((m.id::bigint * 7919 + 104729) % 1000000000)::text, 9, '0')
                   when c < 0.74 then '+668' || lpad(((m.id::bigint * 7919 + 1299709) % 100000000)::text, 8, '0')
                   when c < 0.80 then '+849' || lpad(((m.id::bigint * 7919 + 15485863) % 100000000)::text, 8, '0') end,
              case when c < 0.68 then '63' when c < 0.74 then '66' when c < 0.80 then '84' end,
              case when c < 0.5 then m.created_at + interval '3 minutes' end,
              case when pg_temp.u(m.id, 21) < 0.75 then
                split_part(lower(p.full_name), ' ', 1)
                || (array['.', '', '_', '.'])[1 + floor(pg_temp.u(m.id, 22) * 4)::int]
                || split_part(lower(p.full_name), ' ', 2)
                || case when pg_temp.u(m.id, 23) < 0.6 then (m.id % 997)::text else '' end
                || '@' || (array['gmail.com', 'gmail.com', 'gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'hotmail.com'])[1 + floor(pg_temp.u(m.id, 24) * 7)::int]
              end,
              p.full_name,
              case when c < 0.68 then 'PH' when c < 0.74 then 'TH' when c < 0.80 then 'VN' end,
              u.affiliate_code,
              'https://aurora.example/register',
              '203.' || (m.id % 256) || '.' || ((m.id / 256) % 256) || '.' || ((m.id / 65536) % 256),
              (m.id % 12)::text, m.created_at
            from members m
              cross join lateral (select pg_temp.u(m.id, 20) as c,
                initcap((${textArray(FIRST_NAMES)})[1 + floor(pg_temp.u(m.id, 0) * ${FIRST_NAMES.length})::int]) || ' ' ||
                initcap((${textArray(LAST_NAMES)})[1 + floor(pg_temp.u(m.id, 1) * ${LAST_NAMES.length})::int]) as full_name) p
              left join members u on u.id = m.upline_id
            where m.merchant_id = ${merchantId}`,
    },
    {
      label: 'house accounts',
      sql: `insert into ledger_accounts (id, merchant_id, currency, kind, owner_member_id, wallet, shard, allow_negative, created_at)
            select row_number() over (order by k.n, s), ${merchantId}, '${currency}', k.kind, null, k.wallet, s, true,
              pg_temp.t0() - ${span}
            from (values (1, 'vendor', '${VENDOR}'), (2, 'clearing', ''), (3, 'adjustments', '')) k (n, kind, wallet),
              generate_series(0, ${SHARDS - 1}) s`,
    },
    {
      // Entries per member: none for trial accounts and two in five of the others; a Pareto tail for
      // the rest (most a handful, a few hundreds); HEAVY members 1,000–10,000; the whale the rest.
      label: 'entries per member',
      sql: `create temporary table bench_counts on commit drop as
            select m.id as member_id, ${SHARDS * 3} + m.id as account_id, m.created_at, m.last_login_at,
              case when m.type = 4 then 0
                   when m.id = ${whale} then 0
                   when pg_temp.u(m.id, 30) < ${HEAVY / MEMBERS} then 1000 + floor(pg_temp.u(m.id, 31) * 9000)::int
                   when pg_temp.u(m.id, 32) < 0.4 then 0
                   else least(2000, floor(1.6 / pg_temp.u(m.id, 33) ^ (1 / 1.35)))::int end as n
            from members m where m.merchant_id = ${merchantId}`,
    },
    {
      label: 'the whale',
      sql: `update bench_counts set n = ${POSTINGS} - (select sum(n) from bench_counts) where member_id = ${whale}`,
    },
    {
      // Every member posting, in time order (its row number is the transaction's number): amounts in
      // minor units, the member's running balance, the house-side account (shard by posting).
      label: 'postings (staging)',
      sql: `create temporary table bench_postings on commit drop as
            with g as (
              select c.account_id, c.member_id, c.n, k,
                s.first_at + (s.last_at - s.first_at) * ((k - 1 + pg_temp.u(key, 40)) / c.n) as at,
                pg_temp.u(key, 41) as r, pg_temp.u(key, 42) as a, pg_temp.u(key, 43) as b
              from bench_counts c
                cross join lateral (select c.created_at + interval '2 days' * pg_temp.u(c.member_id, 44) as first_at) f
                cross join lateral (select f.first_at, greatest(f.first_at + interval '1 hour',
                  least(pg_temp.t0(), coalesce(c.last_login_at, c.created_at + interval '30 days'))) as last_at) s
                cross join lateral generate_series(1, c.n) k
                cross join lateral (select c.account_id::bigint * 2097152 + k as key) h
              where c.n > 0
            ), typed as (
              select account_id, member_id, n, k, at,
                case when k = 1 or r < 0.03 then 'deposit' when r < 0.033 then 'adjustment'
                     when r < 0.043 then 'rollback' when r < 0.6 then 'bet' else 'win' end as type, a, b
              from g
            ), amounts as (
              select account_id, member_id, n, k, at, type,
                (case type
                  when 'deposit' then (array[100, 200, 300, 500, 500, 1000, 1000, 2000, 5000, 10000, 20000, 50000])[1 + floor(a * 12)::int]
                  when 'adjustment' then case when b < 0.7 then 1 else -1 end * round(exp(a * ln(5000)))
                  when 'bet' then -round(exp(a * ln(2000)))
                  when 'rollback' then round(exp(a * ln(2000)))
                  else round(exp(a * ln(2000)) * (0.5 + 2.2 * b)) + 1 end * 100)::bigint as amount
              from typed
            ), running as (
              select *, sum(amount) over (partition by account_id order by k) as balance
              from amounts
            ), topped as (
              select *, greatest(0, -min(balance) over (partition by account_id)) as topup from running
            )
            select row_number() over (order by at, account_id, k) as tid, account_id, member_id, n, k, at, type,
              amount + case when k = 1 then topup else 0 end as amount, balance + topup as balance_after
            from topped`,
    },
    {
      label: 'house side (staging)',
      sql: `create temporary table bench_legs on commit drop as
            select p.*, h.house_id,
              sum(-p.amount) over (partition by h.house_id order by p.tid) as house_after
            from bench_postings p
              cross join lateral (select case p.type when 'deposit' then ${SHARDS} when 'adjustment' then ${SHARDS * 2} else 0 end
                + 1 + (p.tid % ${SHARDS}) as house_id) h
            order by p.tid`,
    },
    {
      label: 'member accounts',
      sql: `insert into ledger_accounts (id, merchant_id, currency, kind, owner_member_id, wallet, shard, allow_negative,
              balance, version, created_at)
            select c.account_id, ${merchantId}, '${currency}', 'member', c.member_id, 'main', 0, false,
              coalesce(l.balance_after, 0), c.n, c.created_at
            from bench_counts c left join bench_legs l on l.account_id = c.account_id and l.k = c.n
            order by c.account_id`,
    },
    {
      label: 'house balances',
      sql: `update ledger_accounts a set balance = s.balance, version = s.n
            from (select house_id, sum(-amount) as balance, count(*) as n from bench_legs group by house_id) s
            where a.id = s.house_id`,
    },
    {
      // What ledger_post writes: the key claimed, the meta, and the answer listing the legs in order
      // (the member pays first on a bet, is paid second otherwise).
      label: 'ledger_transactions',
      sql: `insert into ledger_transactions (id, merchant_id, currency, type, idempotency_key, fingerprint, reverses, meta,
              answer, created_at)
            select tid, ${merchantId}, '${currency}', type, key, encode(sha256(convert_to(key || ':' || amount, 'UTF8')), 'hex'),
              null, meta,
              jsonb_build_object('transactionId', tid, 'type', type, 'currency', '${currency}',
                'createdAt', to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'reverses', null,
                'entries', case when amount < 0
                  then jsonb_build_array(
                    jsonb_build_object('accountId', account_id, 'amount', amount::text, 'balanceAfter', balance_after::text),
                    jsonb_build_object('accountId', house_id, 'amount', (-amount)::text, 'balanceAfter', house_after::text))
                  else jsonb_build_array(
                    jsonb_build_object('accountId', house_id, 'amount', (-amount)::text, 'balanceAfter', house_after::text),
                    jsonb_build_object('accountId', account_id, 'amount', amount::text, 'balanceAfter', balance_after::text)) end),
              at
            from (
              select l.*,
                case l.type
                  when 'deposit' then 'deposit:D' || to_char(l.at, 'YYYYMMDD') || lpad(l.tid::text, 9, '0')
                  when 'adjustment' then 'adjustment:adj-' || l.tid
                  else 'vendor:${VENDOR}:' || upper(to_hex(l.tid * 2654435761 % 4294967296)) || '-' || l.tid end as key,
                case l.type
                  when 'deposit' then jsonb_build_object('orderNo', 'D' || to_char(l.at, 'YYYYMMDD') || lpad(l.tid::text, 9, '0'))
                  when 'adjustment' then '{}'::jsonb
                  when 'bet' then jsonb_build_object('roundId', 'R' || l.tid, 'gameId', (${textArray(GAMES)})[1 + (l.member_id % ${GAMES.length})])
                  else jsonb_build_object('roundId', 'R' || (l.tid - 1), 'gameId', (${textArray(GAMES)})[1 + (l.member_id % ${GAMES.length})],
                    'bet', upper(to_hex((l.tid - 1) * 2654435761 % 4294967296)) || '-' || (l.tid - 1)) end as meta
              from bench_legs l
            ) t`,
    },
    {
      label: 'ledger_entries',
      sql: `insert into ledger_entries (id, transaction_id, account_id, amount, balance_after, created_at)
            select 2 * l.tid - 2 + leg.position, l.tid, leg.account_id, leg.amount, leg.balance_after, l.at
            from bench_legs l cross join lateral (values
              (1, case when l.amount < 0 then l.account_id else l.house_id end,
                case when l.amount < 0 then l.amount else -l.amount end,
                case when l.amount < 0 then l.balance_after else l.house_after end),
              (2, case when l.amount < 0 then l.house_id else l.account_id end,
                case when l.amount < 0 then -l.amount else l.amount end,
                case when l.amount < 0 then l.house_after else l.balance_after end)
            ) leg (position, account_id, amount, balance_after)`,
    },
    {
      label: 'sequences',
      sql: `select setval('members_id_seq', (select max(id) from members)),
              setval('ledger_accounts_id_seq', (select max(id) from ledger_accounts)),
              setval('ledger_transactions_id_seq', (select max(id) from ledger_transactions)),
              setval('ledger_entries_id_seq', (select max(id) from ledger_entries))`,
    },
  ];
}

const LOADED_TABLES = [
  'members',
  'member_profiles',
  'ledger_accounts',
  'ledger_transactions',
  'ledger_entries',
];

/** Drops the database, migrates it by a server start, fills it; answers the fill. */
async function load(): Promise<Fill> {
  console.log(`loading ${DATABASE}: ${fmt(MEMBERS)} members, ${fmt(ENTRIES)} ledger entries`);
  await admin(async (client) => {
    await client.query(`drop database if exists ${DATABASE} with (force)`);
    await client.query(`create database ${DATABASE}`);
  });
  const migrated = performance.now();
  const server = await startServer(databaseUrl);
  await server.stop();
  console.log(`migrated and seeded by a server start in ${fmt((performance.now() - migrated) / 1000, 1)} s`);

  return withDatabase(async (client) => {
    const started = performance.now();
    const steps: string[] = [];
    const timed = async (label: string, sql: string) => {
      const at = performance.now();
      const result = await client.query(sql);
      const seconds = (performance.now() - at) / 1000;
      steps.push(`${label} ${fmt(seconds, 0)} s`);
      console.log(
        `  ${label}: ${fmt(seconds, 1)} s${result.rowCount ? ` (${fmt(result.rowCount)} rows)` : ''}`,
      );
    };
    const merchant = await client.query<{ id: number; currency: string }>(
      `select m.id, s.value->>'code' as currency from merchants m
        join merchant_settings s on s.merchant_id = m.id and s.section = 'currency' where m.code = $1`,
      [MERCHANT],
    );
    if (!merchant.rows[0]) throw new Error(`no merchant ${MERCHANT} with a currency`);
    const { id: merchantId, currency } = merchant.rows[0];
    const existing = await client.query<{ n: string }>(
      `select (select count(*) from members) + (select count(*) from ledger_accounts)
        + (select count(*) from ledger_transactions) as n`,
    );
    if (Number(existing.rows[0]!.n) !== 0)
      throw new Error('the freshly migrated database already holds members or ledger rows');

    await client.query('begin');
    // Superuser: no triggers (the ledger's append-only, sealing and balance guards, foreign keys) for
    // this session; the data below keeps what they check.
    await client.query("set session_replication_role = 'replica'");
    await client.query("set work_mem = '1GB'");
    await client.query("set maintenance_work_mem = '1GB'");
    await client.query(`create function pg_temp.u(key bigint, stream bigint) returns float8 language sql immutable
      as 'select (hashint8extended(key, stream) & 9007199254740991)::float8 / 9007199254740992'`);
    await client.query(`create function pg_temp.t0() returns timestamptz language sql immutable
      as $$ select '${new Date().toISOString().slice(0, 10)}T00:00:00Z'::timestamptz $$`);
    // The whale: registered early (5 % into the members), neither agent nor trial (i % 33 <> 0).
    const whaleId = Math.round(MEMBERS * 0.05) + (Math.round(MEMBERS * 0.05) % 33 === 0 ? 1 : 0);
    await client.query(
      `create function pg_temp.whale() returns int language sql immutable as 'select ${whaleId}'`,
    );

    // Secondary indexes and unique constraints go during the load and are built again after it.
    const { rows: indexes } = await client.query<{
      name: string;
      table: string;
      definition: string;
      constraint: boolean;
    }>(
      `select i.relname as name, t.relname as table, c.conname is not null as constraint,
          coalesce('alter table ' || quote_ident(t.relname) || ' add constraint ' || quote_ident(c.conname) || ' ' || pg_get_constraintdef(c.oid),
                   pg_get_indexdef(i.oid)) as definition
        from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
          left join pg_constraint c on c.conindid = i.oid and c.contype in ('u', 'x')
        where t.relname = any($1) and t.relnamespace = 'public'::regnamespace and not x.indisprimary`,
      [LOADED_TABLES],
    );
    for (const index of indexes)
      await client.query(
        index.constraint
          ? `alter table ${index.table} drop constraint ${index.name}`
          : `drop index ${index.name}`,
      );

    for (const statement of loadStatements(merchantId, currency)) await timed(statement.label, statement.sql);
    const whale = await client.query<{ n: string }>('select n from bench_counts where member_id = $1', [
      whaleId,
    ]);
    const whaleEntries = Number(whale.rows[0]!.n);
    if (whaleEntries < WHALE_MIN)
      throw new Error(`the whale got ${whaleEntries} entries, fewer than ${WHALE_MIN}`);

    const indexing = performance.now();
    for (const index of indexes) await client.query(index.definition);
    const indexSeconds = (performance.now() - indexing) / 1000;
    steps.push(`${indexes.length} indexes ${fmt(indexSeconds, 0)} s`);
    console.log(`  ${indexes.length} indexes: ${fmt(indexSeconds, 1)} s`);
    await client.query('commit');
    await client.query("set session_replication_role = 'origin'");

    const vacuuming = performance.now();
    for (const table of LOADED_TABLES) await client.query(`vacuum (analyze) ${table}`);
    const vacuumSeconds = (performance.now() - vacuuming) / 1000;
    steps.push(`vacuum analyze ${fmt(vacuumSeconds, 0)} s`);
    console.log(`  vacuum analyze: ${fmt(vacuumSeconds, 1)} s`);

    const loadSeconds = (performance.now() - started) / 1000;
    const fill: Fill = {
      members: MEMBERS,
      entries: ENTRIES,
      whaleId,
      whaleEntries,
      loadSeconds,
      loadedAt: new Date().toISOString(),
      steps: steps.join(', '),
    };
    await client.query(`create table bench_fill (version int, members bigint, entries bigint, whale_id int,
      whale_entries bigint, load_seconds float8, loaded_at timestamptz, steps text)`);
    await client.query('insert into bench_fill values ($1, $2, $3, $4, $5, $6, $7, $8)', [
      FILL_VERSION,
      fill.members,
      fill.entries,
      fill.whaleId,
      fill.whaleEntries,
      fill.loadSeconds,
      fill.loadedAt,
      fill.steps,
    ]);
    console.log(`loaded in ${fmt(loadSeconds, 1)} s`);
    return fill;
  });
}

/** Checks what the load promised: counts, balanced postings, balances equal to the last balance_after. */
async function checkFill(fill: Fill): Promise<string[]> {
  return withDatabase(async (client) => {
    const problems: string[] = [];
    const { rows } = await client.query<Record<string, string>>(
      `select (select count(*) from members) as members,
        (select count(*) from member_profiles) as profiles,
        (select count(*) from ledger_accounts where kind = 'member') as member_accounts,
        (select count(*) from ledger_transactions) as transactions,
        (select count(*) from ledger_entries) as entries,
        (select count(*) from members where locked_at is not null) as locked,
        (select count(*) from members where affiliate_code is not null) as agents,
        (select count(*) from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where a.owner_member_id = ${fill.whaleId}) as whale`,
    );
    const counts = rows[0]!;
    if (Number(counts.members) !== fill.members) problems.push(`${counts.members} members`);
    if (Number(counts.entries) !== fill.entries) problems.push(`${counts.entries} entries`);
    if (Number(counts.whale) !== fill.whaleEntries) problems.push(`the whale has ${counts.whale} entries`);
    // A sample of accounts: the balance is the last entry's balance_after and the sum of the amounts.
    const { rows: wrong } = await client.query<{ id: string }>(
      `select a.id from ledger_accounts a
        cross join lateral (select sum(amount) as total, (array_agg(balance_after order by id desc))[1] as last
          from ledger_entries e where e.account_id = a.id) e
        where (a.kind <> 'member' or a.id % 997 = 0 or a.owner_member_id = ${fill.whaleId})
          and (a.balance <> coalesce(e.total, 0) or a.balance <> coalesce(e.last, 0) or a.balance < 0 and not a.allow_negative)`,
    );
    if (wrong.length)
      problems.push(
        `accounts whose balance is not their entries': ${wrong
          .slice(0, 5)
          .map((row) => row.id)
          .join(', ')}`,
      );
    const { rows: unbalanced } = await client.query<{ n: string }>(
      `select count(*) as n from (select transaction_id from ledger_entries where transaction_id % 1009 = 0
        group by transaction_id having sum(amount) <> 0 or count(*) <> 2) t`,
    );
    if (Number(unbalanced[0]!.n)) problems.push(`${unbalanced[0]!.n} sampled postings do not sum to zero`);
    console.log(
      `fill: ${fmt(Number(counts.members))} members (${fmt(Number(counts.agents))} agents, ${fmt(Number(counts.locked))} locked), ${fmt(Number(counts.profiles))} profiles, ${fmt(Number(counts.member_accounts))} member accounts, ${fmt(Number(counts.transactions))} postings, ${fmt(Number(counts.entries))} entries (the whale: ${fmt(Number(counts.whale))})`,
    );
    return problems;
  });
}

// ---------------------------------------------------------------------------------------------
// The measurement

interface Shape {
  name: string;
  /** The requests, cycled (one per request). */
  paths: string[];
  /** A page that must hold at least one row (a sample taken from the data). */
  mustFind: boolean;
}

interface Measured {
  shape: Shape;
  sorted: Float64Array;
  failed: number;
  firstError: string;
  rows: number;
}

const MEMBERS_PATH = `/wps/admin/merchants/${MERCHANT}/members`;
const q = (value: string) => encodeURIComponent(value);

/** Values an operator would type, read from the data (deterministic spreads over the members). */
async function samples(fill: Fill) {
  return withDatabase(async (client) => {
    const spread = (count: number, modulo: number) =>
      Array.from({ length: count }, (_, index) => 1 + (((index + 1) * 104_729) % modulo));
    const { rows: people } = await client.query<{
      id: number;
      username: string;
      mobile: string | null;
      email: string | null;
    }>(
      `select m.id, m.username, p.mobile, p.email from members m join member_profiles p on p.member_id = m.id
        where m.id = any($1) order by array_position($1, m.id)`,
      [spread(400, MEMBERS)],
    );
    const { rows: agents } = await client.query<{ code: string }>(
      'select affiliate_code as code from members where id = any($1) and affiliate_code is not null',
      [spread(200, Math.floor(MEMBERS / 33) - 1).map((n) => n * 33)],
    );
    const { rows: ordinary } = await client.query<{ id: number }>(
      `select owner_member_id as id from ledger_accounts
        where kind = 'member' and version between 20 and 200 and id % 7 = 0 order by id limit 200`,
    );
    const { rows: span } = await client.query<{ first: Date; last: Date }>(
      'select min(created_at) as first, max(created_at) as last from members',
    );
    const { rows: whaleSpan } = await client.query<{ first: Date; last: Date }>(
      `select min(e.created_at) as first, max(e.created_at) as last from ledger_entries e
        where e.account_id = (select id from ledger_accounts where owner_member_id = $1 and kind = 'member' and wallet = 'main')`,
      [fill.whaleId],
    );
    const months: { from: string; to: string }[] = [];
    for (
      let month = new Date(Date.UTC(span[0]!.first.getUTCFullYear(), span[0]!.first.getUTCMonth() + 1));
      month < span[0]!.last;
      month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1))
    ) {
      const next = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1));
      if (next <= span[0]!.last) months.push({ from: month.toISOString(), to: next.toISOString() });
    }
    const weeks: { from: string; to: string }[] = [];
    const week = 7 * 86_400_000;
    const first = whaleSpan[0]!.first.getTime();
    const room = whaleSpan[0]!.last.getTime() - week - first;
    for (let index = 0; index < 100; index++) {
      const from = Math.floor((first + (((index * 7919) % 100) / 100) * room) / 86_400_000) * 86_400_000;
      weeks.push({ from: new Date(from).toISOString(), to: new Date(from + week).toISOString() });
    }
    return {
      people,
      mobiles: people.flatMap((person) => (person.mobile ? [person.mobile] : [])),
      emails: people.flatMap((person) => (person.email ? [person.email] : [])),
      agents: agents.map((agent) => agent.code),
      ordinary: ordinary.map((row) => row.id),
      months,
      weeks,
    };
  });
}

/** Follows `cursor` from `path` for `pages - 1` pages: the cursor of page `pages`. */
async function cursorAt(site: { url: string }, token: string, path: string, pages: number): Promise<string> {
  let cursor: string | null = null;
  for (let page = 1; page < pages; page++) {
    const response = await fetch(
      `${site.url}${path}${path.includes('?') ? '&' : '?'}${cursor ? `cursor=${q(cursor)}` : ''}`,
      { headers: { authorization: token } },
    );
    const json = (await response.json()) as { success: boolean; value: { cursor: string | null } };
    if (!json.success || !json.value.cursor) throw new Error(`no cursor after page ${page} of ${path}`);
    cursor = json.value.cursor;
  }
  return cursor!;
}

async function measure(site: { url: string }, token: string, shape: Shape): Promise<Measured> {
  const client = connection(new URL(site.url));
  await client.ready;
  const headers = `authorization: ${token}\r\n`;
  const latencies: number[] = [];
  let failed = 0;
  let firstError = '';
  let rows = -1;
  try {
    for (let n = 0; n < WARMUP + REQUESTS; n++) {
      const requestPath = shape.paths[n % shape.paths.length]!;
      const sent = performance.now();
      const answer = await client.get(requestPath, headers);
      const took = performance.now() - sent;
      let problem = '';
      if (answer.status !== 200 || !answer.body.startsWith('{"success":true'))
        problem = `${answer.status} ${answer.body.slice(0, 300)}`;
      else if (shape.mustFind || rows < 0) {
        const value = (JSON.parse(answer.body) as { value: { list?: unknown[] } }).value;
        if (shape.mustFind && (!value.list || value.list.length === 0))
          problem = `nothing found: ${requestPath}`;
        if (rows < 0 && n >= WARMUP) rows = value.list?.length ?? 1;
      }
      if (n < WARMUP) continue;
      latencies.push(took);
      if (problem) {
        failed++;
        firstError ||= problem;
      }
    }
  } finally {
    client.close();
  }
  return { shape, sorted: Float64Array.from(latencies).sort(), failed, firstError, rows };
}

// ---------------------------------------------------------------------------------------------
// The run

let fill: Fill;
let loaded = false;
const kept = process.env.BENCH_REBUILD === '1' ? { reason: 'BENCH_REBUILD=1' } : await keptFill();
if ('fill' in kept) {
  fill = kept.fill;
  console.log(
    `reusing ${DATABASE} (loaded ${fill.loadedAt} in ${fmt(fill.loadSeconds, 0)} s)${kept.pending ? `; ${kept.pending} new migration(s) to apply` : ''}`,
  );
} else {
  console.log(`(re)loading ${DATABASE}: ${kept.reason}`);
  fill = await load();
  loaded = true;
}
const problems = loaded ? await checkFill(fill) : [];
if (problems.length) throw new Error(`the fill is not what it should be: ${problems.join('; ')}`);

/** Migrations added since the load, applied here to the filled tables (as the server's start would, without its 60 s limit). */
let migrated = '';
if ('fill' in kept && kept.pending) {
  const pending = migrations()
    .slice(-kept.pending)
    .map((migration) => migration.tag);
  const at = performance.now();
  await withDatabase(async (client) => {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
    await client.query(`analyze ${LOADED_TABLES.join(', ')}`);
  });
  const seconds = (performance.now() - at) / 1000;
  migrated = `${pending.join(', ')} applied to the filled database in ${fmt(seconds, 1)} s (then ANALYZE)`;
  console.log(migrated);
}

const server = await startServer(databaseUrl);
let failed = 0;
try {
  const applied = await withDatabase((client) =>
    client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by id'),
  );
  if (applied.rows.map((row) => row.hash).join() !== migrationHashes().join())
    throw new Error('the database does not hold the current migrations after the server start');

  await operatorApi(server);
  const token = await operatorToken(server);
  const data = await samples(fill);
  const ledger = (id: number) => `${MEMBERS_PATH}/${id}/ledger`;
  const deepMembers = await cursorAt(server, token, `${MEMBERS_PATH}?pageSize=50`, 50);
  const deepWhale = await cursorAt(server, token, `${ledger(fill.whaleId)}?pageSize=50`, 100);
  const withSearch = (values: string[], extra = '') =>
    values.map((value) => `${MEMBERS_PATH}?q=${q(value)}${extra}&pageSize=50`);

  const shapes: Shape[] = [
    { name: 'baseline: GET /wps/admin/session/me', paths: ['/wps/admin/session/me'], mustFind: false },
    { name: 'members: first page, newest first', paths: [`${MEMBERS_PATH}?pageSize=50`], mustFind: true },
    {
      name: 'members: page 50 by cursor',
      paths: [`${MEMBERS_PATH}?pageSize=50&cursor=${q(deepMembers)}`],
      mustFind: true,
    },
    {
      name: 'search: username prefix, 2–3 letters',
      paths: withSearch(['ma', 'jo', 'an', 'mar', 'jen', 'ric', 'ki', 'luc', 'ch', 'ed', 'ros', 'wei']),
      mustFind: true,
    },
    {
      name: 'search: a whole username',
      paths: withSearch(data.people.map((person) => person.username)),
      mustFind: true,
    },
    { name: 'search: a whole mobile (E.164)', paths: withSearch(data.mobiles), mustFind: true },
    {
      name: 'search: mobile prefix (+ and 7 digits)',
      paths: withSearch(
        data.mobiles.filter((mobile) => mobile.startsWith('+639')).map((mobile) => mobile.slice(0, 8)),
      ),
      mustFind: true,
    },
    {
      name: 'search: e-mail prefix (6 characters)',
      paths: withSearch(data.emails.map((email) => email.slice(0, 6))),
      mustFind: true,
    },
    {
      name: 'search: member id',
      paths: withSearch(data.people.map((person) => String(person.id))),
      mustFind: true,
    },
    { name: 'search: affiliate code', paths: withSearch(data.agents), mustFind: true },
    { name: 'filter: locked members', paths: [`${MEMBERS_PATH}?status=locked&pageSize=50`], mustFind: true },
    {
      name: 'filter: agents registered in one month (every month of 3 years)',
      paths: data.months.map(
        (month) =>
          `${MEMBERS_PATH}?type=agent&registeredFrom=${q(month.from)}&registeredTo=${q(month.to)}&pageSize=50`,
      ),
      mustFind: true,
    },
    {
      name: 'sort: last login, newest first',
      paths: [`${MEMBERS_PATH}?sort=lastLoginAt&order=desc&pageSize=50`],
      mustFind: true,
    },
    {
      name: 'search: username contains (match=contains)',
      paths: withSearch(
        ['ant', 'ria', 'lyn', 'uan', 'chr', 'ica', 'ton', 'kim', 'ong', 'ver', 'enn', 'ose'],
        '&match=contains',
      ),
      mustFind: true,
    },
    {
      name: 'ledger: an ordinary member (20–200 entries), first page',
      paths: data.ordinary.map((id) => ledger(id)),
      mustFind: true,
    },
    {
      name: `ledger: the whale (${fmt(fill.whaleEntries)} entries), first page`,
      paths: [ledger(fill.whaleId)],
      mustFind: true,
    },
    {
      name: 'ledger: the whale, page 100 by cursor',
      paths: [`${ledger(fill.whaleId)}?cursor=${deepWhale}`],
      mustFind: true,
    },
    {
      name: 'ledger: the whale, deposits only (3 %)',
      paths: [`${ledger(fill.whaleId)}?types=deposit`],
      mustFind: true,
    },
    {
      name: 'ledger: the whale, adjustments only (0.3 %)',
      paths: [`${ledger(fill.whaleId)}?types=adjustment`],
      mustFind: true,
    },
    {
      name: 'ledger: the whale, one 7-day range (100 weeks over its history)',
      paths: data.weeks.map((week) => `${ledger(fill.whaleId)}?from=${q(week.from)}&to=${q(week.to)}`),
      mustFind: true,
    },
  ];

  const results: Measured[] = [];
  for (const shape of shapes) {
    const result = await measure(server, token, shape);
    results.push(result);
    failed += result.failed;
    console.log(
      `${shape.name}: p50 ${fmt(percentile(result.sorted, 0.5), 1)} ms, p95 ${fmt(percentile(result.sorted, 0.95), 1)}, p99 ${fmt(percentile(result.sorted, 0.99), 1)}, max ${fmt(result.sorted.at(-1)!, 1)}${result.failed ? `, ${result.failed} failed, first: ${result.firstError}` : ''}`,
    );
  }

  const version = (await admin((client) => client.query<{ v: string }>('select version() as v'))).rows[0]!.v;
  const sizes = await withDatabase((client) =>
    client.query<{ name: string; size: string }>(
      `select relname as name, pg_size_pretty(pg_total_relation_size(oid)) as size from pg_class
        where relname = any($1) and relnamespace = 'public'::regnamespace order by array_position($1, relname::text)`,
      [LOADED_TABLES],
    ),
  );
  const baseline = results[0]!;
  const ms = (value: number) => fmt(value, 1);
  const row = ({ shape, sorted, failed: failures, rows }: Measured) => {
    const p99 = percentile(sorted, 0.99);
    return `| ${shape.name} | ${rows < 0 ? '—' : rows} | ${ms(percentile(sorted, 0.5))} | ${ms(percentile(sorted, 0.95))} | ${p99 < GOAL_MS || shape === baseline.shape ? ms(p99) : `**${ms(p99)} ✗**`} | ${ms(sorted.at(-1)!)} | ${failures} |`;
  };
  const lines = [
    '## Back office: member search and member ledger history at 1,000,000 members (`bench/admin-lists.ts`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machineLine()}; ${version.split(' on ')[0]} (stock settings: shared_buffers 128 MB); the server, PostgreSQL and the client share the machine's cores, and the machine may be shared with other work.`,
    '',
    `Data (demo merchant \`${MERCHANT}\`): ${fmt(fill.members)} members registered over 3 years (3 % agents with affiliate codes, 2 % trial, about 330 locked), their profiles (80 % with an E.164 mobile, 75 % with an e-mail) and main wallets; ${fmt(fill.entries / 2)} postings, ${fmt(fill.entries)} ledger entries (each member leg paired with a house-side leg on the vendor, clearing or adjustments accounts, 64 shards each): two members in five never played, most others have a handful of entries, about ${fmt(HEAVY)} have 1,000–10,000, one whale ${fmt(fill.whaleEntries)}. Table sizes with indexes: ${sizes.rows.map((table) => `${table.name} ${table.size}`).join(', ')}. Loaded with SQL (generate_series, one INSERT … SELECT per table, secondary indexes built after the load, guard triggers off for the loading session, then VACUUM ANALYZE) in **${fmt(fill.loadSeconds / 60, 1)} min** on ${fill.loadedAt.slice(0, 10)} (${fill.steps}); the database is kept and reused by the next runs.`,
    '',
    ...(migrated ? [`Migrations added since the load, applied in this run: ${migrated}.`, ''] : []),
    `Each shape: ${WARMUP} warm-up requests, then ${REQUESTS} one after the other on one keep-alive connection, timed from the request written to the answer read, through the built server (\`dist/main.js\`, log level ${LOG_LEVEL}) with an operator token; parameters vary per request where an operator's would (prefixes, numbers, members, months, weeks). Member pages hold 50 members and the total (exact up to 10,000); ledger pages 50 entries. Goal: p99 below ${GOAL_MS} ms per page (✗ marks a miss).`,
    '',
    '| shape | rows on a page | p50 ms | p95 ms | p99 ms | max ms | failed |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...results.map(row),
    '',
    ...FIXES,
  ];
  console.log(`\n${lines.join('\n')}`);
  if (process.env.BENCH_WRITE !== '0') writeSection('admin-lists', lines.join('\n'));
} finally {
  await server.stop();
}
if (failed > 0) {
  console.error(`${failed} requests failed`);
  process.exitCode = 1;
}
