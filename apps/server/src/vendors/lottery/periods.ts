import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  currentPeriod,
  drawResult,
  hashServerSeed,
  nextPeriods,
  periodByNumber,
  resultFromPrizes,
  serverSeedFromBytes,
  type PeriodTimes,
} from '@wps/games';
import type { Executor } from '../../platform/db/index.js';
import { DAILY_PERIODS_AHEAD, SCHEDULE_AHEAD_MS } from './config.js';
import { LOTTO_JOBS, type LottoDeps } from './deps.js';
import { LottoError } from './errors.js';
import { allGames, gameOf, type EffectiveGame, type PeriodRow } from './games.js';
import { queueDelivery, settlePeriod } from './settlement.js';
import {
  vendorLottoExposure,
  vendorLottoOrders,
  vendorLottoPeriods,
  vendorLottoResultEntries,
} from './tables.js';

/**
 * Periods: created ahead of their opening with their seed committed (in-house games: a fresh
 * 32-byte server seed, its SHA-256 public from then on), drawn at their draw time by a job, and
 * settled in the same run. External games (the traditional Vietnamese stations) wait at their draw
 * time for the official result: entered by two operators who agree (maker-checker), or fed.
 */

function newSeed() {
  const serverSeed = serverSeedFromBytes(randomBytes(32));
  return { serverSeed, seedHash: hashServerSeed(serverSeed) };
}

/** The row of a period, created (seed committed) if it is not there yet. */
export async function ensurePeriod(
  tx: Executor,
  game: EffectiveGame,
  times: PeriodTimes,
): Promise<PeriodRow> {
  const find = async () =>
    (
      await tx
        .select()
        .from(vendorLottoPeriods)
        .where(
          and(
            eq(vendorLottoPeriods.gameCode, game.definition.code),
            eq(vendorLottoPeriods.number, times.number),
          ),
        )
        .limit(1)
    )[0];
  // The schedule creates periods ahead: almost always one read.
  const existing = await find();
  if (existing) return existing;
  const house = game.definition.source === 'house';
  const seed = house ? newSeed() : null;
  await tx
    .insert(vendorLottoPeriods)
    .values({
      gameCode: game.definition.code,
      number: times.number,
      opensAt: times.opensAt,
      closesAt: times.closesAt,
      drawAt: times.drawAt,
      status: 'scheduled',
      serverSeed: seed?.serverSeed ?? null,
      seedHash: seed?.seedHash ?? null,
    })
    .onConflictDoNothing();
  return (await find())!;
}

/** The periods of a game from the current one to the horizon the schedule keeps committed. */
export function periodsAhead(game: EffectiveGame, now: Date): PeriodTimes[] {
  const first = currentPeriod(game.definition, now, game.closeSeconds);
  const daily = game.definition.schedule.kind === 'daily';
  const count = daily
    ? DAILY_PERIODS_AHEAD
    : Math.ceil(SCHEDULE_AHEAD_MS / 1000 / (game.definition.schedule as { seconds: number }).seconds);
  return [first, ...nextPeriods(game.definition, first.number, Math.max(count - 1, 0), game.closeSeconds)];
}

/**
 * The schedule job (every minute, and at start): every enabled game's periods ahead get their row
 * and their draw job, in one transaction per game; a period already there is left alone, so
 * overlapping runs queue each draw once (and the draw itself claims its period).
 */
export async function schedulePeriods(deps: LottoDeps): Promise<number> {
  const jobs = deps.jobs();
  const now = deps.clock.now();
  const games = await allGames(deps.db(), deps.defaultKeyCapMinor);
  let created = 0;
  for (const game of games) {
    if (!game.enabled) continue;
    const wanted = periodsAhead(game, now);
    await deps.db().transaction(async (tx) => {
      const existing = await tx
        .select({ number: vendorLottoPeriods.number })
        .from(vendorLottoPeriods)
        .where(
          and(
            eq(vendorLottoPeriods.gameCode, game.definition.code),
            inArray(
              vendorLottoPeriods.number,
              wanted.map((times) => times.number),
            ),
          ),
        );
      const have = new Set(existing.map((row) => row.number));
      for (const times of wanted) {
        if (have.has(times.number)) continue;
        await ensurePeriod(tx, game, times);
        // Without its queue (a test's vendor) the draw is left to whoever calls drawPeriod.
        if (jobs)
          await jobs.send(
            LOTTO_JOBS.draw,
            { gameCode: game.definition.code, number: times.number },
            {
              tx,
              startAfterSeconds: Math.max(0, Math.ceil((times.drawAt.getTime() - now.getTime()) / 1000)),
            },
          );
        created++;
      }
    });
  }
  return created;
}

/**
 * A period's draw (its job at draw time, or the sweeper for one overdue): an in-house game is drawn
 * from its committed seed, `drawResult(game, seed, number)`, and settled; an external one waits for
 * its result. The period is claimed by its status, so two runs draw it once.
 */
export async function drawPeriod(deps: LottoDeps, gameCode: string, number: string): Promise<boolean> {
  const game = await gameOf(deps.db(), gameCode, deps.defaultKeyCapMinor);
  if (game.definition.source !== 'house') return false;
  const now = deps.clock.now();
  const [row] = await deps
    .db()
    .select()
    .from(vendorLottoPeriods)
    .where(and(eq(vendorLottoPeriods.gameCode, gameCode), eq(vendorLottoPeriods.number, number)))
    .limit(1);
  if (!row || row.status !== 'scheduled' || row.drawAt > now || !row.serverSeed) return false;
  const result = drawResult(game.definition, row.serverSeed, number);
  const claimed = await applyResult(deps, row, result.numbers, result.prizes, 'house');
  if (claimed) {
    await settlePeriod(deps, gameCode, number);
    await deps.notify({ type: 'period.drawn', gameCode, number });
  }
  return claimed;
}

/** Writes a period's result if it is still waiting for one; answers whether this call wrote it. */
async function applyResult(
  deps: LottoDeps,
  row: PeriodRow,
  numbers: string[],
  prizes: Record<string, string[]>,
  source: string,
): Promise<boolean> {
  const claimed = await deps
    .db()
    .update(vendorLottoPeriods)
    .set({ status: 'drawn', numbers, prizes, resultSource: source, drawnAt: deps.clock.now() })
    .where(
      and(
        eq(vendorLottoPeriods.gameCode, row.gameCode),
        eq(vendorLottoPeriods.number, row.number),
        eq(vendorLottoPeriods.status, 'scheduled'),
      ),
    )
    .returning({ number: vendorLottoPeriods.number });
  return claimed.length === 1;
}

/** In-house periods past their draw time that no run drew yet (a stopped process): drawn now. */
export async function drawOverdue(deps: LottoDeps): Promise<number> {
  const rows = await deps
    .db()
    .select({ gameCode: vendorLottoPeriods.gameCode, number: vendorLottoPeriods.number })
    .from(vendorLottoPeriods)
    .where(
      and(
        eq(vendorLottoPeriods.status, 'scheduled'),
        lte(vendorLottoPeriods.drawAt, new Date(deps.clock.now().getTime() - 5_000)),
        sql`${vendorLottoPeriods.serverSeed} is not null`,
      ),
    )
    .orderBy(asc(vendorLottoPeriods.drawAt))
    .limit(200);
  let drawn = 0;
  for (const row of rows) if (await drawPeriod(deps, row.gameCode, row.number)) drawn++;
  return drawn;
}

export type ResultEntryState = 'waiting' | 'applied' | 'mismatch';

/**
 * An operator's entry of an external game's official result (maker-checker): kept per operator;
 * when another operator's entry for the period is the same sheet, the result is applied and the
 * period settled; a different sheet is a mismatch that a third entry (or a correction) resolves.
 */
export async function enterResult(
  deps: LottoDeps,
  input: { gameCode: string; number: string; operator: string; prizes: Record<string, string[]> },
): Promise<{ state: ResultEntryState; entries: number }> {
  const game = await gameOf(deps.db(), input.gameCode, deps.defaultKeyCapMinor);
  if (game.definition.source !== 'external')
    throw new LottoError('INVALID_BET', 'this game is drawn in-house: its result cannot be entered', 409);
  let result;
  try {
    result = resultFromPrizes(game.definition, input.prizes);
  } catch (error) {
    throw new LottoError('INVALID_BET', (error as Error).message, 400);
  }
  const [row] = await deps
    .db()
    .select()
    .from(vendorLottoPeriods)
    .where(and(eq(vendorLottoPeriods.gameCode, input.gameCode), eq(vendorLottoPeriods.number, input.number)))
    .limit(1);
  if (!row) throw new LottoError('NOT_FOUND', 'no such period', 404);
  if (row.status !== 'scheduled')
    throw new LottoError('NOT_CANCELLABLE', 'the period already has its result', 409);
  if (deps.clock.now() < row.closesAt)
    throw new LottoError('NOT_CANCELLABLE', 'the period is still taking bets', 409);
  const canonical = JSON.stringify(result.prizes);
  const now = deps.clock.now();
  await deps
    .db()
    .insert(vendorLottoResultEntries)
    .values({
      gameCode: input.gameCode,
      periodNumber: input.number,
      operator: input.operator,
      prizes: result.prizes,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [
        vendorLottoResultEntries.gameCode,
        vendorLottoResultEntries.periodNumber,
        vendorLottoResultEntries.operator,
      ],
      set: { prizes: result.prizes, createdAt: now },
    });
  const entries = await deps
    .db()
    .select()
    .from(vendorLottoResultEntries)
    .where(
      and(
        eq(vendorLottoResultEntries.gameCode, input.gameCode),
        eq(vendorLottoResultEntries.periodNumber, input.number),
      ),
    )
    .orderBy(desc(vendorLottoResultEntries.createdAt));
  const agreeing = entries.find(
    (entry) => entry.operator !== input.operator && JSON.stringify(entry.prizes) === canonical,
  );
  if (!agreeing) return { state: entries.length > 1 ? 'mismatch' : 'waiting', entries: entries.length };
  const operators = [agreeing.operator, input.operator].sort().join('+');
  if (await applyResult(deps, row, result.numbers, result.prizes, `operators:${operators}`)) {
    await settlePeriod(deps, input.gameCode, input.number);
    await deps.notify({ type: 'period.drawn', gameCode: input.gameCode, number: input.number });
  }
  return { state: 'applied', entries: entries.length };
}

/**
 * Cancels a period that has no result yet: every order on it is void and refunded (its rollback
 * queued with the change), its exposure dropped. Orders whose debit is still in flight are voided
 * too: their rollback leaves the wallet's tombstone when it arrives first.
 */
export async function cancelPeriod(
  deps: LottoDeps,
  input: { gameCode: string; number: string; operator: string },
): Promise<{ voided: number }> {
  const game = await gameOf(deps.db(), input.gameCode, deps.defaultKeyCapMinor);
  const times = periodByNumber(game.definition, input.number, game.closeSeconds);
  if (!times) throw new LottoError('NOT_FOUND', 'no such period', 404);
  const now = deps.clock.now();
  const voided = await deps.db().transaction(async (tx) => {
    await ensurePeriod(tx, game, times);
    const [period] = await tx
      .update(vendorLottoPeriods)
      .set({ status: 'cancelled', cancelledAt: now, cancelledBy: input.operator })
      .where(
        and(
          eq(vendorLottoPeriods.gameCode, input.gameCode),
          eq(vendorLottoPeriods.number, input.number),
          eq(vendorLottoPeriods.status, 'scheduled'),
        ),
      )
      .returning({ number: vendorLottoPeriods.number });
    if (!period)
      throw new LottoError('NOT_CANCELLABLE', 'the period already has its result or was cancelled', 409);
    const orders = await tx
      .update(vendorLottoOrders)
      .set({ status: 'void', wallet: 'rollback', settledAt: now, walletQueuedAt: now })
      .where(
        and(
          eq(vendorLottoOrders.gameCode, input.gameCode),
          eq(vendorLottoOrders.periodNumber, input.number),
          inArray(vendorLottoOrders.status, ['pending', 'placed']),
        ),
      )
      .returning({ id: vendorLottoOrders.id });
    await tx
      .delete(vendorLottoExposure)
      .where(
        and(
          eq(vendorLottoExposure.gameCode, input.gameCode),
          eq(vendorLottoExposure.periodNumber, input.number),
        ),
      );
    if (orders.length > 0) await queueDelivery(deps, tx);
    return orders.length;
  });
  await deps.notify({ type: 'period.cancelled', gameCode: input.gameCode, number: input.number });
  return { voided };
}
