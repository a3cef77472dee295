import { AppError } from '../../../platform/errors.js';
import type { TwoFactorServiceDeps } from '../deps.js';
import { normalizeTotpCode } from '../totp.js';
import { requireEnabled } from '../two-factor-secrets.js';
import * as store from '../two-factor-store.js';
import { useRecoveryCode } from './use-recovery-code.js';
import { verifyTotpCode } from './verify-totp-code.js';

/** Turns two-factor off: the login password and an authenticator or recovery code. */
export async function disableTwoFactor(
  deps: TwoFactorServiceDeps,
  memberId: number,
  password: string,
  code: string,
) {
  await requireEnabled(deps, memberId);
  if (!(await deps.verifyPassword(memberId, password))) throw new AppError('password.wrong');
  const accepted = normalizeTotpCode(code)
    ? await verifyTotpCode(deps, memberId, code)
    : await useRecoveryCode(deps, memberId, code);
  if (!accepted) throw new AppError('twofactor.code.invalid');
  await deps.db.transaction((tx) => store.deleteTwoFactor(tx, memberId));
}
