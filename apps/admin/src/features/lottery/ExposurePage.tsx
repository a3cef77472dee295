import { routes } from '@wps/contracts';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { amount } from '../../shared/format';
import { textFor } from '../../shared/localized';
import { useUrlFilters } from '../../shared/searchParams';
import { DataTable } from '../../shared/ui/DataTable';
import { PageHeader } from '../../shared/ui/PageHeader';
import { useNow } from './hooks';
import { lotteryKeys, useLotteryGames, type ExposureRow } from './lotteryApi';
import { PeriodStatusBadge, When } from './parts';
import { compareAmounts, countdown, ratioPercent, WARN_PERCENT } from './rules';
import './lottery.css';

const FILTERS = ['game'] as const;
/** The board is read again this often while the page is visible. */
export const EXPOSURE_REFRESH_MS = 5_000;
const column = createColumnHelper<ExposureRow>();

/** Payout ÷ cap as a bar and a percentage; the warning colour above 80 %. */
function RatioBar({ payout, cap }: { payout: string; cap: string }) {
  const { t } = useTranslation();
  const percent = ratioPercent(payout, cap);
  if (percent === null) return <span className="badge badge--warn">{t('lottery.exposure.noCap')}</span>;
  const warn = percent > WARN_PERCENT;
  return (
    <span className={`lottery-ratio${warn ? ' lottery-ratio--warn' : ''}`}>
      <span className="lottery-ratio__track" aria-hidden="true">
        <span className="lottery-ratio__fill" style={{ inlineSize: `${Math.min(100, percent)}%` }} />
      </span>
      <span className="lottery-ratio__text">
        {t('lottery.exposure.percent', { value: percent.toFixed(1) })}
      </span>
    </span>
  );
}

/**
 * The exposure board of one game: the period taking bets (with the time left to its close), its
 * orders and stake, and what each key would pay if drawn against its cap, highest first. Read again
 * every 5 seconds while the page is in view.
 */
export default function ExposurePage() {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const [filters, update] = useUrlFilters(FILTERS);
  const games = useLotteryGames();
  const list = games.data?.games ?? [];
  const code = filters.game || list.find((game) => game.enabled)?.code || list[0]?.code || '';
  const board = useQuery({
    queryKey: lotteryKeys.exposure(code),
    queryFn: ({ signal }) => callApi(routes.operatorLotteryExposure, { query: { gameCode: code }, signal }),
    enabled: code !== '',
    refetchInterval: EXPOSURE_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  const rows = useMemo(
    () =>
      board.data &&
      [...board.data.rows].sort((a, b) => compareAmounts(b.payout, a.payout) || a.key.localeCompare(b.key)),
    [board.data],
  );
  const columns = useMemo(
    () => [
      column.accessor('key', {
        header: t('lottery.exposure.key'),
        cell: (info) => <span className="mono">{info.getValue()}</span>,
      }),
      column.accessor('payout', {
        header: t('lottery.exposure.payout'),
        meta: { numeric: true },
        cell: (info) => amount(info.getValue()),
      }),
      column.accessor('cap', {
        header: t('lottery.exposure.cap'),
        meta: { numeric: true },
        cell: (info) => amount(info.getValue()),
      }),
      column.display({
        id: 'ratio',
        header: t('lottery.exposure.ratio'),
        cell: (info) => <RatioBar payout={info.row.original.payout} cap={info.row.original.cap} />,
      }),
    ],
    [t],
  );
  const period = board.data?.period ?? null;

  return (
    <>
      <PageHeader title={t('lottery.exposure.title')} description={t('lottery.exposure.description')} />
      <div className="stack">
        <div className="row lottery-toolbar">
          <div className="field">
            <label htmlFor="exposure-game">{t('lottery.game')}</label>
            <select
              id="exposure-game"
              className="input"
              value={code}
              onChange={(event) => update({ game: event.target.value })}
            >
              {list.map((game) => (
                <option key={game.code} value={game.code}>
                  {textFor(game.name, i18n.language)} ({game.code})
                </option>
              ))}
            </select>
          </div>
          <span className="muted lottery-live" aria-live="off">
            {board.dataUpdatedAt
              ? t('lottery.exposure.updated', {
                  time: new Date(board.dataUpdatedAt).toLocaleTimeString(
                    i18n.language === 'zh' ? 'zh-CN' : 'en-GB',
                  ),
                })
              : null}{' '}
            {t('lottery.exposure.refreshHint', { seconds: EXPOSURE_REFRESH_MS / 1000 })}
          </span>
        </div>
        {board.data ? (
          <section className="card lottery-summary" aria-label={t('lottery.exposure.periodLabel')}>
            {period ? (
              <dl className="dl">
                <dt>{t('lottery.period')}</dt>
                <dd>
                  <span className="mono">{period.number}</span> <PeriodStatusBadge status={period.status} />
                </dd>
                <dt>{t('lottery.exposure.closesIn')}</dt>
                <dd>
                  <strong className="mono">{countdown(period.closesAt - now)}</strong>{' '}
                  <When value={period.closesAt} />
                </dd>
                <dt>{t('lottery.draws.orders')}</dt>
                <dd>{board.data.orders}</dd>
                <dt>{t('lottery.draws.stake')}</dt>
                <dd>{amount(board.data.stake)}</dd>
              </dl>
            ) : (
              <p className="muted lottery-flat">{t('lottery.exposure.noPeriod')}</p>
            )}
          </section>
        ) : null}
        <div className="lottery-table">
          <DataTable
            caption={t('lottery.exposure.caption', { code })}
            columns={columns}
            rows={code ? rows : games.data ? [] : undefined}
            loading={games.isPending || (board.isFetching && !board.data)}
            error={games.error ?? board.error}
            rowKey={(row) => row.key}
            empty={code ? t('lottery.exposure.empty') : t('lottery.exposure.noGames')}
          />
        </div>
      </div>
    </>
  );
}
