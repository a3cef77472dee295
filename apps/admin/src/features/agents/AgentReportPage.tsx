import { AGENT_MEMBER_TYPES, routes } from '@wps/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { useMerchantCode } from '../../shared/merchant';
import { useUrlFilters } from '../../shared/searchParams';
import { DataTable } from '../../shared/ui/DataTable';
import { SearchBox } from '../../shared/ui/Filters';
import { PageHeader } from '../../shared/ui/PageHeader';
import { agentKeys, findMember, PAGE_SIZE, type ReportRow } from './agentsApi';
import { reportDayInstant, reportRangeProblem, REPORT_MAX_DAYS } from './rules';
import { useMoney } from './useMoney';
import './agents.css';

const FILTERS = ['from', 'to', 'agent', 'page'] as const;
const column = createColumnHelper<ReportRow>();

const isAgentType = (type: number) => (AGENT_MEMBER_TYPES as readonly number[]).includes(type);

/** Where the report is: the top-level agents, then each agent drilled into (from the team tree). */
function Trail({
  merchant,
  agent,
  onOpen,
}: {
  merchant: string;
  agent: string;
  onOpen: (username: string) => void;
}) {
  const { t } = useTranslation();
  const chain = useQuery({
    queryKey: agentKeys.find(merchant, agent),
    queryFn: ({ signal }) => findMember(merchant, agent, signal),
    enabled: merchant !== '' && agent !== '',
  });
  const names = agent ? (chain.data?.path.map((node) => node.username) ?? [agent]) : [];
  return (
    <nav aria-label={t('agents.report.trail')} className="agents-path">
      <ol>
        <li>
          {agent ? (
            <button
              type="button"
              className="btn btn--ghost btn--small agents-crumb"
              onClick={() => onOpen('')}
            >
              {t('agents.report.top')}
            </button>
          ) : (
            <span aria-current="page">{t('agents.report.top')}</span>
          )}
        </li>
        {names.map((name, index) => (
          <li key={name}>
            {index === names.length - 1 ? (
              <span aria-current="page">{name}</span>
            ) : (
              <button
                type="button"
                className="btn btn--ghost btn--small agents-crumb"
                onClick={() => onOpen(name)}
              >
                {name}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The agent report over a range of the merchant's days: the top-level agents' teams, or one agent's
 * direct downlines (a row opens the agent under it), with their figures, contract pay and totals.
 */
export default function AgentReportPage() {
  const { t } = useTranslation();
  const merchant = useMerchantCode();
  const format = useMoney();
  const [filters, update] = useUrlFilters(FILTERS);
  const pageNo = Math.max(1, Number.parseInt(filters.page, 10) || 1);
  const problem = reportRangeProblem(filters.from, filters.to);
  const query = {
    startTime: filters.from ? (reportDayInstant(filters.from) ?? undefined) : undefined,
    endTime: filters.to ? (reportDayInstant(filters.to) ?? undefined) : undefined,
    username: filters.agent || undefined,
    pageNo,
    pageSize: PAGE_SIZE,
  };
  const report = useQuery({
    queryKey: [...agentKeys.report(merchant), query],
    queryFn: ({ signal }) =>
      callApi(routes.operatorAgentReport, { params: { merchantCode: merchant }, query, signal }),
    enabled: merchant !== '' && problem === null,
    placeholderData: keepPreviousData,
  });
  const open = useCallback((username: string) => update({ agent: username, page: '' }), [update]);

  const columns = useMemo(() => {
    const money = (key: 'deposits' | 'withdrawals' | 'validBet' | 'wins' | 'profitLoss' | 'contractPay') =>
      column.accessor(key, {
        header: t(`agents.figures.${key}`),
        meta: { numeric: true },
        cell: (info) => format(info.getValue()),
      });
    return [
      column.accessor('username', {
        header: t('agents.report.username'),
        cell: (info) =>
          isAgentType(info.row.original.type) ? (
            <button
              type="button"
              className="btn btn--ghost btn--small agents-drill"
              aria-label={t('agents.report.openAgent', { username: info.getValue() })}
              onClick={() => open(info.getValue())}
            >
              {info.getValue()} <span aria-hidden="true">›</span>
            </button>
          ) : (
            info.getValue()
          ),
      }),
      column.accessor('type', {
        header: t('agents.report.type'),
        cell: (info) =>
          isAgentType(info.getValue()) ? (
            <span className="badge badge--info">{t('agents.type.agent')}</span>
          ) : (
            t(info.getValue() === 4 ? 'agents.type.trial' : 'agents.type.ordinary')
          ),
      }),
      column.accessor('teamSize', { header: t('agents.figures.teamSize'), meta: { numeric: true } }),
      money('deposits'),
      money('withdrawals'),
      money('validBet'),
      money('wins'),
      money('profitLoss'),
      column.accessor('newMembers', { header: t('agents.figures.newMembers'), meta: { numeric: true } }),
      column.accessor('activeMembers', {
        header: t('agents.figures.activeMembers'),
        meta: { numeric: true },
      }),
      money('contractPay'),
    ];
  }, [t, format, open]);

  const totals = report.data?.footer;
  const footer: ReactNode = totals ? (
    <tr className="agents-totals">
      <th scope="row">{t('agents.report.totals')}</th>
      <td />
      <td className="num">—</td>
      <td className="num">{format(totals.deposits)}</td>
      <td className="num">{format(totals.withdrawals)}</td>
      <td className="num">{format(totals.validBet)}</td>
      <td className="num">{format(totals.wins)}</td>
      <td className="num">{format(totals.profitLoss)}</td>
      <td className="num">{totals.newMembers}</td>
      <td className="num">{totals.activeMembers}</td>
      <td className="num">—</td>
    </tr>
  ) : null;

  return (
    <>
      <PageHeader title={t('agents.report.title')} description={t('agents.report.description')} />
      <div className="stack">
        <Trail merchant={merchant} agent={filters.agent} onOpen={open} />
        <div className="agents-table agents-report">
          <DataTable
            caption={
              filters.agent
                ? t('agents.report.captionAgent', { username: filters.agent })
                : t('agents.report.captionTop')
            }
            columns={columns}
            rows={problem ? [] : report.data?.list}
            loading={report.isFetching}
            error={
              isApiError(report.error) && report.error.code === 'not.found' && filters.agent
                ? new Error(t('agents.memberUnknown', { username: filters.agent }))
                : report.error
            }
            rowKey={(row) => String(row.id)}
            empty={filters.agent ? t('agents.report.emptyAgent') : t('agents.report.empty')}
            footer={footer}
            paging={{
              kind: 'offset',
              pageNo,
              pages: report.data?.totalPages ?? 1,
              onPage: (page) => update({ page: String(page) }),
            }}
            toolbar={
              <>
                <div className="field">
                  <label htmlFor="report-from">{t('agents.report.from')}</label>
                  <input
                    id="report-from"
                    className="input"
                    type="date"
                    value={filters.from}
                    onChange={(event) => update({ from: event.target.value, page: '' })}
                  />
                </div>
                <div className="field">
                  <label htmlFor="report-to">{t('agents.report.to')}</label>
                  <input
                    id="report-to"
                    className="input"
                    type="date"
                    value={filters.to}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby="report-range-text"
                    onChange={(event) => update({ to: event.target.value, page: '' })}
                  />
                </div>
                <SearchBox
                  key={filters.agent}
                  id="report-agent"
                  label={t('agents.report.agent')}
                  searchLabel={t('agents.report.searchLabel')}
                  placeholder={t('agents.report.agentHint')}
                  value={filters.agent}
                  maxLength={64}
                  onSearch={open}
                />
                <p
                  id="report-range-text"
                  className={`agents-flat agents-range-note ${problem ? 'field__error' : 'field__hint'}`}
                >
                  {problem
                    ? t(`agents.report.range.${problem}`, { max: REPORT_MAX_DAYS })
                    : t('agents.report.rangeHint', { max: REPORT_MAX_DAYS })}
                </p>
              </>
            }
          />
        </div>
      </div>
    </>
  );
}
