import { useTranslation } from 'react-i18next';
import { errorKey } from '../api/apiError';
import { useMessagesReady } from '../i18n/useMessagesReady';
import { Icon } from './Icon';
import { PageSpinner } from './Spinner';

interface ErrorStateProps {
  error: unknown;
  onRetry?: () => void;
}

/** A failed load: the i18n text for the error code and a Retry button. */
export function ErrorState({ error, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  const messagesReady = useMessagesReady();
  // The error texts load after the first paint: wait for them (a few ms) rather than show a key.
  if (!messagesReady) return <PageSpinner label={t('common.loading')} />;
  return (
    <div className="empty-state empty-state--error" role="alert">
      <span className="empty-state__icon">
        <Icon name="warning" size={34} />
      </span>
      <p className="empty-state__title">{t(errorKey(error), { defaultValue: t('error.system.error') })}</p>
      {onRetry && (
        <div className="empty-state__action">
          <button type="button" className="btn btn--primary" onClick={onRetry}>
            <Icon name="refresh" size={18} />
            {t('common.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
