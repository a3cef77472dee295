import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date';
import { useSiteInfo } from '../../shared/site/siteContext';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { BonusTurnoverSection } from './BonusTurnoverSection';
import { DateRangeFilter } from './DateRangeFilter';
import { bonusRecordsQuery } from './queries';
import { signedAmount } from './recordsLogic';
import { RecordsResult, RecordsTable } from './RecordsTable';
import { usePagedRange } from './usePagedRange';
import '../../shared/money/money-page.css';
import './records.css';

/**
 * Bonus details (member centre `bonusDetails`): the turnover of active promotion bonuses (REWCEN3),
 * then promotions, rebates, wages and other bonuses credited.
 */
export function BonusDetailsPage() {
  const { t } = useTranslation('money');
  const token = useSessionToken();
  const currency = useSiteInfo().currency;
  const { range, setRange, page, setPage } = usePagedRange();
  const records = useQuery(bonusRecordsQuery(token, { range, page }));

  return (
    <div className="money-page records-page">
      <h3 className="money-page__title">{t('bonus.title')}</h3>
      <BonusTurnoverSection />
      <div className="money-filters">
        <DateRangeFilter onChange={setRange} />
      </div>
      <RecordsResult
        query={records}
        isEmpty={(data) => data.list.length === 0}
        empty={{ icon: 'gift', title: t('bonus.empty'), hint: t('bonus.emptyHint') }}
        paging={{ page, totalPages: (data) => data.totalPages, onChange: setPage }}
      >
        {(data) => (
          <RecordsTable
            busy={records.isFetching}
            rows={data.list}
            rowKey={(row) => String(row.txId)}
            rowType={(row) => row.type}
            columns={[
              {
                id: 'time',
                label: t('records.time'),
                cell: (row) => <span className="money-ltr">{formatDateTime(row.createdAt)}</span>,
              },
              { id: 'type', label: t('records.type'), cell: (row) => row.name },
              { id: 'remark', label: t('bonus.remark'), cell: (row) => row.remark ?? '—' },
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
            ]}
          />
        )}
      </RecordsResult>
    </div>
  );
}
