import type { SiteContext } from '../../../platform/context.js';
import { AppError, validationError } from '../../../platform/errors.js';
import { replaceLoginPassword } from '../accounts.js';
import * as store from '../account-store.js';
import type { AccountServiceDeps } from '../deps.js';
import { newPasswordErrors } from '../rules.js';
import type { ForgotPhoneInput } from '../types.js';

/**
 * Forgot password by phone: the SMS code (purpose `reset`) is checked before the number is looked
 * up, so nobody learns which numbers have accounts without receiving their codes.
 */
export async function forgotPasswordByPhone(
  deps: AccountServiceDeps,
  site: SiteContext,
  input: ForgotPhoneInput,
) {
  const { messaging } = deps;
  const destination = messaging.destinationOf(site, 'mobileNum', input.mobileNum, input.countryDialingCode);
  const fields = newPasswordErrors(
    site.settings.registerRules.username,
    input.newPassword,
    input.confirmNewPassword,
  );
  if (Object.keys(fields).length > 0) throw validationError(fields);
  if (!(await messaging.checkCode(site, 'reset', destination, input.verificationCode)))
    throw new AppError('verification.code.invalid');
  const member = await store.findMemberByMobile(deps.db, site.merchantId, destination);
  if (!member) throw new AppError('mobile.not.registered');
  await replaceLoginPassword(deps, member.id, input.newPassword);
  return { username: member.username };
}
