import type { FieldError } from './envelope.js';

/** Code for a request that never got an answer (offline, DNS, connection reset). */
export const NETWORK_ERROR = 'network';

/**
 * A refused or failed call, as the member site and the back office see it: `code` is the stable
 * errorCode (the UI shows its own text for it), `status` the HTTP status (0: no answer), `value` the
 * envelope's value (per-field messages of `validation.failed`, a refusal's figures).
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly value: unknown;

  constructor(code: string, status: number, message: string, value: unknown = null) {
    super(message || code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.value = value;
  }

  /** Per-field validation messages when the server sent `{ fields }`. */
  get fields(): Record<string, FieldError> | null {
    const value = this.value as { fields?: Record<string, FieldError> } | null;
    return value && typeof value === 'object' && value.fields ? value.fields : null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
