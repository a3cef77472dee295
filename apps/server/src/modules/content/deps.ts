import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';

/** What the content module's use cases read: its database and the server's clock. */
export interface ContentDeps {
  db: Database;
  clock: Clock;
}
