import type { RegisterRule, RegisterRules } from '@wps/contracts';

export type RegisterMode = 'username' | 'mobile';

/** Fields of the registration forms (docs/product.md §Validation) that the forms can show. */
export type RegisterFieldName =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'mobileNum'
  | 'verificationCode'
  | 'email'
  | 'payeeName'
  | 'qqNum'
  | 'line'
  | 'whatsapp'
  | 'facebook'
  | 'wechat'
  | 'idNumber'
  | 'paymentPassword'
  | 'affiliateCode'
  | 'recommenderId'
  | 'referralCode'
  | 'captcha';

export interface RegisterField {
  name: RegisterFieldName;
  /** The merchant's rule for the field; null for fields without one (confirmation, SMS code). */
  rule: RegisterRule | null;
  required: boolean;
}

/** Optional fields shown when their rule is enabled, in form order. */
const RULE_ONLY_FIELDS = [
  'email',
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'paymentPassword',
] as const;

/**
 * Which fields a registration form shows and which it requires (docs/product.md §Validation, §Roles): every
 * field whose rule is enabled, required per its rule; username and password always on the username form; the
 * mobile number and its SMS code with REGMOBVERF3; the password on the mobile form only with
 * MOBILENUMPASSREG3; the invitation code required without DIRECTREG3; the captcha with CAPTCHA3.
 */
export function registerFields(
  mode: RegisterMode,
  rules: RegisterRules,
  modules: Record<string, boolean>,
  options: { referral: boolean } = { referral: false },
): RegisterField[] {
  const fields: RegisterField[] = [];
  const add = (name: RegisterFieldName, rule: RegisterRule | null, required: boolean) =>
    fields.push({ name, rule, required });
  const smsCode = Boolean(modules.REGMOBVERF3);

  if (mode === 'username') {
    add('username', rules.username, true);
    add('password', rules.password, true);
    add('confirmPassword', null, true);
    if (rules.mobileNum.enabled || smsCode)
      add('mobileNum', rules.mobileNum, smsCode || rules.mobileNum.required);
  } else {
    add('mobileNum', rules.mobileNum, true);
  }
  if (smsCode) add('verificationCode', null, true);
  if (mode === 'mobile' && modules.MOBILENUMPASSREG3) {
    add('password', rules.password, true);
    add('confirmPassword', null, true);
  }
  for (const name of RULE_ONLY_FIELDS) {
    const rule = rules[name];
    if (rule.enabled) add(name, rule, rule.required);
  }
  const invitationRequired = !modules.DIRECTREG3;
  if (rules.affiliateCode.enabled || invitationRequired)
    add('affiliateCode', rules.affiliateCode, invitationRequired || rules.affiliateCode.required);
  if (rules.recommenderId.enabled) add('recommenderId', rules.recommenderId, rules.recommenderId.required);
  if (modules.REFERRAL3 || options.referral) add('referralCode', null, false);
  if (modules.CAPTCHA3 && rules.captcha.enabled) add('captcha', rules.captcha, true);
  return fields;
}

/** Registration tabs the site offers (USERNAMEREG3, MOBILENUMREG3). */
export function registerModes(modules: Record<string, boolean>): RegisterMode[] {
  const modes: RegisterMode[] = [];
  if (modules.USERNAMEREG3) modes.push('username');
  if (modules.MOBILENUMREG3) modes.push('mobile');
  return modes;
}
