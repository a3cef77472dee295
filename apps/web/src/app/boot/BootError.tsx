import { useTranslation } from 'react-i18next';
import { errorKey } from '../../shared/api/apiError';
import { useMessagesReady } from '../../shared/i18n/useMessagesReady';
import { Icon } from '../../shared/ui/Icon';
import { LoadingOverlay } from '../../shared/ui/LoadingOverlay';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle';
import './status-screen.css';

/** The boot call failed: say so and offer Retry (never a blank page). */
export function BootError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  const messagesReady = useMessagesReady();
  useDocumentTitle(t('boot.failedTitle'));
  // The error texts load on demand; a server that cannot answer may not send them either.
  if (!messagesReady) return <LoadingOverlay visible label={t('common.loading')} />;
  return (
    <main className="status-screen" id="main">
      <div className="status-screen__card" role="alert">
        <span className="status-screen__icon status-screen__icon--error">
          <Icon name="warning" size={40} />
        </span>
        <h1 className="status-screen__title">{t('boot.failedTitle')}</h1>
        <p className="status-screen__text">{t(errorKey(error), { defaultValue: t('error.system.error') })}</p>
        <button type="button" className="btn btn--primary" onClick={onRetry} disabled={retrying}>
          <Icon name="refresh" size={18} />
          {retrying ? t('common.loading') : t('common.retry')}
        </button>
      </div>
    </main>
  );
}
