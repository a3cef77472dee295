import { isModuleEnabled, type LoginValue } from '@wps/contracts';
import type { SiteContext } from '../../../platform/context.js';
import { validationError } from '../../../platform/errors.js';
import type { ClientMeta, IdentityServiceDeps, RegisterInput } from '../deps.js';
import { captchaOn, requireCaptcha, requireSmsCode, invitationOf } from '../form-checks.js';
import { checkConfirmation, checkInvitation, checkRuleFields, registrationProfileOf } from '../rules.js';
import { signInNew } from '../sign-in.js';
import { requireHumanChallenge } from './require-human-challenge.js';

/**
 * Registration by username (docs/product.md §Identity): challenge, rules, invitation code, captcha,
 * account, session.
 */
export async function registerMember(
  deps: IdentityServiceDeps,
  site: SiteContext,
  input: RegisterInput,
  meta: ClientMeta,
): Promise<LoginValue> {
  await requireHumanChallenge(deps, site, input.challenge);
  const modules = site.settings.modules;
  const username = input.username.trim();
  const rules = site.settings.registerRules.username;
  const smsVerified = isModuleEnabled(modules, 'REGMOBVERF3');
  const fields = checkRuleFields(
    rules,
    { ...input, username },
    {
      alwaysRequired: smsVerified ? ['username', 'password', 'mobileNum'] : ['username', 'password'],
      skip: [],
      captchaOn: captchaOn(site),
    },
  );
  checkConfirmation(fields, input.password, input.confirmPassword);
  checkInvitation(fields, input.affiliateCode, isModuleEnabled(modules, 'DIRECTREG3'));
  if (Object.keys(fields).length > 0) throw validationError(fields);

  const invitation = await invitationOf(deps, site, input.affiliateCode);
  let mobile: string | null = null;
  if (input.mobileNum) {
    if (!input.countryDialingCode)
      throw validationError({
        countryDialingCode: { code: 'rule.required', message: 'This field is required' },
      });
    mobile = deps.messaging.destinationOf(site, 'mobileNum', input.mobileNum, input.countryDialingCode);
  }
  if (captchaOn(site) && rules.captcha.enabled)
    await requireCaptcha(deps, site, input.captchaId, input.captcha);
  if (smsVerified) await requireSmsCode(deps, site, mobile!, input.verificationCode);

  const profile = registrationProfileOf(input, mobile, meta);
  const member = await deps.members.createMember({
    merchantId: site.merchantId,
    username,
    password: input.password,
    type: invitation.type,
    uplineId: invitation.uplineId,
    affiliateCode: invitation.affiliateCode,
    inviteCode: invitation.inviteCode,
    profile: { ...profile, mobileVerifiedAt: smsVerified ? deps.clock.now() : null },
  });
  return signInNew(deps, site, member, meta, 'register');
}
