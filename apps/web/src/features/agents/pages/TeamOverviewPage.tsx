import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWidget } from '../../../shared/lazy/lazyWidget';
import { useSessionToken } from '../../../shared/storage/useSessionToken';
import { Money, Signed } from '../Cells';
import { QueryResult } from '../DataTable';
import { teamOverviewQuery } from '../queries';
import { presetRange, type RangeValue } from '../range';
import { RangeFilter } from '../RangeFilter';
import type { TeamChartProps } from './TeamChart';

function ChartPlaceholder() {
  return <div className="agents-chart" aria-hidden="true" />;
}

/** chart.js loads only with the chart (its own chunk). */
const TeamChart = lazyWidget<TeamChartProps>(
  () => import('./TeamChart').then((module) => ({ default: module.TeamChart })),
  ChartPlaceholder,
);

/** Team overview (`agentTeamOverview`, the default page): the team's figures over a range and by day. */
export function TeamOverviewPage() {
  const { t } = useTranslation('agents');
  const token = useSessionToken();
  const [range, setRange] = useState<RangeValue>(() => presetRange('today', Date.now()));
  const overview = useQuery(teamOverviewQuery(token, range));

  return (
    <div className="money-page">
      <h3 className="money-page__title">{t('menu.agentTeamOverview')}</h3>
      <RangeFilter value={range} onChange={setRange} />
      <QueryResult query={overview}>
        {(data) => (
          <>
            <p className="money-muted">
              {/* The site's local days, as the server counts them (not the browser's zone). */}
              {t('overview.period')} {data.days[0]?.date ?? ''}
              {data.days.length > 1 ? ` – ${data.days.at(-1)!.date}` : ''}
            </p>
            <dl className="agents-cards" aria-label={t('overview.totals')} aria-busy={overview.isFetching}>
              <Card label={t('overview.teamSize')} value={String(data.teamSize)} />
              <Card label={t('overview.directCount')} value={String(data.directCount)} />
              <Card label={t('overview.newMembers')} value={String(data.totals.newMembers)} />
              <Card label={t('overview.activeMembers')} value={String(data.totals.activeMembers)} />
              <Card label={t('figures.deposits')} value={<Money value={data.totals.deposits} />} />
              <Card label={t('figures.withdrawals')} value={<Money value={data.totals.withdrawals} />} />
              <Card label={t('figures.validBet')} value={<Money value={data.totals.validBet} />} />
              <Card label={t('figures.wins')} value={<Money value={data.totals.wins} />} />
              <Card label={t('figures.profitLoss')} value={<Signed value={data.totals.profitLoss} />} />
            </dl>
            <section className="money-card">
              <h4 className="money-card__title">{t('overview.chart')}</h4>
              {data.days.length > 0 ? (
                <TeamChart days={data.days} />
              ) : (
                <p className="money-muted">{t('overview.noDays')}</p>
              )}
            </section>
          </>
        )}
      </QueryResult>
    </div>
  );
}

function Card({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="agents-card">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
