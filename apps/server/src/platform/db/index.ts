import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Logger } from '../logger.js';

export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs `select 1`; rejects when the database cannot be reached. */
  ping(): Promise<void>;
  /**
   * Runs raw SQL for libraries that bring their own (the job queue): with values, one statement;
   * without, a script of several (each statement's own transaction control applies).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Listens on a PostgreSQL notification channel (LISTEN): every process on the database hears
   * `pg_notify(channel, payload)`. Answers the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.resolve(here, '../../../migrations');
const MIGRATION_LOCK_ID = 727_001;

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` keeps everything in memory (tests). */
  dataDir: string;
  poolSize?: number;
  /** Longest wait for a free pooled connection (default 5 s). */
  connectionTimeoutMs?: number;
  logger: Logger;
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite, and runs the migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

/**
 * What a PGlite instance must load to run the migrations: the extensions they create (pg_trgm: the
 * member search's trigram index, migration 0032). Every `new PGlite` the migrations run on takes it.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const inMemory = options.dataDir === 'memory://';
  if (!inMemory) await fs.mkdir(options.dataDir, { recursive: true });
  const extensions = PGLITE_EXTENSIONS;
  const client = inMemory
    ? new PGlite({ extensions })
    : new PGlite(path.resolve(options.dataDir), { extensions });
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Database;
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
  options.logger.info(
    { dataDir: inMemory ? 'memory' : path.resolve(options.dataDir) },
    'embedded database ready',
  );
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    listen: (channel, onPayload) => client.listen(channel, (payload) => onPayload(payload)),
    executeSql: async (text, values) => {
      if (values?.length) return client.query<Record<string, unknown>>(text, values);
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 16,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
    idleTimeoutMillis: 30_000,
    query_timeout: 30_000,
    // pg_stat_activity names the process behind each connection.
    application_name: `wps:${process.pid}`,
  });
  // An idle client losing its connection (database restart, network cut) must not crash the process.
  pool.on('error', (error) => options.logger.warn({ err: error.message }, 'idle database connection lost'));
  // So must one lost while a request holds it (mid-transaction): node-postgres then emits 'error' on
  // the checked-out client, and an 'error' event nobody listens to ends the process. The query in
  // flight still fails, and the pool drops the broken client when it is released.
  pool.on('connect', (client) =>
    client.on('error', (error) => options.logger.warn({ err: error.message }, 'database connection lost')),
  );
  const migrator = await pool.connect();
  try {
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(migrator), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await migrator.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    migrator.release();
  }
  const db = drizzlePg(pool) as unknown as Database;
  const listener = createListener(url, options.logger);
  options.logger.info({ database: new URL(url).pathname.slice(1) }, 'postgresql ready');
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    executeSql: async (text, values) => {
      const result = await pool.query(text, values);
      // A script answers one result per statement: the last one's rows, as PGlite's exec.
      const last = Array.isArray(result) ? (result.at(-1) as pg.QueryResult | undefined) : result;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * One connection of its own for LISTEN (a pooled connection would drop the subscriptions when
 * released). It reconnects after a loss, with a growing pause, and listens again on every channel;
 * what was notified while it was down is not replayed (listeners treat a signal as "look again").
 */
function createListener(url: string, logger: Logger) {
  const channels = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let pause = 250;
  let retry: NodeJS.Timeout | null = null;

  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      for (const handler of channels.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    next.on('error', (error) => {
      logger.warn({ err: error.message }, 'notification connection lost');
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(`listen ${quote(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    pause = 250;
    return next;
  }

  /** The connection in use went away: try again after a growing pause, until one holds. */
  function lost(connection: pg.Client) {
    if (client !== connection) return;
    client = null;
    scheduleRetry();
  }

  function scheduleRetry() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      if (closed || client) return;
      ensure().catch(() => scheduleRetry());
    }, pause);
    retry.unref();
    pause = Math.min(pause * 2, 5_000);
  }

  async function ensure(): Promise<pg.Client> {
    if (client) return client;
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    client = await connecting;
    return client;
  }

  return {
    async listen(channel: string, onPayload: (payload: string) => void) {
      const handlers = channels.get(channel) ?? new Set();
      const isNew = !channels.has(channel);
      channels.set(channel, handlers.add(onPayload));
      const connection = await ensure();
      if (isNew) await connection.query(`listen ${quote(channel)}`);
      return async () => {
        handlers.delete(onPayload);
      };
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);

/** True when an error (or its cause chain) says the database could not be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    if (typeof current === 'object') {
      const code = (current as { code?: unknown }).code;
      if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
      const message = (current as { message?: unknown }).message;
      if (
        typeof message === 'string' &&
        /(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED)/i.test(
          message,
        )
      ) {
        return true;
      }
      current = (current as { cause?: unknown }).cause;
    } else break;
  }
  return false;
}

/** True when an error (or its cause chain) is a unique-constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
