import { useQuery } from '@tanstack/react-query';
import type { Routes, ValueOf } from '@wps/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionToken } from '../../../shared/storage/useSessionToken';
import { TextField } from '../../../shared/ui/form/TextField';
import { Money, Rate, Time } from '../Cells';
import { kindLabel } from '../contractText';
import { DataTable, QueryResult, type Column } from '../DataTable';
import { downlinesQuery } from '../queries';
import { SelectField } from '../SelectField';
import { ContractHistoryDialog } from './ContractHistoryDialog';
import { OfferContractDialog } from './OfferContractDialog';
import type { AgentPageProps } from './pageProps';
import { TransferDialog } from './TransferDialog';

type Downline = ValueOf<Routes['downlines']>['list'][number];
type Action = { type: 'transfer' | 'offer' | 'history'; username: string } | null;

/**
 * Team management (`downlineManagement`): the agent's downlines, direct or at any depth, by name;
 * direct ones can be sent money, offered a contract (agents) and have their contract history shown.
 */
export function TeamManagementPage({ kinds }: AgentPageProps) {
  const { t } = useTranslation('agents');
  const token = useSessionToken();
  const [typed, setTyped] = useState('');
  const [typedScope, setTypedScope] = useState<'direct' | 'all'>('direct');
  const [filter, setFilter] = useState({ username: '', scope: 'direct' as 'direct' | 'all', page: 1 });
  const downlines = useQuery(downlinesQuery(token, filter));
  const [action, setAction] = useState<Action>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ username: typed.trim(), scope: typedScope, page: 1 });
  };

  const rateColumns: Column<Downline>[] = kinds.map((kind) => ({
    id: `rate-${kind}`,
    label: t('team.rateOf', { kind: kindLabel(t, kind) }),
    numeric: true,
    cell: (row) => (row.level === 1 ? <Rate value={row.rates[kind]} /> : <span aria-hidden="true">—</span>),
  }));
  const columns: Column<Downline>[] = [
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
    { id: 'level', label: t('team.level'), numeric: true, cell: (row) => row.level },
    { id: 'upline', label: t('team.upline'), cell: (row) => row.upline ?? '—' },
    { id: 'balance', label: t('team.balance'), numeric: true, cell: (row) => <Money value={row.balance} /> },
    { id: 'teamSize', label: t('team.teamSize'), numeric: true, cell: (row) => row.teamSize },
    { id: 'registered', label: t('team.registered'), cell: (row) => <Time value={row.registeredAt} /> },
    { id: 'lastLogin', label: t('team.lastLogin'), cell: (row) => <Time value={row.lastLoginAt} /> },
    ...rateColumns,
    {
      id: 'actions',
      label: t('team.actions'),
      cell: (row) =>
        row.level === 1 ? (
          <div className="agents-row-actions">
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              aria-label={t('team.transferTo', { username: row.username })}
              onClick={() => setAction({ type: 'transfer', username: row.username })}
            >
              {t('team.transfer')}
            </button>
            {row.isAgent && kinds.length > 0 && (
              <>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  aria-label={t('team.offerTo', { username: row.username })}
                  onClick={() => setAction({ type: 'offer', username: row.username })}
                >
                  {t('team.offer')}
                </button>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  aria-label={t('team.historyOf', { username: row.username })}
                  onClick={() => setAction({ type: 'history', username: row.username })}
                >
                  {t('team.history')}
                </button>
              </>
            )}
          </div>
        ) : (
          <span aria-hidden="true">—</span>
        ),
    },
  ];

  return (
    <div className="money-page">
      <h3 className="money-page__title">{t('menu.downlineManagement')}</h3>
      <form className="agents-filters" role="search" onSubmit={search} aria-label={t('team.search')}>
        <TextField
          label={t('team.username')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <SelectField
          label={t('team.scope')}
          value={typedScope}
          options={[
            { value: 'direct', label: t('team.scope.direct') },
            { value: 'all', label: t('team.scope.all') },
          ]}
          onChange={(event) => setTypedScope(event.target.value === 'all' ? 'all' : 'direct')}
        />
        <button type="submit" className="btn btn--secondary agents-filters__submit">
          {t('team.searchButton')}
        </button>
      </form>
      <QueryResult
        query={downlines}
        isEmpty={(data) => data.list.length === 0}
        empty={{ icon: 'users', title: t('team.empty') }}
        paging={{
          page: filter.page,
          totalPages: (data) => data.totalPages,
          onChange: (page) => setFilter((current) => ({ ...current, page })),
        }}
      >
        {(data) => (
          <DataTable
            label={t('team.tableLabel')}
            columns={columns}
            rows={data.list}
            rowKey={(row) => String(row.id)}
            busy={downlines.isFetching}
          />
        )}
      </QueryResult>
      {action?.type === 'transfer' && (
        <TransferDialog username={action.username} onClose={() => setAction(null)} />
      )}
      {action?.type === 'offer' && (
        <OfferContractDialog username={action.username} kinds={kinds} onClose={() => setAction(null)} />
      )}
      {action?.type === 'history' && (
        <ContractHistoryDialog username={action.username} kinds={kinds} onClose={() => setAction(null)} />
      )}
    </div>
  );
}
