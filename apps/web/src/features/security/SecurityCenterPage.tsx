import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { memberInfoQuery } from '../../shared/api/memberInfoQuery';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { ErrorState } from '../../shared/ui/ErrorState';
import { PageSpinner } from '../../shared/ui/Spinner';
import { LanguageSection } from './LanguageSection';
import { LoginHistorySection } from './LoginHistorySection';
import { OverviewCard } from './OverviewCard';
import { ProfileSection } from './ProfileSection';
import { ProtectionsSection } from './ProtectionsSection';
import { securityOverviewQuery } from './queries';
import { SessionsSection } from './SessionsSection';
import './security.css';

/** The security centre, the member centre's default page ("my account"). */
export function SecurityCenterPage({ close }: { close: () => void }) {
  const { t } = useTranslation('account');
  const token = useSessionToken();
  const overview = useQuery(securityOverviewQuery(token));
  const member = useQuery(memberInfoQuery(token));

  const failed = overview.error ?? member.error;
  return (
    <div className="security-centre">
      <h3 className="security-centre__title">{t('security.title')}</h3>
      {overview.data && member.data ? (
        <>
          <OverviewCard overview={overview.data} member={member.data} />
          <ProtectionsSection overview={overview.data} account={member.data.account} close={close} />
          <ProfileSection hasPassword={overview.data.hasPassword} />
          <LanguageSection />
          <SessionsSection />
          <LoginHistorySection />
        </>
      ) : failed ? (
        <ErrorState
          error={failed}
          onRetry={() => {
            void overview.refetch();
            void member.refetch();
          }}
        />
      ) : (
        <PageSpinner label={t('common.loading')} />
      )}
    </div>
  );
}
