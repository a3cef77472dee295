import { type RegisterRule } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { fieldErrorText, isPlausibleMobile, ruleHint, validateByRule, validateSame } from './ruleValidation';

const t = i18n.getFixedT('en', 'auth');

const username: RegisterRule = {
  enabled: true,
  required: true,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  patternId: 2,
  minLength: 6,
  maxLength: 16,
};
const pin: RegisterRule = {
  enabled: true,
  required: false,
  acceptedPattern: '^[0-9]+$',
  patternId: 5,
  minLength: 6,
  maxLength: 6,
};

describe('validation by the merchant rule (docs/product.md §Validation)', () => {
  it('names the pattern with its length range', () => {
    const validate = validateByRule(t, username);
    expect(validate('amy')).toBe('6–16 characters, starting with a letter, then letters or digits');
    expect(validate('1abcdef')).toBe('6–16 characters, starting with a letter, then letters or digits');
    expect(validate('amy2024')).toBe(true);
    expect(ruleHint(t, username)).toBe('6–16 characters, starting with a letter, then letters or digits');
  });

  it('shows one number when min equals max', () => {
    expect(validateByRule(t, pin)('12a')).toBe('6 digits');
  });

  it('is required when the rule says so or the form insists', () => {
    expect(validateByRule(t, username)('')).toBe('This field cannot be empty');
    expect(validateByRule(t, pin)('')).toBe(true);
    expect(validateByRule(t, pin, { required: true })('')).toBe('This field cannot be empty');
  });

  it('checks a field even when its rule is switched off for registration', () => {
    expect(validateByRule(t, { ...username, enabled: false })('x')).not.toBe(true);
  });

  it('asks the confirmation to equal the password', () => {
    const password = 'Secret123';
    const validate = validateSame(t, () => password);
    expect(validate('Secret124')).toBe('The two entries are inconsistent');
    expect(validate('')).toBe('This field cannot be empty');
    expect(validate('Secret123')).toBe(true);
  });
});

describe('server field errors', () => {
  it('turns pattern.<id> into the pattern text of the field rule', () => {
    expect(fieldErrorText(t, { code: 'rule.pattern', message: 'pattern.2' }, username)).toBe(
      '6–16 characters, starting with a letter, then letters or digits',
    );
    expect(fieldErrorText(t, { code: 'rule.length', message: 'pattern.5' }, pin)).toBe('6 digits');
  });

  it('has texts for known codes and a generic one for the rest', () => {
    expect(fieldErrorText(t, { code: 'rule.required', message: 'x' })).toBe('This field cannot be empty');
    expect(fieldErrorText(t, { code: 'field.username_taken', message: 'x' })).toBe(
      'This username is already taken',
    );
    expect(fieldErrorText(t, { code: 'field.mobile_taken', message: 'x' })).toBe(
      'This mobile number is already registered',
    );
    expect(fieldErrorText(t, { code: 'something.else', message: 'Server prose' })).toBe(
      'This value is not valid',
    );
  });
});

describe('mobile number before an SMS code', () => {
  it('takes digits of a plausible length for the country', () => {
    expect(isPlausibleMobile('9171234567', '+63')).toBe(true);
    expect(isPlausibleMobile('09171234567', '+63')).toBe(true);
    expect(isPlausibleMobile('917-123-4567', '+63')).toBe(false);
    expect(isPlausibleMobile('123', '+63')).toBe(false);
    expect(isPlausibleMobile('9171234567890', '+63')).toBe(true);
    expect(isPlausibleMobile('91712345678901', '+63')).toBe(false);
  });
});
