import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui/Icon';

/** Shown when a page chunk timed out or failed to load. */
export function ChunkError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state empty-state--error" role="alert">
      <span className="empty-state__icon">
        <Icon name="warning" size={34} />
      </span>
      <p className="empty-state__title">{t('error.chunkTimeout')}</p>
      <div className="empty-state__action">
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          <Icon name="refresh" size={18} />
          {t('common.retry')}
        </button>
      </div>
    </div>
  );
}
