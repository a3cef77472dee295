import { BILL_STATES, CONTRACT_KINDS, routes, type BillState, type ContractKind } from '@wps/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { useMerchantCode } from '../../shared/merchant';
import { useUrlFilters } from '../../shared/searchParams';
import { DataTable } from '../../shared/ui/DataTable';
import { FilterSelect, SearchBox } from '../../shared/ui/Filters';
import { PageHeader } from '../../shared/ui/PageHeader';
import { agentKeys, PAGE_SIZE, type AgentBill } from './agentsApi';
import { Party, Payer, When } from './parts';
import { epochOfLocal, percent } from './rules';
import { useMoney } from './useMoney';
import './agents.css';

const FILTERS = ['kind', 'state', 'user', 'run', 'from', 'to', 'page'] as const;
const column = createColumnHelper<AgentBill>();

const STATE_BADGE: Record<BillState, string> = {
  paid: 'badge badge--ok',
  target_not_reached: 'badge',
  insufficient: 'badge badge--warn',
  expired: 'badge badge--danger',
  cancelled: 'badge',
};

/** Salary and dividend bills by kind, state, agent, run and period, with what the matching ones paid. */
export default function BillsPage() {
  const { t } = useTranslation();
  const merchant = useMerchantCode();
  const format = useMoney();
  const [filters, update] = useUrlFilters(FILTERS);
  const pageNo = Math.max(1, Number.parseInt(filters.page, 10) || 1);
  const runProblem = filters.run !== '' && !/^[1-9]\d{0,9}$/.test(filters.run);
  const startTime = epochOfLocal(filters.from) ?? undefined;
  const endTime = epochOfLocal(filters.to) ?? undefined;
  const rangeProblem = startTime !== undefined && endTime !== undefined && startTime > endTime;
  const query = {
    kind: (CONTRACT_KINDS as readonly string[]).includes(filters.kind)
      ? (filters.kind as ContractKind)
      : undefined,
    state: (BILL_STATES as readonly string[]).includes(filters.state)
      ? (filters.state as BillState)
      : undefined,
    username: filters.user || undefined,
    runId: filters.run && !runProblem ? Number(filters.run) : undefined,
    startTime,
    endTime,
    pageNo,
    pageSize: PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: [...agentKeys.bills(merchant), query],
    queryFn: ({ signal }) =>
      callApi(routes.operatorBills, { params: { merchantCode: merchant }, query, signal }),
    enabled: merchant !== '' && !runProblem && !rangeProblem,
    placeholderData: keepPreviousData,
  });
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
      column.display({
        id: 'period',
        header: t('agents.runs.period'),
        cell: (info) => <span className="agents-nowrap">{info.row.original.periodLabel}</span>,
      }),
      column.accessor('validBet', {
        header: t('agents.figures.validBet'),
        meta: { numeric: true },
        cell: (info) => format(info.getValue()),
      }),
      column.accessor('profitLoss', {
        header: t('agents.figures.profitLoss'),
        meta: { numeric: true },
        cell: (info) => format(info.getValue()),
      }),
      column.accessor('activeMembers', {
        header: t('agents.figures.activeMembers'),
        meta: { numeric: true },
      }),
      column.accessor('lateValidBet', {
        header: t('agents.bills.lateValidBet'),
        meta: { numeric: true },
        cell: (info) => format(info.getValue()),
      }),
      column.accessor('carryIn', {
        header: t('agents.bills.carryIn'),
        meta: { numeric: true },
        cell: (info) => format(info.getValue()),
      }),
      column.accessor('carryOut', {
        header: t('agents.bills.carryOut'),
        meta: { numeric: true },
        cell: (info) => format(info.getValue()),
      }),
      column.accessor('tier', {
        header: t('agents.bills.tier'),
        meta: { numeric: true },
        cell: (info) => (info.getValue() === null ? '—' : info.getValue()! + 1),
      }),
      column.accessor('rate', {
        header: t('agents.bills.rate'),
        meta: { numeric: true },
        cell: (info) => percent(info.getValue()),
      }),
      column.accessor('amount', {
        header: t('agents.bills.amount'),
        meta: { numeric: true },
        cell: (info) => format(info.getValue()),
      }),
      column.accessor('state', {
        header: t('common.status'),
        cell: (info) => (
          <span className={STATE_BADGE[info.getValue()]}>{t(`agents.billState.${info.getValue()}`)}</span>
        ),
      }),
      column.accessor('attempts', { header: t('agents.bills.attempts'), meta: { numeric: true } }),
      column.accessor('paidAt', {
        header: t('agents.bills.paidAt'),
        cell: (info) => <When value={info.getValue()} />,
      }),
    ],
    [t, format],
  );

  return (
    <>
      <PageHeader title={t('agents.bills.title')} description={t('agents.bills.description')} />
      <div className="stack">
        <p className="agents-total" role="status" aria-live="polite">
          <span className="muted">{t('agents.bills.totalPaid')}</span>{' '}
          <strong className="num">{list.data ? format(list.data.totalPaid) : '…'}</strong>
        </p>
        <div className="agents-table agents-top-toolbar">
          <DataTable
            caption={t('agents.bills.title')}
            columns={columns}
            rows={runProblem || rangeProblem ? [] : list.data?.list}
            loading={list.isFetching}
            error={list.error}
            rowKey={(row) => String(row.id)}
            empty={t('agents.bills.empty')}
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
                  id="bills-user"
                  label={t('agents.bills.username')}
                  searchLabel={t('agents.bills.searchLabel')}
                  value={filters.user}
                  maxLength={64}
                  onSearch={(text) => filter({ user: text })}
                />
                <FilterSelect
                  id="bills-kind"
                  label={t('agents.kindLabel')}
                  value={query.kind}
                  options={CONTRACT_KINDS.map((value) => ({ value, label: t(`agents.kind.${value}`) }))}
                  onChange={(value) => filter({ kind: value })}
                />
                <FilterSelect
                  id="bills-state"
                  label={t('common.status')}
                  value={query.state}
                  options={BILL_STATES.map((value) => ({ value, label: t(`agents.billState.${value}`) }))}
                  onChange={(value) => filter({ state: value })}
                />
                <div className="field agents-filter--narrow">
                  <label htmlFor="bills-run">{t('agents.bills.run')}</label>
                  <input
                    key={filters.run}
                    id="bills-run"
                    className="input"
                    inputMode="numeric"
                    autoComplete="off"
                    defaultValue={filters.run}
                    aria-invalid={runProblem ? true : undefined}
                    aria-describedby={runProblem ? 'bills-run-problem' : undefined}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') filter({ run: event.currentTarget.value.trim() });
                    }}
                    onBlur={(event) => {
                      if (event.currentTarget.value.trim() !== filters.run)
                        filter({ run: event.currentTarget.value.trim() });
                    }}
                  />
                  {runProblem ? (
                    <span id="bills-run-problem" className="field__error">
                      {t('agents.bills.runProblem')}
                    </span>
                  ) : null}
                </div>
                <div className="field">
                  <label htmlFor="bills-from">{t('agents.bills.from')}</label>
                  <input
                    id="bills-from"
                    className="input"
                    type="datetime-local"
                    value={filters.from}
                    onChange={(event) => filter({ from: event.target.value })}
                  />
                </div>
                <div className="field">
                  <label htmlFor="bills-to">{t('agents.bills.to')}</label>
                  <input
                    id="bills-to"
                    className="input"
                    type="datetime-local"
                    value={filters.to}
                    aria-invalid={rangeProblem ? true : undefined}
                    aria-describedby={rangeProblem ? 'bills-to-problem' : undefined}
                    onChange={(event) => filter({ to: event.target.value })}
                  />
                  {rangeProblem ? (
                    <span id="bills-to-problem" className="field__error">
                      {t('agents.rangeOrder')}
                    </span>
                  ) : null}
                </div>
              </>
            }
          />
        </div>
      </div>
    </>
  );
}
