import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageHeader } from '../../shared/ui/PageHeader';
import './vip.css';

/** /vip: the member's rank (dashes when logged out); level tables come with the VIP issue. */
export function VipPage({ rankLabel }: { rankLabel: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('nav.vip')} subtitle={t('vip.subtitle')} />
      <section className="card vip-rank" aria-label={t('vip.yourRank')}>
        <span className="vip-rank__label">{t('vip.yourRank')}</span>
        <strong className="vip-rank__value">{rankLabel ?? '--'}</strong>
      </section>
      <section className="card">
        <EmptyState icon="crown" title={t('vip.empty')} />
      </section>
    </div>
  );
}
