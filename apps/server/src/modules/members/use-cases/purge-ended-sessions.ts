import type { Clock } from '../../../platform/clock.js';
import type { Database } from '../../../platform/db/index.js';
import * as store from '../store.js';

const DAY_MS = 86_400_000;
/** How long an ended session or remember-me token stays (for support questions about a sign-in). */
export const ENDED_KEEP_DAYS = 30;
/** How long a reset link stays: past the hour the reset-mail limit counts, and its own expiry. */
export const RESET_LINK_KEEP_DAYS = 1;

/**
 * The `members.purge-ended-sessions` job (hourly): sessions and remember-me tokens ended more than
 * 30 days ago, and reset links older than a day, are deleted. Answers how many rows went.
 */
export async function purgeEndedSessions(deps: { db: Database; clock: Clock }): Promise<number> {
  const now = deps.clock.now().getTime();
  return store.deleteEnded(
    deps.db,
    new Date(now - ENDED_KEEP_DAYS * DAY_MS),
    new Date(now - RESET_LINK_KEEP_DAYS * DAY_MS),
  );
}
