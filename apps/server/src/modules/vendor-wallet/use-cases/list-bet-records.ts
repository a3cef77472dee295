import type { BetRecord, BetRecords, GameCategory, Language } from '@wps/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { type SiteContext } from '../../../platform/context.js';
import { pageCount, pageWindow } from '../../../kernel/paging.js';
import type { RecordsDeps } from '../deps.js';
import { recordOf, type RangeQuery } from '../records.js';
import { recordsWindow, totalsOf } from '../rules.js';
import { big, num, roundRowOf, rowsOf } from '../store.js';

/** The member's rounds in the window (newest first), with totals over the whole filter. */
export async function listBetRecords(
  deps: RecordsDeps,
  site: SiteContext,
  memberId: number,
  query: RangeQuery & {
    gameType?: GameCategory | undefined;
    vassalage?: string | undefined;
    pageNo: number;
    pageSize: number;
  },
  language: Language,
): Promise<BetRecords> {
  const { db } = deps;
  const { from, to } = recordsWindow(query, deps.clock.now());
  const filter: SQL = sql`merchant_id = ${site.merchantId} and member_id = ${memberId}
        and opened_at >= ${from} and opened_at < ${to}
        ${query.gameType ? sql`and category = ${query.gameType}` : sql``}
        ${query.vassalage ? sql`and vendor_code = ${query.vassalage}` : sql``}`;
  const [sums] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select count(*) as n, coalesce(sum(bet_minor), 0) as bet, coalesce(sum(valid_bet_minor), 0) as valid,
            coalesce(sum(win_minor), 0) as win
          from game_rounds where ${filter}`,
  );
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select * from game_rounds where ${filter} order by opened_at desc, id desc
          limit ${pageWindow(query).limit} offset ${pageWindow(query).offset}`,
  );
  const list: BetRecord[] = [];
  for (const row of rows) list.push(await recordOf(deps, site, roundRowOf(row), language));
  const total = num(sums!.n);
  return {
    list,
    total,
    totalPages: pageCount(total, query.pageSize),
    footer: {
      ...totalsOf(
        { bet: big(sums!.bet), valid: big(sums!.valid), win: big(sums!.win) },
        site.settings.currency,
      ),
      count: total,
    },
  };
}
