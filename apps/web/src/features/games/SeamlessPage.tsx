import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageHeader } from '../../shared/ui/PageHeader';

/** /seamless (header-only layout). */
export function SeamlessPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('games.seamless')} />
      <section className="card">
        <EmptyState icon="cards" title={t('games.empty')} description={t('games.emptyHint')} />
      </section>
    </div>
  );
}
