import { useQuery } from '@tanstack/react-query';
import type { Routes, ValueOf } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionToken } from '../../../shared/storage/useSessionToken';
import { Money, Signed, Time } from '../Cells';
import { DataTable, QueryResult, type Column } from '../DataTable';
import { teamBetsQuery } from '../queries';
import { RangeFilter } from '../RangeFilter';
import { UsernameFilter } from '../UsernameFilter';
import { useRangeState } from '../useRangeState';

type TeamBetPage = ValueOf<Routes['teamBets']>;
type TeamBet = TeamBetPage['list'][number];

/** Team betting (`teamBetting`): the team's bets, newest first, by member name and period, with totals. */
export function TeamBetsPage() {
  const { t } = useTranslation('agents');
  const token = useSessionToken();
  const [username, setUsername] = useState('');
  const { range, setRange, page, setPage } = useRangeState('today');
  const bets = useQuery(teamBetsQuery(token, { username, range, page }));

  const columns = (footer: TeamBetPage['footer']): Column<TeamBet>[] => [
    { id: 'time', label: t('teamBets.time'), cell: (row) => <Time value={row.betTime} /> },
    { id: 'username', label: t('team.username'), cell: (row) => row.username },
    { id: 'direct', label: t('teamBets.directAgent'), cell: (row) => row.directAgentName },
    {
      id: 'game',
      label: t('teamBets.game'),
      cell: (row) => (
        <>
          {row.game}
          <span className="agents-sub">
            {row.vendor} · {t(`bets.category.${row.category}`, { ns: 'bets', defaultValue: row.category })}
          </span>
        </>
      ),
    },
    {
      id: 'round',
      label: t('teamBets.round'),
      cell: (row) => <span className="money-ltr agents-code">{row.roundId}</span>,
    },
    {
      id: 'bet',
      label: t('teamBets.bet'),
      numeric: true,
      cell: (row) => <Money value={row.bet} />,
      footer: <Money value={footer.bet} />,
    },
    {
      id: 'validBet',
      label: t('figures.validBet'),
      numeric: true,
      cell: (row) => <Money value={row.validBet} />,
      footer: <Money value={footer.validBet} />,
    },
    {
      id: 'win',
      label: t('figures.wins'),
      numeric: true,
      cell: (row) => <Money value={row.win} />,
      footer: <Money value={footer.win} />,
    },
    {
      id: 'profitLoss',
      label: t('figures.profitLoss'),
      numeric: true,
      cell: (row) => <Signed value={row.profitLoss} />,
      footer: <Signed value={footer.profitLoss} />,
    },
    {
      id: 'status',
      label: t('teamBets.status'),
      cell: (row) => t(`bets.status.${row.status}`, { ns: 'bets', defaultValue: row.status }),
    },
  ];

  return (
    <div className="money-page">
      <h3 className="money-page__title">{t('menu.teamBetting')}</h3>
      <div className="agents-toolbar">
        <UsernameFilter
          label={t('teamBets.search')}
          onSearch={(name) => {
            setUsername(name);
            setPage(1);
          }}
        />
        <RangeFilter value={range} onChange={setRange} />
      </div>
      <QueryResult
        query={bets}
        isEmpty={(data) => data.list.length === 0}
        empty={{ icon: 'receipt', title: t('teamBets.empty') }}
        paging={{ page, totalPages: (data) => data.totalPages, onChange: setPage }}
      >
        {(data) => (
          <DataTable
            label={t('teamBets.tableLabel')}
            columns={columns(data.footer)}
            rows={data.list}
            rowKey={(row) => `${row.roundId}:${row.username}`}
            busy={bets.isFetching}
            footerTitle={t('table.totals')}
          />
        )}
      </QueryResult>
    </div>
  );
}
