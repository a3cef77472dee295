import { isModuleEnabled } from '@wps/contracts';
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

/** The agent whose invitation code was given (the new member's upline), or null without a code. */
export async function uplineOf(
  deps: Pick<IdentityServiceDeps, 'members'>,
  site: SiteContext,
  affiliateCode: string | undefined,
) {
  if (!affiliateCode) return null;
  const agent = await deps.members.findAgentByAffiliateCode(site.merchantId, affiliateCode);
  if (!agent) throw new AppError('affiliate.invalid');
  return agent.id;
}
