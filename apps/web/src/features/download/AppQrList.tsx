import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '../../shared/site/siteContext';
import { EmptyState } from '../../shared/ui/EmptyState';
import { Icon } from '../../shared/ui/Icon';
import { QrCode } from '../../shared/ui/QrCode';
import { APP_LABEL_KEYS, appResources } from './appResources';
import './download.css';

/** QR codes and download links for the iOS, iOS profile (mobile config) and Android apps. */
export function AppQrList() {
  const { t } = useTranslation();
  const { resources } = useSiteInfo();
  const apps = appResources(resources);
  if (apps.length === 0) return <EmptyState icon="phone" title={t('download.none')} />;
  return (
    <ul className="app-qr-list">
      {apps.map(({ type, resource, qrText }) => {
        const label = t(APP_LABEL_KEYS[type]);
        return (
          <li key={type} className="app-qr">
            <QrCode text={qrText} size={200} margin={20} label={t('download.qrFor', { app: label })} />
            <span className="app-qr__label">{label}</span>
            <a
              className="btn btn--primary btn--sm"
              href={resource.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon name="deposit" size={18} />
              {t('download.get', { app: label })}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
