import {
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  routes,
  type ContractKind,
  type ContractStatus as Status,
} from '@wps/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { useMerchantCode } from '../../shared/merchant';
import { useUrlFilters } from '../../shared/searchParams';
import { useCan } from '../../shared/session/operator';
import { DataTable } from '../../shared/ui/DataTable';
import { FilterSelect, SearchBox } from '../../shared/ui/Filters';
import { PageHeader } from '../../shared/ui/PageHeader';
import { ReasonDialog } from '../../shared/ui/ReasonDialog';
import { agentKeys, PAGE_SIZE, type AgentContract } from './agentsApi';
import { ContractHistoryDialog } from './ContractHistoryDialog';
import { ContractStatus } from './ContractStatus';
import { OfferContractDialog } from './OfferContractDialog';
import { Outcome, Party, Payer, When } from './parts';
import { percent, terminable } from './rules';
import './agents.css';

const FILTERS = ['kind', 'status', 'payer', 'user', 'page'] as const;
const PAYERS = ['platform', 'upline'] as const;
const column = createColumnHelper<AgentContract>();

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** Every contract version by kind, status, payer and member; the platform's offers and terminations. */
export default function ContractsPage() {
  const { t } = useTranslation();
  const merchant = useMerchantCode();
  const canAdmin = useCan('admin');
  const queryClient = useQueryClient();
  const [filters, update] = useUrlFilters(FILTERS);
  const [history, setHistory] = useState<AgentContract | null>(null);
  const [terminating, setTerminating] = useState<AgentContract | null>(null);
  const [offering, setOffering] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const pageNo = Math.max(1, Number.parseInt(filters.page, 10) || 1);
  const query = {
    kind: oneOf<ContractKind>(CONTRACT_KINDS, filters.kind),
    status: oneOf<Status>(CONTRACT_STATUSES, filters.status),
    payer: oneOf(PAYERS, filters.payer),
    username: filters.user || undefined,
    pageNo,
    pageSize: PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: [...agentKeys.contracts(merchant), query],
    queryFn: ({ signal }) =>
      callApi(routes.operatorContracts, { params: { merchantCode: merchant }, query, signal }),
    enabled: merchant !== '',
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: agentKeys.all(merchant) });
  const filter = (changes: Partial<Record<(typeof FILTERS)[number], string>>) =>
    update({ ...changes, page: '' });

  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('common.id'), meta: { numeric: true } }),
      column.accessor('kind', {
        header: t('agents.kindLabel'),
        cell: (info) => t(`agents.kind.${info.getValue()}`),
      }),
      column.accessor('agent', {
        header: t('agents.contracts.agent'),
        cell: (info) => <Party party={info.getValue()} />,
      }),
      column.accessor('payer', {
        header: t('agents.payer.label'),
        cell: (info) => <Payer payer={info.getValue()} />,
      }),
      column.accessor('version', { header: t('agents.contracts.version'), meta: { numeric: true } }),
      column.accessor('status', {
        header: t('common.status'),
        cell: (info) => <ContractStatus contract={info.row.original} />,
      }),
      column.accessor('topRate', {
        header: t('agents.contracts.topRate'),
        meta: { numeric: true },
        cell: (info) => percent(info.getValue()),
      }),
      column.accessor('activeFrom', {
        header: t('agents.contracts.activeFrom'),
        cell: (info) => <When value={info.getValue()} />,
      }),
      column.accessor('endsAt', {
        header: t('agents.contracts.endsAt'),
        cell: (info) => <When value={info.getValue()} />,
      }),
      column.accessor('terminationRequest', {
        header: t('agents.contracts.termination'),
        cell: (info) => {
          const request = info.getValue();
          return request ? (
            <span className="badge badge--warn">
              {t(`agents.contracts.terminationBy.${request.by}`, { when: dateTime(request.at) })}
            </span>
          ) : (
            '—'
          );
        },
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">{t('common.actions')}</span>,
        cell: (info) => {
          const contract = info.row.original;
          const name = { id: contract.id, agent: contract.agent.username };
          return (
            <div className="row-actions">
              <button
                type="button"
                className="btn btn--small"
                aria-label={t('agents.contracts.historyFor', name)}
                onClick={() => setHistory(contract)}
              >
                {t('agents.contracts.history')}
              </button>
              {canAdmin && terminable(contract) ? (
                <button
                  type="button"
                  className="btn btn--small btn--danger"
                  aria-label={t('agents.contracts.terminateFor', name)}
                  onClick={() => setTerminating(contract)}
                >
                  {t('agents.contracts.terminate')}
                </button>
              ) : null}
            </div>
          );
        },
      }),
    ],
    [t, canAdmin],
  );

  return (
    <>
      <PageHeader
        title={t('agents.contracts.title')}
        description={t('agents.contracts.description')}
        actions={
          canAdmin ? (
            <button type="button" className="btn btn--primary" onClick={() => setOffering(true)}>
              {t('agents.offer.button')}
            </button>
          ) : null
        }
      />
      <div className="stack">
        <Outcome text={outcome} onDismiss={() => setOutcome(null)} />
        <div className="agents-table">
          <DataTable
            caption={t('agents.contracts.title')}
            columns={columns}
            rows={list.data?.list}
            loading={list.isFetching}
            error={list.error}
            rowKey={(row) => String(row.id)}
            empty={t('agents.contracts.empty')}
            paging={{
              kind: 'offset',
              pageNo,
              pages: list.data?.totalPages ?? 1,
              onPage: (page) => update({ page: String(page) }),
            }}
            toolbar={
              <>
                <SearchBox
                  key={filters.user}
                  id="contracts-user"
                  label={t('agents.contracts.username')}
                  searchLabel={t('agents.contracts.searchLabel')}
                  value={filters.user}
                  maxLength={64}
                  onSearch={(text) => filter({ user: text })}
                />
                <FilterSelect
                  id="contracts-kind"
                  label={t('agents.kindLabel')}
                  value={query.kind}
                  options={CONTRACT_KINDS.map((value) => ({ value, label: t(`agents.kind.${value}`) }))}
                  onChange={(value) => filter({ kind: value })}
                />
                <FilterSelect
                  id="contracts-status"
                  label={t('common.status')}
                  value={query.status}
                  options={CONTRACT_STATUSES.map((value) => ({
                    value,
                    label: t(`agents.contractStatus.${value}`),
                  }))}
                  onChange={(value) => filter({ status: value })}
                />
                <FilterSelect
                  id="contracts-payer"
                  label={t('agents.payer.label')}
                  value={query.payer}
                  options={PAYERS.map((value) => ({ value, label: t(`agents.payer.${value}`) }))}
                  onChange={(value) => filter({ payer: value })}
                />
              </>
            }
          />
        </div>
      </div>

      {history ? (
        <ContractHistoryDialog merchant={merchant} contract={history} onClose={() => setHistory(null)} />
      ) : null}
      {terminating ? (
        <ReasonDialog
          open
          title={t('agents.contracts.terminateTitle', {
            id: terminating.id,
            agent: terminating.agent.username,
          })}
          confirmLabel={t('agents.contracts.terminate')}
          danger
          onClose={() => setTerminating(null)}
          onConfirm={async (reason) => {
            const answer = await callApi(routes.operatorTerminateContract, {
              params: { merchantCode: merchant, contractId: terminating.id },
              body: { reason },
            });
            setOutcome(
              answer.contract.status === 'withdrawn'
                ? t('agents.contracts.withdrawn', { id: answer.contract.id })
                : t('agents.contracts.ending', {
                    id: answer.contract.id,
                    when: dateTime(answer.contract.endsAt),
                  }),
            );
            await refresh();
          }}
        >
          <p>
            {terminating.status === 'offered'
              ? t('agents.contracts.terminateOffered')
              : t('agents.contracts.terminateActive')}
          </p>
        </ReasonDialog>
      ) : null}
      {offering ? (
        <OfferContractDialog
          merchant={merchant}
          onClose={() => setOffering(false)}
          onOffered={async (contract) => {
            setOutcome(
              t('agents.offer.done', {
                id: contract.id,
                kind: t(`agents.kind.${contract.kind}`),
                agent: contract.agent.username,
              }),
            );
            await refresh();
          }}
        />
      ) : null}
    </>
  );
}
