import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui/Icon';

/** Last line of defence for a render error in a route: never a blank page. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <main className="status-screen" id="main">
      <div className="status-screen__card" role="alert">
        <span className="status-screen__icon">
          <Icon name="warning" size={40} />
        </span>
        <h1 className="status-screen__title">{t('error.system.error')}</h1>
        <p className="status-screen__text">{t('error.pageCrashed')}</p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          <Icon name="refresh" size={18} />
          {t('common.reload')}
        </button>
      </div>
    </main>
  );
}
