import type { ActivityStatus } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { statusTone } from './statusActions';

/** An activity's status (the member's, or a visitor's) as a coloured chip. */
export function StatusChip({ status }: { status: ActivityStatus }) {
  const { t } = useTranslation('promotions');
  return (
    <span className={`promo-chip promo-chip--${statusTone(status)}`} data-status={status}>
      {t(`promo.status.${status}`)}
    </span>
  );
}
