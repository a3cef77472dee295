import { sql } from 'drizzle-orm';
import { type SiteContext } from '../../../platform/context.js';
import { dayRangeOf } from '../../../kernel/day-range.js';
import type { RecordsDeps } from '../deps.js';
import { reconcileDays } from '../rules.js';
import { big, num, rowsOf } from '../store.js';

/**
 * A vendor's rounds, bets, wins and rollbacks per day (UTC) from its wallet calls, next to the
 * same sums from the ledger (bet, win and rollback postings keyed `vendor:<code>:…`).
 */
export async function reconcileVendor(
  deps: RecordsDeps,
  site: SiteContext,
  vendorCode: string,
  query: { startTime: number; endTime: number },
) {
  const { db } = deps;
  const { from, to } = dayRangeOf(query, deps.clock.now());
  const { merchantId } = site;
  const ours = await rowsOf<Record<string, unknown>>(
    db,
    sql`select day, sum(rounds) as rounds, sum(bets) as bets, sum(wins) as wins, sum(rollbacks) as rollbacks from (
            select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
              count(distinct round_id) filter (where kind = 'debit' and ledger_transaction_id is not null) as rounds,
              coalesce(sum(amount_minor) filter (where kind = 'debit' and ledger_transaction_id is not null), 0) as bets,
              coalesce(sum(amount_minor) filter (where kind = 'credit'), 0) as wins, 0 as rollbacks
            from vendor_wallet_transactions
            where merchant_id = ${merchantId} and vendor_code = ${vendorCode} and created_at >= ${from} and created_at < ${to}
            group by 1
            union all
            select to_char(first_at at time zone 'UTC', 'YYYY-MM-DD'), 0, 0, 0, stake from (
              select r.reference_transaction_id, min(r.created_at) as first_at, max(r.amount_minor) as stake
              from vendor_wallet_transactions r
              where r.merchant_id = ${merchantId} and r.vendor_code = ${vendorCode} and r.kind = 'rollback'
                and r.amount_minor > 0
              group by r.reference_transaction_id) firsts
            where first_at >= ${from} and first_at < ${to}
          ) t group by day`,
  );
  const prefix = `vendor:${vendorCode}:`;
  const theirs = await rowsOf<Record<string, unknown>>(
    db,
    sql`select to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, t.type,
            sum(e.amount) as amount
          from ledger_transactions t
          join ledger_entries e on e.transaction_id = t.id
          join ledger_accounts a on a.id = e.account_id and a.kind = 'member'
          where t.merchant_id = ${merchantId} and t.type in ('bet', 'win', 'rollback')
            and t.created_at >= ${from} and t.created_at < ${to}
            and left(t.idempotency_key, ${prefix.length}) = ${prefix}
          group by 1, 2`,
  );
  const list = reconcileDays(
    ours.map((row) => ({
      day: String(row.day),
      rounds: num(row.rounds),
      bets: big(row.bets),
      wins: big(row.wins),
      rollbacks: big(row.rollbacks),
    })),
    theirs.map((row) => ({ day: String(row.day), type: String(row.type), amount: big(row.amount) })),
    site.settings.currency,
  );
  return { vendor: vendorCode, days: list, differences: list.filter((day) => !day.matches).length };
}
