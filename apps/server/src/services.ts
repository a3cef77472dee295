import type { Clock } from './platform/clock.js';
import type { Config } from './platform/config.js';
import { createPayloadKeys } from './platform/crypto/payload-keys.js';
import type { DatabaseHandle } from './platform/db/index.js';
import type { Logger } from './platform/logger.js';
import { createContentService } from './modules/content/service.js';
import { createMemberService } from './modules/members/service.js';
import { createMerchantService } from './modules/merchants/service.js';
import { createOperatorService } from './modules/operators/service.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  logger: Logger;
}

export function createServices(deps: AppDeps) {
  const { db } = deps.database;
  return {
    merchants: createMerchantService({ db, clock: deps.clock, cacheMs: deps.config.SETTINGS_CACHE_MS }),
    operators: createOperatorService({
      db,
      clock: deps.clock,
      sessionHours: deps.config.OPERATOR_SESSION_HOURS,
    }),
    members: createMemberService({ db, clock: deps.clock }),
    content: createContentService({ db, clock: deps.clock }),
    payloadKeys: createPayloadKeys(db),
  };
}

export type Services = ReturnType<typeof createServices>;
