import { randomBytes, randomInt } from 'node:crypto';
import type { Database, Executor } from '../../platform/db/index.js';
import { AppError } from '../../platform/errors.js';
import type { TwoFactorServiceDeps } from './deps.js';
import {
  normalizeRecoveryCode,
  RECOVERY_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  recoveryCodeHash,
  recoveryCodeOf,
} from './rules.js';
import { openSecret } from './secret-box.js';
import { secretOf } from './store.js';
import * as store from './two-factor-store.js';

const KEY_BYTES = 32;

/**
 * The key of the authenticator secrets: TWO_FACTOR_KEY (32 bytes, base64) when configured, else one
 * generated once and kept in the database so every process shares it. Read once per process.
 */
export function twoFactorKey(db: Database, configured: string | undefined): () => Promise<Buffer> {
  let key: Promise<Buffer> | null = null;
  return () => {
    if (!key) {
      const loading = (
        configured !== undefined
          ? Promise.resolve(configured)
          : secretOf(db, 'two-factor-key', randomBytes(KEY_BYTES).toString('base64'))
      ).then((encoded) => Buffer.from(encoded, 'base64'));
      // A database outage must not stick: the next call tries again.
      loading.catch(() => {
        if (key === loading) key = null;
      });
      key = loading;
    }
    return key;
  };
}

/** The secret is sealed for its member only. */
export const sealContextOf = (memberId: number) => `member-two-factor:${memberId}`;

/** The member's authenticator secret from its sealed form, or null when it does not open. */
export async function secretFrom(
  deps: TwoFactorServiceDeps,
  memberId: number,
  sealed: string,
): Promise<string | null> {
  return openSecret(await deps.encryptionKey(), sealed, sealContextOf(memberId));
}

/** A fresh set of recovery codes replaces the old one; answers the codes (shown once). */
export async function issueRecoveryCodes(executor: Executor, memberId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    recoveryCodeOf(Array.from({ length: RECOVERY_CODE_LENGTH }, () => randomInt(RECOVERY_ALPHABET.length))),
  );
  await store.replaceRecoveryCodes(
    executor,
    memberId,
    codes.map((code) => recoveryCodeHash(memberId, normalizeRecoveryCode(code)!)),
  );
  return codes;
}

/** The member's two-factor row when two-factor is on, else `twofactor.not.enabled`. */
export async function requireEnabled(deps: TwoFactorServiceDeps, memberId: number) {
  const row = await store.findTwoFactor(deps.db, memberId);
  if (!row?.secret) throw new AppError('twofactor.not.enabled');
  return row;
}
