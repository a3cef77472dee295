import { checkRule, type FieldError, type RegisterRule } from '@wps/contracts';
import type { TFunction } from 'i18next';
import { patternMessage } from '../../shared/i18n/patternMessage';

/** The rule's own description, shown as the field's hint ("6–16 characters, starting with a letter…"). */
export function ruleHint(t: TFunction, rule: RegisterRule): string {
  return patternMessage(t, rule.patternId, rule.minLength, rule.maxLength);
}

/**
 * A react-hook-form `validate` for a field with a merchant rule (docs/product.md §Validation):
 * "required" when empty and required, else the pattern message (one number when min = max) when the
 * value breaks the rule.
 */
export function validateByRule(
  t: TFunction,
  rule: RegisterRule,
  options: { required?: boolean } = {},
): (value: string | undefined) => string | true {
  const effective: RegisterRule = { ...rule, enabled: true, required: options.required ?? rule.required };
  return (value) => {
    const violation = checkRule(effective, value ?? '');
    if (!violation) return true;
    if (violation === 'required') return t('form.required');
    return ruleHint(t, rule);
  };
}

export function validateRequired(t: TFunction): (value: string | undefined) => string | true {
  return (value) => ((value ?? '').trim() ? true : t('form.required'));
}

/** The confirmation must equal the password ("the two entries are inconsistent"). */
export function validateSame(
  t: TFunction,
  other: () => string | undefined,
): (value: string | undefined) => string | true {
  return (value) => {
    if (!value) return t('form.required');
    return value === (other() ?? '') ? true : t('form.inconsistent');
  };
}

/** Loose phone check before asking for an SMS code: digits only, a plausible national length. */
export function isPlausibleMobile(number: string, dialingCode: string): boolean {
  if (!/^[0-9]{4,20}$/.test(number)) return false;
  const national = number.replace(/^0+/, '');
  const countryDigits = dialingCode.replace(/\D/g, '').length;
  return national.length >= 4 && national.length + countryDigits <= 15;
}

const FIELD_CODES: Record<string, string> = {
  'rule.required': 'form.required',
  'rule.inconsistent': 'form.inconsistent',
  'rule.disabled': 'form.notAccepted',
  'field.username_taken': 'register.usernameTaken',
  'field.mobile_taken': 'register.mobileTaken',
};

/**
 * The text for a server field error: `pattern.<id>` messages become the pattern text with the
 * field's rule, known codes their own text, anything else "not valid".
 */
export function fieldErrorText(t: TFunction, error: FieldError, rule?: RegisterRule): string {
  const pattern = /^pattern\.(\d+)$/.exec(error.message);
  if (pattern) {
    const id = Number(pattern[1]);
    return rule ? patternMessage(t, id, rule.minLength, rule.maxLength) : t('form.invalid');
  }
  const key = FIELD_CODES[error.code];
  return key ? t(key) : t('form.invalid');
}
