import {
  MESSAGE_CHANNELS,
  routes,
  type MessageChannel,
  type OutboxEntry,
  LIST_EXPORT_MAX_ROWS,
  buildPath,
} from '@wps/contracts';
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
import { ExportButton } from '../../shared/ui/ExportButton';
import { PageHeader } from '../../shared/ui/PageHeader';
import './content.css';

const column = createColumnHelper<OutboxEntry>();
const PAGE_SIZE = 50;

function MessageDialog({ entry, onClose }: { entry: OutboxEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={entry !== null} title={t('content.outbox.message')} onClose={onClose} wide>
      {entry ? (
        <>
          <dl className="dl">
            <dt>{t('content.outbox.at')}</dt>
            <dd>{dateTime(entry.createdAt)}</dd>
            <dt>{t('content.outbox.channel')}</dt>
            <dd>{t(`content.outbox.channels.${entry.channel}`)}</dd>
            <dt>{t('content.outbox.recipient')}</dt>
            <dd className="mono">{entry.recipient}</dd>
            <dt>{t('content.outbox.subject')}</dt>
            <dd>{entry.subject ?? '—'}</dd>
          </dl>
          <pre className="content-message">{entry.body}</pre>
        </>
      ) : null}
    </Dialog>
  );
}

/**
 * What the site would have sent by SMS or e-mail while no gateway is configured (development and
 * demonstrations): read-only, newest first.
 */
export default function OutboxPage() {
  const { t } = useTranslation();
  const merchant = useMerchantCode();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<OutboxEntry | null>(null);
  const channel = (params.get('channel') ?? '') as MessageChannel | '';
  const pageNo = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const query = { channel: channel || undefined, pageNo, pageSize: PAGE_SIZE };
  const list = useQuery({
    queryKey: ['outbox', merchant, query],
    queryFn: ({ signal }) =>
      callApi(routes.outboxList, { params: { merchantCode: merchant }, query, signal }),
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
      column.accessor('createdAt', {
        header: t('content.outbox.at'),
        cell: (info) => dateTime(info.getValue()),
      }),
      column.accessor('channel', {
        header: t('content.outbox.channel'),
        cell: (info) => (
          <span className={`badge ${info.getValue() === 'sms' ? 'badge--info' : 'badge--ok'}`}>
            {t(`content.outbox.channels.${info.getValue()}`)}
          </span>
        ),
      }),
      column.accessor('recipient', {
        header: t('content.outbox.recipient'),
        cell: (info) => <span className="mono">{info.getValue()}</span>,
      }),
      column.display({
        id: 'message',
        header: t('content.outbox.message'),
        cell: (info) => (
          <div className="content-title">
            {info.row.original.subject ? <strong>{info.row.original.subject}</strong> : null}
            <span className="content-clamp">{info.row.original.body}</span>
          </div>
        ),
      }),
      column.display({
        id: 'open',
        header: () => <span className="visually-hidden">{t('common.actions')}</span>,
        cell: (info) => (
          <button type="button" className="btn btn--small" onClick={() => setOpen(info.row.original)}>
            {t('content.outbox.view')}
          </button>
        ),
      }),
    ],
    [t],
  );
  return (
    <>
      <PageHeader
        title={t('content.outbox.title')}
        description={t('content.outbox.description')}
        actions={
          <ExportButton
            path={buildPath(routes.outboxExport.path, { merchantCode: merchant })}
            query={{ channel: channel || undefined }}
            name={`outbox-${merchant}`}
            maxRows={LIST_EXPORT_MAX_ROWS}
          />
        }
      />
      <DataTable
        caption={t('content.outbox.title')}
        columns={columns}
        rows={list.data?.list}
        loading={list.isFetching}
        error={list.error}
        rowKey={(row) => String(row.id)}
        empty={t('content.outbox.empty')}
        paging={{
          kind: 'offset',
          pageNo,
          pages: list.data?.totalPages ?? 1,
          onPage: (page) => update({ page: String(page) }),
        }}
        toolbar={
          <>
            <div className="field">
              <label htmlFor="outbox-channel">{t('content.outbox.channel')}</label>
              <select
                id="outbox-channel"
                className="input"
                value={channel}
                onChange={(event) => update({ channel: event.target.value })}
              >
                <option value="">{t('common.all')}</option>
                {MESSAGE_CHANNELS.map((value) => (
                  <option key={value} value={value}>
                    {t(`content.outbox.channels.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            <span className="spacer" />
            <button
              type="button"
              className="btn"
              onClick={() => void list.refetch()}
              disabled={list.isFetching}
            >
              {t('common.refresh')}
            </button>
          </>
        }
      />
      <MessageDialog entry={open} onClose={() => setOpen(null)} />
    </>
  );
}
