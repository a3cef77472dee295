import { useQuery } from '@tanstack/react-query';
import type { Routes, ValueOf } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionToken } from '../../../shared/storage/useSessionToken';
import { Money, Signed } from '../Cells';
import { DataTable, QueryResult, type Column } from '../DataTable';
import { teamProfitQuery } from '../queries';
import { RangeFilter } from '../RangeFilter';
import { UsernameFilter } from '../UsernameFilter';
import { useRangeState } from '../useRangeState';

type ProfitPage = ValueOf<Routes['teamProfit']>;
type ProfitRow = ProfitPage['list'][number];

/**
 * User loss (`userLoss`): profit and loss per direct downline with their whole team (the agent's own
 * play on the agent's row), over a period, with totals.
 */
export function UserLossPage() {
  const { t } = useTranslation('agents');
  const token = useSessionToken();
  const [username, setUsername] = useState('');
  const { range, setRange, page, setPage } = useRangeState('today');
  const profit = useQuery(teamProfitQuery(token, { username, range, page }));

  const columns = (footer: ProfitPage['footer']): Column<ProfitRow>[] => [
    {
      id: 'username',
      label: t('team.username'),
      cell: (row) => (
        <span className="agents-name">
          {row.username}
          {row.isAgent && (
            <span className="money-chip money-chip--ok agents-badge">{t('accountType.agent')}</span>
          )}
        </span>
      ),
    },
    { id: 'teamSize', label: t('team.teamSize'), numeric: true, cell: (row) => row.teamSize },
    {
      id: 'deposits',
      label: t('figures.deposits'),
      numeric: true,
      cell: (row) => <Money value={row.deposits} />,
      footer: <Money value={footer.deposits} />,
    },
    {
      id: 'withdrawals',
      label: t('figures.withdrawals'),
      numeric: true,
      cell: (row) => <Money value={row.withdrawals} />,
      footer: <Money value={footer.withdrawals} />,
    },
    {
      id: 'validBet',
      label: t('figures.validBet'),
      numeric: true,
      cell: (row) => <Money value={row.validBet} />,
      footer: <Money value={footer.validBet} />,
    },
    {
      id: 'wins',
      label: t('figures.wins'),
      numeric: true,
      cell: (row) => <Money value={row.wins} />,
      footer: <Money value={footer.wins} />,
    },
    {
      id: 'profitLoss',
      label: t('figures.profitLoss'),
      numeric: true,
      cell: (row) => <Signed value={row.profitLoss} />,
      footer: <Signed value={footer.profitLoss} />,
    },
    {
      id: 'newMembers',
      label: t('overview.newMembers'),
      numeric: true,
      cell: (row) => row.newMembers,
      footer: footer.newMembers,
    },
    {
      id: 'activeMembers',
      label: t('overview.activeMembers'),
      numeric: true,
      cell: (row) => row.activeMembers,
      footer: footer.activeMembers,
    },
  ];

  return (
    <div className="money-page">
      <h3 className="money-page__title">{t('menu.userLoss')}</h3>
      <p className="money-muted">{t('figures.profitLossHint')}</p>
      <div className="agents-toolbar">
        <UsernameFilter
          label={t('loss.search')}
          onSearch={(name) => {
            setUsername(name);
            setPage(1);
          }}
        />
        <RangeFilter value={range} onChange={setRange} />
      </div>
      <QueryResult
        query={profit}
        isEmpty={(data) => data.list.length === 0}
        empty={{ icon: 'list', title: t('loss.empty') }}
        paging={{ page, totalPages: (data) => data.totalPages, onChange: setPage }}
      >
        {(data) => (
          <DataTable
            label={t('loss.tableLabel')}
            columns={columns(data.footer)}
            rows={data.list}
            rowKey={(row) => row.username}
            busy={profit.isFetching}
            footerTitle={t('table.totals')}
          />
        )}
      </QueryResult>
    </div>
  );
}
