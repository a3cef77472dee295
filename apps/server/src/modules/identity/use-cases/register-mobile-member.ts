import { randomBytes } from 'node:crypto';
import { isModuleEnabled, type LoginValue } from '@wps/contracts';
import type { SiteContext } from '../../../platform/context.js';
import { AppError, validationError } from '../../../platform/errors.js';
import type { MemberService } from '../../members/service.js';
import type { ClientMeta, IdentityServiceDeps, RegisterMobileInput } from '../deps.js';
import { captchaOn, requireCaptcha, requireSmsCode, invitationOf } from '../form-checks.js';
import {
  checkConfirmation,
  checkInvitation,
  checkRuleFields,
  mobileUsernames,
  registrationProfileOf,
} from '../rules.js';
import { signInNew } from '../sign-in.js';
import { requireHumanChallenge } from './require-human-challenge.js';

/**
 * Registration by mobile number (MOBILENUMREG3): the number is the login (by SMS code, or with a
 * password under MOBILENUMPASSREG3); the username is made from the number.
 */
export async function registerMobileMember(
  deps: IdentityServiceDeps,
  site: SiteContext,
  input: RegisterMobileInput,
  meta: ClientMeta,
): Promise<LoginValue> {
  const { members } = deps;
  await requireHumanChallenge(deps, site, input.challenge);
  const modules = site.settings.modules;
  const withPassword = isModuleEnabled(modules, 'MOBILENUMPASSREG3');
  const smsVerified = isModuleEnabled(modules, 'REGMOBVERF3');
  const rules = site.settings.registerRules.mobile;
  const fields = checkRuleFields(rules, input, {
    alwaysRequired: withPassword ? ['mobileNum', 'password'] : ['mobileNum'],
    skip: withPassword ? ['username'] : ['username', 'password'],
    captchaOn: captchaOn(site),
  });
  if (withPassword) checkConfirmation(fields, input.password, input.confirmPassword);
  if (smsVerified && !input.verificationCode)
    fields.verificationCode = { code: 'rule.required', message: 'This field is required' };
  checkInvitation(fields, input.affiliateCode, isModuleEnabled(modules, 'DIRECTREG3'));
  if (Object.keys(fields).length > 0) throw validationError(fields);

  const mobile = deps.messaging.destinationOf(site, 'mobileNum', input.mobileNum, input.countryDialingCode);
  const invitation = await invitationOf(deps, site, input.affiliateCode);
  if (captchaOn(site) && rules.captcha.enabled)
    await requireCaptcha(deps, site, input.captchaId, input.captcha);
  if (smsVerified) await requireSmsCode(deps, site, mobile, input.verificationCode);
  if (await members.findByMobile(site.merchantId, mobile))
    throw validationError({
      mobileNum: { code: 'field.mobile_taken', message: 'This mobile number is already registered' },
    });

  const profile = registrationProfileOf(input, mobile, meta);
  let member: Awaited<ReturnType<MemberService['createMember']>> | null = null;
  for (const username of mobileUsernames(mobile, randomBytes(2).toString('hex'))) {
    try {
      member = await members.createMember({
        merchantId: site.merchantId,
        username,
        password: withPassword ? (input.password ?? null) : null,
        type: invitation.type,
        uplineId: invitation.uplineId,
        affiliateCode: invitation.affiliateCode,
        inviteCode: invitation.inviteCode,
        profile: { ...profile, mobileVerifiedAt: smsVerified ? deps.clock.now() : null },
      });
      break;
    } catch (error) {
      // A member chose this name by hand: try once more with a suffix.
      const fields = (error instanceof AppError ? error.value?.fields : null) as object | null;
      if (!fields || !('username' in fields)) throw error;
    }
  }
  if (!member) throw new AppError('system.busy');
  return signInNew(deps, site, member, meta, 'register');
}
