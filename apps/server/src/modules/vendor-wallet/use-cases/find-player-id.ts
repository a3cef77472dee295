import { sql } from 'drizzle-orm';
import type { WalletDeps } from '../deps.js';
import * as store from '../store.js';

/** The member's player id at the vendors in a currency, or null when they never played in it. */
export async function findPlayerId(
  deps: WalletDeps,
  merchantId: number,
  memberId: number,
  currency: string,
): Promise<string | null> {
  const [row] = await store.rowsOf<{ player_id: string }>(
    deps.db,
    sql`select player_id from vendor_players
          where merchant_id = ${merchantId} and member_id = ${memberId} and currency = ${currency}`,
  );
  return row?.player_id ?? null;
}
