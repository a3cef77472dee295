import type { TwoFactorServiceDeps } from '../deps.js';
import { matchTotp } from '../totp.js';
import { secretFrom } from '../two-factor-secrets.js';
import * as store from '../two-factor-store.js';

/** True once per time step for a right authenticator code of a member with two-factor on. */
export async function verifyTotpCode(
  deps: TwoFactorServiceDeps,
  memberId: number,
  code: string,
): Promise<boolean> {
  const row = await store.findTwoFactor(deps.db, memberId);
  const secret = row?.secret ? await secretFrom(deps, memberId, row.secret) : null;
  if (!row || !secret) return false;
  const now = deps.clock.now();
  const step = matchTotp(secret, code, now, row.lastStep);
  return step !== null && store.claimStep(deps.db, memberId, step, now);
}
