import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageHeader } from '../../shared/ui/PageHeader';

/** Any unknown address. */
export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <PageHeader title={t('notFound.title')} />
      <section className="card">
        <EmptyState
          icon="help"
          title={t('notFound.text')}
          action={
            <Link to="/index" className="btn btn--primary">
              {t('common.backHome')}
            </Link>
          }
        />
      </section>
    </div>
  );
}
