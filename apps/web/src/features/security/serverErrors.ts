import type { RegisterRule } from '@wps/contracts';
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorKey, isApiError } from '../../shared/api/apiError';
import { fieldErrorText } from './fieldErrors';

interface ServerErrorOptions<F extends FieldValues> {
  /** Form fields that can show a server field error under themselves. */
  fields: readonly Path<F>[];
  /** Error codes that belong under one field (e.g. `password.wrong` under the old password). */
  codeToField?: Partial<Record<string, Path<F>>>;
  /** Server field names that differ from the form's. */
  rename?: Partial<Record<string, Path<F>>>;
  /** Rules by server field name, to format `pattern.<id>` messages with their lengths. */
  rules?: Partial<Record<string, RegisterRule | undefined>>;
}

/**
 * Shows a refused call where it belongs: field errors under their fields, field-specific codes under
 * that field. Returns the text for the form's own status line, or null when every part was placed.
 */
export function applyServerError<F extends FieldValues>(
  t: TFunction,
  error: unknown,
  setError: UseFormSetError<F>,
  options: ServerErrorOptions<F>,
): string | null {
  if (!isApiError(error)) return t(errorKey(error));
  const wait = (error.value as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  if (error.code === 'too.many.requests' && typeof wait === 'number')
    return t('security.tooManyAttempts', { minutes: Math.max(1, Math.ceil(wait / 60)) });
  const field = options.codeToField?.[error.code];
  if (field) {
    setError(field, { type: 'server', message: t(`error.${error.code}`) }, { shouldFocus: true });
    return null;
  }
  const fields = error.fields;
  if (!fields) return t(errorKey(error));
  let unplaced = false;
  let first = true;
  for (const [name, fieldError] of Object.entries(fields)) {
    const target = (options.rename?.[name] ?? name) as Path<F>;
    if (!options.fields.includes(target)) {
      unplaced = true;
      continue;
    }
    const rule = options.rules?.[name];
    setError(
      target,
      { type: 'server', message: fieldErrorText(t, fieldError, rule) },
      { shouldFocus: first },
    );
    first = false;
  }
  return unplaced ? t('error.validation.failed') : null;
}
