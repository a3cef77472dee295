import { describe, expect, it } from 'vitest';
import { mustChangePasswordAfter } from './loginFlow';
import { defaultDialingCode } from './dialingCodes';

describe('forced password change after login (docs/product.md §States)', () => {
  const expired = { passwordExpired: true, mustChangePassword: false };
  const operatorSet = { passwordExpired: false, mustChangePassword: true };
  const fine = { passwordExpired: false, mustChangePassword: false };

  it('follows an expired password only while PWDEXPFORCECHANGE3 is on', () => {
    expect(mustChangePasswordAfter(expired, { method: 'password' }, { PWDEXPFORCECHANGE3: true })).toBe(true);
    expect(mustChangePasswordAfter(expired, { method: 'password' }, { PWDEXPFORCECHANGE3: false })).toBe(
      false,
    );
  });

  it('always follows a password someone else set', () => {
    expect(mustChangePasswordAfter(operatorSet, { method: 'password' }, {})).toBe(true);
    expect(mustChangePasswordAfter(operatorSet, { method: 'remember' }, {})).toBe(true);
  });

  it('never after an SMS code login or free play', () => {
    expect(mustChangePasswordAfter(operatorSet, { method: 'sms' }, { PWDEXPFORCECHANGE3: true })).toBe(false);
    expect(mustChangePasswordAfter(expired, { method: 'freeplay' }, { PWDEXPFORCECHANGE3: true })).toBe(
      false,
    );
    expect(mustChangePasswordAfter(fine, { method: 'password' }, { PWDEXPFORCECHANGE3: true })).toBe(false);
  });
});

describe('the dialing code to start with', () => {
  const countries = [
    { countryCode: 'AC', countryDialingCode: '+247' },
    { countryCode: 'JP', countryDialingCode: '+81' },
    { countryCode: 'PH', countryDialingCode: '+63' },
    { countryCode: 'TH', countryDialingCode: '+66' },
  ];
  it("prefers the visitor's country, then the currency's, then the language's", () => {
    expect(defaultDialingCode(countries, { location: 'th', currency: 'PHP', language: 'JA' })).toBe('+66');
    expect(defaultDialingCode(countries, { location: null, currency: 'PHP', language: 'JA' })).toBe('+63');
    expect(defaultDialingCode(countries, { location: null, currency: 'EUR', language: 'JA' })).toBe('+81');
    expect(defaultDialingCode(countries, { location: 'ZZ', currency: 'EUR', language: 'EN' })).toBe('+247');
    expect(defaultDialingCode([], { location: null, currency: 'PHP', language: 'EN' })).toBe('');
  });
});
