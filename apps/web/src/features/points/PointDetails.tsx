import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date';
import { updatePointMallState } from '../../shared/loyalty/pointMallState';
import { ltr } from '../../shared/money/moneyForm';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorState } from '../../shared/ui/ErrorState';
import { Pagination } from '../../shared/ui/Pagination';
import { PageSpinner } from '../../shared/ui/Spinner';
import { detailKind, formatPoints, signedPoints } from './pointsLogic';
import { pointDetailsQuery } from './queries';

/** Points details: every movement (earned, redeemed, returned, converted) with the balance after it. */
export function PointDetails({ token, page }: { token: string; page: number }) {
  const { t } = useTranslation(['loyalty', 'messages']);
  const list = useQuery(pointDetailsQuery(token, page));
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <PageSpinner label={t('common.loading')} />;
  if (list.data.list.length === 0)
    return (
      <EmptyState
        icon="list"
        title={t('loyalty.details.empty')}
        description={t('loyalty.details.emptyHint')}
      />
    );
  return (
    <div className="points-list">
      <ul className="money-records" aria-label={t('loyalty.details.title')}>
        {list.data.list.map((entry) => (
          <li key={entry.id} className="money-record points-movement" data-kind={detailKind(entry.kind)}>
            <div className="money-record__head">
              <strong>{t(`loyalty.details.kind.${detailKind(entry.kind)}`)}</strong>
              <span
                className={`money-amount points-movement__points ${entry.points < 0 ? 'money-amount--out' : 'money-amount--in'}`}
                data-testid="movement-points"
              >
                {signedPoints(entry.points)}
              </span>
            </div>
            <div className="money-record__meta">
              <span>{ltr(formatDateTime(entry.createdAt))}</span>
              <span data-testid="movement-balance">
                {t('loyalty.details.balanceAfter', { points: ltr(formatPoints(entry.balanceAfter)) })}
              </span>
            </div>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={list.data.totalPages}
        onChange={(detailsPage) => updatePointMallState({ detailsPage })}
      />
    </div>
  );
}
