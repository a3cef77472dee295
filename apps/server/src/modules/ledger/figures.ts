import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { PLAY_WALLET } from './accounts.js';
import { toBigint } from './store.js';

/*
 * A merchant's money by day for reports (the back office's dashboard): deposits, payouts, bets and
 * wins per local day and currency, read from the entries themselves so the figures are the ledger's.
 * A reversal counts as the type of what it reverses, on the day it was posted (a rollback of a bet is
 * a negative bet that day), so a day that ended never changes and the days add up to the ledger's
 * totals.
 *
 * Cost: only the house side is read. Every deposit and payout moves the `clearing` account (and the
 * `house` account for a fee or charge), every bet, win and rollback a `vendor` account, so the
 * postings are found, and summed, through those accounts' entries by the (account_id, created_at)
 * index over the window only, never the whole history; one look-up of its transaction per entry
 * gives the type. Postings balance, so what the members' side got is the negative of the house side
 * (the caller's rules.ts says how each figure is read). The bettors are the only member-side read:
 * the other leg of each bet.
 */

/** A local day as the instants it covers, [from, to). */
export interface DayWindow {
  day: string;
  from: Date;
  to: Date;
}

export const FIGURE_TYPES = ['deposit', 'withdrawal', 'bet', 'win'] as const;
export type FigureType = (typeof FIGURE_TYPES)[number];

/** One day, currency and type of movement (a reversal counted as the type it reverses). */
export interface DayFigures {
  day: string;
  currency: string;
  type: FigureType;
  /** Transactions of the type posted that day. */
  posted: number;
  /** Reversals of transactions of the type posted that day. */
  reversed: number;
  /** Sums of the entries on the clearing, vendor and house accounts (signed minor units). */
  clearing: bigint;
  vendor: bigint;
  house: bigint;
  /** Bets only: the members whose real-money wallets the bets (not their rollbacks) took from. */
  members: number[];
}

/** Postgres arrays come back parsed from node-postgres and PGlite; a text form is read too. */
function idsOf(value: unknown): number[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.filter((id) => id !== null).map(Number);
  const text = String(value).replace(/[{}]/g, '');
  return text
    ? text
        .split(',')
        .filter((id) => id !== 'NULL')
        .map(Number)
    : [];
}

/** A merchant's figures per day of `days` (any days, in any order); days with nothing have no rows. */
export async function figuresByDay(
  db: Executor,
  merchantId: number,
  days: readonly DayWindow[],
): Promise<DayFigures[]> {
  if (days.length === 0) return [];
  const from = new Date(Math.min(...days.map((day) => day.from.getTime())));
  const to = new Date(Math.max(...days.map((day) => day.to.getTime())));
  const windows = sql.join(
    days.map(
      (day) =>
        sql`(${day.day}::text, ${day.from.toISOString()}::timestamptz, ${day.to.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const types = sql.join(
    FIGURE_TYPES.map((type) => sql`${type}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with days (day, day_from, day_to) as (values ${windows}),
    found as (
      select d.day, t.id, t.currency, t.reverses is not null as reversal, coalesce(o.type, t.type) as type,
        s.kind, x.account_id, x.amount
      from ledger_accounts s
        cross join lateral (
          select e.transaction_id, e.account_id, e.amount, e.created_at from ledger_entries e
          where e.account_id = s.id
            and e.created_at >= ${from.toISOString()}::timestamptz and e.created_at < ${to.toISOString()}::timestamptz
        ) x
        join days d on x.created_at >= d.day_from and x.created_at < d.day_to
        join ledger_transactions t on t.id = x.transaction_id
        left join ledger_transactions o on o.id = t.reverses
      where s.merchant_id = ${merchantId} and s.kind in ('clearing', 'vendor', 'house')
        and coalesce(o.type, t.type) in (${types})
    ),
    sums as (
      select day, currency, type,
        count(distinct id) filter (where not reversal and kind <> 'house') as posted,
        count(distinct id) filter (where reversal and kind <> 'house') as reversed,
        coalesce(sum(amount) filter (where kind = 'clearing'), 0) as clearing,
        coalesce(sum(amount) filter (where kind = 'vendor'), 0) as vendor,
        coalesce(sum(amount) filter (where kind = 'house'), 0) as house
      from found group by 1, 2, 3
    ),
    bettors as (
      select b.day, b.currency, array_agg(distinct a.owner_member_id) as members
      from (
        select distinct f.day, f.currency, e.account_id
        from found f join ledger_entries e on e.transaction_id = f.id and e.account_id <> f.account_id
        where f.type = 'bet' and not f.reversal and f.kind = 'vendor'
      ) b
        join ledger_accounts a on a.id = b.account_id and a.kind = 'member' and a.wallet <> ${PLAY_WALLET}
      group by 1, 2
    )
    select s.*, b.members
    from sums s left join bettors b on s.type = 'bet' and b.day = s.day and b.currency = s.currency`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return result.rows.map((row) => ({
    day: String(row.day),
    currency: String(row.currency),
    type: String(row.type) as FigureType,
    posted: Number(row.posted),
    reversed: Number(row.reversed),
    clearing: toBigint(row.clearing),
    vendor: toBigint(row.vendor),
    house: toBigint(row.house),
    members: idsOf(row.members),
  }));
}
