import type { AccountServiceDeps } from './deps.js';
import { changePassword } from './use-cases/change-password.js';
import { changePaymentPassword } from './use-cases/change-payment-password.js';
import { forgotPasswordByEmail } from './use-cases/forgot-password-by-email.js';
import { forgotPasswordByPhone } from './use-cases/forgot-password-by-phone.js';
import { getAvatar } from './use-cases/get-avatar.js';
import { getProfile } from './use-cases/get-profile.js';
import { getSecurityOverview } from './use-cases/get-security-overview.js';
import { hasPaymentPassword } from './use-cases/has-payment-password.js';
import { listLoginHistory } from './use-cases/list-login-history.js';
import { resetPassword } from './use-cases/reset-password.js';
import { resetPaymentPassword } from './use-cases/reset-payment-password.js';
import { setLanguage } from './use-cases/set-language.js';
import { setPaymentPassword } from './use-cases/set-payment-password.js';
import { updateProfile } from './use-cases/update-profile.js';
import { uploadAvatar } from './use-cases/upload-avatar.js';

export type { AccountServiceDeps, ResetMail } from './deps.js';
export type {
  AvatarUploadInput,
  ChangePasswordInput,
  ForgotEmailInput,
  ForgotPhoneInput,
  PageQuery,
  PaymentChangeInput,
  PaymentResetInput,
  PaymentSetInput,
  ResetPasswordInput,
} from './types.js';

/** A use case's parameters after its deps. */
type Args<F> = F extends (deps: AccountServiceDeps, ...args: infer A) => unknown ? A : never;

/** The member's own account: passwords, payment password, profile, avatar, security centre. */
export function createAccountService(deps: AccountServiceDeps) {
  return {
    changePassword: (...args: Args<typeof changePassword>) => changePassword(deps, ...args),
    forgotPasswordEmail: (...args: Args<typeof forgotPasswordByEmail>) =>
      forgotPasswordByEmail(deps, ...args),
    resetPassword: (...args: Args<typeof resetPassword>) => resetPassword(deps, ...args),
    forgotPasswordPhone: (...args: Args<typeof forgotPasswordByPhone>) =>
      forgotPasswordByPhone(deps, ...args),
    hasPaymentPassword: (...args: Args<typeof hasPaymentPassword>) => hasPaymentPassword(deps, ...args),
    setPaymentPassword: (...args: Args<typeof setPaymentPassword>) => setPaymentPassword(deps, ...args),
    changePaymentPassword: (...args: Args<typeof changePaymentPassword>) =>
      changePaymentPassword(deps, ...args),
    resetPaymentPassword: (...args: Args<typeof resetPaymentPassword>) => resetPaymentPassword(deps, ...args),
    securityOverview: (...args: Args<typeof getSecurityOverview>) => getSecurityOverview(deps, ...args),
    loginHistory: (...args: Args<typeof listLoginHistory>) => listLoginHistory(deps, ...args),
    profile: (memberId: number) => getProfile(deps, memberId),
    updateProfile: (...args: Args<typeof updateProfile>) => updateProfile(deps, ...args),
    setLanguage: (...args: Args<typeof setLanguage>) => setLanguage(deps, ...args),
    avatar: (...args: Args<typeof getAvatar>) => getAvatar(deps, ...args),
    uploadAvatar: (...args: Args<typeof uploadAvatar>) => uploadAvatar(deps, ...args),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
