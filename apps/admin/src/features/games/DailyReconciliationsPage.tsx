import { routes, type DailyReconciliation } from '@wps/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callApi } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { useMerchantCode } from '../../shared/merchant';
import { DataTable } from '../../shared/ui/DataTable';
import { Dialog } from '../../shared/ui/Dialog';
import { PageHeader } from '../../shared/ui/PageHeader';
import { DifferencesTable, ReportBadge, ReportSummary } from './LedgerDifferences';
import './games.css';

const column = createColumnHelper<DailyReconciliation>();
const PAGE_SIZE = 20;

function DayDialog({ day, onClose }: { day: DailyReconciliation | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={day !== null}
      title={day ? t('games.daily.dayTitle', { day: day.day }) : ''}
      onClose={onClose}
      wide
    >
      {day ? (
        <>
          <p className="muted">{t('games.daily.timeZone', { zone: day.timeZone })}</p>
          <ReportSummary report={day} />
          {day.clean ? null : <DifferencesTable report={day} caption={t('games.ledger.differencesTitle')} />}
        </>
      ) : null}
    </Dialog>
  );
}

/** The merchant's daily ledger reconciliations (run after each local midnight), newest day first. */
export default function DailyReconciliationsPage() {
  const { t } = useTranslation();
  const merchant = useMerchantCode();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<DailyReconciliation | null>(null);
  const clean: 'true' | 'false' | '' =
    params.get('clean') === 'true' ? 'true' : params.get('clean') === 'false' ? 'false' : '';
  const pageNo = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const query = { clean: clean || undefined, pageNo, pageSize: PAGE_SIZE };
  const list = useQuery({
    queryKey: ['daily-reconciliations', merchant, query],
    queryFn: ({ signal }) =>
      callApi(routes.operatorDailyReconciliations, { params: { merchantCode: merchant }, query, signal }),
    enabled: merchant !== '',
    placeholderData: keepPreviousData,
  });
  const update = (changes: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  const columns = useMemo(
    () => [
      column.accessor('day', {
        header: t('games.daily.day'),
        cell: (info) => <span className="mono games-nowrap">{info.getValue()}</span>,
      }),
      column.accessor('checkedAt', {
        header: t('games.ledger.checkedAt'),
        cell: (info) => dateTime(info.getValue()),
      }),
      column.accessor('accountsChecked', {
        header: t('games.ledger.accounts'),
        meta: { numeric: true },
        cell: (info) => info.getValue().toLocaleString(),
      }),
      column.accessor('transactionsChecked', {
        header: t('games.ledger.transactions'),
        meta: { numeric: true },
        cell: (info) => info.getValue().toLocaleString(),
      }),
      column.accessor('entriesChecked', {
        header: t('games.ledger.entries'),
        meta: { numeric: true },
        cell: (info) => info.getValue().toLocaleString(),
      }),
      column.display({
        id: 'result',
        header: t('games.ledger.result'),
        cell: (info) => <ReportBadge report={info.row.original} />,
      }),
      column.display({
        id: 'open',
        header: () => <span className="visually-hidden">{t('common.actions')}</span>,
        cell: (info) => (
          <button type="button" className="btn btn--small" onClick={() => setOpen(info.row.original)}>
            {t('games.daily.details')}
            <span className="visually-hidden"> {info.row.original.day}</span>
          </button>
        ),
      }),
    ],
    [t],
  );
  return (
    <>
      <PageHeader title={t('games.daily.title')} description={t('games.daily.description')} />
      <DataTable
        caption={t('games.daily.title')}
        columns={columns}
        rows={list.data?.list}
        loading={list.isFetching}
        error={list.error}
        rowKey={(row) => row.day}
        empty={t(clean ? 'games.noMatch' : 'games.daily.empty')}
        paging={{
          kind: 'offset',
          pageNo,
          pages: list.data?.totalPages ?? 1,
          onPage: (page) => update({ page: String(page) }),
        }}
        toolbar={
          <div className="field">
            <label htmlFor="daily-clean">{t('games.ledger.result')}</label>
            <select
              id="daily-clean"
              className="input"
              value={clean}
              onChange={(event) => update({ clean: event.target.value })}
            >
              <option value="">{t('common.all')}</option>
              <option value="false">{t('games.daily.withDifferences')}</option>
              <option value="true">{t('games.daily.cleanOnly')}</option>
            </select>
          </div>
        }
      />
      <DayDialog day={open} onClose={() => setOpen(null)} />
    </>
  );
}
