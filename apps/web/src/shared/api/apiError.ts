import { isApiError } from '@wps/contracts';

export { ApiError, isApiError, NETWORK_ERROR } from '@wps/contracts';

/** The i18n key for any error thrown by a call. */
export function errorKey(error: unknown): string {
  return isApiError(error) ? `error.${error.code}` : 'error.system.error';
}
