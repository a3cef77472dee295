import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { announcementsQuery } from '../../shared/api/queries';
import { formatDate } from '../../shared/format/date';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { PROMOTIONS_MODULE } from '../../shared/promotions/queries';
import { useModuleEnabled } from '../../shared/site/siteContext';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorState } from '../../shared/ui/ErrorState';
import { Icon } from '../../shared/ui/Icon';
import { PageHeader } from '../../shared/ui/PageHeader';
import { PageSpinner } from '../../shared/ui/Spinner';
import { ActivityList } from './ActivityList';
import './promotions.css';

/**
 * /promotions: with the reward centre (REWCEN3) the activities, then the operator's promotion
 * notices (type PR) as news; without it the notices alone.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const rewardCentre = useModuleEnabled(PROMOTIONS_MODULE);
  return (
    <div className="page">
      <PageHeader title={t('nav.promotions')} subtitle={t('promotions.subtitle')} />
      {rewardCentre && <ActivityList />}
      <PromotionNotices asNews={rewardCentre} />
    </div>
  );
}

/** The operator's promotion notices; under the activities they are a "News" section (hidden when none). */
function PromotionNotices({ asNews }: { asNews: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(announcementsQuery(language));
  let body;
  if (query.isPending) body = <PageSpinner label={t('common.loading')} />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.promotion.length === 0) {
    if (asNews) return null;
    body = (
      <section className="card">
        <EmptyState icon="gift" title={t('promotions.empty')} />
      </section>
    );
  } else
    body = (
      <ul className="promo-grid">
        {query.data.promotion.map((promotion) => (
          <li key={promotion.id}>
            <Link to={`/promoDetail?id=${promotion.id}`} className="promo-card">
              <span className="promo-card__icon">
                <Icon name="gift" size={26} />
              </span>
              <span className="promo-card__title">{promotion.title}</span>
              <span className="promo-card__date">{formatDate(promotion.date)}</span>
              <span className="promo-card__more">
                {t('promotions.details')}
                <Icon name="chevronRight" size={16} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  if (!asNews) return body;
  return (
    <section className="promo-section" aria-labelledby="promo-news-title">
      <div className="section-head">
        <h2 id="promo-news-title" className="section-title">
          {t('promotions.news')}
        </h2>
      </div>
      {body}
    </section>
  );
}
