import { routes } from '@wps/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { amount } from '../../shared/format';
import { textFor } from '../../shared/localized';
import { useUrlFilters } from '../../shared/searchParams';
import { DataTable } from '../../shared/ui/DataTable';
import { FilterSelect } from '../../shared/ui/Filters';
import { PageHeader } from '../../shared/ui/PageHeader';
import { lotteryKeys, useLotteryGames, type ReportRow } from './lotteryApi';
import { GameName } from './parts';
import {
  csvText,
  dayInput,
  presetRange,
  REPORT_PRESETS,
  reportRange,
  saveText,
  signOf,
  sumAmounts,
} from './rules';
import './lottery.css';

const FILTERS = ['from', 'to', 'game'] as const;
const MONEY = ['stake', 'win', 'rebate', 'ggr', 'refunded'] as const;
type MoneyKey = (typeof MONEY)[number];
const column = createColumnHelper<ReportRow>();

/** Gross gaming revenue coloured by its sign: the house won (green) or lost (red). */
function Ggr({ value }: { value: string }) {
  const sign = signOf(value);
  return (
    <span className={sign > 0 ? 'lottery-positive' : sign < 0 ? 'lottery-negative' : undefined}>
      {amount(value)}
    </span>
  );
}

/**
 * The lottery report over whole days of the operator's browser zone (today by default): per game the
 * orders, players, stake, wins, rebates, GGR (stake − wins − rebates) and refunds, with totals, and a
 * CSV of what is shown.
 */
export default function ReportPage() {
  const { t, i18n } = useTranslation();
  const [filters, update] = useUrlFilters(FILTERS);
  const today = dayInput(new Date());
  const from = filters.from || today;
  const to = filters.to || today;
  const range = reportRange(from, to);
  const games = useLotteryGames();
  const byCode = useMemo(
    () => new Map((games.data?.games ?? []).map((game) => [game.code, game])),
    [games.data],
  );
  const query =
    range.problem === null ? { from: range.from, to: range.to, gameCode: filters.game || undefined } : null;
  const report = useQuery({
    queryKey: [...lotteryKeys.report, query],
    queryFn: ({ signal }) => callApi(routes.operatorLotteryReport, { query: query!, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  const rows = query ? report.data?.rows : [];

  const columns = useMemo(() => {
    const money = (key: MoneyKey) =>
      column.accessor(key, {
        header: t(`lottery.report.${key}`),
        meta: { numeric: true },
        cell: (info) => (key === 'ggr' ? <Ggr value={info.getValue()} /> : amount(info.getValue())),
      });
    return [
      column.accessor('gameCode', {
        header: t('lottery.game'),
        cell: (info) => <GameName code={info.getValue()} game={byCode.get(info.getValue())} />,
      }),
      column.accessor('orders', { header: t('lottery.report.orders'), meta: { numeric: true } }),
      column.accessor('players', { header: t('lottery.report.players'), meta: { numeric: true } }),
      ...MONEY.map(money),
    ];
  }, [t, byCode]);

  const totals = rows?.length
    ? {
        orders: rows.reduce((sum, row) => sum + row.orders, 0),
        ...(Object.fromEntries(MONEY.map((key) => [key, sumAmounts(rows.map((row) => row[key]))])) as Record<
          MoneyKey,
          string
        >),
      }
    : null;
  const footer: ReactNode = totals ? (
    <tr className="lottery-totals">
      <th scope="row">{t('lottery.report.totals')}</th>
      <td className="num">{totals.orders}</td>
      <td className="num" title={t('lottery.report.playersTotalHint')}>
        —
      </td>
      {MONEY.map((key) => (
        <td key={key} className="num">
          {key === 'ggr' ? <Ggr value={totals.ggr} /> : amount(totals[key])}
        </td>
      ))}
    </tr>
  ) : null;

  const downloadCsv = () => {
    if (!rows || !totals) return;
    const header = [
      t('lottery.report.csvGame'),
      t('lottery.report.csvName'),
      t('lottery.report.orders'),
      t('lottery.report.players'),
      ...MONEY.map((key) => t(`lottery.report.${key}`)),
    ];
    const body = rows.map((row) => {
      const game = byCode.get(row.gameCode);
      return [
        row.gameCode,
        game ? textFor(game.name, i18n.language) : '',
        row.orders,
        row.players,
        ...MONEY.map((key) => row[key]),
      ];
    });
    const total = [t('lottery.report.totals'), '', totals.orders, '', ...MONEY.map((key) => totals[key])];
    saveText(csvText(header, [...body, total]), `lottery-report-${from}-${to}.csv`);
  };

  return (
    <>
      <PageHeader
        title={t('lottery.report.title')}
        description={t('lottery.report.description')}
        actions={
          <button type="button" className="btn" onClick={downloadCsv} disabled={!totals}>
            {t('common.exportCsv')}
          </button>
        }
      />
      <div className="lottery-table lottery-report">
        <DataTable
          caption={t('lottery.report.caption', { from, to })}
          columns={columns}
          rows={rows}
          loading={report.isFetching}
          error={report.error}
          rowKey={(row) => row.gameCode}
          empty={t('lottery.report.empty')}
          footer={footer}
          toolbar={
            <>
              <div className="row lottery-presets" role="group" aria-label={t('lottery.report.presets')}>
                {REPORT_PRESETS.map((preset) => {
                  const days = presetRange(preset, new Date());
                  const current = days.from === from && days.to === to;
                  return (
                    <button
                      key={preset}
                      type="button"
                      className={`btn btn--small${current ? ' btn--primary' : ''}`}
                      aria-pressed={current}
                      onClick={() => update(days)}
                    >
                      {t(`lottery.report.preset.${preset}`)}
                    </button>
                  );
                })}
              </div>
              <div className="field">
                <label htmlFor="report-from">{t('common.from')}</label>
                <input
                  id="report-from"
                  className="input"
                  type="date"
                  value={from}
                  onChange={(event) => update({ from: event.target.value })}
                />
              </div>
              <div className="field">
                <label htmlFor="report-to">{t('common.to')}</label>
                <input
                  id="report-to"
                  className="input"
                  type="date"
                  value={to}
                  aria-invalid={range.problem ? true : undefined}
                  aria-describedby="report-range-text"
                  onChange={(event) => update({ to: event.target.value })}
                />
              </div>
              <FilterSelect
                id="report-game"
                label={t('lottery.game')}
                value={filters.game}
                options={(games.data?.games ?? []).map((game) => ({
                  value: game.code,
                  label: `${textFor(game.name, i18n.language)} (${game.code})`,
                }))}
                onChange={(value) => update({ game: value })}
              />
              <p
                id="report-range-text"
                className={`lottery-flat lottery-range-note ${range.problem ? 'field__error' : 'field__hint'}`}
              >
                {range.problem ? t(`lottery.report.range.${range.problem}`) : t('lottery.report.rangeHint')}
              </p>
            </>
          }
        />
      </div>
    </>
  );
}
