import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { lotteryGameByCode, settleBet, type LotteryResult } from '@wps/games';
import { arrayOf, rowsOf, textArrayOf } from '../../platform/db/rows.js';
import type { Executor } from '../../platform/db/index.js';
import { toDecimal } from '../kit/money.js';
import { isRetryable, type WalletOutcome } from '../kit/wallet-client.js';
import { DELIVERY_BATCH, DELIVERY_CONCURRENCY, STALE_DEBIT_MS } from './config.js';
import { LOTTO_JOBS, type LottoDeps } from './deps.js';
import { DeliveryPending } from './errors.js';
import { releaseExposure, storedBets, type StoredBet } from './order-rows.js';
import { vendorLottoChases, vendorLottoOrders, vendorLottoPeriods } from './tables.js';

/**
 * Settlement (docs/decisions.md "Lottery settlement"): one transaction per period decides every
 * order on it (won or lost, the win per bet, chases stopped by a win and their later orders
 * cancelled) and marks each order's closing credit (or refund) due; the credits then go to the wallet
 * in batches, each with its own idempotent transaction id, by the delivery job. The period is claimed
 * by its status inside the transaction, so two runs at once decide it once, and a crash before the
 * commit leaves it all undecided (the sweeper runs it again).
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
    const result: LotteryResult = {
      family: definition.family,
      numbers: period.numbers as string[],
      prizes: (period.prizes as Record<string, string[]> | null) ?? {},
    };
    const orders = await rowsOf<{ id: string; bets: StoredBet[]; series: number; chase_no: string | null }>(
      tx,
      sql`select id, bets, series, chase_no from vendor_lotto_orders
          where game_code = ${gameCode} and period_number = ${number} and status = 'placed'`,
    );
    const winners: { id: string; win: bigint; bets: StoredBet[]; chaseNo: string | null }[] = [];
    for (const order of orders) {
      const decided = decideOrder(definition, order.bets, result, order.series);
      if (decided.win > 0n)
        winners.push({ id: order.id, win: decided.win, bets: decided.bets, chaseNo: order.chase_no });
      else if (decided.hits > 0)
        winners.push({ id: order.id, win: 0n, bets: decided.bets, chaseNo: order.chase_no });
    }
    if (winners.length > 0)
      await tx.execute(sql`
        update vendor_lotto_orders o
           set status = case when w.win > 0 then 'won' else 'lost' end, win_minor = w.win, bets = w.bets,
               wallet = 'credit', settled_at = ${now}, wallet_queued_at = ${now}
          from unnest(${arrayOf(winners.map((w) => BigInt(w.id)))}::bigint[],
                      ${arrayOf(winners.map((w) => w.win))}::bigint[],
                      ${textArrayOf(winners.map((w) => JSON.stringify(w.bets)))}::jsonb[]) as w(id, win, bets)
         where o.id = w.id and o.status = 'placed'`);
    // Everything else on the period lost: one statement, whatever the count.
    await tx.execute(sql`
      update vendor_lotto_orders
         set status = 'lost', win_minor = 0, wallet = 'credit', settled_at = ${now}, wallet_queued_at = ${now}
       where game_code = ${gameCode} and period_number = ${number} and status = 'placed'`);
    // A win stops its chase when the member asked for it: the chase's later orders are refunded.
    const stopping = [...new Set(winners.filter((w) => w.win > 0n && w.chaseNo).map((w) => w.chaseNo!))];
    if (stopping.length > 0) {
      const stopped = await tx
        .update(vendorLottoChases)
        .set({ status: 'stopped', stoppedAt: now })
        .where(
          and(
            inArray(vendorLottoChases.chaseNo, stopping),
            eq(vendorLottoChases.stopOnWin, true),
            eq(vendorLottoChases.status, 'running'),
          ),
        )
        .returning({ chaseNo: vendorLottoChases.chaseNo });
      if (stopped.length > 0) {
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
            ),
          )
          .returning();
        for (const order of cancelled) await releaseExposure(tx, order);
      }
    }
    await finishChases(tx, now);
    await queueDelivery(deps, tx);
    return orders.length;
  });
  if (settled >= 0) deps.logger.info({ gameCode, number, orders: settled }, 'lottery period settled');
  return Math.max(settled, 0);
}

/** What an order won: per bet, with the bets rewritten to carry their win and hits. */
export function decideOrder(
  definition: NonNullable<ReturnType<typeof lotteryGameByCode>>,
  bets: StoredBet[],
  result: LotteryResult,
  series: number,
): { win: bigint; hits: number; bets: StoredBet[] } {
  let win = 0n;
  let hits = 0;
  const decided = bets.map((bet) => {
    const outcome = settleBet(
      definition,
      { type: bet.type, picks: bet.picks, unitMinor: BigInt(bet.unitMinor), multiplier: bet.multiplier },
      result,
      series,
    );
    win += outcome.winMinor;
    hits += outcome.hits;
    return { ...bet, winMinor: outcome.winMinor.toString(), hits: outcome.hits };
  });
  return { win, hits, bets: decided };
}

/** Chases with no order left waiting are finished. */
async function finishChases(tx: Executor, now: Date) {
  await tx.execute(sql`
    update vendor_lotto_chases c set status = 'finished', stopped_at = ${now}
     where c.status = 'running'
       and not exists (select 1 from vendor_lotto_orders o
                        where o.chase_no = c.chase_no and o.status in ('pending', 'placed'))`);
}

/** Queues a delivery run (inside `tx` when given: it exists if and only if the change commits). */
export async function queueDelivery(deps: LottoDeps, tx?: Executor) {
  const jobs = deps.jobs();
  if (!jobs) return;
  await jobs.send(LOTTO_JOBS.deliver, {}, tx ? { tx } : {});
}

type Due = typeof vendorLottoOrders.$inferSelect;

/**
 * The delivery run: sends every due credit (win plus rebate, 0 for a loss: it closes the round)
 * and refund (rollback of the order's debit), DELIVERY_CONCURRENCY at a time, until none is due.
 * Each has a fixed transaction id (`<order>:win`, `<order>:rollback`), so a repeat is answered from
 * the wallet's record. Answers how many went through; throws DeliveryPending (the run is retried
 * with backoff) when the wallet left some unanswered.
 */
export async function deliver(deps: LottoDeps): Promise<number> {
  let delivered = 0;
  let lastId = 0n;
  let unanswered: string | null = null;
  for (;;) {
    const due = await deps
      .db()
      .select()
      .from(vendorLottoOrders)
      .where(
        and(
          inArray(vendorLottoOrders.wallet, ['credit', 'rollback']),
          sql`${vendorLottoOrders.id} > ${lastId}`,
        ),
      )
      .orderBy(asc(vendorLottoOrders.id))
      .limit(DELIVERY_BATCH);
    if (due.length === 0) break;
    lastId = due[due.length - 1]!.id;
    for (let start = 0; start < due.length; start += DELIVERY_CONCURRENCY) {
      const outcomes = await Promise.all(
        due.slice(start, start + DELIVERY_CONCURRENCY).map((order) => deliverOne(deps, order)),
      );
      for (const outcome of outcomes)
        if (outcome === true) delivered++;
        else if (outcome !== false) unanswered = outcome;
    }
  }
  if (unanswered) throw new DeliveryPending(unanswered, 'delivery', 'the wallet did not answer');
  return delivered;
}

/** true: delivered; false: nothing to do; a string: the order left unanswered. */
async function deliverOne(deps: LottoDeps, order: Due): Promise<boolean | string> {
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
          outcome: {
            period: order.periodNumber,
            series: order.series,
            bets: order.bets,
            win: toDecimal(order.winMinor ?? 0n),
            rebate: toDecimal(order.rebateMinor),
          },
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
  for (const period of late) await settleLate(deps, period.game_code, period.period_number);
  const [due] = await rowsOf<{ n: number }>(
    deps.db(),
    sql`select count(*)::int as n from vendor_lotto_orders where wallet in ('credit', 'rollback')`,
  );
  if ((due?.n ?? 0) > 0) await queueDelivery(deps);
}

/** Orders placed on a period already settled (their debit answered late): decided alone. */
async function settleLate(deps: LottoDeps, gameCode: string, number: string) {
  const definition = lotteryGameByCode(gameCode);
  if (!definition) return;
  const now = deps.clock.now();
  await deps.db().transaction(async (tx) => {
    const [period] = await tx
      .select()
      .from(vendorLottoPeriods)
      .where(and(eq(vendorLottoPeriods.gameCode, gameCode), eq(vendorLottoPeriods.number, number)))
      .limit(1);
    if (!period || period.status !== 'settled') return;
    const result: LotteryResult = {
      family: definition.family,
      numbers: period.numbers as string[],
      prizes: (period.prizes as Record<string, string[]> | null) ?? {},
    };
    const orders = await tx
      .select()
      .from(vendorLottoOrders)
      .where(
        and(
          eq(vendorLottoOrders.gameCode, gameCode),
          eq(vendorLottoOrders.periodNumber, number),
          eq(vendorLottoOrders.status, 'placed'),
        ),
      )
      .for('update');
    for (const order of orders) {
      const decided = decideOrder(definition, storedBets(order), result, order.series);
      await tx
        .update(vendorLottoOrders)
        .set({
          status: decided.win > 0n ? 'won' : 'lost',
          winMinor: decided.win,
          bets: decided.bets,
          wallet: 'credit',
          settledAt: now,
          walletQueuedAt: now,
        })
        .where(eq(vendorLottoOrders.id, order.id));
    }
    await queueDelivery(deps, tx);
  });
}
