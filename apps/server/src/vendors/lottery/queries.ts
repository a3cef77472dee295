import { and, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import {
  LOTTERY_GAMES,
  betTypesOf,
  currentPeriod,
  nextPeriods,
  payoutTable,
  periodByNumber,
  type LotteryGameDefinition,
} from '@wps/games';
import type { LotteryGame, LotteryGameDetail, LotteryPeriod } from '@wps/contracts';
import { rowsOf } from '../../platform/db/rows.js';
import type { LottoDeps } from './deps.js';
import { LottoError } from './errors.js';
import {
  allGames,
  gameOf,
  gameView,
  periodView,
  scheduledView,
  type EffectiveGame,
  type PeriodRow,
} from './games.js';
import { vendorLottoPeriods } from './tables.js';

/** Most results a results call answers (the trends are counted over them). */
export const RESULTS_MAX = 100;

/** Every game with the period taking bets and the last one drawn (lobbies and menus). */
export async function listGames(deps: LottoDeps): Promise<LotteryGame[]> {
  const db = deps.db();
  const now = deps.clock.now();
  const games = await allGames(db, deps.defaultKeyCapMinor);
  const currentNumbers = games.map((game) => ({
    game,
    times: currentPeriod(game.definition, now, game.closeSeconds),
  }));
  const rows = await db
    .select()
    .from(vendorLottoPeriods)
    .where(
      inArray(
        sql`${vendorLottoPeriods.gameCode} || '|' || ${vendorLottoPeriods.number}`,
        currentNumbers.map(({ game, times }) => `${game.definition.code}|${times.number}`),
      ),
    );
  const current = new Map(rows.map((row) => [row.gameCode, row]));
  const last = await rowsOf<Record<string, unknown>>(
    db,
    sql`select distinct on (game_code) * from vendor_lotto_periods
         where numbers is not null order by game_code, draw_at desc`,
  );
  const lastByGame = new Map(last.map((row) => [String(row.game_code), rowOfRaw(row)]));
  return currentNumbers.map(({ game, times }) => {
    const row = current.get(game.definition.code);
    const lastRow = lastByGame.get(game.definition.code);
    return gameView(
      game,
      row ? periodView(row, now) : scheduledView(game, times, now),
      lastRow ? periodView(lastRow, now) : null,
    );
  });
}

/** A raw `select *` row of vendor_lotto_periods as drizzle's row. */
function rowOfRaw(row: Record<string, unknown>): PeriodRow {
  const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
  return {
    gameCode: String(row.game_code),
    number: String(row.number),
    opensAt: date(row.opens_at)!,
    closesAt: date(row.closes_at)!,
    drawAt: date(row.draw_at)!,
    status: String(row.status),
    serverSeed: (row.server_seed as string | null) ?? null,
    seedHash: (row.seed_hash as string | null) ?? null,
    numbers: row.numbers ?? null,
    prizes: row.prizes ?? null,
    resultSource: (row.result_source as string | null) ?? null,
    drawnAt: date(row.drawn_at),
    settledAt: date(row.settled_at),
    cancelledAt: date(row.cancelled_at),
    cancelledBy: (row.cancelled_by as string | null) ?? null,
  };
}

async function periodRowOf(deps: LottoDeps, game: EffectiveGame, number: string) {
  const [row] = await deps
    .db()
    .select()
    .from(vendorLottoPeriods)
    .where(and(eq(vendorLottoPeriods.gameCode, game.definition.code), eq(vendorLottoPeriods.number, number)))
    .limit(1);
  return row ?? null;
}

/** One game: bet types, the payout table at a series, and the periods ahead (for chases). */
export async function gameDetail(deps: LottoDeps, code: string, series?: number): Promise<LotteryGameDetail> {
  const game = await gameOf(deps.db(), code, deps.defaultKeyCapMinor);
  const { definition } = game;
  const top = Math.max(...definition.series);
  const chosen = series !== undefined && definition.series.includes(series) ? series : top;
  const now = deps.clock.now();
  const times = currentPeriod(definition, now, game.closeSeconds);
  const row = await periodRowOf(deps, game, times.number);
  const [last] = await deps
    .db()
    .select()
    .from(vendorLottoPeriods)
    .where(and(eq(vendorLottoPeriods.gameCode, code), isNotNull(vendorLottoPeriods.numbers)))
    .orderBy(desc(vendorLottoPeriods.drawAt))
    .limit(1);
  const upcoming = [times, ...nextPeriods(definition, times.number, 119, game.closeSeconds)];
  return {
    game: gameView(
      game,
      row ? periodView(row, now) : scheduledView(game, times, now),
      last ? periodView(last, now) : null,
    ),
    betTypes: betTypesOf(definition).map((type) => ({
      code: type.code,
      name: { ...type.name },
      rule: { ...type.rule },
      pick:
        type.pick.kind === 'options'
          ? { ...type.pick, options: [...type.pick.options] }
          : type.pick.kind === 'positions'
            ? { ...type.pick, values: [...type.pick.values] }
            : { ...type.pick },
    })),
    series: chosen,
    rebateRate: ((top - chosen) / 2000).toFixed(4),
    payouts: payoutTable(definition, chosen).rows.map((row) => ({
      betType: row.type,
      label: row.prize ?? row.pick,
      payout: row.payout,
      probability: row.probability,
      rtp: row.rtp,
    })),
    upcoming: upcoming.map((period) => ({
      number: period.number,
      closesAt: period.closesAt.getTime(),
      drawAt: period.drawAt.getTime(),
    })),
    now: now.getTime(),
  };
}

/** The last results of a game (newest first) and its trends over them. */
export async function results(deps: LottoDeps, code: string, count = RESULTS_MAX) {
  const game = await gameOf(deps.db(), code, deps.defaultKeyCapMinor);
  const now = deps.clock.now();
  const rows = await deps
    .db()
    .select()
    .from(vendorLottoPeriods)
    .where(
      and(
        eq(vendorLottoPeriods.gameCode, code),
        isNotNull(vendorLottoPeriods.numbers),
        lte(vendorLottoPeriods.drawAt, now),
      ),
    )
    .orderBy(desc(vendorLottoPeriods.drawAt))
    .limit(Math.min(Math.max(count, 1), RESULTS_MAX));
  const list = rows.map((row) => periodView(row, now));
  return { list, trends: trendsOf(game.definition, list) };
}

/** One period (the verifier: seed hash, seed once drawn, result). */
export async function period(deps: LottoDeps, code: string, number: string): Promise<LotteryPeriod> {
  const game = await gameOf(deps.db(), code, deps.defaultKeyCapMinor);
  const row = await periodRowOf(deps, game, number);
  const now = deps.clock.now();
  if (row) return periodView(row, now);
  const times = periodByNumber(game.definition, number, game.closeSeconds);
  // A period the schedule has but that never opened here (its draw time passed before the vendor ran).
  if (!times || times.closesAt <= now) throw new LottoError('NOT_FOUND', 'no such period', 404);
  return scheduledView(game, times, now);
}

/**
 * Hot and cold numbers and missing counts: per position for the fast games (each digit, die or
 * ball), and over the last two digits of every prize for the sheets (VN, 4D, Thai).
 */
export function trendsOf(definition: LotteryGameDefinition, list: LotteryPeriod[]) {
  const chronological = [...list].reverse();
  const groups = new Map<string, Map<string, { count: number; last: number }>>();
  const see = (group: string, value: string, index: number) => {
    let cells = groups.get(group);
    if (!cells) groups.set(group, (cells = new Map()));
    const cell = cells.get(value) ?? { count: 0, last: -1 };
    cell.count++;
    cell.last = index;
    cells.set(value, cell);
  };
  const sheet = ['VN', 'SEA4D', 'THAI6'].includes(definition.family);
  chronological.forEach((period, index) => {
    const numbers = period.numbers ?? [];
    if (sheet) for (const number of numbers) see('all', number.slice(-2), index);
    else numbers.forEach((value, position) => see(String(position + 1), value, index));
  });
  const over = chronological.length;
  const universe = (group: string): string[] => {
    if (sheet) return Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
    switch (definition.family) {
      case 'SSC':
        return Array.from({ length: 10 }, (_, n) => String(n));
      case 'K3':
        return ['1', '2', '3', '4', '5', '6'];
      case 'PK10':
        return Array.from({ length: 10 }, (_, n) => String(n + 1).padStart(2, '0'));
      default:
        return Array.from({ length: 11 }, (_, n) => String(n + 1).padStart(2, '0'));
    }
    void group;
  };
  const groupNames = sheet ? ['all'] : [...groups.keys()].sort((a, b) => Number(a) - Number(b));
  return {
    over,
    rows: groupNames.map((group) => ({
      group,
      cells: universe(group).map((value) => {
        const cell = groups.get(group)?.get(value);
        return { value, count: cell?.count ?? 0, missing: cell ? over - 1 - cell.last : over + 1 };
      }),
    })),
  };
}

/** The last periods drawn, newest first: of every game, or of the given launch families. */
export async function recentDraws(
  deps: LottoDeps,
  accountTypes: string[],
  count: number,
): Promise<LotteryPeriod[]> {
  const now = deps.clock.now();
  const codes = LOTTERY_GAMES.filter(
    (game) => accountTypes.length === 0 || accountTypes.includes(game.accountType),
  ).map((game) => game.code);
  if (codes.length === 0) return [];
  const rows = await deps
    .db()
    .select()
    .from(vendorLottoPeriods)
    .where(
      and(
        inArray(vendorLottoPeriods.gameCode, codes),
        isNotNull(vendorLottoPeriods.numbers),
        lte(vendorLottoPeriods.drawAt, now),
      ),
    )
    .orderBy(desc(vendorLottoPeriods.drawAt))
    .limit(Math.min(Math.max(count, 1), RESULTS_MAX));
  return rows.map((row) => periodView(row, now));
}

/** The games a player bet on lately (latest first, at most `count`). */
export async function recentGames(deps: LottoDeps, playerId: string, count: number): Promise<string[]> {
  const rows = await rowsOf<{ game_code: string }>(
    deps.db(),
    sql`select game_code from vendor_lotto_orders where player_id = ${playerId}
         group by game_code order by max(created_at) desc limit ${count}`,
  );
  return rows.map((row) => row.game_code);
}
