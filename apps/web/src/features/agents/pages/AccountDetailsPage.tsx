import { useQuery } from '@tanstack/react-query';
import type { Routes, ValueOf } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionToken } from '../../../shared/storage/useSessionToken';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Money, Signed, Time } from '../Cells';
import { DataTable, QueryResult, type Column } from '../DataTable';
import { downlineTransactionsQuery } from '../queries';
import { RangeFilter } from '../RangeFilter';
import { UsernameFilter } from '../UsernameFilter';
import { useRangeState } from '../useRangeState';

type Movement = ValueOf<Routes['downlineTransactions']>['list'][number];

/** Account details (`downlineTransactions`): the money movements of one downline at any depth. */
export function AccountDetailsPage() {
  const { t } = useTranslation('agents');
  const token = useSessionToken();
  const [username, setUsername] = useState('');
  const { range, setRange, page, setPage } = useRangeState('thisWeek');
  const movements = useQuery(downlineTransactionsQuery(token, { username, range, page }));

  const columns: Column<Movement>[] = [
    { id: 'time', label: t('details.time'), cell: (row) => <Time value={row.txTimeInTimestamp} /> },
    {
      id: 'type',
      label: t('details.type'),
      cell: (row) => (
        <>
          {t(`records.codeType.${row.txTypeName}`, { ns: 'money' })}
          {row.remark && <span className="agents-sub">{row.remark}</span>}
        </>
      ),
    },
    { id: 'amount', label: t('details.amount'), numeric: true, cell: (row) => <Signed value={row.amount} /> },
    {
      id: 'balance',
      label: t('details.balanceAfter'),
      numeric: true,
      cell: (row) => <Money value={row.currentAvailBalance} />,
    },
    {
      id: 'order',
      label: t('details.orderNo'),
      cell: (row) => (row.orderNo ? <span className="money-ltr agents-code">{row.orderNo}</span> : '—'),
    },
  ];

  return (
    <div className="money-page">
      <h3 className="money-page__title">{t('menu.downlineTransactions')}</h3>
      <div className="agents-toolbar">
        <UsernameFilter
          label={t('details.search')}
          required
          onSearch={(name) => {
            setUsername(name);
            setPage(1);
          }}
        />
        <RangeFilter value={range} onChange={setRange} />
      </div>
      {username === '' ? (
        <EmptyState icon="users" title={t('details.pickMember')} description={t('details.pickHint')} />
      ) : (
        <QueryResult
          query={movements}
          isEmpty={(data) => data.list.length === 0}
          empty={{ icon: 'cards', title: t('details.empty', { username }) }}
          paging={{ page, totalPages: (data) => data.totalPages, onChange: setPage }}
        >
          {(data) => (
            <DataTable
              label={t('details.tableLabel', { username })}
              columns={columns}
              rows={data.list}
              rowKey={(row) => row.txId}
              busy={movements.isFetching}
            />
          )}
        </QueryResult>
      )}
    </div>
  );
}
