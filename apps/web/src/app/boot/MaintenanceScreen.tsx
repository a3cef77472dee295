import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date';
import { useSite } from '../../shared/site/siteContext';
import { StatusScreen } from './StatusScreen';

/** Status 1: System Maintenance, the operator's message and the expected end. */
export function MaintenanceScreen() {
  const { t } = useTranslation();
  const { message, until } = useSite().status.maintenanceInfo;
  const end = formatDateTime(until);
  return (
    <StatusScreen icon="tool" title={t('status.maintenanceTitle')}>
      <p className="status-screen__text">{message || t('status.maintenanceText')}</p>
      {end && (
        <p className="status-screen__meta">
          {t('status.maintenanceUntil')} <time dateTime={until ?? undefined}>{end}</time>
        </p>
      )}
    </StatusScreen>
  );
}
