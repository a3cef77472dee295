import { sql } from 'drizzle-orm';
import type { WalletDeps } from '../deps.js';
import * as store from '../store.js';

/**
 * The member's latest round still open (a bet without its final credit or rollback). Lottery orders
 * wait for their draw, hours for a daily one, and hold the member in no game: they do not count.
 */
export async function findUnfinishedRound(
  deps: WalletDeps,
  memberId: number,
): Promise<{ vendorCode: string; gameCode: string; roundId: string } | null> {
  const [row] = await store.rowsOf<{ vendor_code: string; game_code: string; round_id: string }>(
    deps.db,
    sql`select vendor_code, game_code, round_id from game_rounds
          where member_id = ${memberId} and status = 'open' and category not in ('LOTT', 'ELOTT') order by opened_at desc limit 1`,
  );
  return row ? { vendorCode: row.vendor_code, gameCode: row.game_code, roundId: row.round_id } : null;
}
