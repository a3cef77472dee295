import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { lotteryGameByCode, settleBet, type LotteryResult } from '@wps/games';
import { arrayOf, rowsOf, textArrayOf } from '../../platform/db/rows.js';
import type { Executor } from '../../platform/db/index.js';
import { toDecimal } from '../kit/money.js';
import { isRetryable, type WalletOutcome } from '../kit/wallet-client.js';
import { DELIVERY_BATCH, DELIVERY_CONCURRENCY, STALE_DEBIT_MS } from './config.js';
import { LOTTO_JOBS, type LottoDeps } from './deps.js';
import { DeliveryPending } from './errors.js';
import { releaseExposure, type StoredBet } from './order-rows.js';
import { vendorLottoChases, vendorLottoOrders, vendorLottoPeriods } from './tables.js';

/**
 * Settlement (docs/decisions.md "Lottery settlement"): one transaction per period decides every
 * order on it and writes the winners (won, their win, their closing credit due), chases stopped by
 * a win and their later orders cancelled (refunds due). The period is claimed by its status inside
 * the transaction, so two runs at once decide it once, and a crash before the commit leaves it all
 * undecided (the sweeper runs it again). The orders that did not win stay `placed` on a settled
 * period: `closePeriod` then marks them lost in batches (deciding each again, so an order whose
 * debit was answered after the settlement is decided as well), and the delivery sends every credit.
 * Answers how many orders the run decided (0 when another run had the period).
 */
export async function settlePeriod(deps: LottoDeps, gameCode: string, number: string): Promise<number> {
  const definition = lotteryGameByCode(gameCode);
  if (!definition) return 0;
  const now = deps.clock.now();
  const settled = await deps.db().transaction(async (tx) => {
    const [period] = await tx
      .update(vendorLottoPeriods)
      .set({ status: 'settled', settledAt: now })
      .where(
        and(
          eq(vendorLottoPeriods.gameCode, gameCode),
          eq(vendorLottoPeriods.number, number),
          eq(vendorLottoPeriods.status, 'drawn'),
        ),
      )
      .returning();
    if (!period) return -1;
    const result = resultOf(definition, period);
    const orders = await rowsOf<{ id: string; bets: StoredBet[]; series: number; chase_no: string | null }>(
      tx,
      sql`select id, bets, series, chase_no from vendor_lotto_orders
          where game_code = ${gameCode} and period_number = ${number} and status = 'placed'`,
    );
    const settle = settlerFor(definition, result);
    const winners: { id: bigint; win: bigint; chaseNo: string | null }[] = [];
    for (const order of orders) {
      const win = settle(order.bets, order.series);
      if (win > 0n) winners.push({ id: BigInt(order.id), win, chaseNo: order.chase_no });
    }
    if (winners.length > 0)
      await tx.execute(sql`
        update vendor_lotto_orders o
           set status = 'won', win_minor = w.win, wallet = 'credit', settled_at = ${now}, wallet_queued_at = ${now}
          from unnest(${arrayOf(winners.map((w) => w.id))}::bigint[], ${arrayOf(winners.map((w) => w.win))}::bigint[])
               as w(id, win)
         where o.id = w.id and o.status = 'placed'`);
    await stopChases(tx, [...new Set(winners.flatMap((w) => (w.chaseNo ? [w.chaseNo] : [])))], now);
    await queueDelivery(deps, tx, { gameCode, number });
    return orders.length;
  });
  if (settled >= 0) deps.logger.info({ gameCode, number, orders: settled }, 'lottery period settled');
  return Math.max(settled, 0);
}

function resultOf(
  definition: NonNullable<ReturnType<typeof lotteryGameByCode>>,
  period: { numbers: unknown; prizes: unknown },
): LotteryResult {
  return {
    family: definition.family,
    numbers: period.numbers as string[],
    prizes: (period.prizes as Record<string, string[]> | null) ?? {},
  };
}

/**
 * What an order's bets win against one result: the engine's `settleBet`, remembered per distinct
 * bet (the same numbers at the same stake are bet by many), so a period of many orders costs one
 * evaluation per distinct bet.
 */
export function settlerFor(
  definition: NonNullable<ReturnType<typeof lotteryGameByCode>>,
  result: LotteryResult,
) {
  const known = new Map<string, bigint>();
  return (bets: StoredBet[], series: number): bigint => {
    let win = 0n;
    for (const bet of bets) {
      const key = `${series}|${bet.type}|${bet.unitMinor}|${bet.multiplier}|${bet.picks.join(',')}`;
      let betWin = known.get(key);
      if (betWin === undefined) {
        betWin = settleBet(
          definition,
          { type: bet.type, picks: bet.picks, unitMinor: BigInt(bet.unitMinor), multiplier: bet.multiplier },
          result,
          series,
        ).winMinor;
        known.set(key, betWin);
      }
      win += betWin;
    }
    return win;
  };
}

/** A win stops its chase when the member asked for it: the chase's later orders are refunded. */
async function stopChases(tx: Executor, chaseNos: string[], now: Date) {
  if (chaseNos.length === 0) return;
  const stopped = await tx
    .update(vendorLottoChases)
    .set({ status: 'stopped', stoppedAt: now })
    .where(
      and(
        inArray(vendorLottoChases.chaseNo, chaseNos),
        eq(vendorLottoChases.stopOnWin, true),
        eq(vendorLottoChases.status, 'running'),
      ),
    )
    .returning({ chaseNo: vendorLottoChases.chaseNo });
  if (stopped.length === 0) return;
  const cancelled = await tx
    .update(vendorLottoOrders)
    .set({ status: 'cancelled', wallet: 'rollback', settledAt: now, walletQueuedAt: now })
    .where(
      and(
        inArray(
          vendorLottoOrders.chaseNo,
          stopped.map((row) => row.chaseNo),
        ),
        eq(vendorLottoOrders.status, 'placed'),
        sql`exists (select 1 from vendor_lotto_periods p where p.game_code = ${vendorLottoOrders.gameCode}
                     and p.number = ${vendorLottoOrders.periodNumber} and p.status = 'scheduled')`,
      ),
    )
    .returning();
  for (const order of cancelled) await releaseExposure(tx, order);
}

/** Orders of a settled period still `placed`, decided a batch at a time (lost, or won when late). */
export const CLOSE_BATCH = 5_000;

/**
 * Closes a settled period's orders that the settlement left `placed` (those that did not win, and
 * any whose debit was answered after it): each batch in its own transaction, each order decided
 * again from the stored result and marked won or lost with its closing credit due. Answers how many
 * it closed.
 */
export async function closePeriod(deps: LottoDeps, gameCode: string, number: string): Promise<number> {
  const definition = lotteryGameByCode(gameCode);
  if (!definition) return 0;
  let closed = 0;
  for (;;) {
    const batch = await deps.db().transaction(async (tx) => {
      const [period] = await tx
        .select()
        .from(vendorLottoPeriods)
        .where(and(eq(vendorLottoPeriods.gameCode, gameCode), eq(vendorLottoPeriods.number, number)))
        .limit(1);
      if (!period || period.status !== 'settled') return 0;
      const settle = settlerFor(definition, resultOf(definition, period));
      const orders = await rowsOf<{ id: string; bets: StoredBet[]; series: number; chase_no: string | null }>(
        tx,
        sql`select id, bets, series, chase_no from vendor_lotto_orders
             where game_code = ${gameCode} and period_number = ${number} and status = 'placed'
             order by id limit ${CLOSE_BATCH} for update skip locked`,
      );
      if (orders.length === 0) return 0;
      const now = deps.clock.now();
      const decided = orders.map((order) => ({
        id: BigInt(order.id),
        win: settle(order.bets, order.series),
        chaseNo: order.chase_no,
      }));
      await tx.execute(sql`
        update vendor_lotto_orders o
           set status = case when d.win > 0 then 'won' else 'lost' end, win_minor = d.win, wallet = 'credit',
               settled_at = ${now}, wallet_queued_at = ${now}
          from unnest(${arrayOf(decided.map((d) => d.id))}::bigint[], ${arrayOf(decided.map((d) => d.win))}::bigint[])
               as d(id, win)
         where o.id = d.id and o.status = 'placed'`);
      await stopChases(
        tx,
        [...new Set(decided.flatMap((d) => (d.win > 0n && d.chaseNo ? [d.chaseNo] : [])))],
        now,
      );
      await finishChases(tx, now);
      return orders.length;
    });
    closed += batch;
    if (batch < CLOSE_BATCH) break;
  }
  return closed;
}

/** Chases with no order left waiting are finished. */
async function finishChases(tx: Executor, now: Date) {
  await tx.execute(sql`
    update vendor_lotto_chases c set status = 'finished', stopped_at = ${now}
     where c.status = 'running'
       and not exists (select 1 from vendor_lotto_orders o
                        where o.chase_no = c.chase_no and o.status in ('pending', 'placed'))`);
}

/**
 * Queues a delivery run (inside `tx` when given: it exists if and only if the change commits); with
 * a period, the run first closes that settled period's orders.
 */
export async function queueDelivery(
  deps: LottoDeps,
  tx?: Executor,
  period?: { gameCode: string; number: string },
) {
  const jobs = deps.jobs();
  if (!jobs) return;
  await jobs.send(LOTTO_JOBS.deliver, period ?? {}, tx ? { tx } : {});
}

type Due = typeof vendorLottoOrders.$inferSelect;

/**
 * The delivery run: sends every due credit (win plus rebate, 0 for a loss: it closes the round)
 * and refund (rollback of the order's debit), DELIVERY_CONCURRENCY at a time, until none is due.
 * Each has a fixed transaction id (`<order>:win`, `<order>:rollback`), so a repeat is answered from
 * the wallet's record. Answers how many went through; throws DeliveryPending (the run is retried
 * with backoff) when the wallet left some unanswered.
 */
export async function deliver(
  deps: LottoDeps,
  period?: { gameCode: string; number: string },
): Promise<number> {
  if (period) await closePeriod(deps, period.gameCode, period.number);
  let delivered = 0;
  let unanswered: string | null = null;
  // Money first (wins, rebates, refunds), then the zero credits that close lost rounds.
  for (const moneyFirst of [true, false]) {
    let lastId = 0n;
    for (;;) {
      const due = await deps
        .db()
        .select()
        .from(vendorLottoOrders)
        .where(
          and(
            inArray(vendorLottoOrders.wallet, ['credit', 'rollback']),
            sql`${vendorLottoOrders.id} > ${lastId}`,
            moneyFirst
              ? sql`(${vendorLottoOrders.wallet} = 'rollback' or ${vendorLottoOrders.winMinor} > 0 or ${vendorLottoOrders.rebateMinor} > 0)`
              : undefined,
          ),
        )
        .orderBy(asc(vendorLottoOrders.id))
        .limit(DELIVERY_BATCH);
      if (due.length === 0) break;
      lastId = due[due.length - 1]!.id;
      const results = await resultsOf(deps, due);
      for (let start = 0; start < due.length; start += DELIVERY_CONCURRENCY) {
        const outcomes = await Promise.all(
          due
            .slice(start, start + DELIVERY_CONCURRENCY)
            .map((order) =>
              deliverOne(deps, order, results.get(`${order.gameCode}|${order.periodNumber}`) ?? null),
            ),
        );
        for (const outcome of outcomes)
          if (outcome === true) delivered++;
          else if (outcome !== false) unanswered = outcome;
      }
    }
  }
  if (unanswered) throw new DeliveryPending(unanswered, 'delivery', 'the wallet did not answer');
  return delivered;
}

/** true: delivered; false: nothing to do; a string: the order left unanswered. */
/** The drawn numbers of the periods of a batch of orders, by `game|period`. */
async function resultsOf(deps: LottoDeps, orders: Due[]): Promise<Map<string, string[]>> {
  const keys = [...new Set(orders.map((order) => `${order.gameCode}|${order.periodNumber}`))];
  const rows = await rowsOf<{ key: string; numbers: string[] | null }>(
    deps.db(),
    sql`select game_code || '|' || number as key, numbers from vendor_lotto_periods
         where game_code || '|' || number = any(${textArrayOf(keys)}::text[])`,
  );
  return new Map(rows.flatMap((row) => (row.numbers ? [[row.key, row.numbers] as [string, string[]]] : [])));
}

/** What the member's game recall shows of an order: flat, readable fields. */
function recallOf(order: Due, numbers: string[] | null): Record<string, string | number> {
  return {
    game: order.gameCode,
    period: order.periodNumber,
    result: numbers?.join(' ') ?? '',
    bets: (order.bets as StoredBet[])
      .map(
        (bet) =>
          `${bet.type} ${bet.picks.join(',')} ×${bet.multiplier} @ ${toDecimal(BigInt(bet.unitMinor))}`,
      )
      .join(' | '),
    series: order.series,
    win: toDecimal(order.winMinor ?? 0n),
    rebate: toDecimal(order.rebateMinor),
  };
}

async function deliverOne(deps: LottoDeps, order: Due, numbers: string[] | null): Promise<boolean | string> {
  const kind = order.wallet as 'credit' | 'rollback';
  const outcome: WalletOutcome =
    kind === 'credit'
      ? await deps.wallet.call('credit', {
          playerId: order.playerId,
          currency: order.currency,
          transactionId: `${order.orderNo}:win`,
          roundId: order.orderNo,
          gameId: order.gameCode,
          amount: toDecimal((order.winMinor ?? 0n) + order.rebateMinor),
          betTransactionId: `${order.orderNo}:bet`,
          roundFinished: true,
          outcome: recallOf(order, numbers),
        })
      : await deps.wallet.call('rollback', {
          playerId: order.playerId,
          currency: order.currency,
          transactionId: `${order.orderNo}:rollback`,
          roundId: order.orderNo,
          gameId: order.gameCode,
          referenceTransactionId: `${order.orderNo}:bet`,
        });
  if (isRetryable(outcome) || (outcome.kind === 'answer' && outcome.answer.status === 'INVALID_SIGNATURE'))
    return order.orderNo;
  if (outcome.kind === 'answer' && outcome.answer.status !== 'OK')
    deps.logger.error(
      { orderNo: order.orderNo, kind, status: outcome.answer.status },
      'lottery delivery refused',
    );
  const [done] = await deps
    .db()
    .update(vendorLottoOrders)
    .set({ wallet: outcome.kind === 'answer' && outcome.answer.status === 'OK' ? 'done' : 'refused' })
    .where(and(eq(vendorLottoOrders.id, order.id), eq(vendorLottoOrders.wallet, kind)))
    .returning({ id: vendorLottoOrders.id });
  return done !== undefined;
}

/**
 * The sweeper (every minute): debits without an answer for a minute are refunded (the placing
 * request stopped); orders that got their debit after their period was settled are settled alone;
 * and a delivery run is queued when anything is due.
 */
export async function sweep(deps: LottoDeps): Promise<void> {
  const now = deps.clock.now();
  const stale = await deps
    .db()
    .update(vendorLottoOrders)
    .set({ status: 'refused', wallet: 'rollback', settledAt: now, walletQueuedAt: now })
    .where(
      and(
        eq(vendorLottoOrders.wallet, 'debit'),
        lt(vendorLottoOrders.createdAt, new Date(now.getTime() - STALE_DEBIT_MS)),
      ),
    )
    .returning();
  for (const order of stale) await releaseExposure(deps.db(), order);
  const late = await rowsOf<{ game_code: string; period_number: string }>(
    deps.db(),
    sql`select distinct o.game_code, o.period_number from vendor_lotto_orders o
          join vendor_lotto_periods p on p.game_code = o.game_code and p.number = o.period_number
         where o.status = 'placed' and p.status = 'settled' limit 50`,
  );
  for (const period of late) await closePeriod(deps, period.game_code, period.period_number);
  const [due] = await rowsOf<{ n: number }>(
    deps.db(),
    sql`select count(*)::int as n from vendor_lotto_orders where wallet in ('credit', 'rollback')`,
  );
  if ((due?.n ?? 0) > 0) await queueDelivery(deps);
}
