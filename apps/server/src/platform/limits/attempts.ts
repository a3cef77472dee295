import { and, eq, sql } from 'drizzle-orm';
import type { ErrorCode } from '@wps/contracts';
import type { Clock } from '../clock.js';
import type { Database } from '../db/index.js';
import { AppError } from '../http/errors.js';
import { attemptCounters } from './tables.js';

/** Answers that count as a wrong guess of a secret. */
const WRONG_ANSWERS: ReadonlySet<ErrorCode> = new Set([
  'password.wrong',
  'twofactor.code.invalid',
  'verification.code.invalid',
]);

export interface AttemptLimit {
  /** Wrong answers allowed within `windowMs`; the next one locks the key for `windowMs`. */
  max: number;
  windowMs: number;
}

export const SECRET_GUESS_LIMIT: AttemptLimit = { max: 5, windowMs: 15 * 60_000 };

/**
 * Limits guesses of a secret (payment password, authenticator code) by someone who already holds a
 * session: wrong answers are counted in the database, shared by every process; at the limit the
 * key waits (429 `too.many.requests` with `retryAfterSeconds`). A right answer clears the count.
 */
export function createAttemptLimiter(db: Database, clock: Clock) {
  async function lockedFor(scope: string, key: string): Promise<number> {
    const rows = await db
      .select({ lockedUntil: attemptCounters.lockedUntil })
      .from(attemptCounters)
      .where(and(eq(attemptCounters.scope, scope), eq(attemptCounters.key, key)));
    const until = rows[0]?.lockedUntil?.getTime() ?? 0;
    return Math.max(0, until - clock.now().getTime());
  }

  async function countFailure(scope: string, key: string, limit: AttemptLimit) {
    const now = clock.now();
    const windowStart = new Date(now.getTime() - limit.windowMs).toISOString();
    const lockUntil = new Date(now.getTime() + limit.windowMs).toISOString();
    const stale = sql`${attemptCounters.updatedAt} < ${windowStart}::timestamptz`;
    await db
      .insert(attemptCounters)
      .values({ scope, key, failures: 1, updatedAt: now, lockedUntil: limit.max <= 1 ? now : null })
      .onConflictDoUpdate({
        target: [attemptCounters.scope, attemptCounters.key],
        set: {
          failures: sql`case when ${stale} then 1 else ${attemptCounters.failures} + 1 end`,
          lockedUntil: sql`case when not ${stale} and ${attemptCounters.failures} + 1 >= ${limit.max}
            then ${lockUntil}::timestamptz else ${attemptCounters.lockedUntil} end`,
          updatedAt: now,
        },
      });
  }

  return {
    async guard<T>(
      scope: string,
      key: string,
      run: () => Promise<T>,
      limit = SECRET_GUESS_LIMIT,
    ): Promise<T> {
      const waitMs = await lockedFor(scope, key);
      if (waitMs > 0)
        throw new AppError('too.many.requests', { retryAfterSeconds: Math.ceil(waitMs / 1000) });
      try {
        const result = await run();
        await db
          .delete(attemptCounters)
          .where(and(eq(attemptCounters.scope, scope), eq(attemptCounters.key, key)));
        return result;
      } catch (error) {
        if (error instanceof AppError && WRONG_ANSWERS.has(error.code)) await countFailure(scope, key, limit);
        throw error;
      }
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
