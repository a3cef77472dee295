import { DOWNLINE_AGENT_TYPE, isModuleEnabled } from '@wps/contracts';
import type { SiteContext } from '../../platform/context.js';
import { AppError, validationError } from '../../platform/errors.js';
import type { IdentityServiceDeps } from './deps.js';

/** Checks of the login and registration forms shared by several use cases. */

/** Whether the merchant shows image captchas (CAPTCHA3). */
export function captchaOn(site: SiteContext): boolean {
  return isModuleEnabled(site.settings.modules, 'CAPTCHA3');
}

/** The image captcha's answer: `captcha.required` without one, `captcha.invalid` when wrong (used up either way). */
export async function requireCaptcha(
  deps: Pick<IdentityServiceDeps, 'captchaStore'>,
  site: SiteContext,
  id: string | undefined,
  code: string | undefined,
) {
  if (!id || !code) throw new AppError('captcha.required', { captcha: true });
  if (!(await deps.captchaStore.check(id, site.merchantId, code)))
    throw new AppError('captcha.invalid', { captcha: true });
}

/** The SMS code sent for registration to `destination`. */
export async function requireSmsCode(
  deps: Pick<IdentityServiceDeps, 'messaging'>,
  site: SiteContext,
  destination: string,
  code: string | undefined,
  field = 'verificationCode',
) {
  if (!code) throw validationError({ [field]: { code: 'rule.required', message: 'This field is required' } });
  if (!(await deps.messaging.checkCode(site, 'register', destination, code)))
    throw new AppError('verification.code.invalid');
}

/** Where a registration with this invitation code lands: under its agent, as a member or an agent. */
export interface Invitation {
  uplineId: number | null;
  type: number;
  /** A new agent's own invitation code. */
  affiliateCode: string | null;
  /** The code registered with (links count their registrations by it). */
  inviteCode: string | null;
}

/** The invitation of the code given (`affiliate.invalid` for an unknown one); none without a code. */
export async function invitationOf(
  deps: Pick<IdentityServiceDeps, 'members'>,
  site: SiteContext,
  affiliateCode: string | undefined,
): Promise<Invitation> {
  const code = affiliateCode?.trim();
  if (!code) return { uplineId: null, type: 0, affiliateCode: null, inviteCode: null };
  const agent = await deps.members.findAgentByAffiliateCode(site.merchantId, code);
  if (!agent) throw new AppError('affiliate.invalid');
  const asAgent = agent.accountType === 'agent';
  return {
    uplineId: agent.id,
    type: asAgent ? DOWNLINE_AGENT_TYPE : 0,
    affiliateCode: asAgent ? await deps.members.newAffiliateCode(site.merchantId) : null,
    inviteCode: code,
  };
}
