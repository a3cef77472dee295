import { checkRule, type RegisterRule } from '@wps/contracts';
import type { TFunction } from 'i18next';
import { patternMessage } from '../../shared/i18n/patternMessage';

/** A payment password is 6 digits unless the merchant's paymentPassword rule says otherwise. */
export const DEFAULT_PAYMENT_PASSWORD_RULE: RegisterRule = {
  enabled: true,
  required: true,
  acceptedPattern: '^[0-9]+$',
  patternId: 5,
  minLength: 6,
  maxLength: 6,
};

export function paymentPasswordRule(merchantRule: RegisterRule | undefined): RegisterRule {
  if (!merchantRule?.enabled) return DEFAULT_PAYMENT_PASSWORD_RULE;
  return { ...merchantRule, required: true };
}

/** A new password must follow the rule even where registration leaves the field optional. */
export function newPasswordMessage(t: TFunction, rule: RegisterRule, value: string): string | true {
  if (!value) return t('security.required');
  const violation = checkRule({ ...rule, enabled: true, required: true }, value);
  if (!violation) return true;
  return patternMessage(t, rule.patternId, rule.minLength, rule.maxLength);
}

/** "The two entries are inconsistent" unless the confirmation equals the new password. */
export function confirmationMessage(t: TFunction, value: string, expected: string): string | true {
  if (!value) return t('security.required');
  return value === expected ? true : t('security.inconsistent');
}
