import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberInfoQuery } from '../../shared/api/memberInfoQuery';
import { formatAmount } from '../../shared/format/amount';
import { formatDateTime } from '../../shared/format/date';
import { useSiteInfo } from '../../shared/site/siteContext';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorState } from '../../shared/ui/ErrorState';
import { Pagination } from '../../shared/ui/Pagination';
import { PageSpinner } from '../../shared/ui/Spinner';
import { DateRangeFilter } from './DateRangeFilter';
import { memberTransactionsQuery } from './queries';
import { presetRange, signedAmount, typeFiltersFor, type DayRange } from './recordsLogic';
import '../../shared/money/money-page.css';
import './records.css';

/** Account records (member centre `transactionHistory`): money movements with the balance after each. */
export function TransactionHistoryPage() {
  const { t } = useTranslation('money');
  const token = useSessionToken();
  const currency = useSiteInfo().currency;
  const member = useQuery(memberInfoQuery(token));
  const filters = typeFiltersFor(member.data?.type);
  const [filterId, setFilterId] = useState('all');
  const [range, setRange] = useState<DayRange>(() => presetRange('week', Date.now()));
  const [page, setPage] = useState(1);
  const codeType = filters.find((filter) => filter.id === filterId)?.codeType ?? null;
  const records = useQuery(memberTransactionsQuery(token, { codeType, range, page }));

  return (
    <div className="money-page records-page">
      <h3 className="money-page__title">{t('records.title')}</h3>
      <div className="money-filters">
        <div className="field records-type">
          <label className="field__label" htmlFor="records-type">
            {t('records.type')}
          </label>
          <div className="field__box">
            <select
              id="records-type"
              className="field__input money-select"
              value={filterId}
              onChange={(event) => {
                setFilterId(event.target.value);
                setPage(1);
              }}
            >
              {filters.map((filter) => (
                <option key={filter.id} value={filter.id}>
                  {t(`records.filter.${filter.id}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
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
        <EmptyState icon="list" title={t('records.empty')} description={t('records.emptyHint')} />
      ) : (
        <>
          <table className="records-table" aria-busy={records.isFetching || undefined}>
            <thead>
              <tr>
                <th scope="col">{t('records.time')}</th>
                <th scope="col">{t('records.type')}</th>
                <th scope="col">{t('money.orderNo')}</th>
                <th scope="col" className="records-table__num">
                  {t('money.amount')}
                </th>
                <th scope="col" className="records-table__num">
                  {t('records.balanceAfter')}
                </th>
              </tr>
            </thead>
            <tbody>
              {records.data.list.map((row) => {
                const amount = signedAmount(row.amount, currency);
                return (
                  <tr key={row.txId} data-type={row.txTypeName}>
                    <td data-label={t('records.time')}>
                      <span className="money-ltr">{formatDateTime(row.txTimeInTimestamp)}</span>
                    </td>
                    <td data-label={t('records.type')}>
                      {t(`records.codeType.${row.txTypeName}`)}
                      {row.remark && <span className="records-table__remark">{row.remark}</span>}
                    </td>
                    <td data-label={t('money.orderNo')} className="records-table__order">
                      {row.orderNo ?? '—'}
                    </td>
                    <td data-label={t('money.amount')} className="records-table__num">
                      <span className={`money-amount money-amount--${amount.direction}`}>{amount.text}</span>
                    </td>
                    <td data-label={t('records.balanceAfter')} className="records-table__num">
                      <span className="money-amount">{formatAmount(row.currentAvailBalance, currency)}</span>
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
