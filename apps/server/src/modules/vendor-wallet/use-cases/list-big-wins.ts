import type { GameCategory } from '@wps/contracts';
import { sql } from 'drizzle-orm';
import type { WalletDeps } from '../deps.js';
import { bigWinsLimit, bigWinsSince } from '../rules.js';
import * as store from '../store.js';

/** Settled rounds of the last 7 days with the largest wins, for the winner board. */
export async function listBigWins(
  deps: WalletDeps,
  merchantId: number,
  category: GameCategory | 'ALL',
  limit: number,
): Promise<
  {
    memberId: number;
    vendorCode: string;
    gameCode: string;
    category: GameCategory;
    winMinor: bigint;
    currency: string;
    at: Date;
  }[]
> {
  const since = bigWinsSince(deps.clock.now());
  const rows = await store.rowsOf<Record<string, unknown>>(
    deps.db,
    sql`select member_id, vendor_code, game_code, category, win_minor, currency, settled_at from game_rounds
          where merchant_id = ${merchantId} and status = 'settled' and win_minor > 0 and settled_at >= ${since}
            ${category === 'ALL' ? sql`` : sql`and category = ${category}`}
          order by win_minor desc, settled_at desc limit ${bigWinsLimit(limit)}`,
  );
  return rows.map((row) => ({
    memberId: store.num(row.member_id),
    vendorCode: String(row.vendor_code),
    gameCode: String(row.game_code),
    category: String(row.category) as GameCategory,
    winMinor: store.big(row.win_minor),
    currency: String(row.currency),
    at: store.dateOf(row.settled_at),
  }));
}
