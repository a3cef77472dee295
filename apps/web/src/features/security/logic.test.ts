import type { Profile, RegisterRule, SecurityOverview } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { avatarFileProblem, initialOf, presetLook } from './avatars';
import { groupSecret, recoveryCodesFile } from './clipboard';
import { fieldErrorText, fieldErrorTexts } from './fieldErrors';
import { confirmationMessage, newPasswordMessage, paymentPasswordRule } from './passwordRules';
import { isPayeeLocked, profileChanges, profileValues } from './profileFields';
import { securityLevel } from './securityLevel';
import { describeUserAgent } from './userAgent';

const t = i18n.getFixedT('en', 'account');

const overview: SecurityOverview = {
  hasPassword: true,
  hasPaymentPassword: false,
  twoFactorEnabled: false,
  recoveryCodesLeft: 0,
  mobile: null,
  email: null,
  passwordChangedAt: 0,
  lastLoginAt: null,
  lastLoginIp: null,
};

const passwordRule: RegisterRule = {
  enabled: true,
  required: true,
  acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
  patternId: 4,
  minLength: 8,
  maxLength: 20,
};

describe('security level', () => {
  it('counts one point per protection in place', () => {
    expect(securityLevel(overview)).toMatchObject({ score: 1, max: 5, level: 'low' });
    expect(securityLevel({ ...overview, hasPaymentPassword: true, mobile: '+63 ••• 4567' })).toMatchObject({
      score: 3,
      level: 'medium',
    });
    const full = securityLevel({
      ...overview,
      hasPaymentPassword: true,
      twoFactorEnabled: true,
      mobile: 'm',
      email: 'e',
    });
    expect(full).toMatchObject({ score: 5, level: 'high' });
    expect(full.checks.map((check) => check.id)).toEqual([
      'password',
      'paymentPassword',
      'twoFactor',
      'mobile',
      'email',
    ]);
  });
});

describe('user agent', () => {
  it('names browser and system', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 120', os: 'Windows', kind: 'desktop' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari 17', os: 'iOS', kind: 'mobile' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 156', os: 'Linux', kind: 'desktop' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0.2210.91',
      ).browser,
    ).toBe('Edge 120');
    expect(describeUserAgent('Mozilla/5.0 (Android 14; Mobile; rv:121.0) Gecko/121.0 Firefox/121.0')).toEqual(
      {
        browser: 'Firefox 121',
        os: 'Android',
        kind: 'mobile',
      },
    );
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null, kind: 'unknown' });
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: null, os: null, kind: 'unknown' });
  });
});

describe('passwords', () => {
  it('checks a new password against the merchant rule with the pattern message', () => {
    expect(newPasswordMessage(t, passwordRule, 'abc12345')).toBe(true);
    expect(newPasswordMessage(t, passwordRule, 'abcdefgh')).toBe(
      '8–20 characters with both letters and digits',
    );
    expect(newPasswordMessage(t, passwordRule, 'a1')).toBe('8–20 characters with both letters and digits');
    expect(newPasswordMessage(t, passwordRule, '')).toBe('This field is required');
  });

  it('applies the rule even where registration leaves it optional or off', () => {
    expect(newPasswordMessage(t, { ...passwordRule, enabled: false, required: false }, 'short')).not.toBe(
      true,
    );
  });

  it('says the two entries are inconsistent', () => {
    expect(confirmationMessage(t, 'abc12345', 'abc12345')).toBe(true);
    expect(confirmationMessage(t, 'abc12346', 'abc12345')).toBe('The two entries are inconsistent');
  });

  it('uses 6 digits for the payment password unless the merchant has its own rule', () => {
    const six = paymentPasswordRule(undefined);
    expect(newPasswordMessage(t, six, '123456')).toBe(true);
    expect(newPasswordMessage(t, six, '12345')).toBe('6 digits');
    expect(newPasswordMessage(t, six, '12345a')).toBe('6 digits');
    const merchant = paymentPasswordRule({
      ...six,
      enabled: true,
      required: false,
      minLength: 4,
      maxLength: 8,
    });
    expect(newPasswordMessage(t, merchant, '1234')).toBe(true);
    expect(newPasswordMessage(t, paymentPasswordRule({ ...six, enabled: false, minLength: 4 }), '1234')).toBe(
      '6 digits',
    );
  });
});

describe('server field errors', () => {
  it('formats pattern messages with the field rule, and known codes from the account texts', () => {
    expect(fieldErrorText(t, { code: 'rule.pattern', message: 'pattern.4' }, passwordRule)).toBe(
      '8–20 characters with both letters and digits',
    );
    expect(fieldErrorText(t, { code: 'rule.locked', message: 'Payee name is fixed' })).toBe(
      'This can be set only once. Please contact customer service to change it.',
    );
    expect(fieldErrorText(t, { code: 'rule.inconsistent', message: 'x' })).toBe(
      'The two entries are inconsistent',
    );
    expect(fieldErrorText(t, { code: 'field.too_big', message: 'Too big: expected <=120' })).toBe(
      'This value is not valid',
    );
    expect(
      fieldErrorTexts(t, { email: { code: 'rule.required', message: 'This field is required' } }),
    ).toEqual({ email: 'This field is required' });
  });
});

describe('profile', () => {
  const profile = {
    nickname: 'Ali',
    fullName: null,
    birthday: null,
    address: null,
    nationality: null,
    occupation: null,
    incomeSource: null,
    email: 'a@example.com',
    payeeName: null,
    qqNum: null,
    telegram: null,
    zalo: null,
    whatsapp: null,
    line: null,
    facebook: null,
    wechat: null,
    account: 'alice01',
    mobile: null,
    countryDialingCode: null,
    language: null,
  } satisfies Profile;

  it('sends only what changed, an emptied field as an empty string', () => {
    const values = { ...profileValues(profile), nickname: ' Alice ', email: '', telegram: '@alice' };
    expect(profileChanges(profile, values)).toEqual({ nickname: 'Alice', email: '', telegram: '@alice' });
    expect(profileChanges(profile, profileValues(profile))).toEqual({});
  });

  it('locks the payee name once set', () => {
    expect(isPayeeLocked(profile)).toBe(false);
    expect(isPayeeLocked({ ...profile, payeeName: 'ALICE TAN' })).toBe(true);
  });
});

describe('avatars and codes', () => {
  it('accepts PNG, JPEG and WebP up to 200 KB', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 200 * 1024 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/webp', size: 10 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/png', size: 200 * 1024 + 1 })).toBe('size');
    expect(avatarFileProblem({ type: 'image/gif', size: 10 })).toBe('type');
  });

  it('draws 12 distinct presets', () => {
    const looks = Array.from({ length: 12 }, (_, preset) => JSON.stringify(presetLook(preset)));
    expect(new Set(looks).size).toBe(12);
    expect(initialOf('alice')).toBe('A');
    expect(initialOf('')).toBe('?');
  });

  it('groups a secret in fours and writes the codes file', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(recoveryCodesFile('Demo', 'alice01', ['a-1', 'b-2'], new Date(0))).toBe(
      'Demo – alice01\n1970-01-01T00:00:00.000Z\n\na-1\nb-2\n',
    );
  });
});
