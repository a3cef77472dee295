import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';
import type { CaptchaStore } from './captcha.js';
import { captchaAnswerMatches, captchaCodeHash } from './rules.js';
import * as store from './store.js';

/** Image captchas in the database: the code is kept only as a hash, for 5 minutes, used once. */
export function createDbCaptchaStore(db: Database, clock: Clock): CaptchaStore {
  return {
    async save({ id, merchantId, code, expiresAt }) {
      await store.insertCaptcha(db, { id, merchantId, codeHash: captchaCodeHash(id, code), expiresAt });
    },
    async check(id, merchantId, code) {
      const row = await store.takeCaptcha(db, id, merchantId);
      return captchaAnswerMatches(row, id, code, clock.now());
    },
  };
}
