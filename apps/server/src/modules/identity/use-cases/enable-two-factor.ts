import { AppError } from '../../../platform/errors.js';
import type { TwoFactorServiceDeps } from '../deps.js';
import { matchTotp } from '../totp.js';
import { issueRecoveryCodes, secretFrom } from '../two-factor-secrets.js';
import * as store from '../two-factor-store.js';

/** Confirms the pending secret with a code from the app; answers 10 recovery codes. */
export async function enableTwoFactor(
  deps: TwoFactorServiceDeps,
  memberId: number,
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  const { db, clock } = deps;
  const row = await store.findTwoFactor(db, memberId);
  if (row?.secret) throw new AppError('twofactor.already.enabled');
  const pending = row?.pendingSecret;
  const secret = pending ? await secretFrom(deps, memberId, pending) : null;
  const step = secret ? matchTotp(secret, code, clock.now(), null) : null;
  if (!pending || step === null) throw new AppError('twofactor.code.invalid');
  return db.transaction(async (tx) => {
    if (!(await store.activatePendingSecret(tx, memberId, pending, step, clock.now())))
      throw new AppError('twofactor.code.invalid');
    return { recoveryCodes: await issueRecoveryCodes(tx, memberId) };
  });
}
