import { describe, expect, it } from 'vitest';
import {
  birthdayError,
  DEFAULT_PAYMENT_RULE,
  emailChanges,
  idleCutoff,
  isPasswordExpired,
  isSessionId,
  loginHistoryPage,
  loginHistorySince,
  maskEmail,
  maskMobile,
  newPasswordErrors,
  payeeNameClaim,
  payeeNameLocked,
  paymentPasswordErrors,
  paymentRule,
  plausibleToken,
  previousLoginBefore,
  profileUpdateErrors,
  rememberTokenExpiresAt,
  resetMailAllowed,
  resetMailWindowStart,
  resetOrigin,
  sessionExpiresAt,
  sessionIdOf,
  sessionLimitsOf,
  sessionVerdict,
} from './rules.js';
import { rulesWith } from '../../kernel/test-support.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const NOW = new Date('2026-03-01T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

/** Letters and digits, 8 to 20 characters (pattern 4). */
const PASSWORD_RULE = {
  enabled: true,
  required: true,
  acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
  patternId: 4,
  minLength: 8,
  maxLength: 20,
};

describe('sessions', () => {
  const limits = sessionLimitsOf({});
  const live = { revokedAt: null, merchantId: 1, expiresAt: new Date(NOW.getTime() + DAY), lastSeenAt: NOW };

  it('lasts 7 days at most and 30 idle minutes unless configured', () => {
    expect(limits).toEqual({ maxAgeMs: 7 * DAY, idleMs: 30 * MINUTE });
    expect(sessionLimitsOf({ sessionMaxAgeMs: 1000, sessionIdleMs: 500 })).toEqual({
      maxAgeMs: 1000,
      idleMs: 500,
    });
    expect(sessionExpiresAt(NOW, limits).getTime() - NOW.getTime()).toBe(7 * DAY);
    expect(idleCutoff(NOW, limits).getTime()).toBe(NOW.getTime() - 30 * MINUTE);
  });

  it('ends a revoked session, or one of another merchant', () => {
    expect(sessionVerdict(live, 1, 1, NOW, limits)).toBe('live');
    expect(sessionVerdict({ ...live, revokedAt: ago(1) }, 1, 1, NOW, limits)).toBe('ended');
    expect(sessionVerdict({ ...live, merchantId: 2 }, 1, 1, NOW, limits)).toBe('ended');
    expect(sessionVerdict(live, 2, 1, NOW, limits)).toBe('ended');
    expect(sessionVerdict(live, 1, 2, NOW, limits)).toBe('ended');
  });

  it('ends a session at its absolute end, not a millisecond before', () => {
    expect(sessionVerdict({ ...live, expiresAt: NOW }, 1, 1, NOW, limits)).toBe('ended');
    expect(sessionVerdict({ ...live, expiresAt: new Date(NOW.getTime() + 1) }, 1, 1, NOW, limits)).toBe(
      'live',
    );
  });

  it('ends a session idle for exactly the idle time', () => {
    expect(sessionVerdict({ ...live, lastSeenAt: ago(30 * MINUTE) }, 1, 1, NOW, limits)).toBe('ended');
    expect(sessionVerdict({ ...live, lastSeenAt: ago(30 * MINUTE - 1) }, 1, 1, NOW, limits)).toBe('touch');
  });

  it('writes last_seen_at at most once a minute', () => {
    expect(sessionVerdict({ ...live, lastSeenAt: ago(MINUTE - 1) }, 1, 1, NOW, limits)).toBe('live');
    expect(sessionVerdict({ ...live, lastSeenAt: ago(MINUTE) }, 1, 1, NOW, limits)).toBe('touch');
  });

  it('looks up only tokens of a plausible length', () => {
    expect(plausibleToken('x'.repeat(19))).toBe(false);
    expect(plausibleToken('x'.repeat(20))).toBe(true);
    expect(plausibleToken('x'.repeat(43))).toBe(true);
    expect(plausibleToken('x'.repeat(100))).toBe(true);
    expect(plausibleToken('x'.repeat(101))).toBe(false);
  });

  it('shows sessions by the first 12 hex characters of their hash', () => {
    const hash = 'ab'.repeat(32);
    expect(sessionIdOf(hash)).toBe('abababababab');
    expect(isSessionId(sessionIdOf(hash))).toBe(true);
    expect(isSessionId('abababababa')).toBe(false);
    expect(isSessionId('ababababababa')).toBe(false);
    expect(isSessionId('ABABABABABAB')).toBe(false);
    expect(isSessionId('abababababag')).toBe(false);
  });

  it('keeps a remember-me token for its days', () => {
    expect(rememberTokenExpiresAt(NOW, 30).getTime() - NOW.getTime()).toBe(30 * DAY);
    expect(rememberTokenExpiresAt(NOW, 1).getTime() - NOW.getTime()).toBe(DAY);
  });

  it('expires a password only after more than its days, never with 0', () => {
    expect(isPasswordExpired(ago(90 * DAY), NOW, 90)).toBe(false);
    expect(isPasswordExpired(ago(90 * DAY + 1), NOW, 90)).toBe(true);
    expect(isPasswordExpired(ago(1000 * DAY), NOW, 0)).toBe(false);
    expect(isPasswordExpired(NOW, NOW, 1)).toBe(false);
  });
});

describe('passwords', () => {
  const rules = rulesWith({ password: PASSWORD_RULE });

  it("checks a new login password against the merchant's rule, always required", () => {
    expect(newPasswordErrors(rules, '', undefined)).toEqual({
      newPassword: { code: 'rule.required', message: 'This field is required' },
    });
    expect(newPasswordErrors(rules, 'abc1234', undefined).newPassword?.code).toBe('rule.length');
    expect(newPasswordErrors(rules, 'abcd1234', undefined)).toEqual({});
    expect(newPasswordErrors(rules, 'abcdefgh', undefined).newPassword).toEqual({
      code: 'rule.pattern',
      message: 'pattern.4',
    });
    expect(newPasswordErrors(rules, 'a1'.repeat(10), undefined)).toEqual({});
    expect(newPasswordErrors(rules, 'a1'.repeat(10) + 'x', undefined).newPassword?.code).toBe('rule.length');
  });

  it('wants a given confirmation to repeat a valid password', () => {
    expect(newPasswordErrors(rules, 'abcd1234', 'abcd1235').confirmNewPassword?.code).toBe(
      'rule.inconsistent',
    );
    expect(newPasswordErrors(rules, 'abcd1234', 'abcd1234')).toEqual({});
    expect(newPasswordErrors(rules, 'short', 'other')).not.toHaveProperty('confirmNewPassword');
  });

  it('uses six digits for the payment password unless the merchant enabled a rule', () => {
    expect(paymentRule(rules)).toBe(DEFAULT_PAYMENT_RULE);
    const own = rulesWith({ paymentPassword: { ...PASSWORD_RULE } });
    expect(paymentRule(own)).toEqual(own.paymentPassword);
    expect(paymentPasswordErrors(rules, '123456', '123456')).toEqual({});
    expect(paymentPasswordErrors(rules, '12345', '12345').paymentPassword?.code).toBe('rule.length');
    expect(paymentPasswordErrors(rules, '1234567', '1234567').paymentPassword?.code).toBe('rule.length');
    expect(paymentPasswordErrors(rules, '12345a', '12345a').paymentPassword).toEqual({
      code: 'rule.pattern',
      message: 'pattern.5',
    });
    expect(paymentPasswordErrors(rules, '', '').paymentPassword?.code).toBe('rule.required');
    expect(paymentPasswordErrors(rules, '123456', '654321').confirmPaymentPassword?.code).toBe(
      'rule.inconsistent',
    );
  });
});

describe('forgotten password', () => {
  it('sends at most 3 reset mails an hour', () => {
    expect(resetMailAllowed(0)).toBe(true);
    expect(resetMailAllowed(2)).toBe(true);
    expect(resetMailAllowed(3)).toBe(false);
    expect(resetMailAllowed(4)).toBe(false);
    expect(resetMailWindowStart(NOW).getTime()).toBe(NOW.getTime() - 60 * MINUTE);
  });

  const profile = { domains: ['play.example.com', 'Alt.Example.com:8443'], mainDomain: 'main.example.com' };

  it("links to the client's origin only when it is one of the merchant's domains", () => {
    expect(resetOrigin(profile, 'https://play.example.com/login?x=1')).toBe('https://play.example.com');
    expect(resetOrigin(profile, 'http://play.example.com')).toBe('http://play.example.com');
    expect(resetOrigin(profile, 'https://alt.example.com:8443/a')).toBe('https://alt.example.com:8443');
    expect(resetOrigin(profile, 'https://evil.example.net/')).toBe('https://play.example.com');
    expect(resetOrigin(profile, 'javascript:alert(1)')).toBe('https://play.example.com');
    expect(resetOrigin(profile, 'not a url')).toBe('https://play.example.com');
    expect(resetOrigin(profile, undefined)).toBe('https://play.example.com');
  });

  it('falls back to the main domain, or to nothing', () => {
    expect(resetOrigin({ domains: [], mainDomain: 'Main.Example.com' }, undefined)).toBe(
      'https://main.example.com',
    );
    expect(resetOrigin({ domains: [], mainDomain: '' }, 'https://play.example.com')).toBeNull();
  });
});

describe('profile', () => {
  it('takes a real date of birth of someone 18 or older', () => {
    expect(birthdayError('2008-03-01', '2026-03-01')).toBeNull(); // 18 today
    expect(birthdayError('2008-03-02', '2026-03-01')).toEqual({
      code: 'rule.underage',
      message: 'Members must be at least 18',
    });
    expect(birthdayError('1950-12-31', '2026-03-01')).toBeNull();
  });

  it('counts a 29 February birthday from 1 March in common years', () => {
    expect(birthdayError('2008-02-29', '2026-02-28')?.code).toBe('rule.underage');
    expect(birthdayError('2008-02-29', '2026-03-01')).toBeNull();
  });

  it('refuses impossible, badly written and future dates', () => {
    expect(birthdayError('2000-02-30', '2026-03-01')).toEqual({
      code: 'rule.pattern',
      message: 'pattern.11',
    });
    expect(birthdayError('2001-02-29', '2026-03-01')?.code).toBe('rule.pattern');
    expect(birthdayError('2000-1-01', '2026-03-01')?.code).toBe('rule.pattern');
    expect(birthdayError('01-01-2000', '2026-03-01')?.code).toBe('rule.pattern');
    expect(birthdayError('2026-03-02', '2026-03-01')).toEqual({
      code: 'rule.future',
      message: 'The date is in the future',
    });
  });

  it('fixes the payee name once set', () => {
    expect(payeeNameLocked(null, 'Ann Lee')).toBe(false);
    expect(payeeNameLocked('', 'Ann Lee')).toBe(false);
    expect(payeeNameLocked('Ann Lee', 'Ann Lee')).toBe(false);
    expect(payeeNameLocked('Ann Lee', undefined)).toBe(false);
    expect(payeeNameLocked('Ann Lee', 'Bob Lee')).toBe(true);
    expect(payeeNameLocked('Ann Lee', '')).toBe(true);
  });

  it('claims the payee name only when the member has none', () => {
    expect(payeeNameClaim(null, 'Ann Lee')).toEqual({ payeeName: 'Ann Lee', claimed: true });
    expect(payeeNameClaim(undefined, 'Ann Lee')).toEqual({ payeeName: 'Ann Lee', claimed: true });
    expect(payeeNameClaim('', 'Ann Lee')).toEqual({ payeeName: 'Ann Lee', claimed: true });
    expect(payeeNameClaim('Bob Lee', 'Ann Lee')).toEqual({ payeeName: 'Bob Lee', claimed: false });
  });

  it('checks an update field by field', () => {
    const rules = rulesWith({
      qqNum: {
        enabled: true,
        required: false,
        acceptedPattern: '^[0-9]+$',
        patternId: 5,
        minLength: 5,
        maxLength: 11,
      },
    });
    const today = '2026-03-01';
    expect(profileUpdateErrors(rules, {}, null, today)).toEqual({});
    expect(profileUpdateErrors(rules, { qqNum: '1234' }, null, today).qqNum?.code).toBe('rule.length');
    expect(profileUpdateErrors(rules, { qqNum: '12345' }, null, today)).toEqual({});
    expect(profileUpdateErrors(rules, { qqNum: '' }, null, today)).toEqual({}); // clearing an optional field
    expect(profileUpdateErrors(rules, { email: 'nope' }, null, today).email).toEqual({
      code: 'rule.pattern',
      message: 'pattern.10',
    });
    expect(profileUpdateErrors(rules, { email: 'ann@example.com' }, null, today)).toEqual({});
    expect(
      profileUpdateErrors(rules, { payeeName: 'Bob' }, { payeeName: 'Ann' }, today).payeeName?.code,
    ).toBe('rule.locked');
    expect(profileUpdateErrors(rules, { birthday: '2020-01-01' }, null, today).birthday?.code).toBe(
      'rule.underage',
    );
  });

  it('takes nicknames of 2 to 20 characters, counted as characters', () => {
    const rules = rulesWith({});
    const nickname = (value: string) =>
      profileUpdateErrors(rules, { nickname: value }, null, '2026-03-01').nickname;
    expect(nickname('a')?.code).toBe('rule.length');
    expect(nickname('ab')).toBeUndefined();
    expect(nickname('a'.repeat(20))).toBeUndefined();
    expect(nickname('a'.repeat(21))).toEqual({ code: 'rule.length', message: 'Between 2 and 20 characters' });
    expect(nickname('😀😀')).toBeUndefined();
    expect(nickname('')).toBeUndefined(); // clears it
  });

  it('tells when an update changes the e-mail address', () => {
    expect(emailChanges({}, 'ann@example.com')).toBe(false);
    expect(emailChanges({ email: 'ann@example.com' }, 'ann@example.com')).toBe(false);
    expect(emailChanges({ email: 'bob@example.com' }, 'ann@example.com')).toBe(true);
    expect(emailChanges({ email: '' }, 'ann@example.com')).toBe(true);
    expect(emailChanges({ email: '' }, null)).toBe(false);
    expect(emailChanges({ email: 'ann@example.com' }, undefined)).toBe(true);
  });
});

describe('login history', () => {
  it('covers the last 90 days', () => {
    expect(loginHistorySince(NOW).getTime()).toBe(NOW.getTime() - 90 * DAY);
  });

  it("takes the last login from 5 seconds before the session's start", () => {
    expect(previousLoginBefore(NOW).getTime()).toBe(NOW.getTime() - 5000);
  });

  it('pages the rows with at least one page', () => {
    const row = {
      at: NOW,
      ip: '203.0.113.9',
      country: 'PH',
      userAgent: 'UA',
      method: 'password',
      outcome: 'success',
    };
    expect(loginHistoryPage([], 0, { pageNo: 1, pageSize: 20 })).toEqual({
      list: [],
      pageNum: 1,
      totalPages: 1,
    });
    expect(loginHistoryPage([row], 21, { pageNo: 2, pageSize: 20 })).toEqual({
      list: [
        {
          at: NOW.getTime(),
          ip: '203.0.113.9',
          country: 'PH',
          userAgent: 'UA',
          method: 'password',
          outcome: 'success',
        },
      ],
      pageNum: 2,
      totalPages: 2,
    });
    expect(loginHistoryPage([], 20, { pageNo: 1, pageSize: 20 }).totalPages).toBe(1);
    expect(loginHistoryPage([], 40, { pageNo: 1, pageSize: 20 }).totalPages).toBe(2);
  });
});

describe('masking', () => {
  it('shows the dialing code and the last four digits of a mobile number', () => {
    expect(maskMobile('+639171234567')).toBe('+63 ••• ••• 4567');
    expect(maskMobile('+12025550143')).toBe('+1 ••• ••• 0143');
    expect(maskMobile('+639171234567', '+63')).toBe('+63 ••• ••• 4567');
    expect(maskMobile('+63 917 123 4567')).toBe('+63 ••• ••• 4567');
  });

  it('keeps no dialing code it cannot read', () => {
    expect(maskMobile('9171234567')).toBe('••• ••• 4567');
    expect(maskMobile('12')).toBe('••• ••• 12');
  });

  it('keeps the first character of an e-mail address and its domain', () => {
    expect(maskEmail('alice@example.com')).toBe('a•••@example.com');
    expect(maskEmail('a@example.com')).toBe('a•••@example.com');
    expect(maskEmail('名前@example.jp')).toBe('名•••@example.jp');
    expect(maskEmail('a@b@example.com')).toBe('a•••@example.com');
  });

  it('shows only dots for something that is not an address', () => {
    expect(maskEmail('@example.com')).toBe('•••');
    expect(maskEmail('nobody')).toBe('•••');
  });
});
