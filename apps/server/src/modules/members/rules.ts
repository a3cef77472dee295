import {
  checkRule,
  PATTERNS,
  patternMatches,
  type FieldError,
  type LoginHistoryEntry,
  type ProfileField,
  type ProfileUpdate,
  type RegisterRule,
  type RegisterRules,
  type RuleField,
} from '@wps/contracts';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { FieldErrors } from '../../platform/errors.js';
import { pageCount } from '../../kernel/paging.js';

/*
 * The members module's pure rules: no database, no clock (callers pass `now`). Sessions and
 * remember-me (docs/product.md §Sessions), passwords and the profile (docs/product.md §Security
 * centre), masking of contacts, the payee name.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// ---------------------------------------------------------------------------------------------------
// Sessions and remember-me
// ---------------------------------------------------------------------------------------------------

/** Absolute lifetime of a session unless configured (7 days). */
export const DEFAULT_SESSION_MAX_AGE_MS = 7 * DAY;
/** A session unused this long ends, unless configured (30 minutes). */
export const DEFAULT_SESSION_IDLE_MS = 30 * MINUTE;
/** last_seen_at is written at most this often, so a busy session does not write on every request. */
export const TOUCH_EVERY_MS = MINUTE;
/** Length of the opaque session id shown to the member: the first hex characters of the token hash. */
export const SESSION_ID_LENGTH = 12;

export interface SessionLimits {
  /** Absolute lifetime of a session. */
  maxAgeMs: number;
  /** A session unused this long ends. */
  idleMs: number;
}

/** The limits of a service: the configured ones, else 7 days and 30 minutes. */
export function sessionLimitsOf(configured: {
  sessionMaxAgeMs?: number;
  sessionIdleMs?: number;
}): SessionLimits {
  return {
    maxAgeMs: configured.sessionMaxAgeMs ?? DEFAULT_SESSION_MAX_AGE_MS,
    idleMs: configured.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS,
  };
}

/** When a session started at `now` ends at the latest, whatever its use. */
export function sessionExpiresAt(now: Date, limits: SessionLimits): Date {
  return new Date(now.getTime() + limits.maxAgeMs);
}

/** Sessions last seen at or before this moment are idle (ended). */
export function idleCutoff(now: Date, limits: SessionLimits): Date {
  return new Date(now.getTime() - limits.idleMs);
}

export interface SessionFacts {
  revokedAt: Date | null;
  /** The session's merchant. */
  merchantId: number;
  expiresAt: Date;
  lastSeenAt: Date;
}

/**
 * What a presented token is worth: `ended` when the session was revoked, is past its absolute end,
 * idle for `idleMs` or longer, or belongs to another merchant (the session's or the member's);
 * `live` when it may be used as is, `touch` when it may be used and last_seen_at is due (a minute).
 */
export function sessionVerdict(
  session: SessionFacts,
  memberMerchantId: number,
  merchantId: number,
  now: Date,
  limits: SessionLimits,
): 'ended' | 'live' | 'touch' {
  const at = now.getTime();
  if (session.revokedAt || session.merchantId !== merchantId || memberMerchantId !== merchantId)
    return 'ended';
  if (session.expiresAt.getTime() <= at) return 'ended';
  const idle = at - session.lastSeenAt.getTime();
  if (idle >= limits.idleMs) return 'ended';
  return idle >= TOUCH_EVERY_MS ? 'touch' : 'live';
}

/** Session and remember tokens are 32 random bytes in base64url: anything far off is not looked up. */
export function plausibleToken(token: string): boolean {
  return token.length >= 20 && token.length <= 100;
}

/** The short opaque id of a session shown to its member (never the token or its whole hash). */
export function sessionIdOf(tokenHash: string): string {
  return tokenHash.slice(0, SESSION_ID_LENGTH);
}

/** True when `id` has the shape of a session id (12 lower-case hex characters). */
export function isSessionId(id: string): boolean {
  return new RegExp(`^[0-9a-f]{${SESSION_ID_LENGTH}}$`).test(id);
}

/** A remember-me token issued at `now` for `days` days ends then. */
export function rememberTokenExpiresAt(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY);
}

/** The login password is expired when `expiryDays` > 0 and it is older than that many days (not equal). */
export function isPasswordExpired(passwordChangedAt: Date, now: Date, expiryDays: number): boolean {
  return expiryDays > 0 && now.getTime() - passwordChangedAt.getTime() > expiryDays * DAY;
}

// ---------------------------------------------------------------------------------------------------
// Passwords
// ---------------------------------------------------------------------------------------------------

export const REQUIRED: FieldError = { code: 'rule.required', message: 'This field is required' };
const INCONSISTENT: FieldError = { code: 'rule.inconsistent', message: 'The two passwords differ' };
export const SAME_AS_LOGIN: FieldError = {
  code: 'rule.same_as_login',
  message: 'The payment password must differ from the login password',
};

/** Exactly 6 digits: the payment password rule when the merchant has none enabled. */
export const DEFAULT_PAYMENT_RULE: RegisterRule = {
  enabled: true,
  required: true,
  patternId: 5,
  acceptedPattern: PATTERNS[5].regex,
  minLength: 6,
  maxLength: 6,
};

/** Field errors of a value against a rule that is always required here, as registration reports them. */
export function ruleErrors(rule: RegisterRule, value: string, field: string, fields: FieldErrors): void {
  const violation = value === '' ? 'required' : checkRule({ ...rule, required: true }, value);
  if (violation === 'required') fields[field] = REQUIRED;
  else if (violation) fields[field] = { code: `rule.${violation}`, message: `pattern.${rule.patternId}` };
}

/** A new login password (`newPassword`) against the merchant's password rule, and its confirmation. */
export function newPasswordErrors(
  rules: RegisterRules,
  password: string,
  confirmation: string | undefined,
): FieldErrors {
  const fields: FieldErrors = {};
  ruleErrors(rules.password, password, 'newPassword', fields);
  if (!fields.newPassword && confirmation !== undefined && confirmation !== password)
    fields.confirmNewPassword = INCONSISTENT;
  return fields;
}

/** The merchant's payment password rule when enabled, else exactly 6 digits. */
export function paymentRule(rules: RegisterRules): RegisterRule {
  return rules.paymentPassword.enabled ? rules.paymentPassword : DEFAULT_PAYMENT_RULE;
}

/** A new payment password against the payment rule, and its confirmation. */
export function paymentPasswordErrors(
  rules: RegisterRules,
  password: string,
  confirmation: string,
): FieldErrors {
  const fields: FieldErrors = {};
  ruleErrors(paymentRule(rules), password, 'paymentPassword', fields);
  if (!fields.paymentPassword && confirmation !== password) fields.confirmPaymentPassword = INCONSISTENT;
  return fields;
}

// ---------------------------------------------------------------------------------------------------
// Forgotten password
// ---------------------------------------------------------------------------------------------------

/** A mailed reset link works this long. */
export const RESET_TOKEN_TTL_MS = 30 * MINUTE;
/** Reset links a member may be sent per hour. */
export const RESET_MAILS_PER_HOUR = 3;

/** Whether one more reset mail may leave, given how many were sent in the last hour. */
export function resetMailAllowed(sentInLastHour: number): boolean {
  return sentInLastHour < RESET_MAILS_PER_HOUR;
}

/** Reset mails counted against the hourly limit are those created after this moment. */
export function resetMailWindowStart(now: Date): Date {
  return new Date(now.getTime() - HOUR);
}

/**
 * Where reset links point: the origin the client sent when its host is one of the merchant's
 * domains (so a link cannot be aimed at someone else's site), else the merchant's first domain.
 */
export function resetOrigin(
  profile: { domains: readonly string[]; mainDomain: string },
  resetUrl: string | undefined,
): string | null {
  const own = profile.domains.map((domain) => domain.toLowerCase());
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
  const fallback = own[0] ?? profile.mainDomain.toLowerCase();
  return fallback ? `https://${fallback}` : null;
}

// ---------------------------------------------------------------------------------------------------
// Profile
// ---------------------------------------------------------------------------------------------------

export const ADULT_AGE = 18;
const EMAIL_PATTERN = PATTERNS[10].regex;
const NICKNAME_LENGTH = { min: 2, max: 20 };

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

/** An e-mail address as the forms accept it (pattern 10). */
export function isEmail(value: string): boolean {
  return patternMatches(EMAIL_PATTERN, value);
}

/** A real calendar date yyyy-MM-dd, not after `today` (yyyy-MM-dd, UTC), of someone at least 18. */
export function birthdayError(value: string, today: string): FieldError | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
    return { code: 'rule.pattern', message: 'pattern.11' };
  if (value > today) return { code: 'rule.future', message: 'The date is in the future' };
  const adultFrom = `${String(Number(match[1]) + ADULT_AGE).padStart(4, '0')}-${match[2]}-${match[3]}`;
  if (adultFrom > today) return { code: 'rule.underage', message: `Members must be at least ${ADULT_AGE}` };
  return null;
}

/** The payee name is set once: a different one may not replace it (clearing it is a change too). */
export function payeeNameLocked(current: string | null | undefined, requested: string | undefined): boolean {
  return requested !== undefined && Boolean(current) && requested !== current;
}

/** The payee name a first binding leaves: the member's when set (`claimed` false), else `name`. */
export function payeeNameClaim(
  current: string | null | undefined,
  name: string,
): { payeeName: string; claimed: boolean } {
  return current ? { payeeName: current, claimed: false } : { payeeName: name, claimed: true };
}

/**
 * Field errors of a profile update: fields with a registration rule follow it when it is enabled,
 * the e-mail must look like one, the payee name once set is fixed, the nickname has 2 to 20
 * characters, the birthday is a real past date of an adult (`today` as yyyy-MM-dd).
 */
export function profileUpdateErrors(
  rules: RegisterRules,
  update: ProfileUpdate,
  current: { payeeName: string | null } | null,
  today: string,
): FieldErrors {
  const fields: FieldErrors = {};
  for (const field of RULED_PROFILE_FIELDS) {
    const value = update[field];
    if (value === undefined) continue;
    const rule = rules[field];
    const violation = checkRule(rule, value);
    if (violation === 'required') fields[field] = REQUIRED;
    else if (violation) fields[field] = { code: `rule.${violation}`, message: `pattern.${rule.patternId}` };
  }
  if (update.email && !fields.email && !isEmail(update.email))
    fields.email = { code: 'rule.pattern', message: 'pattern.10' };
  if (payeeNameLocked(current?.payeeName, update.payeeName))
    fields.payeeName = { code: 'rule.locked', message: 'The payee name cannot be changed once set' };
  const nicknameLength = update.nickname ? [...update.nickname].length : 0;
  if (update.nickname && (nicknameLength < NICKNAME_LENGTH.min || nicknameLength > NICKNAME_LENGTH.max))
    fields.nickname = {
      code: 'rule.length',
      message: `Between ${NICKNAME_LENGTH.min} and ${NICKNAME_LENGTH.max} characters`,
    };
  const birthday = update.birthday ? birthdayError(update.birthday, today) : null;
  if (birthday) fields.birthday = birthday;
  return fields;
}

/** Whether an update changes the e-mail address (an empty value clears it). */
export function emailChanges(update: ProfileUpdate, currentEmail: string | null | undefined): boolean {
  return update.email !== undefined && (update.email || null) !== (currentEmail ?? null);
}

// ---------------------------------------------------------------------------------------------------
// Login history and the security overview
// ---------------------------------------------------------------------------------------------------

export const LOGIN_HISTORY_DAYS = 90;
/**
 * The current login's own history row is written around the moment its session starts (before or
 * just after); anything older than this before the session start is an earlier login.
 */
export const CURRENT_LOGIN_SLACK_MS = 5_000;

/** The login history shows logins from this moment on (the last 90 days). */
export function loginHistorySince(now: Date): Date {
  return new Date(now.getTime() - LOGIN_HISTORY_DAYS * DAY);
}

/** The "last login" of the security overview is the newest successful one before this moment. */
export function previousLoginBefore(sessionStart: Date): Date {
  return new Date(sessionStart.getTime() - CURRENT_LOGIN_SLACK_MS);
}

export interface LoginHistoryRow {
  at: Date;
  ip: string | null;
  country: string | null;
  userAgent: string | null;
  method: string;
  outcome: string;
}

/** One page of the login history as the member sees it (the store keeps only known methods and outcomes). */
export function loginHistoryPage(
  rows: readonly LoginHistoryRow[],
  total: number,
  page: { pageNo: number; pageSize: number },
): { list: LoginHistoryEntry[]; pageNum: number; totalPages: number } {
  const list = rows.map((row) => ({
    at: row.at.getTime(),
    ip: row.ip,
    country: row.country,
    userAgent: row.userAgent,
    method: row.method as LoginHistoryEntry['method'],
    outcome: row.outcome as LoginHistoryEntry['outcome'],
  }));
  return { list, pageNum: page.pageNo, totalPages: pageCount(total, page.pageSize) };
}

// ---------------------------------------------------------------------------------------------------
// Masking
// ---------------------------------------------------------------------------------------------------

const DOTS = '•••';

/**
 * A mobile number as shown to someone who should recognise but not read it: the dialing code and
 * the last four digits, e.g. `+63 ••• ••• 4567`. The dialing code is taken from the stored one when
 * it prefixes the number, else read from the E.164 number itself.
 */
export function maskMobile(mobile: string, dialingCode?: string | null): string {
  const digits = mobile.replace(/[^0-9+]/g, '');
  const prefix =
    dialingCode && digits.startsWith(dialingCode)
      ? dialingCode
      : (() => {
          const callingCode = parsePhoneNumberFromString(digits)?.countryCallingCode;
          return callingCode ? `+${callingCode}` : '';
        })();
  const last4 = digits.slice(prefix.length).slice(-4);
  return [prefix, DOTS, DOTS, last4].filter(Boolean).join(' ');
}

/** An e-mail address with the local part reduced to its first character, e.g. `a•••@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return DOTS;
  return `${[...email.slice(0, at)][0]}${DOTS}${email.slice(at)}`;
}
