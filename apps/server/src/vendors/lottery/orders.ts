import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  LotteryBetError,
  nextPeriods,
  periodByNumber,
  priceBet,
  rebateOf,
  type LotteryBet,
  type LotteryGameDefinition,
  type PeriodTimes,
} from '@wps/games';
import type { z } from 'zod';
import type { LotteryOrder, lottoPlaceRequestSchema } from '@wps/contracts';
import { rowsOf } from '../../platform/db/rows.js';
import { isUniqueViolation, type Executor } from '../../platform/db/index.js';
import { toDecimal, toMinor } from '../kit/money.js';
import { isRetryable, type WalletOutcome } from '../kit/wallet-client.js';
import type { LottoDeps } from './deps.js';
import { LottoError } from './errors.js';
import { gameOf, type EffectiveGame } from './games.js';
import { orderView, releaseExposure, type OrderRow, type StoredBet } from './order-rows.js';
import { reserve } from './exposure.js';
import { orderById, ordersOfRequest, withPeriods } from './order-queries.js';
import { ensurePeriod } from './periods.js';
import { queueDelivery } from './settlement.js';
import { vendorLottoChases, vendorLottoOrders, vendorLottoPeriods } from './tables.js';

export type PlaceRequest = z.infer<typeof lottoPlaceRequestSchema>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function newOrderNo(prefix: string): string {
  return `${prefix}${randomBytes(9).toString('hex').toUpperCase()}`;
}

/** The slip's bets priced by the engine (`INVALID_BET` with the engine's reason otherwise). */
export function priceSlip(definition: LotteryGameDefinition, request: Pick<PlaceRequest, 'bets' | 'series'>) {
  if (!definition.series.includes(request.series))
    throw new LottoError(
      'INVALID_BET',
      `series ${request.series} is not offered by ${definition.code}`,
      400,
      {
        reason: 'unknown.series',
      },
    );
  return request.bets.map((input, index) => {
    const unitMinor = toMinor(input.unit);
    if (unitMinor === null) throw new LottoError('INVALID_BET', `bet ${index + 1}: not an amount`, 400);
    const bet: LotteryBet = { type: input.type, picks: input.picks, unitMinor, multiplier: input.multiplier };
    try {
      return priceBet(definition, bet);
    } catch (error) {
      if (!(error instanceof LotteryBetError)) throw error;
      throw new LottoError('INVALID_BET', `bet ${index + 1}: ${error.message}`, 400, {
        reason: error.code,
        bet: index,
      });
    }
  });
}

type Priced = ReturnType<typeof priceSlip>[number];

/**
 * Places a slip (docs/product.md §Lottery, orders): one order per period (a chase: the same slip
 * over consecutive periods), created with its exposure in one transaction (liability caps and the
 * player's per-period limit checked under row locks, so no number of concurrent slips passes them),
 * then one wallet debit per order. A repeated `requestId` answers the orders it made the first time.
 */
export async function placeOrders(
  deps: LottoDeps,
  request: PlaceRequest,
): Promise<{ orders: LotteryOrder[]; balance: string | null }> {
  const db = deps.db();
  const previous = await ordersOfRequest(db, request.playerId, request.requestId);
  if (previous.length > 0) return { orders: await withPeriods(db, previous), balance: null };
  const game = await gameOf(db, request.gameCode, deps.defaultKeyCapMinor);
  if (!game.enabled) throw new LottoError('GAME_DISABLED', `${request.gameCode} is not taking bets`, 409);
  const first = periodByNumber(game.definition, request.periodNumber, game.closeSeconds);
  const now = deps.clock.now();
  if (!first || now >= first.closesAt || now < first.opensAt)
    throw new LottoError('PERIOD_CLOSED', `period ${request.periodNumber} is not taking bets`, 409);
  const periods: PeriodTimes[] = request.chase
    ? [first, ...nextPeriods(game.definition, first.number, request.chase.periods - 1, game.closeSeconds)]
    : [first];
  const priced = priceSlip(game.definition, request);
  const maxPeriodStake = maxStakeOf(game, request);
  const chaseNo = request.chase ? newOrderNo('C') : null;

  let created: OrderRow[];
  try {
    created = await createOrders();
  } catch (error) {
    // The same submission twice at once: the other one made the orders; answer those.
    if (!isUniqueViolation(error)) throw error;
    return {
      orders: await withPeriods(db, await ordersOfRequest(db, request.playerId, request.requestId)),
      balance: null,
    };
  }
  async function createOrders() {
    return db.transaction(async (tx) => {
      if (chaseNo && request.chase)
        await tx.insert(vendorLottoChases).values({
          chaseNo,
          playerId: request.playerId,
          gameCode: game.definition.code,
          stopOnWin: request.chase.stopOnWin,
          periods: periods.length,
          status: 'running',
          createdAt: now,
        });
      const rows: OrderRow[] = [];
      for (const times of periods) {
        const period = await ensurePeriod(tx, game, times);
        if (period.status !== 'scheduled' || now >= period.closesAt)
          throw new LottoError('PERIOD_CLOSED', `period ${times.number} is not taking bets`, 409);
        const accepted = await reserve(tx, game, times.number, priced, request);
        const costMinor = accepted.bets.reduce((sum, bet) => sum + bet.costMinor, 0n);
        await checkPlayerLimit(tx, game, times.number, request.playerId, costMinor, maxPeriodStake);
        const [row] = await tx
          .insert(vendorLottoOrders)
          .values({
            orderNo: newOrderNo('L'),
            requestId: request.requestId,
            playerId: request.playerId,
            currency: request.currency,
            sessionId: request.sessionId,
            gameCode: game.definition.code,
            periodNumber: times.number,
            chaseNo,
            series: request.series,
            bets: accepted.bets.map(storedBetOf),
            costMinor,
            rebateMinor: rebateOf(game.definition, request.series, costMinor),
            exposure: accepted.exposure,
            status: 'pending',
            wallet: 'debit',
            partial: accepted.partial,
            createdAt: now,
          })
          .returning();
        rows.push(row!);
      }
      return rows;
    });
  }

  // One debit per order, in period order; the first refusal refunds the slip's other orders.
  let balance: string | null = null;
  let refusal: LottoError | null = null;
  const final: OrderRow[] = [];
  for (const order of created) {
    if (refusal) {
      await refuse(deps, order, 'none');
      continue;
    }
    const outcome = await debit(deps, order);
    if (outcome.kind === 'answer' && outcome.answer.status === 'OK') {
      balance = outcome.answer.balance;
      const [placed] = await deps
        .db()
        .update(vendorLottoOrders)
        .set({ status: 'placed', wallet: 'held' })
        .where(and(eq(vendorLottoOrders.id, order.id), eq(vendorLottoOrders.status, 'pending')))
        .returning();
      // Not pending any more: its period was cancelled meanwhile (the row says so).
      final.push(placed ?? (await orderById(deps.db(), order.id)));
      continue;
    }
    if (isRetryable(outcome)) {
      // It may have gone through: refund it (the rollback leaves a tombstone if it had not).
      await refuse(deps, order, 'rollback');
      refusal = new LottoError('UNAVAILABLE', 'the wallet did not answer: the slip was cancelled', 503);
    } else {
      await refuse(deps, order, 'none');
      const status = outcome.kind === 'answer' ? outcome.answer.status : 'FAILED';
      refusal =
        status === 'INSUFFICIENT_FUNDS'
          ? new LottoError('INSUFFICIENT_FUNDS', 'insufficient balance', 402, {
              balance: outcome.kind === 'answer' ? outcome.answer.balance : null,
            })
          : new LottoError('WALLET_REFUSED', `the wallet refused the bet: ${status}`, 409);
    }
    // Orders of the slip already debited are refunded too: a slip is placed whole or not at all.
    for (const placed of created) {
      if (placed.id === order.id) break;
      await refuse(deps, placed, 'rollback');
    }
  }
  if (refusal) {
    await queueDelivery(deps);
    throw refusal;
  }
  // Answered from the rows this call wrote back (no second read), with the periods' times.
  const times = new Map(periods.map((period) => [period.number, period]));
  return {
    orders: final.map((order) => orderView(order, { ...times.get(order.periodNumber)!, numbers: null })),
    balance,
  };
}

function storedBetOf(priced: Priced): StoredBet {
  return {
    type: priced.bet.type,
    picks: [...priced.bet.picks],
    unitMinor: priced.bet.unitMinor.toString(),
    multiplier: priced.bet.multiplier,
    combinations: priced.combinations,
    costMinor: priced.costMinor.toString(),
  };
}

function maxStakeOf(game: EffectiveGame, request: PlaceRequest): bigint | null {
  const fromPlatform = request.maxPeriodStake ? toMinor(request.maxPeriodStake) : null;
  const limits = [game.playerPeriodMaxMinor, fromPlatform && fromPlatform > 0n ? fromPlatform : null].filter(
    (limit): limit is bigint => limit !== null,
  );
  return limits.length === 0 ? null : limits.reduce((a, b) => (a < b ? a : b));
}

/** Sum of the player's live stakes on the period, under a lock on (player, game, period). */
async function checkPlayerLimit(
  tx: Executor,
  game: EffectiveGame,
  number: string,
  playerId: string,
  costMinor: bigint,
  max: bigint | null,
) {
  if (max === null) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`lotto:${playerId}:${game.definition.code}:${number}`}, 0))`,
  );
  const [row] = await rowsOf<{ total: string | null }>(
    tx,
    sql`select sum(cost_minor)::text as total from vendor_lotto_orders
         where player_id = ${playerId} and game_code = ${game.definition.code} and period_number = ${number}
           and status in ('pending', 'placed')`,
  );
  const total = BigInt(row?.total ?? '0') + costMinor;
  if (total > max)
    throw new LottoError('MEMBER_LIMIT', `at most ${toDecimal(max)} on one period of this game`, 409, {
      max: toDecimal(max),
      staked: toDecimal(total - costMinor),
    });
}

async function debit(deps: LottoDeps, order: OrderRow): Promise<WalletOutcome> {
  const body = {
    playerId: order.playerId,
    currency: order.currency,
    transactionId: `${order.orderNo}:bet`,
    roundId: order.orderNo,
    gameId: order.gameCode,
    amount: toDecimal(order.costMinor),
    sessionId: order.sessionId,
  };
  let outcome = await deps.wallet.call('debit', body);
  for (const delay of deps.debitRetryMs) {
    if (!isRetryable(outcome)) break;
    deps.logger.warn({ orderNo: order.orderNo }, 'lottery debit without answer; retrying');
    await sleep(delay);
    outcome = await deps.wallet.call('debit', body);
  }
  return outcome;
}

/** An order not taken: its exposure given back; `rollback` when its debit may have gone through. */
async function refuse(deps: LottoDeps, order: OrderRow, wallet: 'rollback' | 'none') {
  const now = deps.clock.now();
  await deps.db().transaction(async (tx) => {
    const [changed] = await tx
      .update(vendorLottoOrders)
      .set({
        status: 'refused',
        wallet,
        settledAt: now,
        ...(wallet === 'rollback' ? { walletQueuedAt: now } : {}),
      })
      .where(
        and(eq(vendorLottoOrders.id, order.id), inArray(vendorLottoOrders.status, ['pending', 'placed'])),
      )
      .returning();
    if (changed) await releaseExposure(tx, changed);
  });
}

/** The member cancels an order before its period closes: refunded, its exposure given back. */
export async function cancelOrder(deps: LottoDeps, playerId: string, orderNo: string): Promise<LotteryOrder> {
  const now = deps.clock.now();
  const order = await deps.db().transaction(async (tx) => {
    const [row] = await tx
      .select({ order: vendorLottoOrders, period: vendorLottoPeriods })
      .from(vendorLottoOrders)
      .innerJoin(
        vendorLottoPeriods,
        and(
          eq(vendorLottoPeriods.gameCode, vendorLottoOrders.gameCode),
          eq(vendorLottoPeriods.number, vendorLottoOrders.periodNumber),
        ),
      )
      .where(and(eq(vendorLottoOrders.orderNo, orderNo), eq(vendorLottoOrders.playerId, playerId)))
      .for('update', { of: vendorLottoOrders })
      .limit(1);
    if (!row) throw new LottoError('NOT_FOUND', 'no such order', 404);
    if (row.order.status !== 'placed' || row.period.status !== 'scheduled' || now >= row.period.closesAt)
      throw new LottoError('NOT_CANCELLABLE', 'the order can no longer be cancelled', 409);
    const [changed] = await tx
      .update(vendorLottoOrders)
      .set({ status: 'cancelled', wallet: 'rollback', settledAt: now, walletQueuedAt: now })
      .where(eq(vendorLottoOrders.id, row.order.id))
      .returning();
    await releaseExposure(tx, changed!);
    await tx.execute(sql`
      update vendor_lotto_chases c set status = 'stopped', stopped_at = ${now}
       where c.chase_no = ${changed!.chaseNo} and c.status = 'running'
         and not exists (select 1 from vendor_lotto_orders o where o.chase_no = c.chase_no and o.status in ('pending', 'placed'))`);
    await queueDelivery(deps, tx);
    return changed!;
  });
  return (await withPeriods(deps.db(), [order]))[0]!;
}

/** A slip priced without placing it (the slip's total before submit). */
export async function quoteSlip(
  deps: LottoDeps,
  request: Pick<PlaceRequest, 'gameCode' | 'series' | 'bets'>,
) {
  const game = await gameOf(deps.db(), request.gameCode, deps.defaultKeyCapMinor);
  const priced = priceSlip(game.definition, request);
  const total = priced.reduce((sum, bet) => sum + bet.costMinor, 0n);
  return {
    bets: priced.map((bet, index) => ({
      ...request.bets[index]!,
      combinations: bet.combinations,
      cost: toDecimal(bet.costMinor),
    })),
    total: toDecimal(total),
    rebate: toDecimal(rebateOf(game.definition, request.series, total)),
  };
}
