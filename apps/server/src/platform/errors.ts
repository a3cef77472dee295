import type { z } from 'zod';
import { ERROR_MESSAGES, httpStatusOf, type ErrorCode, type FieldError } from '@wps/contracts';

/** An expected failure with a stable code; the error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly value: Record<string, unknown> | null = null,
    message?: string,
  ) {
    super(message ?? ERROR_MESSAGES[code]);
  }

  get status(): number {
    return httpStatusOf(this.code);
  }
}

export type FieldErrors = Record<string, FieldError>;

export function validationError(fields: FieldErrors): AppError {
  return new AppError('validation.failed', { fields });
}

/** Zod issues → one stable code and message per field (the first issue of each field wins). */
export function fieldErrorsFromZod(error: z.ZodError, prefix?: string): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
    if (fields[key]) continue;
    fields[key] = { code: `field.${issue.code}`, message: issue.message };
  }
  return fields;
}
