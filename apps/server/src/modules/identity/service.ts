import { randomBytes } from 'node:crypto';
import {
  isModuleEnabled,
  TRIAL_MEMBER_TYPE,
  type affiliateQuerySchema,
  type freePlayRequestSchema,
  type LoginValue,
  type loginRequestSchema,
  type registerMobileRequestSchema,
  type registerRequestSchema,
  type rememberedLoginRequestSchema,
} from '@wps/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';
import { refusal, type AttemptLimit, type AttemptLimiter } from '../../platform/limits/attempts.js';
import type { MemberService, NewMember, VerifiedMember } from '../members/service.js';
import type { MessagingService } from '../messaging/service.js';
import { captchaCodeHash, drawCaptcha, newCaptchaId, type CaptchaStore } from './captcha.js';
import type { HumanChallenge } from './human-challenge.js';
import type { LoginAttempt, LoginGuard, LoginMethod } from './login-guard.js';
import { checkConfirmation, checkInvitation, checkRuleFields } from './registration-rules.js';
import * as store from './store.js';
import { AppError, validationError } from '../../platform/errors.js';
import { type SiteContext } from '../../platform/context.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const CAPTCHA_TTL_MS = 5 * MINUTE;
/** Failed logins from one address, whatever the names tried, before it must wait (password spraying). */
/** Failed member logins per merchant and address: at most 50 in 15 minutes, then 15 minutes' wait. */
const ADDRESS_LIMIT: AttemptLimit = { max: 50, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
const ADDRESS_SCOPE = 'member-login-address';
const NAME_SCOPE = 'member-login';

export type LoginInput = z.output<typeof loginRequestSchema>;
export type RegisterInput = z.output<typeof registerRequestSchema>;
export type RegisterMobileInput = z.output<typeof registerMobileRequestSchema>;
export type RememberedLoginInput = z.output<typeof rememberedLoginRequestSchema>;
export type FreePlayInput = z.output<typeof freePlayRequestSchema>;
export type AffiliateQuery = z.output<typeof affiliateQuerySchema>;

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
  /** SMS codes (login by SMS, mobile registration); set once both services exist. */
  messaging: () => MessagingService;
  /** The extra login check (two-factor, new device); set once the two-factor service exists. */
  loginGuard: () => LoginGuard;
  /** Gives a new trial account its play money (the wallets service). */
  onTrialAccount?: (site: SiteContext, memberId: number) => Promise<void>;
  /** CAPTCHA_TEST_CODE: the code every captcha shows (browser tests only). */
  captchaTestCode?: string | undefined;
}

/** Image captchas in the database: the code is kept only as a hash, for 5 minutes, used once. */
export function createDbCaptchaStore(db: Database, clock: Clock): CaptchaStore {
  return {
    async save({ id, merchantId, code, expiresAt }) {
      await store.insertCaptcha(
        db,
        { id, merchantId, codeHash: captchaCodeHash(id, code), expiresAt },
        clock.now(),
      );
    },
    async check(id, merchantId, code) {
      const row = await store.takeCaptcha(db, id, merchantId);
      if (!row || row.expiresAt.getTime() <= clock.now().getTime()) return false;
      return row.codeHash === captchaCodeHash(id, code);
    },
  };
}

export function createIdentityService(deps: IdentityServiceDeps) {
  const { clock, members, humanChallenge, captchaStore, attempts } = deps;

  async function requireHumanChallenge(site: SiteContext, payload: string | undefined) {
    if (!isModuleEnabled(site.settings.modules, 'GEETEST3')) return;
    if (!payload) throw new AppError('challenge.required');
    if (!(await humanChallenge.verify(payload))) throw new AppError('challenge.invalid');
  }

  function captchaOn(site: SiteContext) {
    return isModuleEnabled(site.settings.modules, 'CAPTCHA3');
  }

  async function requireCaptcha(site: SiteContext, id: string | undefined, code: string | undefined) {
    if (!id || !code) throw new AppError('captcha.required', { captcha: true });
    if (!(await captchaStore.check(id, site.merchantId, code)))
      throw new AppError('captcha.invalid', { captcha: true });
  }

  function recordLogin(attempt: LoginAttempt, outcome: 'success' | 'failed' | 'locked' | 'verification') {
    return members.recordLogin({
      memberId: attempt.member.id,
      merchantId: attempt.site.merchantId,
      ip: attempt.ip,
      country: attempt.country ?? null,
      userAgent: attempt.userAgent?.slice(0, 300) ?? null,
      method: attempt.method,
      outcome,
    });
  }

  /**
   * Creates the session of a member who passed every check: login history, known device,
   * remember-me token when asked. The second login step ends here too.
   */
  async function completeLogin(attempt: LoginAttempt): Promise<LoginValue> {
    const { site, member } = attempt;
    const now = clock.now().getTime();
    const token = await members.createSession(member, attempt.ip, attempt.userAgent);
    const rememberDays = site.settings.flags.rememberMeDays;
    const rememberToken =
      attempt.remember && rememberDays > 0 ? await members.issueRememberToken(member.id, rememberDays) : null;
    await recordLogin(attempt, 'success');
    await deps.loginGuard().recordSuccess(attempt);
    const expiryDays = site.settings.flags.passwordExpiryDays;
    // Spec.md §4: no forced change after a login by SMS code (the member may not know a password).
    const byPassword = attempt.method === 'password' || attempt.method === 'remember';
    return {
      token,
      id: member.id,
      userName: member.username,
      firstTimeLogin: member.lastLoginAt === null,
      passwordExpired:
        byPassword && expiryDays > 0 && now - member.passwordChangedAt.getTime() > expiryDays * DAY,
      mustChangePassword: byPassword && member.mustChangePassword,
      lastLoginAt: member.lastLoginAt?.getTime() ?? null,
      rememberToken,
    };
  }

  /** Known account, right credentials: the extra check if one applies, else the session. */
  async function admit(attempt: LoginAttempt): Promise<LoginValue> {
    const check = await deps.loginGuard().assess(attempt);
    if (check) {
      await recordLogin(attempt, 'verification');
      throw new AppError('login.verification.required', check);
    }
    return completeLogin(attempt);
  }

  function attemptOf(
    site: SiteContext,
    member: VerifiedMember,
    meta: ClientMeta,
    method: LoginMethod,
    extra: { device?: string | undefined; remember?: boolean | undefined } = {},
  ): LoginAttempt {
    return {
      site,
      member,
      ip: meta.ip,
      userAgent: meta.userAgent,
      country: meta.country ?? null,
      device: extra.device ?? null,
      method,
      remember: extra.remember ?? false,
    };
  }

  /** Signs in a member who was just created (registration, free play): no extra check applies. */
  async function signInNew(
    site: SiteContext,
    created: { id: number; merchantId: number; username: string; type: number },
    meta: ClientMeta,
    method: LoginMethod,
  ) {
    const member: VerifiedMember = {
      ...created,
      lastLoginAt: null,
      passwordChangedAt: clock.now(),
      mustChangePassword: false,
    };
    return completeLogin(attemptOf(site, member, meta, method));
  }

  /**
   * The member behind the credentials of a login form, or null. By SMS the mobile number is in
   * `username` and the code in `password` (spec.md §3).
   */
  async function verifyLoginForm(site: SiteContext, input: LoginInput): Promise<VerifiedMember | null> {
    if (input.type === 'username')
      return members.verifyCredentials(site.merchantId, input.username, input.password);
    if (!isModuleEnabled(site.settings.modules, 'MOBILEVERCODELOGIN3'))
      throw new AppError('function.not.available');
    if (!input.countryDialingCode)
      throw validationError({
        countryDialingCode: { code: 'rule.required', message: 'This field is required' },
      });
    const messaging = deps.messaging();
    const destination = messaging.destinationOf(site, 'username', input.username, input.countryDialingCode);
    if (!(await messaging.checkCode(site, 'login', destination, input.password))) return null;
    return members.findByMobile(site.merchantId, destination);
  }

  /**
   * Lock key of a login form, per merchant: the lower-cased username, or the number for SMS logins
   * (known or not, so an unknown name answers exactly like a known one).
   */
  function loginNameKey(site: SiteContext, input: LoginInput) {
    const name =
      input.type === 'sms' ? `sms:${input.countryDialingCode ?? ''}${input.username}` : input.username;
    return { scope: `${NAME_SCOPE}:${site.merchantId}`, key: name.toLowerCase() };
  }

  /** The merchant's lock: `loginLockThreshold` consecutive failures lock for `loginLockMinutes`. */
  function loginNameLimit(site: SiteContext): AttemptLimit {
    const { loginLockThreshold, loginLockMinutes } = site.settings.flags;
    return { max: loginLockThreshold, windowMs: null, lockMs: loginLockMinutes * MINUTE };
  }

  /** Profile columns from a registration form (mobile in E.164). */
  function profileOf(
    input: RegisterInput | RegisterMobileInput,
    mobile: string | null,
    meta: ClientMeta,
  ): NewMember['profile'] {
    const optional = (value: string | undefined) => (value?.trim() ? value.trim() : null);
    return {
      mobile,
      countryDialingCode: mobile ? (input.countryDialingCode ?? null) : null,
      mobileVerifiedAt: null,
      email: optional(input.email),
      payeeName: optional(input.payeeName),
      qqNum: optional(input.qqNum),
      line: optional(input.line),
      whatsapp: optional(input.whatsapp),
      facebook: optional(input.facebook),
      wechat: optional(input.wechat),
      idNumber: optional(input.idNumber),
      referralCode: optional(input.referralCode),
      registerUrl: optional(input.registerUrl),
      registerIp: meta.ip,
    };
  }

  async function uplineOf(site: SiteContext, affiliateCode: string | undefined) {
    if (!affiliateCode) return null;
    const agent = await members.findAgentByAffiliateCode(site.merchantId, affiliateCode);
    if (!agent) throw new AppError('affiliate.invalid');
    return agent.id;
  }

  async function requireSmsCode(
    site: SiteContext,
    destination: string,
    code: string | undefined,
    field = 'verificationCode',
  ) {
    if (!code)
      throw validationError({ [field]: { code: 'rule.required', message: 'This field is required' } });
    if (!(await deps.messaging().checkCode(site, 'register', destination, code)))
      throw new AppError('verification.code.invalid');
  }

  return {
    createHumanChallenge: () => humanChallenge.create(),

    /** The human check (GEETEST3) for other modules' anonymous calls, such as SMS code requests. */
    requireHumanChallenge,

    completeLogin,

    /** Draws a 4-digit captcha, stores its code (hashed) for 5 minutes, returns the image and its id. */
    async createCaptcha(site: SiteContext) {
      const { code, image } = drawCaptcha(deps.captchaTestCode);
      const captchaId = newCaptchaId();
      await captchaStore.save({
        id: captchaId,
        merchantId: site.merchantId,
        code,
        expiresAt: new Date(clock.now().getTime() + CAPTCHA_TTL_MS),
      });
      return { image, captchaId };
    },

    /**
     * Login by username or SMS code (spec.md §4). Failures count per merchant and username or number
     * (known or not): after the first one the image captcha is required, at `loginLockThreshold` the
     * name locks for `loginLockMinutes`, refusing even the right password until then.
     */
    async login(site: SiteContext, input: LoginInput, meta: ClientMeta): Promise<LoginValue> {
      await requireHumanChallenge(site, input.challenge);
      const nameLimit = loginNameLimit(site);
      const name = loginNameKey(site, input);
      const known = await attempts.peek(name.scope, name.key, nameLimit);
      if (known.lockedUntil)
        throw new AppError('account.locked', { lockedUntil: known.lockedUntil.getTime() });
      if (known.failures > 0 && captchaOn(site)) await requireCaptcha(site, input.captchaId, input.captcha);

      // Both counters are claimed before the secret is checked (platform/limits/attempts.ts), so
      // parallel attempts can never check more than the limit allows.
      const address = meta.ip
        ? await attempts.claim(ADDRESS_SCOPE, `${site.merchantId}:${meta.ip}`, ADDRESS_LIMIT)
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
        member = await verifyLoginForm(site, input);
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
          const knownId = await members.idOfUsername(site.merchantId, input.username);
          if (knownId !== null)
            await members.recordLogin({
              memberId: knownId,
              merchantId: site.merchantId,
              ip: meta.ip,
              country: meta.country ?? null,
              userAgent: meta.userAgent?.slice(0, 300) ?? null,
              method: 'password',
              outcome: lockedUntil ? 'locked' : 'failed',
            });
        }
        if (lockedUntil) throw new AppError('account.locked', { lockedUntil: lockedUntil.getTime() });
        throw new AppError(input.type === 'sms' ? 'verification.code.invalid' : 'login.failed', {
          captcha: captchaOn(site),
        });
      }
      const method = input.type === 'sms' ? 'sms' : 'password';
      return admit(attemptOf(site, member, meta, method, input));
    },

    /** Remember-me: the token is used up and, when the member still wants it, replaced. */
    async rememberedLogin(site: SiteContext, input: RememberedLoginInput, meta: ClientMeta) {
      const member = await members.takeRememberToken(site.merchantId, input.username, input.rememberToken);
      if (!member) throw new AppError('remember.invalid');
      return admit(attemptOf(site, member, meta, 'remember', { device: input.device, remember: true }));
    },

    forgetRememberToken: (token: string) => members.revokeRememberToken(token),

    /** Registration by username (spec.md §4–5): challenge, rules, invitation code, captcha, account, session. */
    async register(site: SiteContext, input: RegisterInput, meta: ClientMeta): Promise<LoginValue> {
      await requireHumanChallenge(site, input.challenge);
      const username = input.username.trim();
      const rules = site.settings.registerRules.username;
      const smsVerified = isModuleEnabled(site.settings.modules, 'REGMOBVERF3');
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
      checkInvitation(site, fields, input.affiliateCode);
      if (Object.keys(fields).length > 0) throw validationError(fields);

      const uplineId = await uplineOf(site, input.affiliateCode);
      let mobile: string | null = null;
      if (input.mobileNum) {
        if (!input.countryDialingCode)
          throw validationError({
            countryDialingCode: { code: 'rule.required', message: 'This field is required' },
          });
        mobile = deps.messaging().destinationOf(site, 'mobileNum', input.mobileNum, input.countryDialingCode);
      }
      if (captchaOn(site) && rules.captcha.enabled)
        await requireCaptcha(site, input.captchaId, input.captcha);
      if (smsVerified) await requireSmsCode(site, mobile!, input.verificationCode);

      const profile = profileOf(input, mobile, meta);
      const member = await members.createMember({
        merchantId: site.merchantId,
        username,
        password: input.password,
        type: 0,
        uplineId,
        profile: { ...profile, mobileVerifiedAt: smsVerified ? clock.now() : null },
      });
      return signInNew(site, member, meta, 'register');
    },

    /**
     * Registration by mobile number (MOBILENUMREG3): the number is the login (by SMS code, or with a
     * password under MOBILENUMPASSREG3); the username is made from the number.
     */
    async registerMobile(site: SiteContext, input: RegisterMobileInput, meta: ClientMeta) {
      await requireHumanChallenge(site, input.challenge);
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
      checkInvitation(site, fields, input.affiliateCode);
      if (Object.keys(fields).length > 0) throw validationError(fields);

      const mobile = deps
        .messaging()
        .destinationOf(site, 'mobileNum', input.mobileNum, input.countryDialingCode);
      const uplineId = await uplineOf(site, input.affiliateCode);
      if (captchaOn(site) && rules.captcha.enabled)
        await requireCaptcha(site, input.captchaId, input.captcha);
      if (smsVerified) await requireSmsCode(site, mobile, input.verificationCode);
      if (await members.findByMobile(site.merchantId, mobile))
        throw validationError({
          mobileNum: { code: 'field.mobile_taken', message: 'This mobile number is already registered' },
        });

      const profile = profileOf(input, mobile, meta);
      const digits = mobile.replace(/\D/g, '');
      let member: Awaited<ReturnType<MemberService['createMember']>> | null = null;
      for (const username of [`m${digits}`, `m${digits}${randomBytes(2).toString('hex')}`]) {
        try {
          member = await members.createMember({
            merchantId: site.merchantId,
            username,
            password: withPassword ? (input.password ?? null) : null,
            type: 0,
            uplineId,
            profile: { ...profile, mobileVerifiedAt: smsVerified ? clock.now() : null },
          });
          break;
        } catch (error) {
          // A member chose this name by hand: try once more with a suffix.
          const fields = (error instanceof AppError ? error.value?.fields : null) as object | null;
          if (!fields || !('username' in fields)) throw error;
        }
      }
      if (!member) throw new AppError('system.busy');
      return signInNew(site, member, meta, 'register');
    },

    /** Free play (FREEPLAY3): a new trial account (type 4) without password, play money only. */
    async freePlay(site: SiteContext, input: FreePlayInput, meta: ClientMeta): Promise<LoginValue> {
      await requireHumanChallenge(site, input.challenge);
      const username = `trial${randomBytes(5).toString('hex')}`;
      const member = await members.createMember({
        merchantId: site.merchantId,
        username,
        type: TRIAL_MEMBER_TYPE,
        password: null,
      });
      await deps.onTrialAccount?.(site, member.id);
      return signInNew(site, member, meta, 'freeplay');
    },

    /** Succeeds only when the code is an agent's of this merchant (`affiliate.invalid` otherwise). */
    async checkAffiliate(site: SiteContext, query: AffiliateQuery) {
      const agent = await members.findAgentByAffiliateCode(site.merchantId, query.code.trim());
      if (!agent) throw new AppError('affiliate.invalid');
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
