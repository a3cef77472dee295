import { useTranslation } from 'react-i18next';
import { MISSIONS_MODULE } from '../../shared/loyalty/keys';
import { useModuleEnabled } from '../../shared/site/siteContext';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageSpinner } from '../../shared/ui/Spinner';
import { Leaderboard } from './Leaderboard';
import { MissionList } from './MissionList';
import '../../shared/money/money-page.css';
import './missions.css';

/**
 * Mission activity (member centre `missionLeaderboard`, COMM3): the daily and weekly missions with
 * their progress, reward, time left and Claim, and this week's leaderboard with the member's place.
 */
export function MissionsPage() {
  const { t, ready } = useTranslation(['loyalty', 'messages']);
  const enabled = useModuleEnabled(MISSIONS_MODULE);
  const token = useSessionToken();
  let body;
  if (!enabled) body = <EmptyState icon="trophy" title={t('loyalty.missions.unavailable')} />;
  else if (!ready || !token) body = <PageSpinner label={t('common.loading')} />;
  else
    body = (
      <>
        <MissionList key={token} token={token} />
        <Leaderboard key={`board-${token}`} token={token} />
      </>
    );
  return (
    <div className="money-page missions-page">
      <h3 className="money-page__title">{t('loyalty.missions.title')}</h3>
      {body}
    </div>
  );
}
