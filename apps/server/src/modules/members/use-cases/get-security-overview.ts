import type { SecurityOverview } from '@wps/contracts';
import type { MemberPrincipal } from '../../../platform/context.js';
import { requireMember } from '../accounts.js';
import * as store from '../account-store.js';
import type { AccountServiceDeps } from '../deps.js';
import { maskEmail, maskMobile, previousLoginBefore } from '../rules.js';
import { tokenHash } from '../views.js';

/** The security centre summary; contacts are masked, the last login is the one before this session's. */
export async function getSecurityOverview(
  deps: AccountServiceDeps,
  principal: MemberPrincipal,
): Promise<SecurityOverview> {
  const { db } = deps;
  const member = await requireMember(db, principal.id);
  const profile = await store.findProfile(db, member.id);
  const sessionStart = (await store.findSessionStart(db, tokenHash(principal.token))) ?? deps.clock.now();
  const previous = await store.lastSuccessfulLoginBefore(db, member.id, previousLoginBefore(sessionStart));
  const twoFactor = await deps.twoFactorStatus(member.id);
  return {
    hasPassword: member.passwordHash !== null,
    hasPaymentPassword: member.paymentPasswordHash !== null,
    twoFactorEnabled: twoFactor.enabled,
    recoveryCodesLeft: twoFactor.recoveryCodesLeft,
    mobile: profile?.mobile ? maskMobile(profile.mobile, profile.countryDialingCode) : null,
    email: profile?.email ? maskEmail(profile.email) : null,
    passwordChangedAt: member.passwordChangedAt.getTime(),
    lastLoginAt: previous?.at.getTime() ?? null,
    lastLoginIp: previous?.ip ?? null,
  };
}
