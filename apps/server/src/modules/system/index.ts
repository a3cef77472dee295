import { createPayloadKeys } from '../../platform/crypto/payload-keys.js';
import { purgeEndedWindows } from '../../platform/limits/rate-limit-store.js';
import type { ModuleManifest } from '../../platform/module.js';
import { HEARTBEAT_JOB, recordHeartbeat } from './heartbeat.js';
import { registerSystemRoutes } from './routes.js';

export type PayloadKeys = ReturnType<typeof createPayloadKeys>;

/** Boot status, location, countries and the key for encrypted (E) bodies (docs/product.md §Calls). */
export const systemModule: ModuleManifest<object, PayloadKeys> = {
  name: 'system',
  setUp: ({ database, jobs, clock, config }) => {
    jobs.define('system.purge-rate-limits', async () => {
      await purgeEndedWindows(database);
    });
    jobs.every('system.purge-rate-limits', '23 * * * *');
    // Proof that the queue is worked: one run per slot, whichever process takes it.
    jobs.define(
      HEARTBEAT_JOB,
      async (data) => {
        await recordHeartbeat(database.db, new Date(String(data.slot)), clock.now());
      },
      // A run of a killed process is taken again soon (after the queue's next maintenance).
      {
        expireInSeconds: Math.max(10, 2 * config.JOBS_HEARTBEAT_SECONDS),
        retryLimit: 3,
        retryDelaySeconds: 1,
      },
    );
    jobs.everySeconds(HEARTBEAT_JOB, config.JOBS_HEARTBEAT_SECONDS);
    return createPayloadKeys(database.db);
  },
  routes: (kit, payloadKeys) => registerSystemRoutes(kit, payloadKeys.publicKey),
};
