import type { SQL } from 'drizzle-orm';
import type { Executor } from './index.js';

/*
 * Reading raw SQL answers the same way on both drivers (node-postgres and PGlite): rows, int8 that
 * comes back as a string, number or bigint, and timestamps as Date or text.
 */

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** An int8 or numeric as bigint (null and undefined read as 0). */
export function bigOf(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return BigInt(Math.trunc(value));
  if (typeof value === 'string')
    return BigInt(value.includes('.') ? value.slice(0, value.indexOf('.')) : value);
  return 0n;
}

/** A timestamp as a Date. */
export function dateOf(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

/** A nullable timestamp as a Date or null. */
export function maybeDateOf(value: unknown): Date | null {
  return value === null || value === undefined ? null : dateOf(value);
}

/**
 * A PostgreSQL array literal of numbers, bigints or booleans (null as a NULL element), to pass as one
 * parameter and cast in the query (`= any($1::int[])`, `unnest($1::bigint[])`): one parameter however
 * many values.
 */
export function arrayOf(values: readonly (number | bigint | boolean | null)[]): string {
  return `{${values.map((value) => (value === null ? 'NULL' : String(value))).join(',')}}`;
}

/** A PostgreSQL array literal of texts, each quoted (cast in the query: `::text[]`, `::jsonb[]`). */
export function textArrayOf(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}
