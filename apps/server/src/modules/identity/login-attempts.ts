import type { SiteContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { VerifiedMember } from '../members/service.js';
import type { ClientMeta, IdentityServiceDeps } from './deps.js';
import type { LoginAttempt, LoginMethod } from './login-guard.js';
import { historyUserAgent } from './rules.js';

/** Who is logging in, from where and how, once the credentials were verified. */
export function attemptOf(
  site: SiteContext,
  member: VerifiedMember,
  meta: ClientMeta,
  method: LoginMethod,
  extra: { device?: string | undefined; remember?: boolean | undefined } = {},
): LoginAttempt {
  return {
    site,
    member,
    ip: meta.ip,
    userAgent: meta.userAgent,
    country: meta.country ?? null,
    device: extra.device ?? null,
    method,
    remember: extra.remember ?? false,
  };
}

/** Adds the attempt to the member's login history. */
export function recordAttempt(
  deps: Pick<IdentityServiceDeps, 'members'>,
  attempt: LoginAttempt,
  outcome: 'success' | 'failed' | 'locked' | 'verification',
) {
  return deps.members.recordLogin({
    memberId: attempt.member.id,
    merchantId: attempt.site.merchantId,
    ip: attempt.ip,
    country: attempt.country ?? null,
    userAgent: historyUserAgent(attempt.userAgent),
    method: attempt.method,
    outcome,
  });
}

/**
 * A member an operator locked may not log in, whatever the method: the attempt joins the login
 * history (outcome `locked`) and is refused with `account.disabled`. Only asked once the credentials
 * were right, so the answer tells nothing to someone guessing them.
 */
export async function refuseLocked(deps: Pick<IdentityServiceDeps, 'members'>, attempt: LoginAttempt) {
  if (!attempt.member.locked) return;
  await recordAttempt(deps, attempt, 'locked');
  throw new AppError('account.disabled');
}
