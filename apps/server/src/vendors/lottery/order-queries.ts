import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { LotteryOrder } from '@wps/contracts';
import { rowsOf, textArrayOf } from '../../platform/db/rows.js';
import type { Executor } from '../../platform/db/index.js';
import { toDecimal } from '../kit/money.js';
import type { LottoDeps } from './deps.js';
import { orderView, type OrderRow } from './order-rows.js';
import { vendorLottoChases, vendorLottoOrders } from './tables.js';

/* Reading orders and chases: one by id, a submission's, with their periods, the member's lists. */

export async function orderById(db: Executor, id: bigint): Promise<OrderRow> {
  const [row] = await db.select().from(vendorLottoOrders).where(eq(vendorLottoOrders.id, id));
  return row!;
}

export async function ordersOfRequest(
  db: Executor,
  playerId: string,
  requestId: string,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(vendorLottoOrders)
    .where(and(eq(vendorLottoOrders.playerId, playerId), eq(vendorLottoOrders.requestId, requestId)))
    .orderBy(asc(vendorLottoOrders.id));
}

/** Orders with their period's times and result. */
export async function withPeriods(db: Executor, orders: OrderRow[]): Promise<LotteryOrder[]> {
  if (orders.length === 0) return [];
  const keys = [...new Set(orders.map((order) => `${order.gameCode}|${order.periodNumber}`))];
  const periods = await rowsOf<{
    game_code: string;
    number: string;
    closes_at: string | Date;
    draw_at: string | Date;
    numbers: unknown;
  }>(
    db,
    sql`select game_code, number, closes_at, draw_at, numbers from vendor_lotto_periods
         where game_code || '|' || number = any(${textArrayOf(keys)}::text[])`,
  );
  const byKey = new Map(
    periods.map((row) => [
      `${row.game_code}|${row.number}`,
      { closesAt: new Date(row.closes_at), drawAt: new Date(row.draw_at), numbers: row.numbers },
    ]),
  );
  return orders.map((order) => orderView(order, byKey.get(`${order.gameCode}|${order.periodNumber}`)));
}

export async function listOrders(
  deps: LottoDeps,
  query: {
    playerId: string;
    gameCode?: string | undefined;
    state: 'all' | 'open' | 'settled';
    chaseNo?: string | undefined;
    page: number;
    size: number;
  },
) {
  const db = deps.db();
  const where = and(
    eq(vendorLottoOrders.playerId, query.playerId),
    query.gameCode ? eq(vendorLottoOrders.gameCode, query.gameCode) : undefined,
    query.chaseNo ? eq(vendorLottoOrders.chaseNo, query.chaseNo) : undefined,
    query.state === 'open'
      ? inArray(vendorLottoOrders.status, ['pending', 'placed'])
      : query.state === 'settled'
        ? inArray(vendorLottoOrders.status, ['won', 'lost', 'cancelled', 'void', 'refused'])
        : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(vendorLottoOrders).where(where);
  const rows = await db
    .select()
    .from(vendorLottoOrders)
    .where(where)
    .orderBy(query.chaseNo ? asc(vendorLottoOrders.id) : desc(vendorLottoOrders.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return {
    list: await withPeriods(db, rows),
    page: query.page,
    totalPages: Math.max(1, Math.ceil(total / query.size)),
    total,
  };
}

export async function listChases(deps: LottoDeps, query: { playerId: string; page: number; size: number }) {
  const db = deps.db();
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(vendorLottoChases)
    .where(eq(vendorLottoChases.playerId, query.playerId));
  const rows = await rowsOf<{
    chase_no: string;
    game_code: string;
    stop_on_win: boolean;
    periods: number;
    status: 'running' | 'stopped' | 'finished';
    created_at: string | Date;
    waiting: number;
    won: number;
    cost: string;
    win: string;
  }>(
    db,
    sql`select c.chase_no, c.game_code, c.stop_on_win, c.periods, c.status, c.created_at,
               count(*) filter (where o.status in ('pending', 'placed'))::int as waiting,
               count(*) filter (where o.status = 'won')::int as won,
               coalesce(sum(o.cost_minor) filter (where o.status not in ('cancelled', 'void', 'refused')), 0)::text as cost,
               coalesce(sum(o.win_minor) filter (where o.status = 'won'), 0)::text as win
          from vendor_lotto_chases c left join vendor_lotto_orders o on o.chase_no = c.chase_no
         where c.player_id = ${query.playerId}
         group by c.chase_no order by c.created_at desc
         limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
  return {
    list: rows.map((row) => ({
      chaseNo: row.chase_no,
      gameCode: row.game_code,
      stopOnWin: row.stop_on_win,
      periods: row.periods,
      waiting: row.waiting,
      won: row.won,
      cost: toDecimal(BigInt(row.cost)),
      win: toDecimal(BigInt(row.win)),
      status: row.status,
      createdAt: new Date(row.created_at).getTime(),
    })),
    page: query.page,
    totalPages: Math.max(1, Math.ceil(total / query.size)),
    total,
  };
}
