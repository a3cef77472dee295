import { useQuery } from '@tanstack/react-query';
import type { Routes, ValueOf } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { useSessionToken } from '../../../shared/storage/useSessionToken';
import { Signed } from '../Cells';
import { DataTable, QueryResult, type Column } from '../DataTable';
import { agentIncomeQuery } from '../queries';
import { RangeFilter } from '../RangeFilter';
import { useRangeState } from '../useRangeState';

type Income = ValueOf<Routes['agentIncome']>;
type IncomeRow = Income['list'][number];
type Figure = keyof Income['totals'];

const FIGURES: readonly Figure[] = [
  'dailySalary',
  'hourlySalary',
  'realtimeSalary',
  'dividend',
  'paidToDownlines',
  'transfersIn',
  'transfersOut',
  'net',
];

/** My income (`agentRevenue`): salaries and dividends received, paid to downlines, transfers, by day. */
export function IncomePage() {
  const { t } = useTranslation('agents');
  const token = useSessionToken();
  const { range, setRange } = useRangeState('thisMonth');
  const income = useQuery(agentIncomeQuery(token, range));

  const columns = (totals: Income['totals']): Column<IncomeRow>[] => [
    { id: 'date', label: t('income.date'), cell: (row) => <span className="money-ltr">{row.date}</span> },
    ...FIGURES.map((figure) => ({
      id: figure,
      label: t(`income.${figure}`),
      numeric: true,
      cell: (row: IncomeRow) => <Signed value={row[figure]} />,
      footer: <Signed value={totals[figure]} />,
    })),
  ];

  return (
    <div className="money-page">
      <h3 className="money-page__title">{t('menu.agentRevenue')}</h3>
      <RangeFilter value={range} onChange={setRange} />
      <QueryResult
        query={income}
        isEmpty={(data) => data.list.length === 0}
        empty={{ icon: 'deposit', title: t('income.empty') }}
      >
        {(data) => (
          <DataTable
            label={t('income.tableLabel')}
            columns={columns(data.totals)}
            rows={data.list}
            rowKey={(row) => row.date}
            busy={income.isFetching}
            footerTitle={t('table.totals')}
          />
        )}
      </QueryResult>
    </div>
  );
}
