import { createHash, timingSafeEqual } from 'node:crypto';
import {
  checkRule,
  LOGIN_CHECK_METHODS,
  LOGIN_METHODS,
  RULE_FIELDS,
  type LoginCheckMethod,
  type RegisterRules,
  type RuleField,
} from '@wps/contracts';
import type { AttemptLimit } from '../../platform/limits/attempts.js';
import type { FieldErrors } from '../../platform/errors.js';
import { isPasswordExpired } from '../members/rules.js';
import type { NewMember } from '../members/service.js';
import type { ClientMeta, LoginInput, RegisterInput, RegisterMobileInput } from './deps.js';
import type { LoginMethod } from './login-guard.js';

/*
 * The identity module's pure rules: no database, no clock (callers pass `now`), no randomness
 * (callers pass the random part). Login, registration, captchas and the second login step
 * (docs/product.md §Identity).
 */

const MINUTE = 60_000;
const sha256 = (value: string) => createHash('sha256').update(value).digest();

// ---------------------------------------------------------------------------------------------------
// Login
// ---------------------------------------------------------------------------------------------------

/** Failed member logins per merchant and address, whatever the names tried (password spraying): at
 * most 50 in 15 minutes, then 15 minutes' wait. */
export const ADDRESS_LIMIT: AttemptLimit = { max: 50, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
export const ADDRESS_SCOPE = 'member-login-address';
const NAME_SCOPE = 'member-login';

/** The address counter's key: per merchant and address. */
export function loginAddressKey(merchantId: number, ip: string): string {
  return `${merchantId}:${ip}`;
}

/**
 * Lock key of a login form, per merchant: the lower-cased username, or the number for SMS logins
 * (known or not, so an unknown name answers exactly like a known one).
 */
export function loginNameKey(
  merchantId: number,
  input: Pick<LoginInput, 'type' | 'username' | 'countryDialingCode'>,
) {
  const name =
    input.type === 'sms' ? `sms:${input.countryDialingCode ?? ''}${input.username}` : input.username;
  return { scope: `${NAME_SCOPE}:${merchantId}`, key: name.toLowerCase() };
}

/** The merchant's lock: `loginLockThreshold` consecutive failures lock for `loginLockMinutes`. */
export function loginNameLimit(flags: {
  loginLockThreshold: number;
  loginLockMinutes: number;
}): AttemptLimit {
  return { max: flags.loginLockThreshold, windowMs: null, lockMs: flags.loginLockMinutes * MINUTE };
}

/** How a login form signs in: by password (username form) or by SMS code. */
export function loginMethodOf(input: Pick<LoginInput, 'type'>): LoginMethod {
  return input.type === 'sms' ? 'sms' : 'password';
}

/** The refusal of wrong credentials: SMS logins speak of the code, the others never tell which part was wrong. */
export function loginFailureCode(input: Pick<LoginInput, 'type'>) {
  return input.type === 'sms' ? ('verification.code.invalid' as const) : ('login.failed' as const);
}

/** The user agent as the login history keeps it (300 characters at most). */
export function historyUserAgent(userAgent: string | null | undefined): string | null {
  return userAgent?.slice(0, 300) ?? null;
}

/**
 * What the login answer tells the client besides the token: the first login ever, and whether the
 * password must be changed now. No forced change after a login by SMS code, registration or free
 * play (the member may not know a password; docs/product.md §Identity).
 */
export function loginFlags(
  member: { lastLoginAt: Date | null; passwordChangedAt: Date; mustChangePassword: boolean },
  method: LoginMethod,
  passwordExpiryDays: number,
  now: Date,
) {
  const byPassword = method === 'password' || method === 'remember';
  return {
    firstTimeLogin: member.lastLoginAt === null,
    passwordExpired: byPassword && isPasswordExpired(member.passwordChangedAt, now, passwordExpiryDays),
    mustChangePassword: byPassword && member.mustChangePassword,
  };
}

/** Days of the remember-me token to issue, or null: only when asked and the merchant allows it. */
export function rememberTokenDays(asked: boolean, rememberMeDays: number): number | null {
  return asked && rememberMeDays > 0 ? rememberMeDays : null;
}

// ---------------------------------------------------------------------------------------------------
// Registration
// ---------------------------------------------------------------------------------------------------

export const REQUIRED = { code: 'rule.required', message: 'This field is required' } as const;

export interface RuleCheckOptions {
  /** Fields required on this form whatever their rule says (username and password by username). */
  alwaysRequired: readonly RuleField[];
  /** Fields this form does not take from the rule set (the mobile form has no username). */
  skip: readonly RuleField[];
  captchaOn: boolean;
}

/**
 * Per-field rule check of a registration form (docs/product.md §Identity): a disabled field must be
 * empty unless the form always requires it; an enabled one must match its pattern and length, and be
 * present when required. Messages name the pattern (`pattern.<id>`), which the client translates.
 */
export function checkRuleFields(
  rules: RegisterRules,
  values: Partial<Record<RuleField, string | undefined>>,
  options: RuleCheckOptions,
): FieldErrors {
  const fields: FieldErrors = {};
  for (const field of RULE_FIELDS) {
    if (options.skip.includes(field)) continue;
    if (field === 'captcha' && !options.captchaOn) continue;
    const rule = rules[field];
    const value = values[field] ?? '';
    const always = options.alwaysRequired.includes(field);
    if (!rule.enabled) {
      if (always && value === '') fields[field] = REQUIRED;
      else if (!always && value !== '')
        fields[field] = { code: 'rule.disabled', message: 'This field is not accepted' };
      continue;
    }
    const violation = checkRule(always ? { ...rule, required: true } : rule, value);
    if (violation === 'required') fields[field] = REQUIRED;
    else if (violation) fields[field] = { code: `rule.${violation}`, message: `pattern.${rule.patternId}` };
  }
  return fields;
}

/** The confirmation must repeat the password ("inconsistent"); checked only when the password passed. */
export function checkConfirmation(
  fields: FieldErrors,
  password: string | undefined,
  confirmation: string | undefined,
  field = 'confirmPassword',
): void {
  if (!fields.password && (confirmation ?? '') !== (password ?? ''))
    fields[field] = { code: 'rule.inconsistent', message: 'The two passwords differ' };
}

/** Without DIRECTREG3 (`directOn` false) a new member must come through an agent's invitation code. */
export function checkInvitation(
  fields: FieldErrors,
  affiliateCode: string | undefined,
  directOn: boolean,
): void {
  if (!fields.affiliateCode && !affiliateCode && !directOn)
    fields.affiliateCode = { code: 'rule.required', message: 'An invitation code is required' };
}

/** Profile columns from a registration form (mobile in E.164); blank optional fields are null. */
export function registrationProfileOf(
  input: RegisterInput | RegisterMobileInput,
  mobile: string | null,
  meta: ClientMeta,
): NonNullable<NewMember['profile']> {
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

/**
 * Usernames tried, in order, for a member registered by mobile number: `m` and the number's digits,
 * then the same with a random suffix (when a member chose the first one by hand).
 */
export function mobileUsernames(mobile: string, suffix: string): [string, string] {
  const digits = mobile.replace(/\D/g, '');
  return [`m${digits}`, `m${digits}${suffix}`];
}

/** The username of a new free-play (trial) account: `trial` and a random hex part. */
export function trialUsername(random: string): string {
  return `trial${random}`;
}

// ---------------------------------------------------------------------------------------------------
// Captchas
// ---------------------------------------------------------------------------------------------------

/** An image captcha can be answered for this long. */
export const CAPTCHA_TTL_MS = 5 * MINUTE;

/** Only this hash of a captcha's code is stored, salted with its id. */
export function captchaCodeHash(id: string, code: string): string {
  return sha256(`${id}:${code}`).toString('hex');
}

/** When a captcha drawn at `now` expires. */
export function captchaExpiresAt(now: Date): Date {
  return new Date(now.getTime() + CAPTCHA_TTL_MS);
}

/** True when the stored captcha exists, is unexpired at `now` and `code` is its answer. */
export function captchaAnswerMatches(
  stored: { codeHash: string; expiresAt: Date } | null,
  id: string,
  code: string,
  now: Date,
): boolean {
  if (!stored || stored.expiresAt.getTime() <= now.getTime()) return false;
  return stored.codeHash === captchaCodeHash(id, code);
}

// ---------------------------------------------------------------------------------------------------
// The second login step (two-factor, new device)
// ---------------------------------------------------------------------------------------------------

/** A login check ticket works this long. */
export const TICKET_TTL_MS = 10 * MINUTE;
/** Wrong codes after which the ticket is gone and the member logs in again. */
export const MAX_CHECK_FAILURES = 5;
export const TWO_FACTOR_METHODS: LoginCheckMethod[] = ['totp', 'recovery'];

export type KnownKind = 'ip' | 'device';

/** Salted with the member, so the same address does not show up as one value across members. */
export function knownHash(memberId: number, value: string): string {
  return sha256(`${memberId}:${value}`).toString('hex');
}

/** The address and device of a login, as the known-devices list keeps them. */
export function knownValuesOf(memberId: number, ip: string | null, device: string | null) {
  const values: { kind: KnownKind; valueHash: string }[] = [];
  if (ip) values.push({ kind: 'ip', valueHash: knownHash(memberId, ip) });
  if (device) values.push({ kind: 'device', valueHash: knownHash(memberId, device) });
  return values;
}

/**
 * With LOGINIPVERF3, whether a login comes from a new place: neither its address nor its device id
 * was seen before. The first login ever has nothing to compare with, so it is not new (it becomes
 * the first known device).
 */
export function isNewDevice(
  known: readonly { kind: string; valueHash: string }[],
  values: readonly { kind: string; valueHash: string }[],
): boolean {
  if (known.length === 0) return false;
  const seen = new Set(known.map((row) => `${row.kind}:${row.valueHash}`));
  return !values.some((value) => seen.has(`${value.kind}:${value.valueHash}`));
}

/**
 * How a new device can be confirmed: a code by SMS or e-mail, or the payee name, as far as the
 * member has them. None means nothing to check against: the login goes through.
 */
export function newDeviceMethods(contact: {
  mobile: string | null;
  email: string | null;
  payeeName: string | null;
}): LoginCheckMethod[] {
  const methods: LoginCheckMethod[] = [];
  if (contact.mobile) methods.push('sms');
  if (contact.email) methods.push('email');
  if (contact.payeeName) methods.push('bankName');
  return methods;
}

/** The methods a ticket stored (comma-separated), unknown ones dropped. */
export function storedMethods(stored: string): LoginCheckMethod[] {
  return stored
    .split(',')
    .filter((method): method is LoginCheckMethod =>
      (LOGIN_CHECK_METHODS as readonly string[]).includes(method),
    );
}

/** The login method a ticket stored; anything unknown counts as a password login. */
export function storedLoginMethod(stored: string): LoginMethod {
  return (LOGIN_METHODS as readonly string[]).includes(stored) ? (stored as LoginMethod) : 'password';
}

/** The refusal of a wrong code: two-factor codes speak of two-factor, the others of a verification code. */
export function checkFailureCode(method: LoginCheckMethod) {
  return method === 'totp' || method === 'recovery'
    ? ('twofactor.code.invalid' as const)
    : ('verification.code.invalid' as const);
}

/** Case, surrounding and repeated spaces do not matter: `  john  SMITH ` is `John Smith`. */
export function sameName(given: string, expected: string | null): boolean {
  if (expected === null) return false;
  const canonical = (name: string) =>
    sha256(name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase());
  return timingSafeEqual(canonical(given), canonical(expected));
}

// ---------------------------------------------------------------------------------------------------
// Recovery codes
// ---------------------------------------------------------------------------------------------------

export const RECOVERY_CODE_COUNT = 10;
/** Lower case, without the look-alikes 0/o, 1/l/i. */
export const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_HALF = 4;
export const RECOVERY_CODE_LENGTH = RECOVERY_HALF * 2;

/** A recovery code from `RECOVERY_CODE_LENGTH` alphabet indexes (random), shown as `abcd-efgh`. */
export function recoveryCodeOf(indexes: readonly number[]): string {
  const chars = indexes.map((index) => RECOVERY_ALPHABET.charAt(index)).join('');
  return `${chars.slice(0, RECOVERY_HALF)}-${chars.slice(RECOVERY_HALF)}`;
}

/** `ABCD-EFGH`, `abcd efgh` and `abcdefgh` are the same code; null when it cannot be one. */
export function normalizeRecoveryCode(code: string): string | null {
  const compact = code.toLowerCase().replace(/[\s-]/g, '');
  return new RegExp(`^[${RECOVERY_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`).test(compact) ? compact : null;
}

/** Only this hash of a recovery code is stored, salted with the member. */
export function recoveryCodeHash(memberId: number, normalized: string): string {
  return sha256(`${memberId}:${normalized}`).toString('hex');
}

/** The stored hash equal to `hash`, comparing every one in constant time. */
export function matchingHash(hashes: readonly string[], hash: string): string | null {
  const wanted = Buffer.from(hash, 'hex');
  let found: string | null = null;
  for (const candidate of hashes) {
    const stored = Buffer.from(candidate, 'hex');
    if (stored.length === wanted.length && timingSafeEqual(stored, wanted)) found = candidate;
  }
  return found;
}
