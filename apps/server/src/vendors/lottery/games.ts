import { eq } from 'drizzle-orm';
import { LOTTERY_GAMES, lotteryGameByCode, type LotteryGameDefinition, type PeriodTimes } from '@wps/games';
import type { LotteryGame, LotteryPeriod } from '@wps/contracts';
import type { Executor } from '../../platform/db/index.js';
import { LottoError } from './errors.js';
import { toDecimal } from '../kit/money.js';
import type { vendorLottoPeriods } from './tables.js';
import { vendorLottoGames } from './tables.js';

export type GameSettingsRow = typeof vendorLottoGames.$inferSelect;
export type PeriodRow = typeof vendorLottoPeriods.$inferSelect;

/** A game as it is offered now: the engine's definition with the operator's settings over it. */
export interface EffectiveGame {
  definition: LotteryGameDefinition;
  enabled: boolean;
  closeSeconds: number;
  keyCapMinor: bigint;
  typeCaps: Record<string, bigint>;
  playerPeriodMaxMinor: bigint | null;
}

export function effectiveGame(
  definition: LotteryGameDefinition,
  settings: GameSettingsRow | undefined,
  defaultKeyCapMinor: bigint,
): EffectiveGame {
  const typeCaps: Record<string, bigint> = {};
  for (const [type, cap] of Object.entries((settings?.typeCaps ?? {}) as Record<string, string>))
    if (/^\d{1,19}$/.test(cap)) typeCaps[type] = BigInt(cap);
  return {
    definition,
    enabled: settings?.enabled ?? true,
    closeSeconds: settings?.closeSeconds ?? definition.closeSeconds,
    keyCapMinor: settings?.keyCapMinor ?? defaultKeyCapMinor,
    typeCaps,
    playerPeriodMaxMinor: settings?.playerPeriodMaxMinor ?? null,
  };
}

/** Every game with its settings. */
export async function allGames(db: Executor, defaultKeyCapMinor: bigint): Promise<EffectiveGame[]> {
  const rows = await db.select().from(vendorLottoGames);
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return LOTTERY_GAMES.map((definition) =>
    effectiveGame(definition, byCode.get(definition.code), defaultKeyCapMinor),
  );
}

/** One game with its settings; `UNKNOWN_GAME` when the engine has no such game. */
export async function gameOf(db: Executor, code: string, defaultKeyCapMinor: bigint): Promise<EffectiveGame> {
  const definition = lotteryGameByCode(code);
  if (!definition) throw new LottoError('UNKNOWN_GAME', `no lottery game ${code}`, 404);
  const [settings] = await db.select().from(vendorLottoGames).where(eq(vendorLottoGames.code, code)).limit(1);
  return effectiveGame(definition, settings, defaultKeyCapMinor);
}

/** The member-facing state of a stored period at `now`. */
export function periodStatusOf(row: Pick<PeriodRow, 'status' | 'opensAt' | 'closesAt'>, now: Date) {
  if (row.status !== 'scheduled') return row.status as 'drawn' | 'settled' | 'cancelled';
  if (now < row.opensAt) return 'upcoming' as const;
  return now < row.closesAt ? ('open' as const) : ('closed' as const);
}

export function periodView(row: PeriodRow, now: Date): LotteryPeriod {
  const drawn = row.numbers !== null;
  return {
    gameCode: row.gameCode,
    number: row.number,
    opensAt: row.opensAt.getTime(),
    closesAt: row.closesAt.getTime(),
    drawAt: row.drawAt.getTime(),
    status: periodStatusOf(row, now),
    seedHash: row.seedHash,
    // The seed is revealed once the period is drawn (or cancelled: it will never be used).
    seed: drawn || row.status === 'cancelled' ? row.serverSeed : null,
    numbers: (row.numbers as string[] | null) ?? null,
    prizes: (row.prizes as Record<string, string[]> | null) ?? null,
    resultSource: row.resultSource,
  };
}

/** A period the schedule has but no row yet (nothing committed): shown as upcoming or open. */
export function scheduledView(game: EffectiveGame, times: PeriodTimes, now: Date): LotteryPeriod {
  return {
    gameCode: game.definition.code,
    number: times.number,
    opensAt: times.opensAt.getTime(),
    closesAt: times.closesAt.getTime(),
    drawAt: times.drawAt.getTime(),
    status: now < times.opensAt ? 'upcoming' : now < times.closesAt ? 'open' : 'closed',
    seedHash: null,
    seed: null,
    numbers: null,
    prizes: null,
    resultSource: null,
  };
}

export function gameView(
  game: EffectiveGame,
  current: LotteryPeriod | null,
  last: LotteryPeriod | null,
): LotteryGame {
  const { definition } = game;
  return {
    code: definition.code,
    family: definition.family,
    prizeMode: definition.prizeMode,
    accountType: definition.accountType,
    name: { ...definition.name },
    source: definition.source,
    region: definition.region ?? null,
    timeZone: definition.timeZone,
    intervalSeconds: definition.schedule.kind === 'interval' ? definition.schedule.seconds : null,
    closeSeconds: game.closeSeconds,
    series: [...definition.series],
    minUnit: toDecimal(definition.minUnitMinor),
    maxUnit: toDecimal(definition.maxUnitMinor),
    enabled: game.enabled,
    current,
    last,
  };
}
