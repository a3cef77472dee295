import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { GameCategory } from '@wps/contracts';
import type { WalletDeps } from '../deps.js';
import * as store from '../store.js';

/**
 * Opens a game session for a launch: the member's player id in the currency (created on first
 * use, never the member id) and a fresh session id; the member's other open sessions end (unless
 * `keepOthers`).
 */
export async function openSession(
  deps: WalletDeps,
  input: {
    merchantId: number;
    memberId: number;
    currency: string;
    vendorCode: string;
    gameCode: string;
    gameNodeId: number | null;
    category: GameCategory;
    /**
     * Leaves the member's other sessions open (the lottery's orders are placed beside whatever
     * game is being played; its session names only its own debits).
     */
    keepOthers?: boolean;
    /**
     * With keepOthers: answers the member's open session at this vendor in this currency when one
     * was seen in the last `reuseWithinMs` (a lottery slip after another), else opens one.
     */
    reuseWithinMs?: number;
  },
): Promise<{ sessionId: string; playerId: string }> {
  const now = deps.clock.now();
  if (input.keepOthers && input.reuseWithinMs) {
    const [open] = await store.rowsOf<{ id: string; player_id: string }>(
      deps.db,
      sql`select id, player_id from game_sessions
           where member_id = ${input.memberId} and vendor_code = ${input.vendorCode}
             and currency = ${input.currency} and closed_at is null
             and last_seen_at >= ${new Date(now.getTime() - input.reuseWithinMs)}
           order by last_seen_at desc limit 1`,
    );
    if (open) return { sessionId: open.id, playerId: open.player_id };
  }
  const playerId = await store.ensurePlayer(deps.db, {
    merchantId: input.merchantId,
    memberId: input.memberId,
    currency: input.currency,
    candidate: `p${randomBytes(15).toString('base64url')}`,
    now,
  });
  const sessionId = randomBytes(32).toString('base64url');
  await deps.db.transaction(async (tx) => {
    if (!input.keepOthers) await store.closeSessions(tx, input.memberId, now);
    await store.insertSession(tx, {
      id: sessionId,
      merchantId: input.merchantId,
      memberId: input.memberId,
      playerId,
      vendorCode: input.vendorCode,
      gameCode: input.gameCode,
      gameId: input.gameNodeId,
      category: input.category,
      currency: input.currency,
      now,
    });
  });
  return { sessionId, playerId };
}
