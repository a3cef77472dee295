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
import { requireHumanChallenge } from './use-cases/require-human-challenge.js';
import { startFreePlay } from './use-cases/start-free-play.js';

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

/** A use case's parameters after its deps. */
type Args<F> = F extends (deps: IdentityServiceDeps, ...args: infer A) => unknown ? A : never;

/** Login, remember-me, registration and free play (docs/product.md §Identity). */
export function createIdentityService(deps: IdentityServiceDeps) {
  return {
    createHumanChallenge: () => createHumanChallenge(deps),
    /** The human check (GEETEST3) for other modules' anonymous calls, such as SMS code requests. */
    requireHumanChallenge: (...args: Args<typeof requireHumanChallenge>) =>
      requireHumanChallenge(deps, ...args),
    completeLogin: (...args: Args<typeof completeLogin>) => completeLogin(deps, ...args),
    createCaptcha: (...args: Args<typeof createCaptcha>) => createCaptcha(deps, ...args),
    login: (...args: Args<typeof logInMember>) => logInMember(deps, ...args),
    rememberedLogin: (...args: Args<typeof logInRemembered>) => logInRemembered(deps, ...args),
    forgetRememberToken: (...args: Args<typeof forgetRememberToken>) => forgetRememberToken(deps, ...args),
    register: (...args: Args<typeof registerMember>) => registerMember(deps, ...args),
    registerMobile: (...args: Args<typeof registerMobileMember>) => registerMobileMember(deps, ...args),
    freePlay: (...args: Args<typeof startFreePlay>) => startFreePlay(deps, ...args),
    checkAffiliate: (...args: Args<typeof checkAffiliateCode>) => checkAffiliateCode(deps, ...args),
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
