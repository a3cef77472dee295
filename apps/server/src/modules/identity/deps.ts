import type {
  affiliateQuerySchema,
  freePlayRequestSchema,
  LoginValue,
  loginCheckSendRequestSchema,
  loginCheckVerifyRequestSchema,
  loginRequestSchema,
  registerMobileRequestSchema,
  registerRequestSchema,
  rememberedLoginRequestSchema,
} from '@wps/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { SiteContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/index.js';
import type { AttemptLimiter } from '../../platform/limits/attempts.js';
import type { MemberService, VerifiedMember } from '../members/service.js';
import type { MessagingService } from '../messaging/service.js';
import type { CaptchaStore } from './captcha.js';
import type { HumanChallenge } from './human-challenge.js';
import type { LoginAttempt, LoginGuard } from './login-guard.js';

export type LoginInput = z.output<typeof loginRequestSchema>;
export type RegisterInput = z.output<typeof registerRequestSchema>;
export type RegisterMobileInput = z.output<typeof registerMobileRequestSchema>;
export type RememberedLoginInput = z.output<typeof rememberedLoginRequestSchema>;
export type FreePlayInput = z.output<typeof freePlayRequestSchema>;
export type AffiliateQuery = z.output<typeof affiliateQuerySchema>;
export type LoginCheckVerifyInput = z.output<typeof loginCheckVerifyRequestSchema>;
export type LoginCheckSendInput = z.output<typeof loginCheckSendRequestSchema>;
export type CheckChannel = LoginCheckSendInput['method'];

export interface ClientMeta {
  ip: string | null;
  userAgent: string | null;
  /** Country of the address, for the login history. */
  country?: string | null;
}

export interface IdentityServiceDeps {
  db: Database;
  clock: Clock;
  members: MemberService;
  humanChallenge: HumanChallenge;
  captchaStore: CaptchaStore;
  /** Login failures per name and per address (shared, atomic). */
  attempts: AttemptLimiter;
  /** SMS codes (login by SMS, mobile registration). */
  messaging: MessagingService;
  /** The extra login check (two-factor, new device). */
  loginGuard: LoginGuard;
  /** Gives a new trial account its play money (the wallets service). */
  onTrialAccount?: (site: SiteContext, memberId: number) => Promise<void>;
  /** CAPTCHA_TEST_CODE: the code every captcha shows (browser tests only). */
  captchaTestCode?: string | undefined;
}

export interface TwoFactorServiceDeps {
  db: Database;
  clock: Clock;
  /** AES-256 key of the stored secrets; see `twoFactorKey`. */
  encryptionKey: () => Promise<Buffer>;
  /** Whether this is the member's login password (the members service). */
  verifyPassword: (memberId: number, password: string) => Promise<boolean>;
}

/** What the new-device check can be passed with (the members service; mobile in E.164). */
export interface MemberContact {
  mobile: string | null;
  email: string | null;
  payeeName: string | null;
}

export interface LoginGuardDeps {
  db: Database;
  clock: Clock;
  /** The two-factor service's checks (`TwoFactorService` fits). */
  twoFactor: {
    isEnabled(memberId: number): Promise<boolean>;
    verifyTotp(memberId: number, code: string): Promise<boolean>;
    useRecoveryCode(memberId: number, code: string): Promise<boolean>;
  };
  contactOf: (memberId: number) => Promise<MemberContact>;
}

export interface LoginCheckDeps extends LoginGuardDeps {
  /** The member as login knows it after the password, for a check passed later. */
  memberForLogin: (memberId: number) => Promise<VerifiedMember | null>;
  /** The identity service's end of login: session, login history, `recordSuccess`. */
  completeLogin: (attempt: LoginAttempt) => Promise<LoginValue>;
  /** The messaging service: rate limits, a 6-digit code by SMS or e-mail. */
  sendCode: (
    site: SiteContext,
    message: { purpose: 'check'; channel: CheckChannel; destination: string },
    ip: string | null,
  ) => Promise<{ expiredMinutes: number }>;
  checkCode: (site: SiteContext, purpose: 'check', destination: string, code: string) => Promise<boolean>;
}
