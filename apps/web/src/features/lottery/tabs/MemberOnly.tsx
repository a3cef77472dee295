import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/EmptyState';
import type { LotteryAuth } from '../auth';

/** What visitors see in place of their orders. */
export function MemberOnly({ auth }: { auth: LotteryAuth }) {
  const { t } = useTranslation('lottery');
  return (
    <EmptyState
      icon="ticket"
      title={t('lottery.loginToSee')}
      action={
        <button type="button" className="btn btn--primary" onClick={() => void auth.requireLogin()}>
          {t('lottery.login')}
        </button>
      }
    />
  );
}
