import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date';
import { useSiteInfo } from '../../shared/site/siteContext';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorState } from '../../shared/ui/ErrorState';
import { Pagination } from '../../shared/ui/Pagination';
import { PageSpinner } from '../../shared/ui/Spinner';
import { DateRangeFilter } from './DateRangeFilter';
import { bonusRecordsQuery } from './queries';
import { presetRange, signedAmount, type DayRange } from './recordsLogic';
import '../../shared/money/money-page.css';
import './records.css';

/** Bonus details (member centre `bonusDetails`): promotions, rebates, wages and other bonuses credited. */
export function BonusDetailsPage() {
  const { t } = useTranslation('money');
  const token = useSessionToken();
  const currency = useSiteInfo().currency;
  const [range, setRange] = useState<DayRange>(() => presetRange('week', Date.now()));
  const [page, setPage] = useState(1);
  const records = useQuery(bonusRecordsQuery(token, { range, page }));

  return (
    <div className="money-page records-page">
      <h3 className="money-page__title">{t('bonus.title')}</h3>
      <div className="money-filters">
        <DateRangeFilter
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
      </div>
      {records.error ? (
        <ErrorState error={records.error} onRetry={() => void records.refetch()} />
      ) : !records.data ? (
        <PageSpinner label={t('common.loading')} />
      ) : records.data.list.length === 0 ? (
        <EmptyState icon="gift" title={t('bonus.empty')} description={t('bonus.emptyHint')} />
      ) : (
        <>
          <table className="records-table" aria-busy={records.isFetching || undefined}>
            <thead>
              <tr>
                <th scope="col">{t('records.time')}</th>
                <th scope="col">{t('records.type')}</th>
                <th scope="col">{t('bonus.remark')}</th>
                <th scope="col" className="records-table__num">
                  {t('money.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {records.data.list.map((row) => {
                const amount = signedAmount(row.amount, currency);
                return (
                  <tr key={row.txId} data-type={row.type}>
                    <td data-label={t('records.time')}>
                      <span className="money-ltr">{formatDateTime(row.createdAt)}</span>
                    </td>
                    <td data-label={t('records.type')}>{row.name}</td>
                    <td data-label={t('bonus.remark')}>{row.remark ?? '—'}</td>
                    <td data-label={t('money.amount')} className="records-table__num">
                      <span className={`money-amount money-amount--${amount.direction}`}>{amount.text}</span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <Pagination page={page} totalPages={records.data.totalPages} onChange={setPage} />
        </>
      )}
    </div>
  );
}
