import type { TwoFactorServiceDeps } from '../deps.js';
import { matchingHash, normalizeRecoveryCode, recoveryCodeHash } from '../rules.js';
import * as store from '../two-factor-store.js';

/** True when the code is one of the member's unused recovery codes, which is then used up. */
export async function useRecoveryCode(
  deps: TwoFactorServiceDeps,
  memberId: number,
  code: string,
): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  if (!normalized) return false;
  const unused = await store.unusedRecoveryCodes(deps.db, memberId);
  const hash = matchingHash(unused, recoveryCodeHash(memberId, normalized));
  return hash !== null && store.markRecoveryCodeUsed(deps.db, memberId, hash, deps.clock.now());
}
