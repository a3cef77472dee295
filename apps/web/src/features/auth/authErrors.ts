import { useTranslation } from 'react-i18next';
import { errorKey, isApiError } from '../../shared/api/apiError';
import { formatDateTime } from '../../shared/format/date';

/** Seconds to wait from a `too.many.requests` refusal, if it says. */
export function retryAfterOf(error: unknown): number | null {
  if (!isApiError(error) || error.code !== 'too.many.requests') return null;
  const seconds = (error.value as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

/** The text of a refused call; a lock names its end, a rate limit the wait. */
export function useAuthErrorText(): (error: unknown) => string {
  const { t } = useTranslation('auth');
  return (error) => {
    if (isApiError(error) && error.code === 'account.locked') {
      const until = (error.value as { lockedUntil?: unknown } | null)?.lockedUntil;
      if (typeof until === 'number') return t('login.lockedUntil', { time: formatDateTime(until) });
    }
    const wait = retryAfterOf(error);
    if (wait !== null) return t('form.retryAfter', { seconds: wait });
    return t(errorKey(error));
  };
}
