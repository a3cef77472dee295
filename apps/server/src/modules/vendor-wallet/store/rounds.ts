import { big, dateOf, num } from './rows.js';

// ---------------------------------------------------------------------------------------------
// Rounds (written by the wallet calls' SQL functions, read by the records)

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
