import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { announcementsQuery } from '../../shared/api/queries';
import { formatDate } from '../../shared/format/date';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorState } from '../../shared/ui/ErrorState';
import { Icon } from '../../shared/ui/Icon';
import { PageHeader } from '../../shared/ui/PageHeader';
import { PageSpinner } from '../../shared/ui/Spinner';
import './promotions.css';

/** /promotions: the operator's promotion notices (type PR). */
export function PromotionsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(announcementsQuery(language));
  return (
    <div className="page">
      <PageHeader title={t('nav.promotions')} subtitle={t('promotions.subtitle')} />
      {query.isPending ? (
        <PageSpinner label={t('common.loading')} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.promotion.length === 0 ? (
        <section className="card">
          <EmptyState icon="gift" title={t('promotions.empty')} />
        </section>
      ) : (
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
      )}
    </div>
  );
}
