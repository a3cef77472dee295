import type { TFunction } from 'i18next';
import { errorKey } from '../api/apiError';

/**
 * "Refused: <why>" for a loyalty action the server turned down (or that got no answer), in the
 * `loyalty` namespace with the error texts of `messages`.
 */
export function refusalText(t: TFunction, error: unknown): string {
  return t('loyalty.result.refused', {
    reason: t(errorKey(error), { defaultValue: t('error.system.error') }),
  });
}
