import type { TwoFactorServiceDeps } from '../deps.js';
import * as store from '../two-factor-store.js';

/** True when the member confirmed an authenticator (two-factor is on). */
export async function checkTwoFactorEnabled(deps: TwoFactorServiceDeps, memberId: number): Promise<boolean> {
  return Boolean((await store.findTwoFactor(deps.db, memberId))?.secret);
}
