import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { myPromotionsQuery, promotionActivitiesQuery } from '../../shared/promotions/queries';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorState } from '../../shared/ui/ErrorState';
import { PageSpinner } from '../../shared/ui/Spinner';
import { ActivityCard } from './ActivityCard';
import { matchesFilter, type ActivityFilter } from './statusActions';

const FILTERS: readonly ActivityFilter[] = ['all', 'running', 'soon'];

/**
 * The published activities as cards, with a filter (all, running, coming soon). A member sees their
 * own status on each card, a visitor the activity's.
 */
export function ActivityList() {
  const { t, ready } = useTranslation(['promotions', 'messages']);
  const language = useLanguage();
  const token = useSessionToken();
  const activities = useQuery(promotionActivitiesQuery(language));
  const mine = useQuery(myPromotionsQuery(token));
  const [filter, setFilter] = useState<ActivityFilter>('all');

  let body;
  if (!ready || activities.isPending) body = <PageSpinner label={t('common.loading')} />;
  else if (activities.isError)
    body = (
      <div className="card">
        <ErrorState error={activities.error} onRetry={() => void activities.refetch()} />
      </div>
    );
  else {
    const shown = activities.data.list.filter((activity) => matchesFilter(activity, filter));
    const statusOf = (id: number) =>
      token ? mine.data?.activities.find((entry) => entry.activityId === id)?.status : undefined;
    body =
      shown.length === 0 ? (
        <div className="card">
          <EmptyState icon="gift" title={t(`promo.empty.${filter}`)} />
        </div>
      ) : (
        <ul className="promo-activities">
          {shown.map((activity) => (
            <li key={activity.id}>
              <ActivityCard activity={activity} status={statusOf(activity.id) ?? activity.status} />
            </li>
          ))}
        </ul>
      );
  }

  return (
    <section className="promo-section" aria-labelledby="promo-activities-title">
      <div className="section-head promo-section__head">
        <h2 id="promo-activities-title" className="section-title">
          {t('promo.activities')}
        </h2>
        <div className="promo-filter" role="group" aria-label={t('promo.filter.label')}>
          {FILTERS.map((entry) => (
            <button
              key={entry}
              type="button"
              className="promo-filter__chip"
              aria-pressed={entry === filter}
              onClick={() => setFilter(entry)}
            >
              {t(`promo.filter.${entry}`)}
            </button>
          ))}
        </div>
      </div>
      {body}
    </section>
  );
}
