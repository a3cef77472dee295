import { RULE_FIELDS, defaultModuleSwitches, type RegisterRule, type RegisterRules } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import { registerFields, registerModes } from './registerFields';

const off: RegisterRule = {
  enabled: false,
  required: false,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 0,
  maxLength: 60,
};
const on = (required = false): RegisterRule => ({ ...off, enabled: true, required });

function rules(overrides: Partial<RegisterRules> = {}): RegisterRules {
  const all = Object.fromEntries(RULE_FIELDS.map((field) => [field, off])) as RegisterRules;
  return { ...all, username: on(true), password: on(true), ...overrides };
}

const modules = (switches: Record<string, boolean> = {}) => ({ ...defaultModuleSwitches(), ...switches });
const names = (fields: ReturnType<typeof registerFields>) => fields.map((field) => field.name);

describe('registration fields (docs/product.md §Validation, §Roles)', () => {
  it('shows only enabled fields, required as their rule says, in form order', () => {
    const fields = registerFields(
      'username',
      rules({ email: on(true), qqNum: on(false), captcha: on(true) }),
      modules({ REFERRAL3: false }),
    );
    expect(names(fields)).toEqual(['username', 'password', 'confirmPassword', 'email', 'qqNum', 'captcha']);
    expect(fields.find((field) => field.name === 'email')?.required).toBe(true);
    expect(fields.find((field) => field.name === 'qqNum')?.required).toBe(false);
  });

  it('drops the captcha when the image captcha module is off', () => {
    expect(
      names(registerFields('username', rules({ captcha: on(true) }), modules({ CAPTCHA3: false }))),
    ).not.toContain('captcha');
  });

  it('requires the invitation code without direct registration (DIRECTREG3 off)', () => {
    const field = registerFields('username', rules(), modules({ DIRECTREG3: false })).find(
      (entry) => entry.name === 'affiliateCode',
    );
    expect(field?.required).toBe(true);
    expect(names(registerFields('username', rules(), modules()))).not.toContain('affiliateCode');
  });

  it('adds the mobile number and its SMS code to the username form with REGMOBVERF3', () => {
    const fields = registerFields('username', rules(), modules({ REGMOBVERF3: true }));
    expect(names(fields)).toEqual(expect.arrayContaining(['mobileNum', 'verificationCode']));
    expect(fields.find((field) => field.name === 'mobileNum')?.required).toBe(true);
  });

  it('mobile form: the number always, the password only with MOBILENUMPASSREG3', () => {
    const withPassword = names(registerFields('mobile', rules({ mobileNum: on(true) }), modules()));
    expect(withPassword.slice(0, 3)).toEqual(['mobileNum', 'password', 'confirmPassword']);
    expect(withPassword).not.toContain('username');
    const without = names(registerFields('mobile', rules(), modules({ MOBILENUMPASSREG3: false })));
    expect(without).not.toContain('password');
  });

  it('shows the referral code with REFERRAL3 (on by default since referrals exist) or when an invitation link brought one', () => {
    expect(names(registerFields('username', rules(), modules({ REFERRAL3: false })))).not.toContain(
      'referralCode',
    );
    expect(names(registerFields('username', rules(), modules()))).toContain('referralCode');
    expect(
      names(registerFields('username', rules(), modules({ REFERRAL3: false }), { referral: true })),
    ).toContain('referralCode');
  });

  it('offers the tabs the site switches on', () => {
    expect(registerModes(modules())).toEqual(['username', 'mobile']);
    expect(registerModes(modules({ USERNAMEREG3: false }))).toEqual(['mobile']);
    expect(registerModes(modules({ USERNAMEREG3: false, MOBILENUMREG3: false }))).toEqual([]);
  });
});
