import { sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/index.js';
import { dateOf, rowsOf } from '../platform/db/rows.js';

/*
 * Reads of the members module's published view `members_read` (docs/architecture.md, "Read views")
 * that several modules' stores need: usernames for operator lists, a member by username, and when a
 * member registered.
 */

export async function usernamesOf(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  if (ids.length === 0) return names;
  const rows = await rowsOf<{ id: number; username: string }>(
    db,
    sql`select id, username from members_read where id = any(${`{${[...new Set(ids)].join(',')}}`}::int[])`,
  );
  for (const row of rows) names.set(Number(row.id), row.username);
  return names;
}

export async function memberIdByUsername(db: Executor, merchantId: number, username: string) {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`select id from members_read where merchant_id = ${merchantId} and lower(username) = lower(${username})`,
  );
  return row ? Number(row.id) : null;
}

export async function registeredAt(db: Executor, memberId: number): Promise<Date | null> {
  const [row] = await rowsOf<{ created_at: unknown }>(
    db,
    sql`select created_at from members_read where id = ${memberId}`,
  );
  return row ? dateOf(row.created_at) : null;
}
