import type { TwoFactorServiceDeps } from '../deps.js';
import * as store from '../two-factor-store.js';

/** Whether two-factor is on, and how many recovery codes are left. */
export async function getTwoFactorStatus(
  deps: TwoFactorServiceDeps,
  memberId: number,
): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
  const row = await store.findTwoFactor(deps.db, memberId);
  if (!row?.secret) return { enabled: false, recoveryCodesLeft: 0 };
  return { enabled: true, recoveryCodesLeft: (await store.unusedRecoveryCodes(deps.db, memberId)).length };
}
