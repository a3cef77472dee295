import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Executor } from '../../../platform/db/index.js';

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Rows of a fixed statement of the bet path (`$1`… parameters), sent straight to the driver: on
 * PostgreSQL as a named statement (parsed and planned once per connection), on PGlite as it is.
 */
export async function fixedRows<T>(
  db: Database,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return (await client.query({ name, text, values })).rows as T[];
  if (client && typeof (client as PGlite).waitReady === 'object')
    return (await (client as PGlite).query<T>(text, values)).rows;
  throw new Error('vendor-wallet: expected a node-postgres pool or PGlite behind the database');
}

/** Drivers return int8 as string, number or bigint. */
export function big(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' || typeof value === 'string') return BigInt(value);
  return 0n;
}

export function num(value: unknown): number {
  return Number(value);
}

export function dateOf(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}
