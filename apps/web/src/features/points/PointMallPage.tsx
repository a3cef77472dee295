import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageHeader } from '../../shared/ui/PageHeader';

/** /pointMall (header and footer only). */
export function PointMallPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('points.title')} subtitle={t('points.neverExpire')} />
      <section className="card">
        <EmptyState icon="trophy" title={t('points.empty')} />
      </section>
    </div>
  );
}
