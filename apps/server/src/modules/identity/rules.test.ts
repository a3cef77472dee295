import type { RuleField } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import type { FieldErrors } from '../../platform/errors.js';
import {
  ADDRESS_LIMIT,
  captchaAnswerMatches,
  captchaCodeHash,
  captchaExpiresAt,
  checkConfirmation,
  checkFailureCode,
  checkInvitation,
  checkRuleFields,
  historyUserAgent,
  isNewDevice,
  knownHash,
  knownValuesOf,
  loginAddressKey,
  loginFailureCode,
  loginFlags,
  loginMethodOf,
  loginNameKey,
  loginNameLimit,
  matchingHash,
  mobileUsernames,
  newDeviceMethods,
  normalizeRecoveryCode,
  RECOVERY_ALPHABET,
  recoveryCodeHash,
  recoveryCodeOf,
  registrationProfileOf,
  rememberTokenDays,
  sameName,
  storedLoginMethod,
  storedMethods,
  trialUsername,
} from './rules.js';
import { rulesWith } from '../../kernel/test-support.js';

const DAY = 86_400_000;
const NOW = new Date('2026-03-01T12:00:00Z');

const USERNAME_RULE = {
  enabled: true,
  required: true,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  patternId: 2,
  minLength: 4,
  maxLength: 8,
};

describe('login counters', () => {
  it('keys the name per merchant, lower-cased, the SMS number with its dialing code', () => {
    expect(loginNameKey(7, { type: 'username', username: 'Alice' })).toEqual({
      scope: 'member-login:7',
      key: 'alice',
    });
    expect(loginNameKey(7, { type: 'sms', username: '9171234567', countryDialingCode: '+63' })).toEqual({
      scope: 'member-login:7',
      key: 'sms:+639171234567',
    });
    expect(loginNameKey(7, { type: 'sms', username: '9171234567' }).key).toBe('sms:9171234567');
    expect(loginNameKey(8, { type: 'username', username: 'alice' }).scope).toBe('member-login:8');
  });

  it("locks the name at the merchant's threshold for its minutes, without a window", () => {
    expect(loginNameLimit({ loginLockThreshold: 5, loginLockMinutes: 15 })).toEqual({
      max: 5,
      windowMs: null,
      lockMs: 15 * 60_000,
    });
    expect(loginNameLimit({ loginLockThreshold: 1, loginLockMinutes: 0 }).lockMs).toBe(0);
  });

  it('limits an address to 50 failures in 15 minutes, keyed per merchant', () => {
    expect(ADDRESS_LIMIT).toEqual({ max: 50, windowMs: 15 * 60_000, lockMs: 15 * 60_000 });
    expect(loginAddressKey(3, '203.0.113.9')).toBe('3:203.0.113.9');
  });
});

describe('login outcome', () => {
  const member = {
    lastLoginAt: null,
    passwordChangedAt: new Date(NOW.getTime() - 30 * DAY),
    mustChangePassword: true,
  };

  it('tells the first login ever', () => {
    expect(loginFlags(member, 'password', 0, NOW).firstTimeLogin).toBe(true);
    expect(loginFlags({ ...member, lastLoginAt: NOW }, 'password', 0, NOW).firstTimeLogin).toBe(false);
  });

  it('expires the password only after more than passwordExpiryDays', () => {
    expect(loginFlags(member, 'password', 30, NOW).passwordExpired).toBe(false); // exactly 30 days
    const older = { ...member, passwordChangedAt: new Date(NOW.getTime() - 30 * DAY - 1) };
    expect(loginFlags(older, 'password', 30, NOW).passwordExpired).toBe(true);
    expect(loginFlags(older, 'password', 31, NOW).passwordExpired).toBe(false);
    expect(loginFlags(older, 'password', 0, NOW).passwordExpired).toBe(false); // 0: never
    expect(loginFlags(older, 'remember', 30, NOW).passwordExpired).toBe(true);
  });

  it('forces no password change after an SMS login, registration or free play', () => {
    const older = { ...member, passwordChangedAt: new Date(0) };
    for (const method of ['sms', 'register', 'freeplay'] as const) {
      expect(loginFlags(older, method, 1, NOW)).toMatchObject({
        passwordExpired: false,
        mustChangePassword: false,
      });
    }
    expect(loginFlags(older, 'password', 1, NOW).mustChangePassword).toBe(true);
    expect(loginFlags(older, 'remember', 1, NOW).mustChangePassword).toBe(true);
  });

  it('issues a remember-me token only when asked and allowed', () => {
    expect(rememberTokenDays(true, 30)).toBe(30);
    expect(rememberTokenDays(true, 1)).toBe(1);
    expect(rememberTokenDays(true, 0)).toBeNull();
    expect(rememberTokenDays(false, 30)).toBeNull();
  });

  it('names the method and the refusal of each form', () => {
    expect(loginMethodOf({ type: 'username' })).toBe('password');
    expect(loginMethodOf({ type: 'sms' })).toBe('sms');
    expect(loginFailureCode({ type: 'username' })).toBe('login.failed');
    expect(loginFailureCode({ type: 'sms' })).toBe('verification.code.invalid');
  });

  it('keeps 300 characters of the user agent', () => {
    expect(historyUserAgent('x'.repeat(301))).toHaveLength(300);
    expect(historyUserAgent('Mozilla')).toBe('Mozilla');
    expect(historyUserAgent(null)).toBeNull();
    expect(historyUserAgent(undefined)).toBeNull();
  });
});

describe('registration rules', () => {
  const options = {
    alwaysRequired: ['username', 'password'] as RuleField[],
    skip: [] as RuleField[],
    captchaOn: false,
  };

  it('requires the always-required fields even when their rule is off', () => {
    const fields = checkRuleFields(rulesWith({}), {}, options);
    expect(fields).toEqual({
      username: { code: 'rule.required', message: 'This field is required' },
      password: { code: 'rule.required', message: 'This field is required' },
    });
  });

  it('refuses a value for a disabled field, accepts it empty', () => {
    expect(
      checkRuleFields(rulesWith({}), { username: 'a', password: 'b', qqNum: '123456' }, options),
    ).toEqual({
      qqNum: { code: 'rule.disabled', message: 'This field is not accepted' },
    });
    expect(checkRuleFields(rulesWith({}), { username: 'a', password: 'b', qqNum: '' }, options)).toEqual({});
  });

  it('checks length at both bounds and the pattern, naming the pattern', () => {
    const rules = rulesWith({ username: USERNAME_RULE, password: { enabled: true, required: true } });
    const check = (username: string) => checkRuleFields(rules, { username, password: 'x' }, options).username;
    expect(check('abc')).toEqual({ code: 'rule.length', message: 'pattern.2' });
    expect(check('abcd')).toBeUndefined();
    expect(check('abcdefgh')).toBeUndefined();
    expect(check('abcdefghi')).toEqual({ code: 'rule.length', message: 'pattern.2' });
    expect(check('1abc')).toEqual({ code: 'rule.pattern', message: 'pattern.2' });
  });

  it('makes an optional enabled rule required when the form always needs the field', () => {
    const rules = rulesWith({ mobileNum: { enabled: true, required: false } });
    const mobileOptions = {
      alwaysRequired: ['mobileNum'] as RuleField[],
      skip: ['username', 'password'] as RuleField[],
      captchaOn: false,
    };
    expect(checkRuleFields(rules, {}, mobileOptions).mobileNum?.code).toBe('rule.required');
    expect(checkRuleFields(rules, {}, { ...mobileOptions, alwaysRequired: [] })).toEqual({});
  });

  it('skips the fields the form does not take, and the captcha when captchas are off', () => {
    const rules = rulesWith({ captcha: { enabled: true, required: true } });
    const skip = { alwaysRequired: [] as RuleField[], skip: ['username'] as RuleField[], captchaOn: false };
    expect(checkRuleFields(rules, { username: 'given' }, skip)).toEqual({});
    expect(checkRuleFields(rules, {}, { ...skip, captchaOn: true }).captcha?.code).toBe('rule.required');
  });

  it('wants the confirmation to repeat the password, once the password passed', () => {
    const fields: FieldErrors = {};
    checkConfirmation(fields, 'Secret123', 'Secret124');
    expect(fields.confirmPassword?.code).toBe('rule.inconsistent');
    const same: FieldErrors = {};
    checkConfirmation(same, 'Secret123', 'Secret123');
    expect(same).toEqual({});
    const failed: FieldErrors = { password: { code: 'rule.pattern', message: 'pattern.4' } };
    checkConfirmation(failed, 'x', 'y');
    expect(failed.confirmPassword).toBeUndefined();
    const missing: FieldErrors = {};
    checkConfirmation(missing, 'Secret123', undefined, 'confirmNewPassword');
    expect(missing.confirmNewPassword?.code).toBe('rule.inconsistent');
    const bothMissing: FieldErrors = {};
    checkConfirmation(bothMissing, undefined, undefined);
    expect(bothMissing).toEqual({});
  });

  it('needs an invitation code only without DIRECTREG3', () => {
    const without: FieldErrors = {};
    checkInvitation(without, undefined, false);
    expect(without.affiliateCode).toEqual({
      code: 'rule.required',
      message: 'An invitation code is required',
    });
    const direct: FieldErrors = {};
    checkInvitation(direct, undefined, true);
    expect(direct).toEqual({});
    const given: FieldErrors = {};
    checkInvitation(given, 'AGENT1', false);
    expect(given).toEqual({});
    const ruled: FieldErrors = { affiliateCode: { code: 'rule.pattern', message: 'pattern.3' } };
    checkInvitation(ruled, undefined, false);
    expect(ruled.affiliateCode?.code).toBe('rule.pattern');
  });

  it('takes the profile from the form, trimmed, blanks as null', () => {
    const input = {
      username: 'alice',
      password: 'Secret123',
      email: ' a@example.com ',
      payeeName: '   ',
      countryDialingCode: '+63',
    } as Parameters<typeof registrationProfileOf>[0];
    const profile = registrationProfileOf(input, '+639171234567', { ip: '203.0.113.9', userAgent: null });
    expect(profile).toMatchObject({
      mobile: '+639171234567',
      countryDialingCode: '+63',
      mobileVerifiedAt: null,
      email: 'a@example.com',
      payeeName: null,
      qqNum: null,
      registerIp: '203.0.113.9',
    });
    expect(registrationProfileOf(input, null, { ip: null, userAgent: null }).countryDialingCode).toBeNull();
  });

  it('names mobile and trial accounts', () => {
    expect(mobileUsernames('+63 917-123-4567', 'ab12')).toEqual(['m639171234567', 'm639171234567ab12']);
    expect(trialUsername('0a1b2c3d4e')).toBe('trial0a1b2c3d4e');
  });
});

describe('image captchas', () => {
  const expiresAt = captchaExpiresAt(NOW);
  const stored = { codeHash: captchaCodeHash('id1', '4821'), expiresAt };

  it('lives five minutes', () => {
    expect(expiresAt.getTime() - NOW.getTime()).toBe(5 * 60_000);
  });

  it('matches the right code before it expires, not at the expiry instant', () => {
    expect(captchaAnswerMatches(stored, 'id1', '4821', NOW)).toBe(true);
    expect(captchaAnswerMatches(stored, 'id1', '4821', new Date(expiresAt.getTime() - 1))).toBe(true);
    expect(captchaAnswerMatches(stored, 'id1', '4821', expiresAt)).toBe(false);
  });

  it('refuses a wrong code, another captcha id and a missing captcha', () => {
    expect(captchaAnswerMatches(stored, 'id1', '4822', NOW)).toBe(false);
    expect(captchaAnswerMatches(stored, 'id2', '4821', NOW)).toBe(false);
    expect(captchaAnswerMatches(null, 'id1', '4821', NOW)).toBe(false);
  });
});

describe('the second login step', () => {
  const known = knownValuesOf(5, '203.0.113.9', 'device-a');

  it('hashes addresses and devices per member', () => {
    expect(known).toEqual([
      { kind: 'ip', valueHash: knownHash(5, '203.0.113.9') },
      { kind: 'device', valueHash: knownHash(5, 'device-a') },
    ]);
    expect(knownHash(5, '203.0.113.9')).not.toBe(knownHash(6, '203.0.113.9'));
    expect(knownValuesOf(5, null, null)).toEqual([]);
  });

  it('calls a login new only when neither its address nor its device was seen', () => {
    expect(isNewDevice([], knownValuesOf(5, '198.51.100.1', 'device-b'))).toBe(false); // first login
    expect(isNewDevice(known, knownValuesOf(5, '198.51.100.1', 'device-b'))).toBe(true);
    expect(isNewDevice(known, knownValuesOf(5, '203.0.113.9', 'device-b'))).toBe(false);
    expect(isNewDevice(known, knownValuesOf(5, '198.51.100.1', 'device-a'))).toBe(false);
    expect(isNewDevice(known, knownValuesOf(5, null, null))).toBe(true);
    // The same address seen for another member does not count.
    expect(isNewDevice(known, knownValuesOf(6, '203.0.113.9', 'device-a'))).toBe(true);
  });

  it('offers the contacts the member has, in order', () => {
    expect(newDeviceMethods({ mobile: '+639171234567', email: 'a@example.com', payeeName: 'Ann' })).toEqual([
      'sms',
      'email',
      'bankName',
    ]);
    expect(newDeviceMethods({ mobile: null, email: 'a@example.com', payeeName: null })).toEqual(['email']);
    expect(newDeviceMethods({ mobile: null, email: null, payeeName: null })).toEqual([]);
  });

  it('reads back the stored methods and login method', () => {
    expect(storedMethods('totp,recovery')).toEqual(['totp', 'recovery']);
    expect(storedMethods('sms,fax,email')).toEqual(['sms', 'email']);
    expect(storedMethods('')).toEqual([]);
    expect(storedLoginMethod('remember')).toBe('remember');
    expect(storedLoginMethod('sms')).toBe('sms');
    expect(storedLoginMethod('telepathy')).toBe('password');
  });

  it('refuses two-factor codes and contact codes with their own errors', () => {
    expect(checkFailureCode('totp')).toBe('twofactor.code.invalid');
    expect(checkFailureCode('recovery')).toBe('twofactor.code.invalid');
    expect(checkFailureCode('sms')).toBe('verification.code.invalid');
    expect(checkFailureCode('email')).toBe('verification.code.invalid');
    expect(checkFailureCode('bankName')).toBe('verification.code.invalid');
  });

  it('compares payee names without case, outer or repeated spaces', () => {
    expect(sameName('  john  SMITH ', 'John Smith')).toBe(true);
    expect(sameName('John Smith', 'John Smyth')).toBe(false);
    expect(sameName('ＪＯＨＮ', 'john')).toBe(true); // NFKC
    expect(sameName('John', null)).toBe(false);
  });
});

describe('recovery codes', () => {
  it('shows eight alphabet characters as two halves', () => {
    expect(recoveryCodeOf([0, 1, 2, 3, 4, 5, 6, 7])).toBe('abcd-efgh');
    const last = RECOVERY_ALPHABET.length - 1;
    expect(recoveryCodeOf(Array(8).fill(last))).toBe('9999-9999');
  });

  it('reads a code in any case, with or without the dash or a space', () => {
    expect(normalizeRecoveryCode('ABCD-EFGH')).toBe('abcdefgh');
    expect(normalizeRecoveryCode('abcd efgh')).toBe('abcdefgh');
    expect(normalizeRecoveryCode('abcdefgh')).toBe('abcdefgh');
  });

  it('refuses look-alikes and wrong lengths', () => {
    expect(normalizeRecoveryCode('abcd-efg0')).toBeNull(); // 0 is not in the alphabet
    expect(normalizeRecoveryCode('abcd-efgl')).toBeNull(); // nor l
    expect(normalizeRecoveryCode('abcd-efg')).toBeNull();
    expect(normalizeRecoveryCode('abcd-efghj')).toBeNull();
  });

  it('hashes per member and finds the matching stored hash', () => {
    const mine = recoveryCodeHash(1, 'abcdefgh');
    expect(mine).not.toBe(recoveryCodeHash(2, 'abcdefgh'));
    const other = recoveryCodeHash(1, 'hgfedcba');
    expect(matchingHash([other, mine], mine)).toBe(mine);
    expect(matchingHash([other], mine)).toBeNull();
    expect(matchingHash([], mine)).toBeNull();
    expect(matchingHash(['abcd'], mine)).toBeNull(); // another length never matches
  });
});
