import type { FieldError, RegisterRule, RegisterRules } from '@wps/contracts';
import type { TFunction } from 'i18next';
import { patternMessage } from '../../shared/i18n/patternMessage';

/** Field error codes with a text of their own in the account namespace (`security.fieldError.<code>`). */
const KNOWN_CODES = new Set([
  'rule.required',
  'rule.disabled',
  'rule.inconsistent',
  'rule.locked',
  'rule.length',
]);

/**
 * The text for one server field error. A message `pattern.<id>` is a core pattern text (formatted
 * with the field's rule when the site has one); known codes have their own text; anything else is
 * "not valid".
 */
export function fieldErrorText(t: TFunction, error: FieldError, rule?: RegisterRule): string {
  const pattern = /^pattern\.(\d+)$/.exec(error.message);
  if (pattern) {
    const id = Number(pattern[1]);
    return rule ? patternMessage(t, id, rule.minLength, rule.maxLength) : t('security.fieldError.invalid');
  }
  if (KNOWN_CODES.has(error.code)) {
    if (error.code === 'rule.length' && rule)
      return patternMessage(t, rule.patternId, rule.minLength, rule.maxLength);
    return t(`security.fieldError.${error.code}`);
  }
  return t('security.fieldError.invalid');
}

/** Every field error of a refused call, as texts by field name. */
export function fieldErrorTexts(
  t: TFunction,
  fields: Record<string, FieldError> | null,
  rules?: Partial<RegisterRules>,
): Record<string, string> {
  if (!fields) return {};
  return Object.fromEntries(
    Object.entries(fields).map(([field, error]) => [
      field,
      fieldErrorText(t, error, rules?.[field as keyof RegisterRules]),
    ]),
  );
}
