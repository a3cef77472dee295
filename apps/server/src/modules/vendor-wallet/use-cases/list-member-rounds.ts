import type { BetRecord, Language } from '@wps/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { type SiteContext } from '../../../platform/context.js';
import { CURSOR_TIME, keyOfCursor, keysetPage } from '../../../kernel/paging.js';
import type { RecordsDeps } from '../deps.js';
import { recordOf } from '../records.js';
import { roundRowOf, rowsOf } from '../store.js';

export interface MemberRoundsQuery {
  vendor?: string | undefined;
  status?: string | undefined;
  /** Opened at or after. */
  from?: Date | undefined;
  /** Opened before. */
  to?: Date | undefined;
  cursor?: string | undefined;
  pageSize: number;
}

/**
 * A member's rounds for the operator, newest first, one page after the cursor (the opening time to
 * the microsecond and the row id of the previous page's last round), read in the order of index
 * game_rounds_member_time_idx: no window limit and no count, so any depth costs the same.
 */
export async function listMemberRounds(
  deps: RecordsDeps,
  site: SiteContext,
  memberId: number,
  query: MemberRoundsQuery,
  language: Language,
): Promise<{ list: BetRecord[]; cursor: string | null }> {
  const conditions: SQL[] = [sql`member_id = ${memberId}`, sql`merchant_id = ${site.merchantId}`];
  if (query.vendor) conditions.push(sql`vendor_code = ${query.vendor}`);
  if (query.status) conditions.push(sql`status = ${query.status}`);
  if (query.from) conditions.push(sql`opened_at >= ${query.from.toISOString()}::timestamptz`);
  if (query.to) conditions.push(sql`opened_at < ${query.to.toISOString()}::timestamptz`);
  if (query.cursor) {
    const [at, id] = keyOfCursor(query.cursor, [CURSOR_TIME, 'number']);
    conditions.push(sql`(opened_at, id) < (${at}::timestamptz, ${id}::bigint)`);
  }
  const rows = await rowsOf<Record<string, unknown>>(
    deps.db,
    sql`select *, to_char(opened_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as opened_key
      from game_rounds where ${sql.join(conditions, sql` and `)}
      order by opened_at desc, id desc limit ${query.pageSize + 1}`,
  );
  const page = keysetPage(rows, query.pageSize, (row) => [String(row.opened_key), Number(row.id)]);
  const list: BetRecord[] = [];
  for (const row of page.list) list.push(await recordOf(deps, site, roundRowOf(row), language));
  return { list, cursor: page.cursor };
}
