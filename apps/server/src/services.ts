import type { Clock } from './platform/clock.js';
import type { Config } from './platform/config.js';
import { createPayloadKeys } from './platform/crypto/payload-keys.js';
import type { DatabaseHandle } from './platform/db/index.js';
import type { Logger } from './platform/logger.js';
import { randomBytes } from 'node:crypto';
import { createContentService } from './modules/content/service.js';
import type { CaptchaStore } from './modules/identity/captcha.js';
import { createAltchaChallenge } from './modules/identity/human-challenge.js';
import { createDbCaptchaStore, createIdentityService } from './modules/identity/service.js';
import { markChallengeUsed, secretOf } from './modules/identity/store.js';
import { createMessageChannels } from './modules/messaging/providers.js';
import { createMessagingService } from './modules/messaging/service.js';
import { createMemberService } from './modules/members/service.js';
import { createMerchantService } from './modules/merchants/service.js';
import { createOperatorService } from './modules/operators/service.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  logger: Logger;
  /** Replaces the database captcha store (tests record the codes they need to answer). */
  captchaStore?: (fallback: CaptchaStore) => CaptchaStore;
}

export function createServices(deps: AppDeps) {
  const { db } = deps.database;
  const members = createMemberService({ db, clock: deps.clock });
  let hmacKey: Promise<string> | null = null;
  const humanChallenge = createAltchaChallenge({
    // The configured key, else one stored in the database so every process shares it.
    hmacKey: () =>
      (hmacKey ??=
        deps.config.CHALLENGE_HMAC_KEY !== undefined
          ? Promise.resolve(deps.config.CHALLENGE_HMAC_KEY)
          : secretOf(db, 'challenge-hmac-key', randomBytes(32).toString('base64url'))),
    now: () => deps.clock.now(),
    markUsed: (signature, expiresAt) => markChallengeUsed(db, signature, expiresAt, deps.clock.now()),
    maxNumber: deps.config.CHALLENGE_MAX_NUMBER,
  });
  const dbCaptchas = createDbCaptchaStore(db, deps.clock);
  const identity = createIdentityService({
    db,
    clock: deps.clock,
    members,
    humanChallenge,
    captchaStore: deps.captchaStore ? deps.captchaStore(dbCaptchas) : dbCaptchas,
  });
  return {
    merchants: createMerchantService({ db, clock: deps.clock, cacheMs: deps.config.SETTINGS_CACHE_MS }),
    operators: createOperatorService({
      db,
      clock: deps.clock,
      sessionHours: deps.config.OPERATOR_SESSION_HOURS,
    }),
    members,
    identity,
    messaging: createMessagingService({
      db,
      clock: deps.clock,
      channels: createMessageChannels(deps.config, db, deps.clock),
      requireHumanChallenge: identity.requireHumanChallenge,
    }),
    content: createContentService({ db, clock: deps.clock }),
    payloadKeys: createPayloadKeys(db),
  };
}

export type Services = ReturnType<typeof createServices>;
