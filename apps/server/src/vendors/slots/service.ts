import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { assertValidBet, hashServerSeed, serverSeedFromBytes, slotById, spin } from '@wps/games';
import type { SlotDefinition, SpinResult } from '@wps/games';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/index.js';
import type { JobOptions, Jobs } from '../../platform/jobs.js';
import type { Logger } from '../../platform/logger.js';
import { SESSION_TTL_MS, TRIAL_BALANCE_MINOR } from './config.js';
import { toDecimal, toMinor } from '../kit/money.js';
import { vendorSlotRounds, vendorSlotSeeds, vendorSlotSessions } from './tables.js';
import { isRetryable, type WalletClient, type WalletOutcome } from '../kit/wallet-client.js';

export type Session = typeof vendorSlotSessions.$inferSelect;
export type Round = typeof vendorSlotRounds.$inferSelect;
export type Seed = typeof vendorSlotSeeds.$inferSelect;

/** Round statuses: pending → debited → settled; or refused, rolling_back → rolled_back, credit_refused. */
export type RoundStatus =
  'pending' | 'debited' | 'settled' | 'refused' | 'rolling_back' | 'rolled_back' | 'credit_refused';

export type SpinErrorCode =
  'NOT_FOUND' | 'EXPIRED' | 'INVALID_BET' | 'INSUFFICIENT_FUNDS' | 'CANCELLED' | 'FAILED' | 'UNAVAILABLE';

export class SlotError extends Error {
  constructor(
    readonly code: SpinErrorCode,
    message: string,
    readonly status: number,
    readonly balance: string | null = null,
  ) {
    super(message);
  }
}

/** What the page gets back from a spin. */
export interface SpinAnswer {
  roundId: string;
  stops: number[];
  grid: string[][];
  lines: { line: number; symbol: string; count: number; multiplier: number; win: string }[];
  bet: string;
  win: string;
  /** The balance after the round (for a win still being credited: after the bet plus the win). */
  balance: string | null;
  creditPending: boolean;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  nextNonce: number;
}

/** Bets offered by the page: `lines × k` for a few round k, within the game's bounds. */
export function betLadder(definition: SlotDefinition): bigint[] {
  const perLine = [1n, 2n, 5n, 10n, 20n, 50n, 100n, 200n, 500n, 1_000n, 2_000n, 5_000n];
  return perLine
    .map((k) => k * BigInt(definition.lines))
    .filter((bet) => bet >= definition.minBetMinor && bet <= definition.maxBetMinor);
}

export function newServerSeed(): { serverSeed: string; serverSeedHash: string } {
  const serverSeed = serverSeedFromBytes(randomBytes(32));
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed) };
}

function defaultClientSeed(): string {
  return randomBytes(8).toString('hex');
}

export function ownerOf(session: Session): string {
  return session.mode === 'trial' ? `trial:${session.id}` : session.playerId;
}

function linesOf(result: SpinResult) {
  return result.lines.map((line) => ({
    line: line.line,
    symbol: line.symbol,
    count: line.count,
    multiplier: line.multiplier,
    win: toDecimal(line.winMinor),
  }));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The vendor's queues (docs/decisions.md, "The slot vendor's jobs"): on the job queue of the database
 * it is given, named with its own prefix.
 */
export const SLOT_JOBS = {
  /** Sends a round's closing credit until the wallet answers it (retried with `settleRetry`). */
  credit: 'slots-vendor.credit-round',
  /** Cancels a round's bet until the wallet answers it (retried with `settleRetry`). */
  rollback: 'slots-vendor.rollback-round',
  /** Every minute: rounds a stopped process left behind get their credit or rollback queued. */
  sweep: 'slots-vendor.sweep-rounds',
} as const;

/** A bet with no answer for this long was left by a spin that stopped: it is rolled back. */
export const STALE_PENDING_MS = 60_000;
/** A round whose settlement run died (failed for good) is queued again after this long. */
export const SETTLE_REQUEUE_MS = 24 * 60 * 60 * 1000;

export interface SlotServiceOptions {
  db: () => Database | null;
  /** The vendor's job queue, once it is attached to its database. */
  jobs: () => Jobs | null;
  clock: Clock;
  logger: Logger;
  wallet: WalletClient;
  debitRetryMs: number[];
  /** Retry policy of credits and rollbacks the wallet did not answer. */
  settleRetry: Required<Pick<JobOptions, 'retryLimit' | 'retryDelaySeconds' | 'retryBackoff'>>;
}

/** A wallet call that got no usable answer yet: its job run fails and is retried. */
export class SettlementPending extends Error {
  constructor(roundId: string, what: string, reason: string) {
    super(`round ${roundId}: ${what} not answered (${reason})`);
    this.name = 'SettlementPending';
  }
}

type Settlement = 'credit' | 'rollback';

/** The vendor's game logic: sessions, seeds, rounds, and the wallet calls that move the money. */
export class SlotService {
  constructor(private readonly options: SlotServiceOptions) {}

  get db(): Database {
    const db = this.options.db();
    if (!db) throw new SlotError('UNAVAILABLE', 'the game server is starting', 503);
    return db;
  }

  private now(): Date {
    return this.options.clock.now();
  }

  async createSession(input: {
    mode: 'real' | 'trial';
    playerId: string;
    walletSessionId: string | null;
    gameId: string;
    currency: string;
    language: string;
    lobbyUrl: string;
  }): Promise<Session> {
    if (!slotById(input.gameId)) throw new SlotError('NOT_FOUND', `unknown game ${input.gameId}`, 404);
    const now = this.now();
    const [session] = await this.db
      .insert(vendorSlotSessions)
      .values({
        id: randomBytes(24).toString('base64url'),
        playerId: input.playerId,
        walletSessionId: input.walletSessionId,
        gameId: input.gameId,
        currency: input.currency,
        language: input.language,
        mode: input.mode,
        lobbyUrl: input.lobbyUrl,
        trialBalanceMinor: input.mode === 'trial' ? TRIAL_BALANCE_MINOR : null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      })
      .returning();
    return session!;
  }

  /** A live session by its token. */
  async session(token: string): Promise<Session> {
    const [session] = await this.db
      .select()
      .from(vendorSlotSessions)
      .where(eq(vendorSlotSessions.id, token))
      .limit(1);
    if (!session) throw new SlotError('NOT_FOUND', 'no such game session', 404);
    if (session.expiresAt.getTime() <= this.now().getTime())
      throw new SlotError('EXPIRED', 'the game session has ended', 410);
    return session;
  }

  /** The owner's active seed pair, created on first use; locked when `tx` is a transaction. */
  private async activeSeed(tx: Executor, owner: string, lock: boolean): Promise<Seed> {
    const { serverSeed, serverSeedHash } = newServerSeed();
    await tx
      .insert(vendorSlotSeeds)
      .values({ owner, serverSeed, serverSeedHash, clientSeed: defaultClientSeed(), createdAt: this.now() })
      .onConflictDoNothing();
    const query = tx
      .select()
      .from(vendorSlotSeeds)
      .where(and(eq(vendorSlotSeeds.owner, owner), eq(vendorSlotSeeds.active, true)))
      .limit(1);
    const [seed] = lock ? await query.for('update') : await query;
    return seed!;
  }

  async seedOf(session: Session): Promise<Seed> {
    return this.db.transaction((tx) => this.activeSeed(tx, ownerOf(session), true));
  }

  /** Sets the client seed of the active pair (the nonce goes on). */
  async setClientSeed(session: Session, clientSeed: string): Promise<Seed> {
    return this.db.transaction(async (tx) => {
      const seed = await this.activeSeed(tx, ownerOf(session), true);
      const [updated] = await tx
        .update(vendorSlotSeeds)
        .set({ clientSeed })
        .where(eq(vendorSlotSeeds.id, seed.id))
        .returning();
      return updated!;
    });
  }

  /** Reveals the active server seed and commits a new one. */
  async rotateSeed(session: Session, clientSeed?: string) {
    const owner = ownerOf(session);
    return this.db.transaction(async (tx) => {
      const previous = await this.activeSeed(tx, owner, true);
      const now = this.now();
      await tx
        .update(vendorSlotSeeds)
        .set({ active: false, revealedAt: now })
        .where(eq(vendorSlotSeeds.id, previous.id));
      const { serverSeed, serverSeedHash } = newServerSeed();
      const [current] = await tx
        .insert(vendorSlotSeeds)
        .values({
          owner,
          serverSeed,
          serverSeedHash,
          clientSeed: clientSeed ?? previous.clientSeed,
          createdAt: now,
        })
        .returning();
      return {
        previous: {
          serverSeed: previous.serverSeed,
          serverSeedHash: previous.serverSeedHash,
          clientSeed: previous.clientSeed,
          rounds: previous.nextNonce,
        },
        current: { serverSeedHash: current!.serverSeedHash, clientSeed: current!.clientSeed, nonce: 0 },
      };
    });
  }

  async lastRound(session: Session): Promise<Round | null> {
    const [round] = await this.db
      .select()
      .from(vendorSlotRounds)
      .where(eq(vendorSlotRounds.sessionId, session.id))
      .orderBy(desc(vendorSlotRounds.id))
      .limit(1);
    return round ?? null;
  }

  /** A round with its seed (the server seed only once revealed). */
  async roundForVerifier(roundId: string) {
    const [row] = await this.db
      .select({ round: vendorSlotRounds, seed: vendorSlotSeeds })
      .from(vendorSlotRounds)
      .innerJoin(vendorSlotSeeds, eq(vendorSlotSeeds.id, vendorSlotRounds.seedId))
      .where(eq(vendorSlotRounds.roundId, roundId))
      .limit(1);
    if (!row) return null;
    return {
      roundId: row.round.roundId,
      gameId: row.round.gameId,
      bet: toDecimal(row.round.betMinor),
      betMinor: row.round.betMinor.toString(),
      win: toDecimal(row.round.winMinor),
      clientSeed: row.round.clientSeed,
      nonce: row.round.nonce,
      serverSeedHash: row.seed.serverSeedHash,
      serverSeed: row.seed.revealedAt ? row.seed.serverSeed : null,
      revealed: row.seed.revealedAt !== null,
      status: row.round.status,
    };
  }

  /** The player's balance: play money for trial, the platform wallet's answer for real money. */
  async balance(session: Session): Promise<string | null> {
    if (session.mode === 'trial') return toDecimal(session.trialBalanceMinor ?? 0n);
    const outcome = await this.options.wallet.call('balance', {
      playerId: session.playerId,
      currency: session.currency,
    });
    return outcome.kind === 'answer' && outcome.answer.status === 'OK' ? outcome.answer.balance : null;
  }

  /** Parses the page's bet (minor units or a decimal string) and checks it against the game. */
  parseBet(definition: SlotDefinition, input: { betMinor?: unknown; bet?: unknown }): bigint {
    let bet: bigint | null = null;
    if (typeof input.betMinor === 'string' && /^\d{1,15}$/.test(input.betMinor)) bet = BigInt(input.betMinor);
    else if (typeof input.betMinor === 'number' && Number.isSafeInteger(input.betMinor))
      bet = BigInt(input.betMinor);
    else if (typeof input.bet === 'string') bet = toMinor(input.bet);
    if (bet === null) throw new SlotError('INVALID_BET', 'the bet is missing or not an amount', 400);
    try {
      assertValidBet(definition, bet);
    } catch (error) {
      throw new SlotError('INVALID_BET', (error as Error).message, 400);
    }
    return bet;
  }

  /** One spin: nonce and pending round in one transaction, then the wallet's debit and credit. */
  async spin(
    token: string,
    input: { betMinor?: unknown; bet?: unknown; clientSeed?: string },
  ): Promise<SpinAnswer> {
    const session = await this.session(token);
    const definition = slotById(session.gameId)!;
    const betMinor = this.parseBet(definition, input);
    const owner = ownerOf(session);
    const roundId = `AUR-${randomBytes(10).toString('hex')}`;
    const trial = session.mode === 'trial';

    const { round, result, seed } = await this.db.transaction(async (tx) => {
      let seed = await this.activeSeed(tx, owner, true);
      if (input.clientSeed !== undefined && input.clientSeed !== seed.clientSeed) {
        [seed] = (await tx
          .update(vendorSlotSeeds)
          .set({ clientSeed: input.clientSeed })
          .where(eq(vendorSlotSeeds.id, seed.id))
          .returning()) as [Seed];
      }
      const nonce = seed.nextNonce;
      await tx
        .update(vendorSlotSeeds)
        .set({ nextNonce: nonce + 1 })
        .where(eq(vendorSlotSeeds.id, seed.id));
      const result = spin(definition, betMinor, seed.serverSeed, seed.clientSeed, nonce);
      let balanceAfter: bigint | null = null;
      if (trial) {
        const [locked] = await tx
          .select({ balance: vendorSlotSessions.trialBalanceMinor })
          .from(vendorSlotSessions)
          .where(eq(vendorSlotSessions.id, session.id))
          .for('update');
        const balance = locked?.balance ?? 0n;
        if (balance < betMinor)
          throw new SlotError('INSUFFICIENT_FUNDS', 'insufficient balance', 402, toDecimal(balance));
        balanceAfter = balance - betMinor + result.winMinor;
        await tx
          .update(vendorSlotSessions)
          .set({ trialBalanceMinor: balanceAfter })
          .where(eq(vendorSlotSessions.id, session.id));
      }
      const now = this.now();
      const [round] = await tx
        .insert(vendorSlotRounds)
        .values({
          roundId,
          sessionId: session.id,
          owner,
          gameId: definition.id,
          mode: session.mode,
          seedId: seed.id,
          nonce,
          clientSeed: seed.clientSeed,
          betMinor,
          winMinor: result.winMinor,
          outcome: {
            stops: result.stops,
            grid: result.grid,
            lines: result.lines.map((line) => ({ ...line, winMinor: line.winMinor.toString() })),
            serverSeedHash: seed.serverSeedHash,
            clientSeed: seed.clientSeed,
            nonce,
          },
          status: trial ? 'settled' : 'pending',
          balanceAfterMinor: balanceAfter,
          createdAt: now,
          settledAt: trial ? now : null,
        })
        .returning();
      return { round: round!, result, seed };
    });

    const answer = (balance: string | null, creditPending: boolean): SpinAnswer => ({
      roundId,
      stops: result.stops,
      grid: result.grid,
      lines: linesOf(result),
      bet: toDecimal(betMinor),
      win: toDecimal(result.winMinor),
      balance,
      creditPending,
      serverSeedHash: seed.serverSeedHash,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
      nextNonce: round.nonce + 1,
    });
    if (trial) return answer(toDecimal(round.balanceAfterMinor!), false);

    // Real money: the bet first, retried with the same transaction id when no answer came.
    const debit = await this.debitWithRetries(session, round);
    if (debit.kind === 'unreachable' || debit.answer.status === 'SERVER_BUSY') {
      // Cancel the bet (it may have gone through); on no answer the rollback is retried in the background.
      await this.setStatus(round.roundId, 'rolling_back');
      await this.settleNowOrLater(round.roundId, 'rollback');
      throw new SlotError('CANCELLED', 'the wallet did not answer: the spin was cancelled', 503);
    }
    if (debit.answer.status !== 'OK') {
      await this.setStatus(round.roundId, 'refused', debit.answer.balance);
      if (debit.answer.status === 'INSUFFICIENT_FUNDS')
        throw new SlotError('INSUFFICIENT_FUNDS', 'insufficient balance', 402, debit.answer.balance);
      this.options.logger.warn({ roundId, status: debit.answer.status }, 'slot bet refused by the wallet');
      throw new SlotError(
        'FAILED',
        `the wallet refused the bet: ${debit.answer.status}`,
        409,
        debit.answer.balance,
      );
    }
    await this.setStatus(round.roundId, 'debited', debit.answer.balance);
    const credited = await this.settleNowOrLater(round.roundId, 'credit');
    if (credited.settled) return answer(credited.balance, false);
    const afterBet = debit.answer.balance === null ? null : toMinor(debit.answer.balance);
    return answer(afterBet === null ? null : toDecimal(afterBet + result.winMinor), true);
  }

  private async debitWithRetries(session: Session, round: Round): Promise<WalletOutcome> {
    const body = {
      playerId: session.playerId,
      currency: session.currency,
      transactionId: `${round.roundId}:bet`,
      roundId: round.roundId,
      gameId: round.gameId,
      amount: toDecimal(round.betMinor),
      sessionId: session.walletSessionId ?? session.id,
    };
    let outcome = await this.options.wallet.call('debit', body);
    for (const delay of this.options.debitRetryMs) {
      if (!isRetryable(outcome)) break;
      this.options.logger.warn({ roundId: round.roundId, outcome }, 'slot bet without answer; retrying');
      await sleep(delay);
      outcome = await this.options.wallet.call('debit', body);
    }
    return outcome;
  }

  private async setStatus(roundId: string, status: RoundStatus, balance?: string | null) {
    const balanceMinor = balance ? toMinor(balance) : null;
    const settled = status === 'settled' || status === 'rolled_back' || status === 'refused';
    await this.db
      .update(vendorSlotRounds)
      .set({
        status,
        ...(balanceMinor !== null ? { balanceAfterMinor: balanceMinor } : {}),
        ...(settled ? { settledAt: this.now() } : {}),
      })
      .where(eq(vendorSlotRounds.roundId, roundId));
  }

  private async loadRound(roundId: string): Promise<{ round: Round; session: Session } | null> {
    const [row] = await this.db
      .select({ round: vendorSlotRounds, session: vendorSlotSessions })
      .from(vendorSlotRounds)
      .innerJoin(vendorSlotSessions, eq(vendorSlotSessions.id, vendorSlotRounds.sessionId))
      .where(eq(vendorSlotRounds.roundId, roundId))
      .limit(1);
    return row ?? null;
  }

  /**
   * Settles a round now (the spin's own attempt); without an answer its job is queued, which retries
   * with backoff until the wallet answers.
   */
  private async settleNowOrLater(
    roundId: string,
    kind: Settlement,
  ): Promise<{ settled: boolean; balance: string | null }> {
    try {
      return await this.settle(roundId, kind);
    } catch (error) {
      if (!(error instanceof SettlementPending)) throw error;
      this.options.logger.warn({ roundId, err: error.message }, `slot ${kind} not answered yet; queued`);
      await this.queueSettlement(roundId, kind, this.options.settleRetry.retryDelaySeconds);
      return { settled: false, balance: null };
    }
  }

  /** Marks the round's settlement queued and queues its job, in one transaction. */
  private async queueSettlement(roundId: string, kind: Settlement, startAfterSeconds?: number) {
    const jobs = this.options.jobs();
    if (!jobs) throw new SlotError('UNAVAILABLE', 'the game server is starting', 503);
    await this.db.transaction(async (tx) => {
      await tx
        .update(vendorSlotRounds)
        .set({ settleQueuedAt: this.now() })
        .where(eq(vendorSlotRounds.roundId, roundId));
      await jobs.send(
        kind === 'credit' ? SLOT_JOBS.credit : SLOT_JOBS.rollback,
        { roundId },
        {
          tx,
          ...(startAfterSeconds ? { startAfterSeconds } : {}),
        },
      );
    });
  }

  /**
   * One attempt at a round's credit or rollback (the spin's, or a job run's). Throws
   * SettlementPending when the wallet gave no usable answer; a round no longer waiting for it is left
   * alone.
   */
  async settle(roundId: string, kind: Settlement): Promise<{ settled: boolean; balance: string | null }> {
    return kind === 'credit' ? this.credit(roundId) : this.rollback(roundId);
  }

  /** Sends the round's closing credit (its win, maybe 0) with the same transaction id every time. */
  private async credit(roundId: string): Promise<{ settled: boolean; balance: string | null }> {
    const loaded = await this.loadRound(roundId);
    if (!loaded || loaded.round.status !== 'debited') return { settled: false, balance: null };
    const { round, session } = loaded;
    const outcome = await this.options.wallet.call('credit', {
      playerId: session.playerId,
      currency: session.currency,
      transactionId: `${round.roundId}:win`,
      roundId: round.roundId,
      gameId: round.gameId,
      amount: toDecimal(round.winMinor),
      betTransactionId: `${round.roundId}:bet`,
      roundFinished: true,
      outcome: round.outcome as Record<string, unknown>,
    });
    if (outcome.kind === 'answer' && outcome.answer.status === 'OK') {
      await this.setStatus(round.roundId, 'settled', outcome.answer.balance);
      return { settled: true, balance: outcome.answer.balance };
    }
    if (isRetryable(outcome) || (outcome.kind === 'answer' && outcome.answer.status === 'INVALID_SIGNATURE'))
      throw new SettlementPending(roundId, 'credit', reasonOf(outcome));
    this.options.logger.error({ roundId, outcome }, 'slot win refused by the wallet');
    await this.setStatus(round.roundId, 'credit_refused');
    return { settled: false, balance: null };
  }

  /** Cancels the round's bet (which may or may not have reached the wallet). */
  private async rollback(roundId: string): Promise<{ settled: boolean; balance: string | null }> {
    const loaded = await this.loadRound(roundId);
    if (!loaded || loaded.round.status !== 'rolling_back') return { settled: false, balance: null };
    const { round, session } = loaded;
    const outcome = await this.options.wallet.call('rollback', {
      playerId: session.playerId,
      currency: session.currency,
      transactionId: `${round.roundId}:rollback`,
      roundId: round.roundId,
      gameId: round.gameId,
      referenceTransactionId: `${round.roundId}:bet`,
    });
    if (isRetryable(outcome) || (outcome.kind === 'answer' && outcome.answer.status === 'INVALID_SIGNATURE'))
      throw new SettlementPending(roundId, 'rollback', reasonOf(outcome));
    if (outcome.kind === 'answer' && outcome.answer.status !== 'OK')
      this.options.logger.warn({ roundId, status: outcome.answer.status }, 'slot rollback answered');
    const balance = outcome.kind === 'answer' ? outcome.answer.balance : null;
    await this.setStatus(round.roundId, 'rolled_back', balance);
    return { settled: true, balance };
  }

  /**
   * The sweeper (the `slots-vendor.sweep-rounds` job, every minute): bets left without an answer by a
   * spin that stopped (pending for over a minute) are rolled back, and every round waiting for its
   * credit or rollback that has no settlement queued (a process stopped before queuing it, or its run
   * died a day ago) gets one. Each round is claimed by a conditional update, so overlapping sweeps
   * queue it once. Answers how many rounds it queued.
   */
  async sweep(): Promise<number> {
    const now = this.now().getTime();
    await this.db
      .update(vendorSlotRounds)
      .set({ status: 'rolling_back' })
      .where(
        and(
          eq(vendorSlotRounds.mode, 'real'),
          eq(vendorSlotRounds.status, 'pending'),
          lt(vendorSlotRounds.createdAt, new Date(now - STALE_PENDING_MS)),
        ),
      );
    const rows = await this.db
      .select({ roundId: vendorSlotRounds.roundId, status: vendorSlotRounds.status })
      .from(vendorSlotRounds)
      .where(
        and(
          eq(vendorSlotRounds.mode, 'real'),
          inArray(vendorSlotRounds.status, ['debited', 'rolling_back']),
          lt(vendorSlotRounds.createdAt, new Date(now - STALE_PENDING_MS)),
          unqueuedSince(new Date(now - SETTLE_REQUEUE_MS)),
        ),
      );
    const jobs = this.options.jobs();
    if (!jobs) return 0;
    let queued = 0;
    for (const row of rows) {
      const claimed = await this.db.transaction(async (tx) => {
        const [mine] = await tx
          .update(vendorSlotRounds)
          .set({ settleQueuedAt: new Date(now) })
          .where(
            and(
              eq(vendorSlotRounds.roundId, row.roundId),
              eq(vendorSlotRounds.status, row.status),
              unqueuedSince(new Date(now - SETTLE_REQUEUE_MS)),
            ),
          )
          .returning({ roundId: vendorSlotRounds.roundId });
        if (!mine) return false;
        const name = row.status === 'debited' ? SLOT_JOBS.credit : SLOT_JOBS.rollback;
        await jobs.send(name, { roundId: row.roundId }, { tx });
        return true;
      });
      if (claimed) queued++;
    }
    if (queued > 0) this.options.logger.info({ rounds: queued }, 'settling rounds left unsettled');
    return queued;
  }
}

/** No settlement queued for the round, or the last one queued before `before`. */
function unqueuedSince(before: Date) {
  return or(isNull(vendorSlotRounds.settleQueuedAt), lt(vendorSlotRounds.settleQueuedAt, before));
}

function reasonOf(outcome: WalletOutcome): string {
  return outcome.kind === 'unreachable' ? outcome.reason : outcome.answer.status;
}
