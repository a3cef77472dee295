import { and, eq, sql, type SQL } from 'drizzle-orm';
import { betTypesOf, currentPeriod, sheetOf } from '@wps/games';
import type { z } from 'zod';
import type { OperatorLotteryGame } from '@wps/contracts';
import type { lotteryGameSettingsBodySchema, operatorLotteryDrawQuerySchema } from '@wps/contracts';
import { rowsOf } from '../../platform/db/rows.js';
import { toDecimal, toMinor } from '../kit/money.js';
import type { LottoDeps } from './deps.js';
import { LottoError } from './errors.js';
import type { gameView } from './games.js';
import { allGames, gameOf, periodView, scheduledView, type EffectiveGame } from './games.js';
import { listGames } from './queries.js';
import { vendorLottoGames, vendorLottoPeriods, vendorLottoResultEntries } from './tables.js';

/** The operator's view of a game: the public one with its caps and limit. */
function operatorGame(game: EffectiveGame, view: ReturnType<typeof gameView>): OperatorLotteryGame {
  return {
    ...view,
    keyCap: toDecimal(game.keyCapMinor),
    typeCaps: Object.fromEntries(Object.entries(game.typeCaps).map(([type, cap]) => [type, toDecimal(cap)])),
    playerPeriodMax: game.playerPeriodMaxMinor === null ? null : toDecimal(game.playerPeriodMaxMinor),
    betTypes: betTypesOf(game.definition).map((type) => type.code),
    sheet: sheetOf(game.definition)?.map((row) => ({ ...row })) ?? null,
  };
}

export async function operatorGames(deps: LottoDeps): Promise<{ games: OperatorLotteryGame[] }> {
  const views = new Map((await listGames(deps)).map((view) => [view.code, view]));
  const games = await allGames(deps.db(), deps.defaultKeyCapMinor);
  return { games: games.map((game) => operatorGame(game, views.get(game.definition.code)!)) };
}

type Settings = z.infer<typeof lotteryGameSettingsBodySchema>;

function minorOf(value: string, field: string): bigint {
  const minor = toMinor(value);
  if (minor === null) throw new LottoError('INVALID_BET', `${field}: not an amount`, 400);
  return minor;
}

/** Saves a game's switch, close seconds, caps and per-player limit; answers the game as it is now. */
export async function saveGame(
  deps: LottoDeps,
  input: Settings & { code: string; operator: string },
): Promise<{ before: OperatorLotteryGame; after: OperatorLotteryGame }> {
  const before = (await operatorGames(deps)).games.find((game) => game.code === input.code);
  if (!before) throw new LottoError('UNKNOWN_GAME', `no lottery game ${input.code}`, 404);
  const known = new Set(before.betTypes);
  for (const type of Object.keys(input.typeCaps))
    if (!known.has(type))
      throw new LottoError('INVALID_BET', `typeCaps: ${type} is not a bet type of this game`, 400);
  const values = {
    enabled: input.enabled,
    closeSeconds: input.closeSeconds,
    keyCapMinor: minorOf(input.keyCap, 'keyCap'),
    typeCaps: Object.fromEntries(
      Object.entries(input.typeCaps).map(([type, cap]) => [
        type,
        minorOf(cap, `typeCaps.${type}`).toString(),
      ]),
    ),
    playerPeriodMaxMinor:
      input.playerPeriodMax === null ? null : minorOf(input.playerPeriodMax, 'playerPeriodMax'),
    updatedAt: deps.clock.now(),
    updatedBy: input.operator,
  };
  await deps
    .db()
    .insert(vendorLottoGames)
    .values({ code: input.code, ...values })
    .onConflictDoUpdate({ target: vendorLottoGames.code, set: values });
  const after = (await operatorGames(deps)).games.find((game) => game.code === input.code)!;
  return { before, after };
}

/** Periods newest first with their orders, stake, payout and result entries. */
export async function operatorDraws(deps: LottoDeps, query: z.infer<typeof operatorLotteryDrawQuerySchema>) {
  const now = deps.clock.now();
  const conditions: SQL[] = [sql`p.draw_at <= ${new Date(now.getTime() + 24 * 3_600_000)}`];
  if (query.gameCode) conditions.push(sql`p.game_code = ${query.gameCode}`);
  if (query.state === 'waiting') conditions.push(sql`p.status = 'scheduled' and p.closes_at <= ${now}`);
  if (query.state === 'drawn') conditions.push(sql`p.status in ('drawn', 'settled')`);
  if (query.state === 'cancelled') conditions.push(sql`p.status = 'cancelled'`);
  const where = sql.join(conditions, sql` and `);
  const [{ total } = { total: 0 }] = await rowsOf<{ total: number }>(
    deps.db(),
    sql`select count(*)::int as total from vendor_lotto_periods p where ${where}`,
  );
  const rows = await rowsOf<{
    game_code: string;
    number: string;
    orders: number;
    stake: string;
    payout: string;
  }>(
    deps.db(),
    sql`select p.game_code, p.number,
               (select count(*)::int from vendor_lotto_orders o where o.game_code = p.game_code and o.period_number = p.number and o.status not in ('refused')) as orders,
               (select coalesce(sum(cost_minor), 0)::text from vendor_lotto_orders o where o.game_code = p.game_code and o.period_number = p.number and o.status in ('placed', 'won', 'lost')) as stake,
               (select coalesce(sum(win_minor), 0)::text from vendor_lotto_orders o where o.game_code = p.game_code and o.period_number = p.number and o.status = 'won') as payout
          from vendor_lotto_periods p where ${where}
         order by p.draw_at desc, p.game_code limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
  const list = [];
  for (const row of rows) {
    const [period] = await deps
      .db()
      .select()
      .from(vendorLottoPeriods)
      .where(and(eq(vendorLottoPeriods.gameCode, row.game_code), eq(vendorLottoPeriods.number, row.number)));
    const entries = await deps
      .db()
      .select()
      .from(vendorLottoResultEntries)
      .where(
        and(
          eq(vendorLottoResultEntries.gameCode, row.game_code),
          eq(vendorLottoResultEntries.periodNumber, row.number),
        ),
      )
      .orderBy(vendorLottoResultEntries.createdAt);
    const applied = period!.prizes ? JSON.stringify(period!.prizes) : null;
    const firstSheet = entries[0] ? JSON.stringify(entries[0].prizes) : null;
    list.push({
      ...periodView(period!, now),
      orders: row.orders,
      stake: toDecimal(BigInt(row.stake)),
      payout: toDecimal(BigInt(row.payout)),
      entries: entries.map((entry) => ({
        operator: entry.operator,
        at: entry.createdAt.getTime(),
        matches: JSON.stringify(entry.prizes) === (applied ?? firstSheet),
      })),
      cancelledBy: period!.cancelledBy,
    });
  }
  return { list, page: query.page, totalPages: Math.max(1, Math.ceil(total / query.size)), total };
}

/** The exposure board of a game's period taking bets: payout per key, highest first, with its cap. */
export async function exposureBoard(deps: LottoDeps, code: string) {
  const game = await gameOf(deps.db(), code, deps.defaultKeyCapMinor);
  const now = deps.clock.now();
  const times = currentPeriod(game.definition, now, game.closeSeconds);
  const [row] = await deps
    .db()
    .select()
    .from(vendorLottoPeriods)
    .where(and(eq(vendorLottoPeriods.gameCode, code), eq(vendorLottoPeriods.number, times.number)));
  const keys = await rowsOf<{ key: string; payout_minor: string }>(
    deps.db(),
    sql`select key, payout_minor::text from vendor_lotto_exposure
         where game_code = ${code} and period_number = ${times.number} and payout_minor > 0
         order by payout_minor desc, key limit 500`,
  );
  const [totals] = await rowsOf<{ orders: number; stake: string }>(
    deps.db(),
    sql`select count(*)::int as orders, coalesce(sum(cost_minor), 0)::text as stake from vendor_lotto_orders
         where game_code = ${code} and period_number = ${times.number} and status in ('pending', 'placed')`,
  );
  const capOf = (key: string) => game.typeCaps[key.slice(0, key.indexOf(':'))] ?? game.keyCapMinor;
  return {
    period: row ? periodView(row, now) : scheduledView(game, times, now),
    orders: totals?.orders ?? 0,
    stake: toDecimal(BigInt(totals?.stake ?? '0')),
    rows: keys.map((entry) => ({
      key: entry.key,
      payout: toDecimal(BigInt(entry.payout_minor)),
      cap: toDecimal(capOf(entry.key)),
    })),
  };
}

/** Per game over [from, to) of order time: orders, players, stake, wins, rebates, GGR, refunds. */
export async function report(
  deps: LottoDeps,
  query: { from: number; to: number; gameCode?: string | undefined },
) {
  const rows = await rowsOf<{
    game_code: string;
    orders: number;
    players: number;
    stake: string;
    win: string;
    rebate: string;
    refunded: string;
  }>(
    deps.db(),
    sql`select game_code,
               count(*) filter (where status in ('placed', 'won', 'lost'))::int as orders,
               count(distinct player_id) filter (where status in ('placed', 'won', 'lost'))::int as players,
               coalesce(sum(cost_minor) filter (where status in ('placed', 'won', 'lost')), 0)::text as stake,
               coalesce(sum(win_minor) filter (where status = 'won'), 0)::text as win,
               coalesce(sum(rebate_minor) filter (where status in ('won', 'lost')), 0)::text as rebate,
               coalesce(sum(cost_minor) filter (where status in ('cancelled', 'void')), 0)::text as refunded
          from vendor_lotto_orders
         where created_at >= ${new Date(query.from)} and created_at < ${new Date(query.to)}
           ${query.gameCode ? sql`and game_code = ${query.gameCode}` : sql``}
         group by game_code order by game_code`,
  );
  return {
    rows: rows.map((row) => {
      const stake = BigInt(row.stake);
      const win = BigInt(row.win);
      const rebate = BigInt(row.rebate);
      return {
        gameCode: row.game_code,
        orders: row.orders,
        players: row.players,
        stake: toDecimal(stake),
        win: toDecimal(win),
        rebate: toDecimal(rebate),
        ggr: toDecimal(stake - win - rebate),
        refunded: toDecimal(BigInt(row.refunded)),
      };
    }),
  };
}
