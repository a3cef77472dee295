import type { IdentityServiceDeps } from './deps.js';
import { checkAffiliateCode } from './use-cases/check-affiliate-code.js';
import { completeLogin } from './use-cases/complete-login.js';
import { createCaptcha } from './use-cases/create-captcha.js';
import { createHumanChallenge } from './use-cases/create-human-challenge.js';
import { forgetRememberToken } from './use-cases/forget-remember-token.js';
import { logInMember } from './use-cases/log-in-member.js';
import { logInRemembered } from './use-cases/log-in-remembered.js';
import { registerMember } from './use-cases/register-member.js';
import { registerMobileMember } from './use-cases/register-mobile-member.js';
import { registerDownline } from './use-cases/register-downline.js';
import { requireHumanChallenge } from './use-cases/require-human-challenge.js';
import { startFreePlay } from './use-cases/start-free-play.js';
import { bindUseCases } from '../../kernel/use-cases.js';

export { createDbCaptchaStore } from './captcha-store.js';
export type {
  AffiliateQuery,
  ClientMeta,
  FreePlayInput,
  IdentityServiceDeps,
  LoginInput,
  RegisterInput,
  RegisterMobileInput,
  RememberedLoginInput,
} from './deps.js';

/** Login, remember-me, registration and free play (docs/product.md §Identity). */
export function createIdentityService(deps: IdentityServiceDeps) {
  return bindUseCases(deps, {
    createHumanChallenge,
    /** The human check (GEETEST3) for other modules' anonymous calls, such as SMS code requests. */
    requireHumanChallenge,
    completeLogin,
    createCaptcha,
    login: logInMember,
    rememberedLogin: logInRemembered,
    forgetRememberToken,
    register: registerMember,
    registerMobile: registerMobileMember,
    registerDownline,
    freePlay: startFreePlay,
    checkAffiliate: checkAffiliateCode,
  });
}

export type IdentityService = ReturnType<typeof createIdentityService>;
