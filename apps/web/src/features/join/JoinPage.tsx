import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageHeader } from '../../shared/ui/PageHeader';

/** /join: becoming an agent. */
export function JoinPage({ onRegister }: { onRegister: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <PageHeader title={t('join.title')} subtitle={t('join.subtitle')} />
      <section className="card">
        <EmptyState
          icon="users"
          title={t('join.empty')}
          action={
            <button type="button" className="btn btn--primary" onClick={onRegister}>
              {t('auth.register')}
            </button>
          }
        />
      </section>
    </div>
  );
}
