import type { LoginValue } from '@wps/contracts';
import type { IdentityServiceDeps } from '../deps.js';
import { recordAttempt } from '../login-attempts.js';
import type { LoginAttempt } from '../login-guard.js';
import { loginFlags, rememberTokenDays } from '../rules.js';

/**
 * Creates the session of a member who passed every check: login history, known device,
 * remember-me token when asked. The second login step ends here too.
 */
export async function completeLogin(deps: IdentityServiceDeps, attempt: LoginAttempt): Promise<LoginValue> {
  const { site, member } = attempt;
  const now = deps.clock.now();
  const token = await deps.members.createSession(member, attempt.ip, attempt.userAgent);
  const rememberDays = rememberTokenDays(attempt.remember, site.settings.flags.rememberMeDays);
  const rememberToken =
    rememberDays !== null ? await deps.members.issueRememberToken(member.id, rememberDays) : null;
  await recordAttempt(deps, attempt, 'success');
  await deps.loginGuard.recordSuccess(attempt);
  return {
    token,
    id: member.id,
    userName: member.username,
    ...loginFlags(member, attempt.method, site.settings.flags.passwordExpiryDays, now),
    lastLoginAt: member.lastLoginAt?.getTime() ?? null,
    rememberToken,
  };
}
