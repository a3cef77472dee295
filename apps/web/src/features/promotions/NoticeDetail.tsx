import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { announcementsQuery } from '../../shared/api/queries';
import { formatDateTime } from '../../shared/format/date';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorState } from '../../shared/ui/ErrorState';
import { PageHeader } from '../../shared/ui/PageHeader';
import { SafeHtml } from '../../shared/ui/SafeHtml';
import { PageSpinner } from '../../shared/ui/Spinner';

/** /promoDetail?id=<id>: one promotion notice (the operator's sanitised HTML). */
export function NoticeDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(announcementsQuery(language));
  if (query.isPending) return <PageSpinner label={t('common.loading')} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const promotion = query.data.promotion.find((entry) => entry.id === id);
  const back = (
    <Link to="/promotions" className="btn btn--ghost btn--sm">
      {t('promotions.back')}
    </Link>
  );
  if (!promotion) {
    return (
      <div className="page page--narrow">
        <PageHeader title={t('nav.promotions')} />
        <section className="card">
          <EmptyState icon="gift" title={t('promotions.notFound')} action={back} />
        </section>
      </div>
    );
  }
  return (
    <div className="page page--narrow">
      <PageHeader title={promotion.title} subtitle={formatDateTime(promotion.date)} actions={back} />
      <article className="card">
        <SafeHtml html={promotion.content} />
      </article>
    </div>
  );
}
