import type { Clock } from '../../../platform/clock.js';
import type { Database } from '../../../platform/db/index.js';
import * as store from '../store.js';

/**
 * The `identity.purge-expired` job (hourly): used challenges, image captchas and second-step tickets
 * past their expiry are deleted. Nothing reads them once expired (each check compares its expiry), so
 * this only keeps the tables small. Answers how many rows went.
 */
export async function purgeExpiredIdentity(deps: { db: Database; clock: Clock }): Promise<number> {
  return store.deleteExpired(deps.db, deps.clock.now());
}
