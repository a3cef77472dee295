import { useQuery } from '@tanstack/react-query';
import { formatAmount, type redemptionSchema } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDateTime } from '../../shared/format/date';
import { updatePointMallState } from '../../shared/loyalty/pointMallState';
import { ltr, useCurrency } from '../../shared/money/moneyForm';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorState } from '../../shared/ui/ErrorState';
import { Pagination } from '../../shared/ui/Pagination';
import { PageSpinner } from '../../shared/ui/Spinner';
import { formatPoints, redemptionTone } from './pointsLogic';
import { redemptionsQuery } from './queries';

type Redemption = z.infer<typeof redemptionSchema>;

/**
 * Redeem history (spec §3 "Points redemption"): each redemption's reward, quantity, points, amount,
 * state (in progress, approved, rejected), the operator's remark and the receiving address.
 */
export function RedemptionHistory({ token, page }: { token: string; page: number }) {
  const { t } = useTranslation(['loyalty', 'messages']);
  const list = useQuery(redemptionsQuery(token, page));
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <PageSpinner label={t('common.loading')} />;
  if (list.data.list.length === 0)
    return (
      <EmptyState
        icon="receipt"
        title={t('loyalty.history.empty')}
        description={t('loyalty.history.emptyHint')}
      />
    );
  return (
    <div className="points-list">
      <ul className="money-records" aria-label={t('loyalty.history.title')}>
        {list.data.list.map((entry) => (
          <RedemptionItem key={entry.id} entry={entry} />
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={list.data.totalPages}
        onChange={(historyPage) => updatePointMallState({ historyPage })}
      />
    </div>
  );
}

function RedemptionItem({ entry }: { entry: Redemption }) {
  const { t } = useTranslation('loyalty');
  const currency = useCurrency();
  return (
    <li className="money-record" data-redemption={entry.id} data-status={entry.status}>
      <div className="money-record__head">
        <strong className="points-record__name">{entry.rewardName}</strong>
        <span
          className={`points-chip points-chip--${redemptionTone(entry.status)}`}
          data-testid="redemption-status"
        >
          {t(`loyalty.history.status.${entry.status}`)}
        </span>
      </div>
      <dl className="points-facts">
        <dt>{t('loyalty.history.quantity')}</dt>
        <dd>{entry.quantity}</dd>
        <dt>{t('loyalty.history.points')}</dt>
        <dd className="points-ltr">{formatPoints(entry.points)}</dd>
        {entry.amount !== null && (
          <>
            <dt>{t('loyalty.history.amount')}</dt>
            <dd className="points-ltr">{formatAmount(entry.amount, currency)}</dd>
          </>
        )}
        {entry.address && (
          <>
            <dt>{t('loyalty.history.address')}</dt>
            <dd className="points-facts__text">{entry.address}</dd>
          </>
        )}
        {entry.remark && (
          <>
            <dt>{t('loyalty.history.remark')}</dt>
            <dd className="points-facts__text">{entry.remark}</dd>
          </>
        )}
      </dl>
      <div className="money-record__meta">
        <span>{t('loyalty.history.created', { time: ltr(formatDateTime(entry.createdAt)) })}</span>
        {entry.decidedAt !== null && (
          <span>{t('loyalty.history.decided', { time: ltr(formatDateTime(entry.decidedAt)) })}</span>
        )}
      </div>
    </li>
  );
}
