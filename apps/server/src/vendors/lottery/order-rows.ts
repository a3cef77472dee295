import { sql } from 'drizzle-orm';
import type { LotteryOrder } from '@wps/contracts';
import { arrayOf, textArrayOf } from '../../platform/db/rows.js';
import type { Executor } from '../../platform/db/index.js';
import { toDecimal } from '../kit/money.js';
import type { vendorLottoOrders } from './tables.js';

export type OrderRow = typeof vendorLottoOrders.$inferSelect;

/** A bet as an order keeps it (jsonb: amounts as strings). */
export interface StoredBet {
  type: string;
  picks: string[];
  unitMinor: string;
  multiplier: number;
  combinations: number;
  costMinor: string;
  winMinor?: string;
  hits?: number;
}

export function storedBets(order: Pick<OrderRow, 'bets'>): StoredBet[] {
  return order.bets as StoredBet[];
}

/** The exposure an order holds, per key. */
export function exposureOfOrder(order: Pick<OrderRow, 'exposure'>): Record<string, string> {
  return order.exposure as Record<string, string>;
}

/** Gives back what a cancelled, voided or refused order held on its period's keys. */
export async function releaseExposure(
  tx: Executor,
  order: Pick<OrderRow, 'gameCode' | 'periodNumber' | 'exposure'>,
) {
  const entries = Object.entries(exposureOfOrder(order));
  if (entries.length === 0) return;
  await tx.execute(sql`
    update vendor_lotto_exposure e set payout_minor = greatest(e.payout_minor - r.payout, 0)
      from unnest(${textArrayOf(entries.map(([key]) => key))}::text[],
                  ${arrayOf(entries.map(([, payout]) => BigInt(payout)))}::bigint[]) as r(key, payout)
     where e.game_code = ${order.gameCode} and e.period_number = ${order.periodNumber} and e.key = r.key`);
}

export function orderView(
  order: OrderRow,
  period: { closesAt: Date; drawAt: Date; numbers: unknown } | undefined,
): LotteryOrder {
  const settled = !['pending', 'placed'].includes(order.status);
  return {
    orderNo: order.orderNo,
    gameCode: order.gameCode,
    periodNumber: order.periodNumber,
    chaseNo: order.chaseNo,
    series: order.series,
    bets: storedBets(order).map((bet) => ({
      type: bet.type,
      picks: bet.picks,
      unit: toDecimal(BigInt(bet.unitMinor)),
      multiplier: bet.multiplier,
      combinations: bet.combinations,
      cost: toDecimal(BigInt(bet.costMinor)),
      win:
        bet.winMinor !== undefined
          ? toDecimal(BigInt(bet.winMinor))
          : settled && order.status !== 'void' && order.status !== 'cancelled' && order.status !== 'refused'
            ? '0.00'
            : null,
      hits: bet.hits ?? null,
    })),
    cost: toDecimal(order.costMinor),
    rebate: toDecimal(order.rebateMinor),
    win: order.winMinor === null ? null : toDecimal(order.winMinor),
    status: order.status as LotteryOrder['status'],
    partial: order.partial,
    numbers: (period?.numbers as string[] | null | undefined) ?? null,
    closesAt: period?.closesAt.getTime() ?? 0,
    drawAt: period?.drawAt.getTime() ?? 0,
    createdAt: order.createdAt.getTime(),
    settledAt: order.settledAt?.getTime() ?? null,
  };
}
