import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/platform/db/index.js';
import { createLogger } from '../src/platform/logger.js';
import { createLedgerService, type LedgerServiceDeps } from '../src/modules/ledger/service.js';
import { createPostgresDatabase, USE_POSTGRES } from './harness.js';

export type Target = 'pglite' | 'postgres';

/** The database the plain API tests use: PostgreSQL with TEST_DATABASE=postgres, else PGlite. */
export const DEFAULT_TARGET: Target = USE_POSTGRES ? 'postgres' : 'pglite';

/**
 * Targets of the concurrency tests: always the real PostgreSQL (many connections), plus PGlite when
 * that is what the run tests (one connection, so the same races run serialised: invariants still hold).
 */
export const CONCURRENCY_TARGETS: Target[] = USE_POSTGRES ? ['postgres'] : ['postgres', 'pglite'];

export const CURRENCY = 'PHP';

export interface LedgerFixture {
  target: Target;
  database: DatabaseHandle;
  /** PostgreSQL URL of the throwaway database (null on PGlite). */
  url: string | null;
  ledger: ReturnType<typeof createLedgerService>;
  merchantId: number;
  /** Creates a member row of the fixture's merchant and returns its id. */
  newMember(): Promise<number>;
  /** Rows of a raw query (run as the database superuser in tests). */
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  close(): Promise<void>;
}

/** A fresh database (PGlite in memory, or a new PostgreSQL database), migrated, with one merchant. */
export async function openLedgerFixture(
  target: Target,
  options: { poolSize?: number; ledger?: Omit<LedgerServiceDeps, 'db'> } = {},
): Promise<LedgerFixture> {
  const owned = target === 'postgres' ? await createPostgresDatabase() : null;
  const database = await openDatabase({
    databaseUrl: owned?.url,
    dataDir: 'memory://',
    poolSize: options.poolSize ?? 32,
    // Thousands of postings fired at once queue for the pool's connections; on a busy 2-core machine
    // the last ones may wait longer than the server's 5 s, which is backpressure, not what these
    // tests are about.
    connectionTimeoutMs: 60_000,
    logger: createLogger('silent'),
  });
  const rows = async <T>(query: SQL) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const [merchant] = await rows<{ id: number }>(
    sql`insert into merchants (code) values (${`ledger-${randomBytes(4).toString('hex')}`}) returning id`,
  );
  const merchantId = Number(merchant!.id);
  let memberCount = 0;
  return {
    target,
    database,
    url: owned?.url ?? null,
    ledger: createLedgerService({ db: database.db, ...options.ledger }),
    merchantId,
    newMember: async () => {
      const [member] = await rows<{ id: number }>(
        sql`insert into members (merchant_id, username) values (${merchantId}, ${`member${++memberCount}`}) returning id`,
      );
      return Number(member!.id);
    },
    rows,
    close: async () => {
      await database.close();
      await owned?.drop();
    },
  };
}

/** The error code of an AppError (or 'ok' when the promise resolved). */
export async function outcomeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.includes('.')) return code;
    throw error;
  }
}

/** How many of each outcome. */
export function tally(outcomes: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
  return counts;
}
