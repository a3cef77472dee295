import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';
import type { Logger } from '../../platform/logger.js';

/** What the reconciliation use cases are given. */
export interface ReconciliationDeps {
  db: Database;
  clock: Clock;
  logger: Logger;
}
