import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { POINTS_MODULE } from '../../shared/loyalty/keys';
import { useModuleEnabled } from '../../shared/site/siteContext';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { Icon } from '../../shared/ui/Icon';
import { PageHeader } from '../../shared/ui/PageHeader';
import { PageSpinner } from '../../shared/ui/Spinner';
import { MyVipCard } from './MyVipCard';
import { vipProgressQuery } from './queries';
import { RankTable } from './RankTable';
import '../../shared/money/money-page.css';
import './vip.css';

/**
 * /vip: for a member their rank and progress ("My VIP"), for everyone the ranks with their rules,
 * rewards, cashback and points rates and benefits (contracts: vipRanks, vipProgress).
 */
export function VipPage({ onLogin }: { onLogin?: () => void }) {
  const { t, ready } = useTranslation(['loyalty', 'messages']);
  const token = useSessionToken();
  const points = useModuleEnabled(POINTS_MODULE);
  // The same answer as My VIP's: the member's own rank opens first in the table.
  const progress = useQuery(vipProgressQuery(token));
  return (
    <div className="page vip-page">
      <PageHeader
        title={t('nav.vip')}
        subtitle={t('vip.subtitle')}
        actions={
          points ? (
            <Link to="/pointMall" className="btn btn--secondary btn--sm">
              <Icon name="gift" size={18} />
              {t('points.title')}
            </Link>
          ) : undefined
        }
      />
      {!ready ? (
        <PageSpinner label={t('common.loading')} />
      ) : (
        <>
          {token ? (
            <MyVipCard key={token} token={token} />
          ) : (
            <section className="card vip-card vip-card--visitor" aria-label={t('vip.yourRank')}>
              <div className="vip-card__hero">
                <div className="vip-card__who">
                  <span className="vip-card__title">{t('vip.yourRank')}</span>
                  <strong className="vip-card__rank">--</strong>
                  <span className="vip-card__since">{t('loyalty.vip.loginHint')}</span>
                </div>
                {onLogin && (
                  <button type="button" className="btn btn--primary btn--sm" onClick={onLogin}>
                    {t('loyalty.login')}
                  </button>
                )}
              </div>
            </section>
          )}
          <RankTable myLevel={token ? (progress.data?.level ?? null) : null} />
        </>
      )}
    </div>
  );
}
