import type { LoginValue } from '@wps/contracts';
import type { SiteContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { VerifiedMember } from '../members/service.js';
import type { ClientMeta, IdentityServiceDeps } from './deps.js';
import { attemptOf, recordAttempt, refuseLocked } from './login-attempts.js';
import type { LoginAttempt, LoginMethod } from './login-guard.js';
import { completeLogin } from './use-cases/complete-login.js';

/** Known account, right credentials: the extra check if one applies, else the session. */
export async function admit(deps: IdentityServiceDeps, attempt: LoginAttempt): Promise<LoginValue> {
  await refuseLocked(deps, attempt);
  const check = await deps.loginGuard.assess(attempt);
  if (check) {
    await recordAttempt(deps, attempt, 'verification');
    throw new AppError('login.verification.required', check);
  }
  return completeLogin(deps, attempt);
}

/** Signs in a member who was just created (registration, free play): no extra check applies. */
export async function signInNew(
  deps: IdentityServiceDeps,
  site: SiteContext,
  created: { id: number; merchantId: number; username: string; type: number },
  meta: ClientMeta,
  method: LoginMethod,
): Promise<LoginValue> {
  const member: VerifiedMember = {
    ...created,
    lastLoginAt: null,
    passwordChangedAt: deps.clock.now(),
    mustChangePassword: false,
    locked: false,
  };
  return completeLogin(deps, attemptOf(site, member, meta, method));
}
