import { and, eq, sql } from 'drizzle-orm';
import type { ErrorCode } from '@wps/contracts';
import type { Clock } from '../clock.js';
import type { Database } from '../db/index.js';
import { attemptCounters } from './tables.js';
import { AppError } from '../errors.js';

/** Answers that count as a wrong guess of a secret. */
const WRONG_ANSWERS: ReadonlySet<ErrorCode> = new Set([
  'password.wrong',
  'twofactor.code.invalid',
  'verification.code.invalid',
]);

export interface AttemptLimit {
  /** Wrong answers allowed; the one that reaches `max` locks the key for `lockMs`. */
  max: number;
  /**
   * Failures older than this are forgotten (a sliding window); null counts consecutive failures
   * until a right answer, however far apart.
   */
  windowMs: number | null;
  lockMs: number;
}

export const SECRET_GUESS_LIMIT: AttemptLimit = { max: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

/**
 * A check in flight is forgotten after this (the process that claimed it died before settling), so
 * a crash never leaves a key unusable.
 */
export const PENDING_TTL_MS = 60_000;

/** How long a claim waits for a check in flight to end before it is refused as busy. */
const BUSY_WAIT_MS = 5_000;
/** How long a caller refused as busy should wait. */
const BUSY_RETRY_SECONDS = 1;

export type Claim =
  | { ok: true; scope: string; key: string; limit: AttemptLimit; failuresBefore: number }
  | { ok: false; reason: 'locked'; lockedUntil: Date }
  | { ok: false; reason: 'busy' };

/** What a check came to: a wrong answer counts, a right one clears, anything else only ends the claim. */
export type AttemptOutcome = 'wrong' | 'right' | 'void';

/** Where the counters live: the site's database (default) or Redis (platform/limits/redis-attempts.ts). */
export interface AttemptStore {
  /** The failures counted for a key (0 when none, forgotten or the lock is over) and its lock. */
  peek(
    scope: string,
    key: string,
    limit: AttemptLimit,
    now: Date,
  ): Promise<{ failures: number; lockedUntil: Date | null }>;
  /** One atomic claim: refused while locked, or while failures plus checks in flight reach `max`. */
  tryClaim(
    scope: string,
    key: string,
    limit: AttemptLimit,
    now: Date,
  ): Promise<{ ok: true; failuresBefore: number } | { ok: false; lockedUntil: Date | null }>;
  /** Ends a claim (see `settle` below); answers the key's lock end, if any. */
  settle(
    scope: string,
    key: string,
    limit: AttemptLimit,
    outcome: AttemptOutcome,
    now: Date,
  ): Promise<Date | null>;
}

/**
 * The counters in the database: the claim is one INSERT … ON CONFLICT … WHERE statement, the settle
 * one UPDATE, so they are atomic however many processes share the database.
 */
export function databaseAttemptStore(db: Database): AttemptStore {
  const table = attemptCounters;
  const keyIs = (scope: string, key: string) => and(eq(table.scope, scope), eq(table.key, key));
  return {
    async peek(scope, key, limit, clockNow) {
      const rows = await db.select().from(table).where(keyIs(scope, key));
      const row = rows[0];
      const now = clockNow.getTime();
      if (!row) return { failures: 0, lockedUntil: null };
      if (row.lockedUntil && row.lockedUntil.getTime() > now)
        return { failures: row.failures, lockedUntil: row.lockedUntil };
      const forgotten =
        (row.lockedUntil !== null && row.lockedUntil.getTime() <= now) ||
        (limit.windowMs !== null && row.updatedAt.getTime() < now - limit.windowMs);
      return { failures: forgotten ? 0 : row.failures, lockedUntil: null };
    },

    async tryClaim(scope, key, limit, now) {
      const nowIso = now.toISOString();
      // Counts start over after a lock has run out, and (with a window) when the last change is older
      // than the window; checks in flight are forgotten when nothing changed for PENDING_TTL_MS.
      const restart =
        limit.windowMs === null
          ? sql`(${table.lockedUntil} is not null and ${table.lockedUntil} <= ${nowIso}::timestamptz)`
          : sql`((${table.lockedUntil} is not null and ${table.lockedUntil} <= ${nowIso}::timestamptz)
              or ${table.updatedAt} < ${new Date(now.getTime() - limit.windowMs).toISOString()}::timestamptz)`;
      const stalePending = sql`${table.updatedAt} < ${new Date(now.getTime() - PENDING_TTL_MS).toISOString()}::timestamptz`;
      const failures = sql`case when ${restart} then 0 else ${table.failures} end`;
      const pending = sql`case when ${restart} or ${stalePending} then 0 else ${table.pending} end`;
      const rows = await db
        .insert(table)
        .values({ scope, key, failures: 0, pending: 1, lockedUntil: null, updatedAt: now })
        .onConflictDoUpdate({
          target: [table.scope, table.key],
          set: {
            failures,
            pending: sql`${pending} + 1`,
            lockedUntil: sql`case when ${restart} then null else ${table.lockedUntil} end`,
            updatedAt: now,
          },
          setWhere: sql`(${table.lockedUntil} is null or ${table.lockedUntil} <= ${nowIso}::timestamptz)
            and ${failures} + ${pending} < ${limit.max}`,
        })
        .returning({ failures: table.failures });
      if (rows.length === 1) return { ok: true, failuresBefore: rows[0]!.failures };
      const state = await db.select({ lockedUntil: table.lockedUntil }).from(table).where(keyIs(scope, key));
      return { ok: false, lockedUntil: state[0]?.lockedUntil ?? null };
    },

    async settle(scope, key, limit, outcome, now) {
      const lockUntil = new Date(now.getTime() + limit.lockMs).toISOString();
      const pending = sql`greatest(${table.pending} - 1, 0)`;
      const set =
        outcome === 'wrong'
          ? {
              failures: sql`${table.failures} + 1`,
              pending,
              lockedUntil: sql`case when ${table.failures} + 1 >= ${limit.max}
                then ${lockUntil}::timestamptz else ${table.lockedUntil} end`,
              updatedAt: now,
            }
          : outcome === 'right'
            ? { failures: 0, pending, lockedUntil: null, updatedAt: now }
            : { pending };
      const rows = await db
        .update(table)
        .set(set)
        .where(keyIs(scope, key))
        .returning({ lockedUntil: table.lockedUntil });
      return rows[0]?.lockedUntil ?? null;
    },
  };
}

/**
 * Attempt counters shared by every process (in the database, or Redis when configured), deciding
 * atomically.
 *
 * A check of a secret is claimed before it runs and settled after: the claim succeeds only while the
 * key is not locked and its failures plus the checks already in flight stay below `max`. So however
 * many requests arrive at once, at most `max` secrets are ever checked before the lock, and the lock is
 * set by the settle that counts the `max`-th wrong answer (the read, check, write-back race of a plain
 * counter is gone). Scope and key are kept apart, so no value of a key (a login name) can reach
 * another scope's counter (an address's).
 */
export function createAttemptLimiter(store: AttemptStore, clock: Clock) {
  /** The failures counted for a key (0 when none, forgotten or the lock is over) and its lock. */
  function peek(scope: string, key: string, limit: AttemptLimit) {
    return store.peek(scope, key, limit, clock.now());
  }

  /**
   * Claims one check of the key's secret: refused while locked. While `max` checks are counted (the
   * failures and the checks in flight), it waits for one in flight to end, up to `BUSY_WAIT_MS`, so
   * parallel requests with the right secret (a client's retries, two tabs) queue instead of failing,
   * and parallel guesses still never check more than `max`.
   */
  async function claim(scope: string, key: string, limit: AttemptLimit): Promise<Claim> {
    const deadline = Date.now() + BUSY_WAIT_MS;
    for (let pause = 10; ; pause = Math.min(pause * 2, 100)) {
      const claimed = await tryClaim(scope, key, limit);
      if (claimed.ok || claimed.reason === 'locked' || Date.now() >= deadline) return claimed;
      await new Promise((resolve) => setTimeout(resolve, pause + Math.random() * pause));
    }
  }

  async function tryClaim(scope: string, key: string, limit: AttemptLimit): Promise<Claim> {
    const now = clock.now();
    const claimed = await store.tryClaim(scope, key, limit, now);
    if (claimed.ok) return { ok: true, scope, key, limit, failuresBefore: claimed.failuresBefore };
    const { lockedUntil } = claimed;
    return lockedUntil && lockedUntil > now
      ? { ok: false, reason: 'locked', lockedUntil }
      : { ok: false, reason: 'busy' };
  }

  /**
   * Ends a claim. `wrong` adds a failure (the one reaching `max` locks the key and the lock's end is
   * returned); `right` clears the failures and any lock; `void` (the check never ran to an answer,
   * or a right answer that must not forgive the key, such as an address) only ends the claim.
   */
  async function settle(
    claim: Claim & { ok: true },
    outcome: AttemptOutcome,
  ): Promise<{ lockedUntil: Date | null }> {
    const now = clock.now();
    const lockedUntil = await store.settle(claim.scope, claim.key, claim.limit, outcome, now);
    return { lockedUntil: lockedUntil && lockedUntil > now ? lockedUntil : null };
  }

  return {
    peek,
    claim,
    settle,

    /**
     * Runs the check of a secret under a claim (payment password, authenticator code): refused with
     * 429 `too.many.requests` while locked or busy; a wrong answer counts, a right one clears.
     */
    async guard<T>(
      scope: string,
      key: string,
      run: () => Promise<T>,
      limit = SECRET_GUESS_LIMIT,
    ): Promise<T> {
      const claimed = await claim(scope, key, limit);
      if (!claimed.ok) throw refusal(claimed, clock.now());
      let outcome: AttemptOutcome = 'void';
      try {
        const result = await run();
        outcome = 'right';
        return result;
      } catch (error) {
        if (error instanceof AppError && WRONG_ANSWERS.has(error.code)) outcome = 'wrong';
        throw error;
      } finally {
        await settle(claimed, outcome);
      }
    },
  };
}

/** The 429 for a refused claim, with the seconds to wait. */
export function refusal(claim: Claim & { ok: false }, now: Date): AppError {
  const retryAfterSeconds =
    claim.reason === 'locked'
      ? Math.max(1, Math.ceil((claim.lockedUntil.getTime() - now.getTime()) / 1000))
      : BUSY_RETRY_SECONDS;
  return new AppError('too.many.requests', { retryAfterSeconds });
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
