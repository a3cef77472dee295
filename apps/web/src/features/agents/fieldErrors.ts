import type { FieldError, RegisterRule } from '@wps/contracts';
import type { TFunction } from 'i18next';
import { patternMessage } from '../../shared/i18n/patternMessage';

/** Field error codes with a text of their own (`fieldError.<code>` in the agents namespace). */
const KNOWN = new Set([
  'rule.required',
  'rule.inconsistent',
  'rule.disabled',
  'field.username_taken',
  'field.too_big',
  'field.too_small',
  'field.invalid_format',
  'field.not_allowed',
]);

/**
 * The text for one server field error: a `pattern.<id>` message is the site's pattern text (with the
 * field's rule lengths when known), known codes have their own text, anything else is "not valid".
 */
export function fieldErrorText(t: TFunction, error: FieldError, rule?: RegisterRule): string {
  const pattern = /^pattern\.(\d+)$/.exec(error.message);
  if (pattern) {
    const id = Number(pattern[1]);
    return rule
      ? patternMessage(t, id, rule.minLength, rule.maxLength)
      : t('fieldError.invalid', { ns: 'agents' });
  }
  if (KNOWN.has(error.code)) return t(`fieldError.${error.code}`, { ns: 'agents' });
  return t('fieldError.invalid', { ns: 'agents' });
}
