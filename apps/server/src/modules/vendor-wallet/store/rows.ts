import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.js';
export { fixedRows } from '../../../platform/db/fixed-rows.js';

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
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
