import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.js';
import { big, dateOf, num } from './rows.js';

// ---------------------------------------------------------------------------------------------
// Rounds

export async function markSettled(
  db: Executor,
  key: { merchantId: number; vendorCode: string; roundId: string },
  outcome: Record<string, unknown> | undefined,
  now: Date,
): Promise<void> {
  await db.execute(
    sql`update game_rounds set settled_at = coalesce(settled_at, ${now}),
        outcome = coalesce(${outcome === undefined ? null : JSON.stringify(outcome)}::jsonb, outcome)
      where merchant_id = ${key.merchantId} and vendor_code = ${key.vendorCode} and round_id = ${key.roundId}`,
  );
}

/**
 * Recomputes a round's sums and status from its wallet rows, so every retry (and every order of
 * calls) ends with the same round: bets are accepted debits, rollbacks the accepted debits that an
 * effective rollback references (each once), wins the credits.
 */
export async function recomputeRound(
  db: Executor,
  key: { merchantId: number; vendorCode: string; roundId: string },
  balanceAfter: bigint | null,
  now: Date,
): Promise<void> {
  const { merchantId, vendorCode, roundId } = key;
  await db.execute(
    sql`update game_rounds r set bet_minor = s.bet, valid_bet_minor = s.bet - s.rb, win_minor = s.win,
        rollback_minor = s.rb,
        status = case when s.bet > 0 and s.bet = s.rb and s.win = 0 then 'rolled_back'
                      when r.settled_at is not null then 'settled' else 'open' end,
        balance_after_minor = coalesce(${balanceAfter === null ? null : balanceAfter.toString()}::bigint, r.balance_after_minor), updated_at = ${now}
      from (select
          coalesce(sum(t.amount_minor) filter (where t.kind = 'debit' and t.ledger_transaction_id is not null), 0) as bet,
          coalesce(sum(t.amount_minor) filter (where t.kind = 'credit'), 0) as win,
          coalesce(sum(t.amount_minor) filter (where t.kind = 'debit' and t.ledger_transaction_id is not null
            and exists (select 1 from vendor_wallet_transactions x
              where x.merchant_id = t.merchant_id and x.vendor_code = t.vendor_code and x.round_id = t.round_id
                and x.kind = 'rollback' and x.amount_minor > 0 and x.reference_transaction_id = t.transaction_id)), 0) as rb
        from vendor_wallet_transactions t
        where t.merchant_id = ${merchantId} and t.vendor_code = ${vendorCode} and t.round_id = ${roundId}) s
      where r.merchant_id = ${merchantId} and r.vendor_code = ${vendorCode} and r.round_id = ${roundId}`,
  );
}

export interface RoundRow {
  vendorCode: string;
  roundId: string;
  memberId: number;
  gameCode: string;
  category: string;
  currency: string;
  betMinor: bigint;
  validBetMinor: bigint;
  winMinor: bigint;
  status: string;
  outcome: Record<string, unknown> | null;
  balanceAfterMinor: bigint | null;
  openedAt: Date;
  settledAt: Date | null;
}

export function roundRowOf(row: Record<string, unknown>): RoundRow {
  const outcome = typeof row.outcome === 'string' ? JSON.parse(row.outcome) : row.outcome;
  return {
    vendorCode: String(row.vendor_code),
    roundId: String(row.round_id),
    memberId: num(row.member_id),
    gameCode: String(row.game_code),
    category: String(row.category),
    currency: String(row.currency),
    betMinor: big(row.bet_minor),
    validBetMinor: big(row.valid_bet_minor),
    winMinor: big(row.win_minor),
    status: String(row.status),
    outcome: (outcome ?? null) as Record<string, unknown> | null,
    balanceAfterMinor: row.balance_after_minor === null ? null : big(row.balance_after_minor),
    openedAt: dateOf(row.opened_at),
    settledAt: row.settled_at === null ? null : dateOf(row.settled_at),
  };
}
