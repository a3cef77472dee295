import { useTranslation } from 'react-i18next';
import { POINTS_MODULE } from '../../shared/loyalty/keys';
import { useModuleEnabled } from '../../shared/site/siteContext';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageHeader } from '../../shared/ui/PageHeader';
import { PageSpinner } from '../../shared/ui/Spinner';
import { PointMall } from './PointMall';
import '../../shared/money/money-page.css';
import './points.css';

interface PointMallPageProps {
  /** Opens the login popup (the auth feature's, composed in app/routes). */
  onLogin?: () => void;
  /** Opens the member centre's security centre, to set a payment password. */
  onSetPaymentPassword?: () => void;
}

/**
 * /pointMall (header and footer only): current points, the rewards to redeem, redeem history, points
 * details and rules (spec §2), behind the points switch PTSYS3.
 */
export function PointMallPage({ onLogin, onSetPaymentPassword }: PointMallPageProps) {
  const { t, ready } = useTranslation(['loyalty', 'messages']);
  const token = useSessionToken();
  const enabled = useModuleEnabled(POINTS_MODULE);
  let body;
  if (!ready) body = <PageSpinner label={t('common.loading')} />;
  else if (!enabled)
    body = (
      <section className="card">
        <EmptyState icon="trophy" title={t('loyalty.points.unavailable')} />
      </section>
    );
  else if (!token)
    body = (
      <section className="card">
        <EmptyState
          icon="trophy"
          title={t('loyalty.points.loginTitle')}
          description={t('loyalty.points.loginHint')}
          action={
            onLogin && (
              <button type="button" className="btn btn--primary" onClick={onLogin}>
                {t('loyalty.login')}
              </button>
            )
          }
        />
      </section>
    );
  else body = <PointMall key={token} token={token} onSetPaymentPassword={onSetPaymentPassword} />;
  return (
    <div className="page points-page">
      <PageHeader title={t('points.title')} subtitle={t('points.neverExpire')} />
      {body}
    </div>
  );
}
