import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.js';
import { num, rowsOf } from './rows.js';

// ---------------------------------------------------------------------------------------------
// Players and sessions

export interface PlayerRow {
  playerId: string;
  merchantId: number;
  memberId: number;
  currency: string;
}

export async function playerById(db: Executor, playerId: string): Promise<PlayerRow | null> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select player_id, merchant_id, member_id, currency from vendor_players where player_id = ${playerId}`,
  );
  return row
    ? {
        playerId: String(row.player_id),
        merchantId: num(row.merchant_id),
        memberId: num(row.member_id),
        currency: String(row.currency),
      }
    : null;
}

/** The member's player id in a currency, created (with `candidate`) on first use. */
export async function ensurePlayer(
  db: Executor,
  input: { merchantId: number; memberId: number; currency: string; candidate: string; now: Date },
): Promise<string> {
  await db.execute(
    sql`insert into vendor_players (player_id, merchant_id, member_id, currency, created_at)
      values (${input.candidate}, ${input.merchantId}, ${input.memberId}, ${input.currency}, ${input.now})
      on conflict do nothing`,
  );
  const [row] = await rowsOf<{ player_id: string }>(
    db,
    sql`select player_id from vendor_players
      where merchant_id = ${input.merchantId} and member_id = ${input.memberId} and currency = ${input.currency}`,
  );
  if (!row) throw new Error('vendor-wallet: player neither inserted nor found');
  return row.player_id;
}

export async function closeSessions(db: Executor, memberId: number, now: Date): Promise<void> {
  await db.execute(
    sql`update game_sessions set closed_at = ${now} where member_id = ${memberId} and closed_at is null`,
  );
}

export async function insertSession(
  db: Executor,
  row: {
    id: string;
    merchantId: number;
    memberId: number;
    playerId: string;
    vendorCode: string;
    gameCode: string;
    gameId: number | null;
    category: string;
    currency: string;
    now: Date;
  },
): Promise<void> {
  await db.execute(
    sql`insert into game_sessions (id, merchant_id, member_id, player_id, vendor_code, game_code, game_id,
        category, currency, created_at, last_seen_at)
      values (${row.id}, ${row.merchantId}, ${row.memberId}, ${row.playerId}, ${row.vendorCode}, ${row.gameCode},
        ${row.gameId}, ${row.category}, ${row.currency}, ${row.now}, ${row.now})`,
  );
}

export async function merchantCodeOf(db: Executor, merchantId: number): Promise<string | null> {
  const [row] = await rowsOf<{ code: string }>(db, sql`select code from merchants where id = ${merchantId}`);
  return row?.code ?? null;
}
