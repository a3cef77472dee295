import { routes, type AuditEntry, LIST_EXPORT_MAX_ROWS } from '@wps/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMerchants } from '../../shared/merchant';
import { callApi } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { DataTable } from '../../shared/ui/DataTable';
import { Dialog } from '../../shared/ui/Dialog';
import { diffRows } from '../../shared/ui/diff';
import { ExportButton } from '../../shared/ui/ExportButton';
import { PageHeader } from '../../shared/ui/PageHeader';

const column = createColumnHelper<AuditEntry>();
const PAGE_SIZE = 50;
const FILTERS = ['merchantCode', 'operator', 'action', 'target', 'from', 'to'] as const;

function AuditDiff({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const rows = entry ? diffRows(entry.before, entry.after) : [];
  return (
    <Dialog open={entry !== null} title={t('control.audit.change')} onClose={onClose} wide>
      {entry ? (
        <>
          <dl className="dl">
            <dt>{t('control.audit.at')}</dt>
            <dd>{dateTime(entry.at)}</dd>
            <dt>{t('control.audit.operator')}</dt>
            <dd>{entry.operatorName ?? '—'}</dd>
            <dt>{t('control.audit.action')}</dt>
            <dd className="mono">{entry.action}</dd>
            <dt>{t('control.audit.target')}</dt>
            <dd className="mono">{entry.target}</dd>
            <dt>{t('control.audit.address')}</dt>
            <dd className="mono">{entry.ip ?? '—'}</dd>
            <dt>{t('control.audit.request')}</dt>
            <dd className="mono">{entry.requestId ?? '—'}</dd>
          </dl>
          <div className="table-scroll">
            <table className="table">
              <caption className="visually-hidden">{t('control.audit.change')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('control.audit.field')}</th>
                  <th scope="col">{t('control.audit.before')}</th>
                  <th scope="col">{t('control.audit.after')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.path} className={row.changed ? 'diff--changed' : undefined}>
                    <td className="mono">{row.path}</td>
                    <td className="mono">{row.before ?? '—'}</td>
                    <td className="mono">{row.after ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}

/** The append-only audit log: who did what, when, to which entity, with the before/after of it. */
export default function AuditPage() {
  const { t } = useTranslation();
  const merchants = useMerchants();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const pageNo = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const filter = Object.fromEntries(FILTERS.map((key) => [key, params.get(key) || undefined])) as Record<
    (typeof FILTERS)[number],
    string | undefined
  >;
  const exportQuery = {
    ...filter,
    from: filter.from ? new Date(filter.from).toISOString() : undefined,
    to: filter.to ? new Date(filter.to).toISOString() : undefined,
  };
  const query = { ...exportQuery, pageNo, pageSize: PAGE_SIZE };
  const list = useQuery({
    queryKey: ['audit', query],
    queryFn: ({ signal }) => callApi(routes.auditList, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const update = (changes: Record<string, string | undefined>) =>
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
      column.accessor('at', { header: t('control.audit.at'), cell: (info) => dateTime(info.getValue()) }),
      column.accessor('operatorName', {
        header: t('control.audit.operator'),
        cell: (info) => info.getValue() ?? '—',
      }),
      column.accessor('merchantCode', {
        header: t('control.audit.merchant'),
        cell: (info) => info.getValue() ?? '—',
      }),
      column.accessor('action', {
        header: t('control.audit.action'),
        cell: (info) => <span className="mono">{info.getValue()}</span>,
      }),
      column.accessor('target', {
        header: t('control.audit.target'),
        cell: (info) => <span className="mono">{info.getValue()}</span>,
      }),
      column.display({
        id: 'diff',
        header: () => <span className="visually-hidden">{t('common.actions')}</span>,
        cell: (info) => (
          <button type="button" className="btn btn--small" onClick={() => setOpen(info.row.original)}>
            {t('control.audit.view')}
          </button>
        ),
      }),
    ],
    [t],
  );
  const textFilter = (key: 'operator' | 'action' | 'target', placeholder: string) => (
    <div className="field">
      <label htmlFor={`audit-${key}`}>{t(`control.audit.${key}`)}</label>
      <input
        id={`audit-${key}`}
        className="input"
        defaultValue={filter[key] ?? ''}
        placeholder={placeholder}
        onKeyDown={(event) => {
          if (event.key === 'Enter') update({ [key]: event.currentTarget.value.trim() });
        }}
        onBlur={(event) => {
          if ((filter[key] ?? '') !== event.currentTarget.value.trim())
            update({ [key]: event.currentTarget.value.trim() });
        }}
      />
    </div>
  );
  return (
    <>
      <PageHeader
        title={t('control.audit.title')}
        description={t('control.audit.description')}
        actions={
          <ExportButton
            path={routes.auditExport.path}
            query={exportQuery}
            name="audit"
            maxRows={LIST_EXPORT_MAX_ROWS}
          />
        }
      />
      <DataTable
        caption={t('control.audit.title')}
        columns={columns}
        rows={list.data?.list}
        loading={list.isFetching}
        error={list.error}
        rowKey={(row) => String(row.id)}
        paging={{
          kind: 'offset',
          pageNo,
          pages: list.data?.totalPages ?? 1,
          onPage: (page) => update({ page: String(page) }),
        }}
        toolbar={
          <>
            <div className="field">
              <label htmlFor="audit-merchant">{t('control.audit.merchant')}</label>
              <select
                id="audit-merchant"
                className="input"
                value={filter.merchantCode ?? ''}
                onChange={(event) => update({ merchantCode: event.target.value })}
              >
                <option value="">{t('common.all')}</option>
                {merchants.data?.map((merchant) => (
                  <option key={merchant.code} value={merchant.code}>
                    {merchant.name}
                  </option>
                ))}
              </select>
            </div>
            {textFilter('operator', 'admin')}
            {textFilter('action', 'withdrawal.')}
            {textFilter('target', 'member:')}
            <div className="field">
              <label htmlFor="audit-from">{t('common.from')}</label>
              <input
                id="audit-from"
                className="input"
                type="datetime-local"
                value={filter.from ?? ''}
                onChange={(event) => update({ from: event.target.value })}
              />
            </div>
            <div className="field">
              <label htmlFor="audit-to">{t('common.to')}</label>
              <input
                id="audit-to"
                className="input"
                type="datetime-local"
                value={filter.to ?? ''}
                onChange={(event) => update({ to: event.target.value })}
              />
            </div>
          </>
        }
      />
      <AuditDiff entry={open} onClose={() => setOpen(null)} />
    </>
  );
}
