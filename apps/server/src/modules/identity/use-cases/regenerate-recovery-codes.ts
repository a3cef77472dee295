import { AppError } from '../../../platform/errors.js';
import type { TwoFactorServiceDeps } from '../deps.js';
import { issueRecoveryCodes, requireEnabled } from '../two-factor-secrets.js';
import { verifyTotpCode } from './verify-totp-code.js';

/** A new set of recovery codes for an authenticator code; the old ones stop working. */
export async function regenerateRecoveryCodes(
  deps: TwoFactorServiceDeps,
  memberId: number,
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  await requireEnabled(deps, memberId);
  if (!(await verifyTotpCode(deps, memberId, code))) throw new AppError('twofactor.code.invalid');
  return deps.db.transaction(async (tx) => ({ recoveryCodes: await issueRecoveryCodes(tx, memberId) }));
}
