import {
  formatMinorUnits,
  type BetRecord,
  type BetRecords,
  type GameCategory,
  type GameRecall,
  type Language,
  type Pnl,
} from '@wps/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';
import { dayRangeOf } from '../../kernel/day-range.js';
import { big, num, roundRowOf, rowsOf, type RoundRow } from './store.js';
import { AppError, validationError } from '../../platform/errors.js';
import { type SiteContext } from '../../platform/context.js';
import { pageCount, pageWindow } from '../../kernel/paging.js';

const DAY = 86_400_000;
/** Records go back at most 3 months. */
const MAX_AGE_DAYS = 92;

export interface NameLookups {
  vendorName(merchantId: number, vendorCode: string, language: Language): Promise<string>;
  gameName(merchantId: number, vendorCode: string, gameCode: string, language: Language): Promise<string>;
}

export interface RecordsDeps extends NameLookups {
  db: Database;
  clock: Clock;
  verifyUrlOf(vendorCode: string, roundId: string): string | null;
}

export interface RangeQuery {
  startTime?: number | undefined;
  endTime?: number | undefined;
}

export interface Totals {
  bet: bigint;
  valid: bigint;
  win: bigint;
}

export function createRecords(deps: RecordsDeps) {
  const { db, clock } = deps;

  /** The query's day window: at most 31 days, none of it older than 3 months. */
  function windowOf(query: RangeQuery): { from: Date; to: Date } {
    const now = clock.now();
    const range = dayRangeOf(query, now);
    const oldest = Math.floor(now.getTime() / DAY) * DAY - MAX_AGE_DAYS * DAY;
    if (range.from.getTime() < oldest)
      throw validationError({
        startTime: { code: 'field.too_old', message: 'Records go back at most 3 months' },
      });
    return range;
  }

  function totalsOf(totals: Totals, decimals: number) {
    return {
      betAmount: formatMinorUnits(totals.bet, decimals),
      validBet: formatMinorUnits(totals.valid, decimals),
      winAmount: formatMinorUnits(totals.win, decimals),
      // From the member's side: a rolled-back stake came back, so it is neither lost nor won.
      profit: formatMinorUnits(totals.win - totals.valid, decimals),
    };
  }

  async function recordOf(site: SiteContext, round: RoundRow, language: Language): Promise<BetRecord> {
    const decimals = site.settings.currency.decimals;
    return {
      roundId: round.roundId,
      vassalage: round.vendorCode,
      vendorName: await deps.vendorName(site.merchantId, round.vendorCode, language),
      gameType: round.category as GameCategory,
      gameId: round.gameCode,
      gameName: await deps.gameName(site.merchantId, round.vendorCode, round.gameCode, language),
      ...totalsOf({ bet: round.betMinor, valid: round.validBetMinor, win: round.winMinor }, decimals),
      status: round.status as BetRecord['status'],
      betTime: round.openedAt.getTime(),
      settleTime: round.settledAt ? round.settledAt.getTime() : null,
    };
  }

  return {
    /** The member's rounds in the window (newest first), with totals over the whole filter. */
    async betRecords(
      site: SiteContext,
      memberId: number,
      query: RangeQuery & {
        gameType?: GameCategory | undefined;
        vassalage?: string | undefined;
        pageNo: number;
        pageSize: number;
      },
      language: Language,
    ): Promise<BetRecords> {
      const { from, to } = windowOf(query);
      const filter: SQL = sql`merchant_id = ${site.merchantId} and member_id = ${memberId}
        and opened_at >= ${from} and opened_at < ${to}
        ${query.gameType ? sql`and category = ${query.gameType}` : sql``}
        ${query.vassalage ? sql`and vendor_code = ${query.vassalage}` : sql``}`;
      const [sums] = await rowsOf<Record<string, unknown>>(
        db,
        sql`select count(*) as n, coalesce(sum(bet_minor), 0) as bet, coalesce(sum(valid_bet_minor), 0) as valid,
            coalesce(sum(win_minor), 0) as win
          from game_rounds where ${filter}`,
      );
      const rows = await rowsOf<Record<string, unknown>>(
        db,
        sql`select * from game_rounds where ${filter} order by opened_at desc, id desc
          limit ${pageWindow(query).limit} offset ${pageWindow(query).offset}`,
      );
      const list: BetRecord[] = [];
      for (const row of rows) list.push(await recordOf(site, roundRowOf(row), language));
      const total = num(sums!.n);
      return {
        list,
        total,
        totalPages: pageCount(total, query.pageSize),
        footer: {
          ...totalsOf(
            { bet: big(sums!.bet), valid: big(sums!.valid), win: big(sums!.win) },
            site.settings.currency.decimals,
          ),
          count: total,
        },
      };
    },

    /** Profit and loss by day (UTC) and game type over the window. */
    async pnl(site: SiteContext, memberId: number, query: RangeQuery): Promise<Pnl> {
      const { from, to } = windowOf(query);
      const decimals = site.settings.currency.decimals;
      const rows = await rowsOf<Record<string, unknown>>(
        db,
        sql`select to_char(opened_at at time zone 'UTC', 'YYYY-MM-DD') as day, category,
            sum(bet_minor) as bet, sum(valid_bet_minor) as valid, sum(win_minor) as win
          from game_rounds
          where merchant_id = ${site.merchantId} and member_id = ${memberId} and opened_at >= ${from} and opened_at < ${to}
          group by 1, 2 order by 1 desc, 2`,
      );
      const total: Totals = { bet: 0n, valid: 0n, win: 0n };
      const list = rows.map((row) => {
        const totals = { bet: big(row.bet), valid: big(row.valid), win: big(row.win) };
        total.bet += totals.bet;
        total.valid += totals.valid;
        total.win += totals.win;
        return {
          date: String(row.day),
          gameType: String(row.category) as GameCategory,
          ...totalsOf(totals, decimals),
        };
      });
      return { list, total: totalsOf(total, decimals) };
    },

    /** One round of the member's; another member's round (or none) is not.found. */
    async recall(
      site: SiteContext,
      memberId: number,
      query: { vassalage: string; roundId: string },
      language: Language,
    ): Promise<GameRecall> {
      const [row] = await rowsOf<Record<string, unknown>>(
        db,
        sql`select * from game_rounds where merchant_id = ${site.merchantId} and vendor_code = ${query.vassalage}
          and round_id = ${query.roundId}`,
      );
      if (!row) throw new AppError('not.found');
      const round = roundRowOf(row);
      if (round.memberId !== memberId) throw new AppError('not.found');
      return {
        record: await recordOf(site, round, language),
        balanceAfter: formatMinorUnits(round.balanceAfterMinor ?? 0n, site.settings.currency.decimals),
        outcome: round.outcome,
        verifyUrl: deps.verifyUrlOf(round.vendorCode, round.roundId),
      };
    },

    /**
     * A vendor's rounds, bets, wins and rollbacks per day (UTC) from its wallet calls, next to the
     * same sums from the ledger (bet, win and rollback postings keyed `vendor:<code>:…`).
     */
    async reconciliation(
      site: SiteContext,
      vendorCode: string,
      query: { startTime: number; endTime: number },
    ) {
      const { from, to } = dayRangeOf(query, clock.now());
      const decimals = site.settings.currency.decimals;
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
      const days = new Map<
        string,
        { rounds: number; bets: bigint; wins: bigint; rollbacks: bigint; lb: bigint; lw: bigint; lr: bigint }
      >();
      const dayOf = (day: string) => {
        let entry = days.get(day);
        if (!entry)
          days.set(day, (entry = { rounds: 0, bets: 0n, wins: 0n, rollbacks: 0n, lb: 0n, lw: 0n, lr: 0n }));
        return entry;
      };
      for (const row of ours) {
        const entry = dayOf(String(row.day));
        entry.rounds += num(row.rounds);
        entry.bets += big(row.bets);
        entry.wins += big(row.wins);
        entry.rollbacks += big(row.rollbacks);
      }
      for (const row of theirs) {
        const entry = dayOf(String(row.day));
        // Member legs: bets take from the member (negative), wins and rollbacks give back.
        const amount = big(row.amount);
        if (row.type === 'bet') entry.lb += -amount;
        else if (row.type === 'win') entry.lw += amount;
        else entry.lr += amount;
      }
      const list = [...days.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([date, entry]) => ({
          date,
          rounds: entry.rounds,
          bets: formatMinorUnits(entry.bets, decimals),
          wins: formatMinorUnits(entry.wins, decimals),
          rollbacks: formatMinorUnits(entry.rollbacks, decimals),
          ledgerBets: formatMinorUnits(entry.lb, decimals),
          ledgerWins: formatMinorUnits(entry.lw, decimals),
          ledgerRollbacks: formatMinorUnits(entry.lr, decimals),
          matches: entry.bets === entry.lb && entry.wins === entry.lw && entry.rollbacks === entry.lr,
        }));
      return { vendor: vendorCode, days: list, differences: list.filter((day) => !day.matches).length };
    },
  };
}
