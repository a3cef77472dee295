import type { Activity } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../shared/format/date';
import { ltr } from '../../shared/money/moneyForm';

/** When an activity runs: dates on cards, dates and times on its page. */
export function ActivityWindow({
  activity,
  withTime = false,
}: {
  activity: Pick<Activity, 'startsAt' | 'endsAt'>;
  withTime?: boolean;
}) {
  const { t } = useTranslation('promotions');
  const format = withTime ? formatDateTime : formatDate;
  return (
    <span className="promo-window">
      {t('promo.window', {
        start: ltr(format(activity.startsAt)),
        end: ltr(format(activity.endsAt)),
      })}
    </span>
  );
}
