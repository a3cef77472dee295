import { isModuleEnabled, type LoginValue } from '@wps/contracts';
import type { SiteContext } from '../../../platform/context.js';
import { AppError, validationError } from '../../../platform/errors.js';
import { refusal } from '../../../platform/limits/attempts.js';
import type { VerifiedMember } from '../../members/service.js';
import type { ClientMeta, IdentityServiceDeps, LoginInput } from '../deps.js';
import { captchaOn, requireCaptcha } from '../form-checks.js';
import { attemptOf } from '../login-attempts.js';
import {
  ADDRESS_LIMIT,
  ADDRESS_SCOPE,
  historyUserAgent,
  loginAddressKey,
  loginFailureCode,
  loginMethodOf,
  loginNameKey,
  loginNameLimit,
} from '../rules.js';
import { admit } from '../sign-in.js';
import { requireHumanChallenge } from './require-human-challenge.js';

/**
 * The member behind the credentials of a login form, or null. By SMS the mobile number is in
 * `username` and the code in `password` (docs/product.md §Identity).
 */
async function verifyLoginForm(
  deps: IdentityServiceDeps,
  site: SiteContext,
  input: LoginInput,
): Promise<VerifiedMember | null> {
  if (input.type === 'username')
    return deps.members.verifyCredentials(site.merchantId, input.username, input.password);
  if (!isModuleEnabled(site.settings.modules, 'MOBILEVERCODELOGIN3'))
    throw new AppError('function.not.available');
  if (!input.countryDialingCode)
    throw validationError({
      countryDialingCode: { code: 'rule.required', message: 'This field is required' },
    });
  const messaging = deps.messaging;
  const destination = messaging.destinationOf(site, 'username', input.username, input.countryDialingCode);
  if (!(await messaging.checkCode(site, 'login', destination, input.password))) return null;
  return deps.members.findByMobile(site.merchantId, destination);
}

/**
 * Login by username or SMS code (docs/product.md §Identity). Failures count per merchant and
 * username or number (known or not): after the first one the image captcha is required, at
 * `loginLockThreshold` the name locks for `loginLockMinutes`, refusing even the right password until then.
 */
export async function logInMember(
  deps: IdentityServiceDeps,
  site: SiteContext,
  input: LoginInput,
  meta: ClientMeta,
): Promise<LoginValue> {
  const { attempts, clock } = deps;
  await requireHumanChallenge(deps, site, input.challenge);
  const nameLimit = loginNameLimit(site.settings.flags);
  const name = loginNameKey(site.merchantId, input);
  const known = await attempts.peek(name.scope, name.key, nameLimit);
  if (known.lockedUntil) throw new AppError('account.locked', { lockedUntil: known.lockedUntil.getTime() });
  if (known.failures > 0 && captchaOn(site)) await requireCaptcha(deps, site, input.captchaId, input.captcha);

  // Both counters are claimed before the secret is checked (platform/limits/attempts.ts), so
  // parallel attempts can never check more than the limit allows.
  const address = meta.ip
    ? await attempts.claim(ADDRESS_SCOPE, loginAddressKey(site.merchantId, meta.ip), ADDRESS_LIMIT)
    : null;
  if (address && !address.ok) throw refusal(address, clock.now());
  const claim = await attempts.claim(name.scope, name.key, nameLimit);
  if (!claim.ok) {
    if (address) await attempts.settle(address, 'void');
    if (claim.reason === 'locked')
      throw new AppError('account.locked', { lockedUntil: claim.lockedUntil.getTime() });
    throw refusal(claim, clock.now());
  }

  let member: VerifiedMember | null;
  try {
    member = await verifyLoginForm(deps, site, input);
  } catch (error) {
    await attempts.settle(claim, 'void');
    if (address) await attempts.settle(address, 'void');
    throw error;
  }
  // A right answer clears the name's failures, never the address's (one's own account must not
  // forgive guesses at others).
  if (address) await attempts.settle(address, member ? 'void' : 'wrong');
  const { lockedUntil } = await attempts.settle(claim, member ? 'right' : 'wrong');
  if (!member) {
    if (input.type === 'username') {
      const knownId = await deps.members.idOfUsername(site.merchantId, input.username);
      if (knownId !== null)
        await deps.members.recordLogin({
          memberId: knownId,
          merchantId: site.merchantId,
          ip: meta.ip,
          country: meta.country ?? null,
          userAgent: historyUserAgent(meta.userAgent),
          method: 'password',
          outcome: lockedUntil ? 'locked' : 'failed',
        });
    }
    if (lockedUntil) throw new AppError('account.locked', { lockedUntil: lockedUntil.getTime() });
    throw new AppError(loginFailureCode(input), { captcha: captchaOn(site) });
  }
  return admit(deps, attemptOf(site, member, meta, loginMethodOf(input), input));
}
