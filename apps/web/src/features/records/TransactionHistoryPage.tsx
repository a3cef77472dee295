import { useQuery } from '@tanstack/react-query';
import { formatAmount } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberInfoQuery } from '../../shared/api/memberInfoQuery';
import { formatDateTime } from '../../shared/format/date';
import { useSiteInfo } from '../../shared/site/siteContext';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { FilterSelect } from './FilterSelect';
import { DateRangeFilter } from './DateRangeFilter';
import { memberTransactionsQuery } from './queries';
import { signedAmount, typeFiltersFor } from './recordsLogic';
import { RecordsResult, RecordsTable } from './RecordsTable';
import { usePagedRange } from './usePagedRange';
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
  const { range, setRange, page, setPage } = usePagedRange();
  const codeType = filters.find((filter) => filter.id === filterId)?.codeType ?? null;
  const records = useQuery(memberTransactionsQuery(token, { codeType, range, page }));

  return (
    <div className="money-page records-page">
      <h3 className="money-page__title">{t('records.title')}</h3>
      <div className="money-filters">
        <FilterSelect
          id="records-type"
          label={t('records.type')}
          value={filterId}
          options={filters.map((filter) => ({ value: filter.id, label: t(`records.filter.${filter.id}`) }))}
          onChange={(value) => {
            setFilterId(value);
            setPage(1);
          }}
        />
        <DateRangeFilter onChange={setRange} />
      </div>
      <RecordsResult
        query={records}
        isEmpty={(data) => data.list.length === 0}
        empty={{ icon: 'list', title: t('records.empty'), hint: t('records.emptyHint') }}
        paging={{ page, totalPages: (data) => data.totalPages, onChange: setPage }}
      >
        {(data) => (
          <RecordsTable
            busy={records.isFetching}
            rows={data.list}
            rowKey={(row) => String(row.txId)}
            rowType={(row) => row.txTypeName}
            columns={[
              {
                id: 'time',
                label: t('records.time'),
                cell: (row) => <span className="money-ltr">{formatDateTime(row.txTimeInTimestamp)}</span>,
              },
              {
                id: 'type',
                label: t('records.type'),
                cell: (row) => (
                  <>
                    {t(`records.codeType.${row.txTypeName}`)}
                    {row.remark && <span className="records-table__remark">{row.remark}</span>}
                  </>
                ),
              },
              {
                id: 'order',
                label: t('money.orderNo'),
                className: 'records-table__order',
                cell: (row) => row.orderNo ?? '—',
              },
              {
                id: 'amount',
                label: t('money.amount'),
                numeric: true,
                cell: (row) => {
                  const amount = signedAmount(row.amount, currency);
                  return (
                    <span className={`money-amount money-amount--${amount.direction}`}>{amount.text}</span>
                  );
                },
              },
              {
                id: 'balance',
                label: t('records.balanceAfter'),
                numeric: true,
                cell: (row) => (
                  <span className="money-amount">{formatAmount(row.currentAvailBalance, currency)}</span>
                ),
              },
            ]}
          />
        )}
      </RecordsResult>
    </div>
  );
}
