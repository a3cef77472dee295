import { CONTRACT_KINDS, formatDecimal, routes, type ContractKind } from '@wps/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../shared/api/client';
import { useMerchantCode } from '../../shared/merchant';
import { useUrlFilters } from '../../shared/searchParams';
import { useCan } from '../../shared/session/operator';
import { DataTable } from '../../shared/ui/DataTable';
import { FilterSelect } from '../../shared/ui/Filters';
import { PageHeader } from '../../shared/ui/PageHeader';
import { agentKeys, PAGE_SIZE, type SettlementRun } from './agentsApi';
import { Outcome, Period, When } from './parts';
import { RerunDialog, type RerunStart } from './RerunDialog';
import { dividendPeriodOf, insidePeriod, localInputOf } from './rules';
import { useMoney } from './useMoney';
import './agents.css';

const FILTERS = ['kind', 'page'] as const;
const column = createColumnHelper<SettlementRun>();

/** Settlement runs, newest first: the window read, its checksum, the bills and postings; run again. */
export default function SettlementPage() {
  const { t } = useTranslation();
  const merchant = useMerchantCode();
  const canRerun = useCan('admin');
  const format = useMoney();
  const queryClient = useQueryClient();
  const [filters, update] = useUrlFilters(FILTERS);
  const [rerun, setRerun] = useState<RerunStart | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const pageNo = Math.max(1, Number.parseInt(filters.page, 10) || 1);
  const kind = (CONTRACT_KINDS as readonly string[]).includes(filters.kind)
    ? (filters.kind as ContractKind)
    : undefined;
  const query = { kind, pageNo, pageSize: PAGE_SIZE };
  const list = useQuery({
    queryKey: [...agentKeys.runs(merchant), query],
    queryFn: ({ signal }) =>
      callApi(routes.operatorSettlementRuns, { params: { merchantCode: merchant }, query, signal }),
    enabled: merchant !== '',
    placeholderData: keepPreviousData,
  });

  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('common.id'), meta: { numeric: true } }),
      column.accessor('kind', {
        header: t('agents.kindLabel'),
        cell: (info) => t(`agents.kind.${info.getValue()}`),
      }),
      column.display({
        id: 'period',
        header: t('agents.runs.period'),
        cell: (info) => <Period start={info.row.original.periodStart} end={info.row.original.periodEnd} />,
      }),
      column.accessor('trigger', {
        header: t('agents.runs.trigger'),
        cell: (info) => (
          <span className="agents-stack">
            <span>{t(`agents.runs.triggers.${info.getValue()}`)}</span>
            {info.row.original.requestedBy ? (
              <span className="muted">{t('agents.runs.by', { name: info.row.original.requestedBy })}</span>
            ) : null}
          </span>
        ),
      }),
      column.accessor('rowsRead', {
        header: t('agents.runs.rowsRead'),
        meta: { numeric: true },
        cell: (info) => formatDecimal(String(info.getValue()), 0),
      }),
      column.accessor('checksum', {
        header: t('agents.runs.checksum'),
        cell: (info) => (
          <span className="mono agents-checksum" title={info.getValue()}>
            {info.getValue()}
          </span>
        ),
      }),
      column.accessor('bills', {
        header: t('agents.runs.bills'),
        meta: { numeric: true },
        cell: (info) => (
          <Link
            to={`/m/${merchant}/agents/bills?run=${info.row.original.id}`}
            aria-label={t('agents.runs.billsOf', { id: info.row.original.id, bills: info.getValue() })}
          >
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('postings', { header: t('agents.runs.postings'), meta: { numeric: true } }),
      column.accessor('amountPaid', {
        header: t('agents.runs.amountPaid'),
        meta: { numeric: true },
        cell: (info) => format(info.getValue()),
      }),
      column.accessor('startedAt', {
        header: t('agents.runs.startedAt'),
        cell: (info) => <When value={info.getValue()} />,
      }),
      column.accessor('finishedAt', {
        header: t('agents.runs.finishedAt'),
        cell: (info) =>
          info.getValue() === null ? (
            <span className="badge badge--warn">{t('agents.runs.running')}</span>
          ) : (
            <When value={info.getValue()} />
          ),
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">{t('common.actions')}</span>,
        cell: (info) => {
          const run = info.row.original;
          return canRerun ? (
            <div className="row-actions">
              <button
                type="button"
                className="btn btn--small"
                aria-label={t('agents.rerun.buttonFor', { id: run.id })}
                onClick={() =>
                  setRerun({
                    kind: run.kind,
                    at: localInputOf(insidePeriod(run.periodStart, run.periodEnd)),
                    period:
                      run.kind === 'dividend' ? dividendPeriodOf(run.periodStart, run.periodEnd) : 'monthly',
                  })
                }
              >
                {t('agents.rerun.button')}
              </button>
            </div>
          ) : null;
        },
      }),
    ],
    [t, merchant, format, canRerun],
  );

  return (
    <>
      <PageHeader
        title={t('agents.runs.title')}
        description={t('agents.runs.description')}
        actions={
          canRerun ? (
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => setRerun({ kind: kind ?? 'daily', at: '', period: 'monthly' })}
            >
              {t('agents.rerun.buttonNew')}
            </button>
          ) : null
        }
      />
      <div className="stack">
        <Outcome text={outcome} onDismiss={() => setOutcome(null)} />
        <div className="agents-table">
          <DataTable
            caption={t('agents.runs.title')}
            columns={columns}
            rows={list.data?.list}
            loading={list.isFetching}
            error={list.error}
            rowKey={(row) => String(row.id)}
            empty={t('agents.runs.empty')}
            paging={{
              kind: 'offset',
              pageNo,
              pages: list.data?.totalPages ?? 1,
              onPage: (page) => update({ page: String(page) }),
            }}
            toolbar={
              <FilterSelect
                id="runs-kind"
                label={t('agents.kindLabel')}
                value={kind}
                options={CONTRACT_KINDS.map((value) => ({ value, label: t(`agents.kind.${value}`) }))}
                onChange={(value) => update({ kind: value, page: '' })}
              />
            }
          />
        </div>
      </div>
      {rerun ? (
        <RerunDialog
          merchant={merchant}
          start={rerun}
          onClose={() => setRerun(null)}
          onDone={async (run) => {
            setOutcome(
              t('agents.rerun.done', {
                id: run.id,
                bills: run.bills,
                postings: run.postings,
                amount: format(run.amountPaid),
              }),
            );
            await queryClient.invalidateQueries({ queryKey: agentKeys.all(merchant) });
          }}
        />
      ) : null}
    </>
  );
}
