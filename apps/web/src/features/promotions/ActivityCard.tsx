import type { Activity, ActivityStatus } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../shared/ui/Icon';
import { ActivityBanner } from './ActivityBanner';
import { ActivityWindow } from './ActivityWindow';
import { StatusChip } from './StatusChip';

/** One activity on /promotions: banner, status, title, summary, window; opens its page. */
export function ActivityCard({ activity, status }: { activity: Activity; status: ActivityStatus }) {
  const { t } = useTranslation('promotions');
  return (
    <Link to={`/promoDetail?activity=${activity.id}`} className="promo-activity" data-activity={activity.id}>
      <ActivityBanner banner={activity.banner} />
      <span className="promo-activity__body">
        <StatusChip status={status} />
        <span className="promo-activity__title">{activity.title}</span>
        {activity.summary && <span className="promo-activity__summary">{activity.summary}</span>}
        <span className="promo-activity__foot">
          <ActivityWindow activity={activity} />
          <span className="promo-card__more">
            {t('promotions.details')}
            <Icon name="chevronRight" size={16} />
          </span>
        </span>
      </span>
    </Link>
  );
}
