import type { GameCategory, Pnl } from '@wps/contracts';
import { sql } from 'drizzle-orm';
import { type SiteContext } from '../../../platform/context.js';
import type { RecordsDeps } from '../deps.js';
import type { RangeQuery } from '../records.js';
import { recordsWindow, totalsOf, type Totals } from '../rules.js';
import { big, rowsOf } from '../store.js';

/** Profit and loss by day (UTC) and game type over the window. */
export async function summarizePnl(
  deps: RecordsDeps,
  site: SiteContext,
  memberId: number,
  query: RangeQuery,
): Promise<Pnl> {
  const { from, to } = recordsWindow(query, deps.clock.now());
  const { currency } = site.settings;
  const rows = await rowsOf<Record<string, unknown>>(
    deps.db,
    sql`select to_char(opened_at at time zone 'UTC', 'YYYY-MM-DD') as day, category,
            sum(bet_minor) as bet, sum(valid_bet_minor) as valid, sum(win_minor) as win
          from game_rounds
          where merchant_id = ${site.merchantId} and member_id = ${memberId} and opened_at >= ${from} and opened_at < ${to}
          group by 1, 2 order by 1 desc, 2`,
  );
  const total: Totals = { bet: 0n, valid: 0n, win: 0n };
  const list = rows.map((row) => {
    const totals = { bet: big(row.bet), valid: big(row.valid), win: big(row.win) };
    total.bet += totals.bet;
    total.valid += totals.valid;
    total.win += totals.win;
    return {
      date: String(row.day),
      gameType: String(row.category) as GameCategory,
      ...totalsOf(totals, currency),
    };
  });
  return { list, total: totalsOf(total, currency) };
}
