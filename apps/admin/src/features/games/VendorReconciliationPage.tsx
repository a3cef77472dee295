import { routes } from '@wps/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callApi } from '../../shared/api/client';
import { textFor } from '../../shared/localized';
import { useMerchantCode } from '../../shared/merchant';
import { DataTable } from '../../shared/ui/DataTable';
import { PageHeader } from '../../shared/ui/PageHeader';
import {
  MAX_RANGE_DAYS,
  VENDOR_METRICS,
  dayDifferences,
  dayRange,
  figure,
  lastDays,
  ledgerOf,
  signedFigure,
  type VendorMetric,
} from './figures';
import './games.css';

type Day = Awaited<ReturnType<typeof callApi<typeof routes.operatorVendorReconciliation>>>['days'][number];
const column = createColumnHelper<Day>();

/**
 * A seamless vendor's own account of its rounds (its wallet calls) next to the ledger's postings,
 * day by day (UTC), each day marked as matching or by how much it differs.
 */
export default function VendorReconciliationPage() {
  const { t, i18n } = useTranslation();
  const merchant = useMerchantCode();
  const [params, setParams] = useSearchParams();
  const [defaults] = useState(() => lastDays(Date.now(), 7));
  const from = params.get('from') ?? defaults.from;
  const to = params.get('to') ?? defaults.to;
  const vendors = useQuery({
    queryKey: ['vendors', merchant],
    queryFn: ({ signal }) => callApi(routes.operatorVendors, { params: { merchantCode: merchant }, signal }),
    enabled: merchant !== '',
  });
  const seamless = vendors.data?.list.filter((vendor) => vendor.walletMode === 'seamless');
  const vendor = params.get('vendor') ?? seamless?.[0]?.code ?? '';
  const range = dayRange(from, to);
  const query = 'problem' in range ? null : range;
  const report = useQuery({
    queryKey: ['vendor-reconciliation', merchant, vendor, query],
    queryFn: ({ signal }) =>
      callApi(routes.operatorVendorReconciliation, {
        params: { merchantCode: merchant, code: vendor },
        query: query!,
        signal,
      }),
    enabled: merchant !== '' && vendor !== '' && query !== null,
    placeholderData: keepPreviousData,
  });
  const setFilter = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const columns = useMemo(() => {
    const metric = (name: VendorMetric) =>
      column.group({
        id: name,
        header: t(`games.reconciliation.${name}`),
        columns: [
          column.accessor(name, {
            id: `${name}-vendor`,
            header: t('games.reconciliation.vendorSide'),
            meta: { numeric: true },
            cell: (info) => figure(info.getValue()),
          }),
          column.display({
            id: `${name}-ledger`,
            header: t('games.reconciliation.ledgerSide'),
            meta: { numeric: true },
            cell: (info) => {
              const differs = dayDifferences(info.row.original).some((entry) => entry.metric === name);
              const value = figure(ledgerOf(info.row.original, name));
              return differs ? <strong className="games-differs">{value}</strong> : value;
            },
          }),
        ],
      });
    return [
      column.accessor('date', {
        header: t('games.reconciliation.date'),
        cell: (info) => <span className="mono games-nowrap">{info.getValue()}</span>,
      }),
      column.accessor('rounds', {
        header: t('games.reconciliation.rounds'),
        meta: { numeric: true },
        cell: (info) => info.getValue().toLocaleString(),
      }),
      ...VENDOR_METRICS.map(metric),
      column.display({
        id: 'result',
        header: t('games.reconciliation.result'),
        cell: (info) => {
          const differences = dayDifferences(info.row.original);
          if (info.row.original.matches && differences.length === 0)
            return <span className="badge badge--ok">{t('games.reconciliation.matches')}</span>;
          if (differences.length === 0)
            return <span className="badge badge--danger">{t('games.reconciliation.differs')}</span>;
          return (
            <div className="games-verdict">
              {differences.map((entry) => (
                <span key={entry.metric} className="badge badge--danger">
                  {t('games.reconciliation.differsBy', {
                    metric: t(`games.reconciliation.${entry.metric}`),
                    amount: signedFigure(entry.difference),
                  })}
                </span>
              ))}
            </div>
          );
        },
      }),
    ];
  }, [t]);
  const data = report.data;
  const problem = 'problem' in range ? range.problem : null;
  return (
    <>
      <PageHeader
        title={t('games.reconciliation.title')}
        description={t('games.reconciliation.description')}
      />
      <div className="stack">
        {vendors.data && seamless?.length === 0 ? (
          <p className="note">{t('games.reconciliation.noSeamless')}</p>
        ) : null}
        {problem ? (
          <p className="note note--error" role="alert">
            {t(`games.reconciliation.range.${problem}`, { days: MAX_RANGE_DAYS })}
          </p>
        ) : data && data.vendor === vendor && data.days.length > 0 ? (
          <p className={`note ${data.differences > 0 ? 'note--error' : 'note--ok'}`} role="status">
            {data.differences > 0
              ? t('games.reconciliation.summaryDiffers', { count: data.differences, days: data.days.length })
              : t('games.reconciliation.summaryMatches', { days: data.days.length })}
          </p>
        ) : null}
        <DataTable
          caption={t('games.reconciliation.caption', { vendor })}
          columns={columns}
          rows={query && vendor ? data?.days : []}
          loading={report.isFetching}
          error={report.error}
          rowKey={(row) => row.date}
          empty={t(vendor ? 'games.reconciliation.noRounds' : 'games.reconciliation.chooseVendor')}
          toolbar={
            <>
              <div className="field">
                <label htmlFor="reconciliation-vendor">{t('games.catalogue.vendor')}</label>
                <select
                  id="reconciliation-vendor"
                  className="input"
                  value={vendor}
                  onChange={(event) => setFilter('vendor', event.target.value)}
                >
                  {vendor === '' ? <option value="">{t('games.catalogue.chooseVendor')}</option> : null}
                  {seamless?.map((entry) => (
                    <option key={entry.code} value={entry.code}>
                      {textFor(entry.name, i18n.language)} ({entry.code})
                    </option>
                  ))}
                  {vendor && seamless && !seamless.some((entry) => entry.code === vendor) ? (
                    <option value={vendor}>{vendor}</option>
                  ) : null}
                </select>
              </div>
              <div className="field">
                <label htmlFor="reconciliation-from">{t('games.reconciliation.from')}</label>
                <input
                  id="reconciliation-from"
                  className="input"
                  type="date"
                  value={from}
                  max={to}
                  aria-invalid={problem ? true : undefined}
                  onChange={(event) => setFilter('from', event.target.value)}
                />
              </div>
              <div className="field">
                <label htmlFor="reconciliation-to">{t('games.reconciliation.to')}</label>
                <input
                  id="reconciliation-to"
                  className="input"
                  type="date"
                  value={to}
                  min={from}
                  aria-invalid={problem ? true : undefined}
                  onChange={(event) => setFilter('to', event.target.value)}
                />
              </div>
              <span className="field__hint games-hint">
                {t('games.reconciliation.utcHint', { days: MAX_RANGE_DAYS })}
              </span>
            </>
          }
        />
      </div>
    </>
  );
}
