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
import { bindUseCases } from '../../kernel/use-cases.js';

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

/** The member's own account: passwords, payment password, profile, avatar, security centre. */
export function createAccountService(deps: AccountServiceDeps) {
  return bindUseCases(deps, {
    changePassword,
    forgotPasswordEmail: forgotPasswordByEmail,
    resetPassword,
    forgotPasswordPhone: forgotPasswordByPhone,
    hasPaymentPassword,
    setPaymentPassword,
    changePaymentPassword,
    resetPaymentPassword,
    securityOverview: getSecurityOverview,
    loginHistory: listLoginHistory,
    profile: getProfile,
    updateProfile,
    setLanguage,
    avatar: getAvatar,
    uploadAvatar,
  });
}

export type AccountService = ReturnType<typeof createAccountService>;
