import { routes, type Dashboard, type DashboardMoney } from '@wps/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../shared/api/client';
import { amount, dateTime } from '../../shared/format';
import { errorText } from '../../shared/i18n/i18n';
import { useDeskConnected, useDeskQueues } from '../../shared/live/desk';
import { useMerchantCode } from '../../shared/merchant';
import { PageHeader } from '../../shared/ui/PageHeader';
import { currenciesOf, seriesOf } from './series';
import { TrendChart } from './TrendChart';
import './dashboard.css';

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="figure card">
      <div className="figure__label muted">{label}</div>
      <div className="figure__value num">{value}</div>
      {detail ? <div className="figure__detail muted">{detail}</div> : null}
    </div>
  );
}

function TodayMoney({ money }: { money: DashboardMoney }) {
  const { t } = useTranslation();
  return (
    <section className="stack" aria-labelledby={`today-${money.currency}`}>
      <h2 id={`today-${money.currency}`}>{t('dashboard.todayIn', { currency: money.currency })}</h2>
      <div className="figures">
        <Figure
          label={t('dashboard.deposits')}
          value={amount(money.deposits.amount)}
          detail={t('dashboard.orders', { count: money.deposits.count })}
        />
        <Figure
          label={t('dashboard.withdrawals')}
          value={amount(money.withdrawals.amount)}
          detail={t('dashboard.orders', { count: money.withdrawals.count })}
        />
        <Figure label={t('dashboard.bets')} value={amount(money.bets)} />
        <Figure label={t('dashboard.wins')} value={amount(money.wins)} />
        <Figure label={t('dashboard.ggr')} value={amount(money.ggr)} detail={t('dashboard.ggrHint')} />
      </div>
    </section>
  );
}

const ALL_QUEUES = ['deposit', 'withdrawal', 'adjustment'] as const;

function Pending({ merchant }: { merchant: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The counts follow the queues: read again when one changes, polled only while the desk channel is down.
  useDeskQueues(
    ALL_QUEUES,
    useCallback(
      () => void queryClient.invalidateQueries({ queryKey: ['dashboard', merchant, 'pending'] }),
      [queryClient, merchant],
    ),
  );
  const live = useDeskConnected();
  const pending = useQuery({
    queryKey: ['dashboard', merchant, 'pending'],
    queryFn: ({ signal }) =>
      callApi(routes.operatorDashboardPending, { params: { merchantCode: merchant }, signal }),
    refetchInterval: live ? false : 10_000,
  });
  const queues = [
    { key: 'deposits', to: 'finance/deposits?status=PENDING&kind=manual', value: pending.data?.deposits },
    { key: 'withdrawals', to: 'finance/withdrawals?stage=first', value: pending.data?.withdrawals },
    {
      key: 'withdrawalsSecondApproval',
      to: 'finance/withdrawals?stage=second',
      value: pending.data?.withdrawalsSecondApproval,
    },
    { key: 'adjustments', to: 'finance/adjustments?status=PENDING', value: pending.data?.adjustments },
  ] as const;
  return (
    <section className="stack" aria-labelledby="pending-heading">
      <h2 id="pending-heading">{t('dashboard.pending')}</h2>
      {pending.error ? (
        <p className="note note--error" role="alert">
          {errorText(pending.error)}
        </p>
      ) : null}
      <div className="figures">
        {queues.map((queue) => (
          <Link key={queue.key} to={`/m/${merchant}/${queue.to}`} className="figure card figure--link">
            <div className="figure__label muted">{t(`dashboard.queue.${queue.key}`)}</div>
            <div className={`figure__value num${queue.value?.count ? ' figure__value--alert' : ''}`}>
              {queue.value ? queue.value.count : pending.isError ? '—' : '…'}
            </div>
          </Link>
        ))}
      </div>
    </section>
  );
}

function Trends({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const currencies = currenciesOf(data.today, data.days);
  const [currency, setCurrency] = useState(currencies[0] ?? '');
  const series = useMemo(() => seriesOf(data.today, data.days, currency), [data, currency]);
  const money = useMemo(
    () => [
      {
        label: t('dashboard.deposits'),
        values: series.deposits,
        kind: 'bar' as const,
        colour: '--chart-deposits',
      },
      {
        label: t('dashboard.withdrawals'),
        values: series.withdrawals,
        kind: 'bar' as const,
        colour: '--chart-withdrawals',
      },
      { label: t('dashboard.ggr'), values: series.ggr, kind: 'line' as const, colour: '--chart-ggr' },
    ],
    [series, t],
  );
  const members = useMemo(
    () => [
      {
        label: t('dashboard.newMembers'),
        values: series.newMembers,
        kind: 'bar' as const,
        colour: '--chart-deposits',
      },
      {
        label: t('dashboard.activeMembers'),
        values: series.activeMembers,
        kind: 'line' as const,
        colour: '--chart-ggr',
      },
    ],
    [series, t],
  );
  const rows = [data.today, ...data.days];
  return (
    <section className="stack" aria-labelledby="trend-heading">
      <div className="row">
        <h2 id="trend-heading">{t('dashboard.lastDays', { count: data.days.length })}</h2>
        <span className="spacer" />
        {currencies.length > 1 ? (
          <label className="row">
            {t('dashboard.currency')}
            <select className="input" value={currency} onChange={(event) => setCurrency(event.target.value)}>
              {currencies.map((code) => (
                <option key={code}>{code}</option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <div className="grid-2">
        <div className="card">
          <h3>{t('dashboard.moneyChart', { currency })}</h3>
          <TrendChart labels={series.days} series={money} label={t('dashboard.moneyChart', { currency })} />
        </div>
        <div className="card">
          <h3>{t('dashboard.membersChart')}</h3>
          <TrendChart labels={series.days} series={members} label={t('dashboard.membersChart')} />
        </div>
      </div>
      <div className="table-card">
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">{t('dashboard.byDay', { currency })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.day')}</th>
                <th scope="col" className="num">
                  {t('dashboard.deposits')}
                </th>
                <th scope="col" className="num">
                  {t('dashboard.withdrawals')}
                </th>
                <th scope="col" className="num">
                  {t('dashboard.bets')}
                </th>
                <th scope="col" className="num">
                  {t('dashboard.wins')}
                </th>
                <th scope="col" className="num">
                  {t('dashboard.ggr')}
                </th>
                <th scope="col" className="num">
                  {t('dashboard.newMembers')}
                </th>
                <th scope="col" className="num">
                  {t('dashboard.activeMembers')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((day) => {
                const entry = day.money.find((item) => item.currency === currency);
                return (
                  <tr key={day.day}>
                    <th scope="row">
                      {day.day}{' '}
                      {day.live ? <span className="badge badge--info">{t('dashboard.live')}</span> : null}
                    </th>
                    <td className="num">{amount(entry?.deposits.amount ?? '0')}</td>
                    <td className="num">{amount(entry?.withdrawals.amount ?? '0')}</td>
                    <td className="num">{amount(entry?.bets ?? '0')}</td>
                    <td className="num">{amount(entry?.wins ?? '0')}</td>
                    <td className="num">{amount(entry?.ggr ?? '0')}</td>
                    <td className="num">{day.newMembers}</td>
                    <td className="num">{day.activeMembers}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

/** Today and the last 30 local days of one merchant, from the ledger, and the finance queues now. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const merchant = useMerchantCode();
  const dashboard = useQuery({
    queryKey: ['dashboard', merchant],
    queryFn: ({ signal }) =>
      callApi(routes.operatorDashboard, { params: { merchantCode: merchant }, query: {}, signal }),
    refetchInterval: 60_000,
  });
  const data = dashboard.data;
  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        description={
          data
            ? t('dashboard.description', { timeZone: data.timeZone, time: dateTime(data.generatedAt) })
            : undefined
        }
      />
      <Pending merchant={merchant} />
      {dashboard.error ? (
        <p className="note note--error" role="alert">
          {errorText(dashboard.error)}
        </p>
      ) : !data ? (
        <p className="muted">{t('common.loading')}</p>
      ) : (
        <>
          <section className="figures" aria-label={t('dashboard.membersToday')}>
            <Figure
              label={t('dashboard.newMembers')}
              value={String(data.today.newMembers)}
              detail={t('dashboard.today')}
            />
            <Figure
              label={t('dashboard.activeMembers')}
              value={String(data.today.activeMembers)}
              detail={t('dashboard.today')}
            />
          </section>
          {data.today.money.map((money) => (
            <TodayMoney key={money.currency} money={money} />
          ))}
          <Trends data={data} />
        </>
      )}
    </>
  );
}
