import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { MAIN_WALLET, PLAY_WALLET } from './accounts.js';
import { toBigint } from './store.js';

export interface MemberTotalsQuery {
  merchantId: number;
  currency: string;
  memberId: number;
  types: readonly string[];
  /** Only transactions with a greater id (ids grow with time; 0 for all). */
  afterTransactionId: number;
  /** Only the main wallet, or every real-money wallet of the member (main and vendor wallets). */
  wallets: 'main' | 'all';
}

export interface TypeTotals {
  /** Sum of the money that came in, in minor units. */
  credits: bigint;
  /** Sum of the money that went out, as a positive number of minor units. */
  debits: bigint;
}

/**
 * Money in and out of a member's wallets by transaction type since a transaction id: what turnover
 * rules need (deposits since the last paid withdrawal, bets in the same window). Play money is never
 * counted. Types without movements answer zeros.
 */
export async function memberTotals(db: Executor, query: MemberTotalsQuery): Promise<Map<string, TypeTotals>> {
  const totals = new Map<string, TypeTotals>(query.types.map((type) => [type, { credits: 0n, debits: 0n }]));
  if (query.types.length === 0) return totals;
  const wallet = query.wallets === 'main' ? sql`a.wallet = ${MAIN_WALLET}` : sql`a.wallet <> ${PLAY_WALLET}`;
  const result = (await db.execute(sql`
    select t.type,
      coalesce(sum(e.amount) filter (where e.amount > 0), 0) as credits,
      coalesce(sum(-e.amount) filter (where e.amount < 0), 0) as debits
    from ledger_accounts a
      join ledger_entries e on e.account_id = a.id
      join ledger_transactions t on t.id = e.transaction_id
    where a.merchant_id = ${query.merchantId} and a.currency = ${query.currency} and a.kind = 'member'
      and a.owner_member_id = ${query.memberId} and ${wallet}
      and e.transaction_id > ${query.afterTransactionId}
      and t.type in (${sql.join(
        query.types.map((type) => sql`${type}`),
        sql`, `,
      )})
    group by t.type`)) as unknown as { rows: Record<string, unknown>[] };
  for (const row of result.rows)
    totals.set(String(row.type), { credits: toBigint(row.credits), debits: toBigint(row.debits) });
  return totals;
}
