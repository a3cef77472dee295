import { createHash, randomBytes } from 'node:crypto';
import {
  AVATAR_MAX_BYTES,
  checkRule,
  isLanguage,
  PATTERNS,
  patternMatches,
  PROFILE_FIELDS,
  type Avatar,
  type avatarUploadSchema,
  type changePasswordRequestSchema,
  type forgotPasswordEmailRequestSchema,
  type forgotPasswordPhoneRequestSchema,
  type Language,
  type LoginHistoryEntry,
  type pageQuerySchema,
  type paymentPasswordChangeRequestSchema,
  type paymentPasswordResetRequestSchema,
  type paymentPasswordSetRequestSchema,
  type Profile,
  type ProfileField,
  type ProfileUpdate,
  type RegisterRule,
  type resetPasswordRequestSchema,
  type RuleField,
  type SecurityOverview,
} from '@wps/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import { hashPassword, verifyPassword } from '../../platform/crypto/passwords.js';
import type { Database } from '../../platform/db/index.js';
import * as store from './account-store.js';
import { maskEmail, maskMobile } from './masking.js';
import { AppError, validationError, type FieldErrors } from '../../platform/errors.js';
import { type MemberPrincipal, type SiteContext } from '../../platform/context.js';
import { checkImage } from '../../kernel/images.js';
import { pageCount } from '../../kernel/paging.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const RESET_TOKEN_TTL_MS = 30 * MINUTE;
const RESET_MAILS_PER_HOUR = 3;
const LOGIN_HISTORY_DAYS = 90;
const ADULT_AGE = 18;
/**
 * The current login's own history row is written around the moment its session starts (before or
 * just after); anything older than this before the session start is an earlier login.
 */
const CURRENT_LOGIN_SLACK_MS = 5_000;

/** Exactly 6 digits: the payment password rule when the merchant has none enabled. */
const DEFAULT_PAYMENT_RULE: RegisterRule = {
  enabled: true,
  required: true,
  patternId: 5,
  acceptedPattern: PATTERNS[5].regex,
  minLength: 6,
  maxLength: 6,
};

/** Profile fields that have a registration rule of the same name. */
const RULED_PROFILE_FIELDS = [
  'email',
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
] as const satisfies readonly (ProfileField & RuleField)[];

const NICKNAME_LENGTH = { min: 2, max: 20 };

export type ChangePasswordInput = z.output<typeof changePasswordRequestSchema>;
export type ForgotEmailInput = z.output<typeof forgotPasswordEmailRequestSchema>;
export type ResetPasswordInput = z.output<typeof resetPasswordRequestSchema>;
export type ForgotPhoneInput = z.output<typeof forgotPasswordPhoneRequestSchema>;
export type PaymentSetInput = z.output<typeof paymentPasswordSetRequestSchema>;
export type PaymentChangeInput = z.output<typeof paymentPasswordChangeRequestSchema>;
export type PaymentResetInput = z.output<typeof paymentPasswordResetRequestSchema>;
export type AvatarUploadInput = z.output<typeof avatarUploadSchema>;
export type PageQuery = z.output<typeof pageQuerySchema>;

export interface ResetMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface AccountServiceDeps {
  db: Database;
  clock: Clock;
  /** The messaging service: phone number form, SMS code check (purpose `reset`), e-mail delivery. */
  messaging: {
    /** The number in E.164 form after the merchant's mobile rule (field errors on `field`). */
    destinationOf(site: SiteContext, field: string, number: string, dialingCode: string): string;
    checkCode(site: SiteContext, purpose: 'reset', destination: string, code: string): Promise<boolean>;
    sendEmail(merchantId: number, message: ResetMail): Promise<void>;
  };
  /** The two-factor module's state of a member, for the security overview. */
  twoFactorStatus(memberId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }>;
  /** The identity module's human check (GEETEST3): challenge.required / challenge.invalid. */
  requireHumanChallenge(site: SiteContext, payload: string | undefined): Promise<void>;
  /** Reset mails leave after the answer (see forgotPasswordEmail); their failures are reported here. */
  onMailError?: (error: unknown) => void;
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

const required = () => ({ code: 'rule.required', message: 'This field is required' });

/** Field errors of a value against a rule that is always required here, as registration reports them. */
function ruleErrors(rule: RegisterRule, value: string, field: string, fields: FieldErrors) {
  const violation = value === '' ? 'required' : checkRule({ ...rule, required: true }, value);
  if (violation === 'required') fields[field] = required();
  else if (violation) fields[field] = { code: `rule.${violation}`, message: `pattern.${rule.patternId}` };
}

/** A new login password (`newPassword`) against the merchant's password rule, and its confirmation. */
function newPasswordErrors(
  site: SiteContext,
  password: string,
  confirmation: string | undefined,
): FieldErrors {
  const fields: FieldErrors = {};
  ruleErrors(site.settings.registerRules.username.password, password, 'newPassword', fields);
  if (!fields.newPassword && confirmation !== undefined && confirmation !== password)
    fields.confirmNewPassword = { code: 'rule.inconsistent', message: 'The two passwords differ' };
  return fields;
}

function paymentRule(site: SiteContext): RegisterRule {
  const rule = site.settings.registerRules.username.paymentPassword;
  return rule.enabled ? rule : DEFAULT_PAYMENT_RULE;
}

function paymentPasswordErrors(site: SiteContext, password: string, confirmation: string): FieldErrors {
  const fields: FieldErrors = {};
  ruleErrors(paymentRule(site), password, 'paymentPassword', fields);
  if (!fields.paymentPassword && confirmation !== password)
    fields.confirmPaymentPassword = { code: 'rule.inconsistent', message: 'The two passwords differ' };
  return fields;
}

const sameAsLogin = () => ({
  code: 'rule.same_as_login',
  message: 'The payment password must differ from the login password',
});

function throwIfAny(fields: FieldErrors) {
  if (Object.keys(fields).length > 0) throw validationError(fields);
}

const EMAIL_PATTERN = PATTERNS[10].regex;

/** A real calendar date yyyy-MM-dd, not after today, of someone at least 18. */
function birthdayError(value: string, today: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
    return { code: 'rule.pattern', message: 'pattern.11' };
  if (value > today) return { code: 'rule.future', message: 'The date is in the future' };
  const adultFrom = `${String(Number(match[1]) + ADULT_AGE).padStart(4, '0')}-${match[2]}-${match[3]}`;
  if (adultFrom > today) return { code: 'rule.underage', message: `Members must be at least ${ADULT_AGE}` };
  return null;
}

/** The uploaded picture as a data URL of the type its bytes really are; field errors on `image`. */
function avatarImage(dataUrl: string): string {
  return checkImage(dataUrl, { field: 'image', maxBytes: AVATAR_MAX_BYTES });
}

function avatarOf(profile: store.ProfileRow | null): Avatar {
  if (profile?.avatar === 'custom' && profile.avatarImage)
    return { avatar: 'custom', avatarType: 'CUSTOM', image: profile.avatarImage };
  const preset = profile && profile.avatar !== 'custom' ? profile.avatar : '0';
  return { avatar: preset, avatarType: 'STATIC', image: null };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * Where reset links point: the origin the client sent when its host is one of the merchant's
 * domains (so a link cannot be aimed at someone else's site), else the merchant's first domain.
 */
function resetOrigin(site: SiteContext, resetUrl: string | undefined): string | null {
  const { domains, mainDomain } = site.settings.profile;
  const own = domains.map((domain) => domain.toLowerCase());
  if (resetUrl) {
    try {
      const url = new URL(resetUrl);
      if (
        (url.protocol === 'https:' || url.protocol === 'http:') &&
        (own.includes(url.hostname) || own.includes(url.host))
      )
        return url.origin;
    } catch {
      // Not a URL: fall back to the merchant's own domain.
    }
  }
  const fallback = own[0] ?? mainDomain.toLowerCase();
  return fallback ? `https://${fallback}` : null;
}

function resetMail(site: SiteContext, to: string, username: string, link: string): ResetMail {
  const name = site.settings.profile.name;
  const minutes = RESET_TOKEN_TTL_MS / MINUTE;
  const text = [
    `Hello ${username},`,
    '',
    `Someone asked to reset the password of your ${name} account. Open this link within ${minutes} minutes to choose a new one:`,
    link,
    '',
    'If it was not you, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(username)},</p>`,
    `<p>Someone asked to reset the password of your ${escapeHtml(name)} account. Open this link within ${minutes} minutes to choose a new one:</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    '<p>If it was not you, ignore this e-mail: your password stays as it is.</p>',
  ].join('\n');
  return { to, subject: `${name}: reset your password`, text, html };
}

export function createAccountService(deps: AccountServiceDeps) {
  const { db, clock, messaging } = deps;

  async function requireMember(memberId: number) {
    const member = await store.findMember(db, memberId);
    if (!member) throw new AppError('login.not.session');
    return member;
  }

  /** Stores a new login password and ends the member's sessions (but `keepTokenHash`'s) and remember-me tokens. */
  async function replaceLoginPassword(memberId: number, password: string, keepTokenHash?: string) {
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const now = clock.now();
      await store.setPassword(tx, memberId, passwordHash, now);
      await store.revokeSessions(tx, memberId, now, keepTokenHash);
      await store.revokeRememberTokens(tx, memberId, now);
    });
  }

  async function profileOf(memberId: number): Promise<Profile> {
    const member = await requireMember(memberId);
    const row = await store.findProfile(db, memberId);
    const fields = Object.fromEntries(
      PROFILE_FIELDS.map((field) => [field, field === 'nickname' ? member.nickname : (row?.[field] ?? null)]),
    ) as Record<ProfileField, string | null>;
    return {
      ...fields,
      account: member.username,
      mobile: row?.mobile ?? null,
      countryDialingCode: row?.countryDialingCode ?? null,
      language: member.language && isLanguage(member.language) ? member.language : null,
    };
  }

  return {
    /**
     * Changes the login password (spec.md §3, §5). The old password is required when the account has
     * one; every other session and every remember-me token ends, the calling session stays.
     */
    async changePassword(site: SiteContext, principal: MemberPrincipal, input: ChangePasswordInput) {
      const member = await requireMember(principal.id);
      const fields = newPasswordErrors(site, input.newPassword, input.confirmNewPassword);
      if (member.passwordHash && !input.oldPassword) fields.oldPassword = required();
      throwIfAny(fields);
      if (member.passwordHash && !(await verifyPassword(member.passwordHash, input.oldPassword ?? '')))
        throw new AppError('password.wrong');
      await replaceLoginPassword(member.id, input.newPassword, sha256(principal.token));
    },

    /**
     * Forgot password by e-mail. The answer is the same whether or not the username and e-mail
     * match an account, and the mail leaves after the answer, so neither the answer nor its timing
     * tells who has an account. At most 3 links per member and hour; a new link kills older ones.
     */
    async forgotPasswordEmail(site: SiteContext, input: ForgotEmailInput) {
      await deps.requireHumanChallenge(site, input.challenge);
      if (!patternMatches(EMAIL_PATTERN, input.email))
        throw validationError({ email: { code: 'rule.pattern', message: 'pattern.10' } });
      const member = await store.findMemberByUsernameAndEmail(
        db,
        site.merchantId,
        input.username,
        input.email,
      );
      const origin = resetOrigin(site, input.resetUrl);
      if (!member?.email || !origin) return;

      const token = randomBytes(32).toString('base64url');
      const admitted = await db.transaction(async (tx) => {
        await store.lockMember(tx, member.id);
        const now = clock.now();
        const recent = await store.countResetTokensSince(tx, member.id, new Date(now.getTime() - HOUR));
        if (recent >= RESET_MAILS_PER_HOUR) return false;
        await store.invalidateResetTokens(tx, member.id, now);
        await store.insertResetToken(tx, {
          tokenHash: sha256(token),
          memberId: member.id,
          createdAt: now,
          expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
        });
        return true;
      });
      if (!admitted) return;
      const link = `${origin}/?resetToken=${token}`;
      messaging
        .sendEmail(site.merchantId, resetMail(site, member.email, member.username, link))
        .catch((error: unknown) => deps.onMailError?.(error));
    },

    /** Sets a new password with a mailed link's token: once, within 30 minutes; ends every session. */
    async resetPassword(site: SiteContext, input: ResetPasswordInput) {
      const hash = sha256(input.token);
      const found = await store.findLiveResetToken(db, hash, site.merchantId, clock.now());
      if (!found) throw new AppError('reset.link.invalid');
      throwIfAny(newPasswordErrors(site, input.newPassword, input.confirmNewPassword));
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        const now = clock.now();
        if (!(await store.consumeResetToken(tx, hash, now))) throw new AppError('reset.link.invalid');
        await store.setPassword(tx, found.memberId, passwordHash, now);
        await store.revokeSessions(tx, found.memberId, now);
        await store.revokeRememberTokens(tx, found.memberId, now);
      });
      return { username: found.username };
    },

    /**
     * Forgot password by phone: the SMS code (purpose `reset`) is checked before the number is looked
     * up, so nobody learns which numbers have accounts without receiving their codes.
     */
    async forgotPasswordPhone(site: SiteContext, input: ForgotPhoneInput) {
      const destination = messaging.destinationOf(
        site,
        'mobileNum',
        input.mobileNum,
        input.countryDialingCode,
      );
      throwIfAny(newPasswordErrors(site, input.newPassword, input.confirmNewPassword));
      if (!(await messaging.checkCode(site, 'reset', destination, input.verificationCode)))
        throw new AppError('verification.code.invalid');
      const member = await store.findMemberByMobile(db, site.merchantId, destination);
      if (!member) throw new AppError('mobile.not.registered');
      await replaceLoginPassword(member.id, input.newPassword);
      return { username: member.username };
    },

    async hasPaymentPassword(memberId: number) {
      return (await requireMember(memberId)).paymentPasswordHash !== null;
    },

    /** Sets the payment password, once; it must differ from the login password. */
    async setPaymentPassword(site: SiteContext, memberId: number, input: PaymentSetInput) {
      const member = await requireMember(memberId);
      if (member.paymentPasswordHash) throw new AppError('payment.password.exists');
      const fields = paymentPasswordErrors(site, input.paymentPassword, input.confirmPaymentPassword);
      if (
        !fields.paymentPassword &&
        member.passwordHash &&
        (await verifyPassword(member.passwordHash, input.paymentPassword))
      )
        fields.paymentPassword = sameAsLogin();
      throwIfAny(fields);
      const hash = await hashPassword(input.paymentPassword);
      if (!(await store.setFirstPaymentPassword(db, memberId, hash)))
        throw new AppError('payment.password.exists');
    },

    /** Changes the payment password with the old one. */
    async changePaymentPassword(site: SiteContext, memberId: number, input: PaymentChangeInput) {
      const member = await requireMember(memberId);
      const current = member.paymentPasswordHash;
      if (!current) throw new AppError('payment.password.missing');
      const fields = paymentPasswordErrors(site, input.paymentPassword, input.confirmPaymentPassword);
      if (!input.oldPaymentPassword) fields.oldPaymentPassword = required();
      throwIfAny(fields);
      if (!(await verifyPassword(current, input.oldPaymentPassword))) throw new AppError('password.wrong');
      if (member.passwordHash && (await verifyPassword(member.passwordHash, input.paymentPassword)))
        throw validationError({ paymentPassword: sameAsLogin() });
      const hash = await hashPassword(input.paymentPassword);
      // Only if nobody changed it since it was verified.
      if (!(await store.replacePaymentPassword(db, memberId, hash, current)))
        throw new AppError('password.wrong');
    },

    /** Replaces a forgotten payment password, proven by the login password. */
    async resetPaymentPassword(site: SiteContext, memberId: number, input: PaymentResetInput) {
      const member = await requireMember(memberId);
      const fields = paymentPasswordErrors(site, input.paymentPassword, input.confirmPaymentPassword);
      if (!input.password) fields.password = required();
      throwIfAny(fields);
      if (!member.passwordHash || !(await verifyPassword(member.passwordHash, input.password)))
        throw new AppError('password.wrong');
      if (input.paymentPassword === input.password) throw validationError({ paymentPassword: sameAsLogin() });
      const hash = await hashPassword(input.paymentPassword);
      await store.replacePaymentPassword(db, memberId, hash, null);
    },

    /** The security centre summary; contacts are masked, the last login is the one before this session's. */
    async securityOverview(principal: MemberPrincipal): Promise<SecurityOverview> {
      const member = await requireMember(principal.id);
      const profile = await store.findProfile(db, member.id);
      const sessionStart = (await store.findSessionStart(db, sha256(principal.token))) ?? clock.now();
      const previous = await store.lastSuccessfulLoginBefore(
        db,
        member.id,
        new Date(sessionStart.getTime() - CURRENT_LOGIN_SLACK_MS),
      );
      const twoFactor = await deps.twoFactorStatus(member.id);
      return {
        hasPassword: member.passwordHash !== null,
        hasPaymentPassword: member.paymentPasswordHash !== null,
        twoFactorEnabled: twoFactor.enabled,
        recoveryCodesLeft: twoFactor.recoveryCodesLeft,
        mobile: profile?.mobile ? maskMobile(profile.mobile, profile.countryDialingCode) : null,
        email: profile?.email ? maskEmail(profile.email) : null,
        passwordChangedAt: member.passwordChangedAt.getTime(),
        lastLoginAt: previous?.at.getTime() ?? null,
        lastLoginIp: previous?.ip ?? null,
      };
    },

    /** The member's logins of the last 90 days, newest first. */
    async loginHistory(memberId: number, page: PageQuery) {
      const since = new Date(clock.now().getTime() - LOGIN_HISTORY_DAYS * DAY);
      const { rows, total } = await store.listLoginHistory(db, memberId, since, page);
      const list = rows.map((row) => ({
        at: row.at.getTime(),
        ip: row.ip,
        country: row.country,
        userAgent: row.userAgent,
        method: row.method as LoginHistoryEntry['method'],
        outcome: row.outcome as LoginHistoryEntry['outcome'],
      }));
      return { list, pageNum: page.pageNo, totalPages: pageCount(total, page.pageSize) };
    },

    profile: profileOf,

    /**
     * Updates only the fields sent; an empty value clears one. Fields with a registration rule follow
     * it when it is enabled; the payee name, once set, is fixed.
     */
    async updateProfile(site: SiteContext, memberId: number, update: ProfileUpdate): Promise<Profile> {
      await requireMember(memberId);
      const rules = site.settings.registerRules.username;
      const today = clock.now().toISOString().slice(0, 10);
      await db.transaction(async (tx) => {
        await store.lockMember(tx, memberId);
        const current = await store.findProfile(tx, memberId);
        const fields: FieldErrors = {};
        for (const field of RULED_PROFILE_FIELDS) {
          const value = update[field];
          if (value === undefined) continue;
          const rule = rules[field];
          const violation = checkRule(rule, value);
          if (violation === 'required') fields[field] = required();
          else if (violation)
            fields[field] = { code: `rule.${violation}`, message: `pattern.${rule.patternId}` };
        }
        if (update.email && !fields.email && !patternMatches(EMAIL_PATTERN, update.email))
          fields.email = { code: 'rule.pattern', message: 'pattern.10' };
        if (update.payeeName !== undefined && current?.payeeName && update.payeeName !== current.payeeName)
          fields.payeeName = { code: 'rule.locked', message: 'The payee name cannot be changed once set' };
        const nicknameLength = update.nickname ? [...update.nickname].length : 0;
        if (update.nickname && (nicknameLength < NICKNAME_LENGTH.min || nicknameLength > NICKNAME_LENGTH.max))
          fields.nickname = {
            code: 'rule.length',
            message: `Between ${NICKNAME_LENGTH.min} and ${NICKNAME_LENGTH.max} characters`,
          };
        const birthday = update.birthday ? birthdayError(update.birthday, today) : null;
        if (birthday) fields.birthday = birthday;
        throwIfAny(fields);
        // Password resets are mailed to this address: a stolen session alone must not redirect them.
        const emailChanges =
          update.email !== undefined && (update.email || null) !== (current?.email ?? null);
        const member = await store.findMember(tx, memberId);
        if (emailChanges && member?.passwordHash) {
          if (!update.currentPassword) throw validationError({ currentPassword: required() });
          if (!(await verifyPassword(member.passwordHash, update.currentPassword)))
            throw new AppError('password.wrong');
        }

        const patch: store.ProfilePatch = {};
        for (const field of PROFILE_FIELDS) {
          const value = update[field];
          if (field === 'nickname' || value === undefined) continue;
          patch[field] = value === '' ? null : value;
        }
        if (update.nickname !== undefined)
          await store.updateMember(tx, memberId, { nickname: update.nickname || null });
        if (Object.keys(patch).length > 0)
          await store.upsertProfile(tx, memberId, site.merchantId, patch, clock.now());
      });
      return profileOf(memberId);
    },

    async setLanguage(memberId: number, language: Language) {
      await store.updateMember(db, memberId, { language });
    },

    async avatar(memberId: number): Promise<Avatar> {
      return avatarOf(await store.findProfile(db, memberId));
    },

    /** A preset ("0"–"11") or an uploaded PNG, JPEG or WebP picture, checked by its bytes. */
    async uploadAvatar(site: SiteContext, memberId: number, input: AvatarUploadInput): Promise<Avatar> {
      const patch =
        'avatar' in input
          ? { avatar: input.avatar, avatarImage: null }
          : { avatar: 'custom', avatarImage: avatarImage(input.image) };
      await store.upsertProfile(db, memberId, site.merchantId, patch, clock.now());
      return avatarOf(await store.findProfile(db, memberId));
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
