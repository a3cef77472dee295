import { JOB_STATES, LIST_EXPORT_MAX_ROWS, routes, type JobRunValue, type JobState } from '@wps/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callApi } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { useCan } from '../../shared/session/operator';
import { DataTable } from '../../shared/ui/DataTable';
import { ExportButton } from '../../shared/ui/ExportButton';
import { PageHeader } from '../../shared/ui/PageHeader';
import { ReasonDialog } from '../../shared/ui/ReasonDialog';
import { useCursorPages } from '../../shared/ui/useCursorPages';

const column = createColumnHelper<JobRunValue>();
const STATE_BADGE: Record<JobState, string> = {
  created: 'badge',
  retry: 'badge badge--warn',
  active: 'badge badge--info',
  completed: 'badge badge--ok',
  cancelled: 'badge',
  failed: 'badge badge--danger',
};

/** Background job runs (docs/product.md §Jobs): state, attempts, last error; a dead run runs again. */
export default function JobsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const name = params.get('name') ?? '';
  const state = (params.get('state') ?? '') as JobState | '';
  const canRetry = useCan('admin');
  const queryClient = useQueryClient();
  const [retrying, setRetrying] = useState<JobRunValue | null>(null);
  const filter = { name: name || undefined, state: state || undefined };
  const pages = useCursorPages(JSON.stringify(filter));
  const query = { ...filter, limit: 100, cursor: pages.cursor };
  const runs = useQuery({
    queryKey: ['jobs', query],
    queryFn: ({ signal }) => callApi(routes.operatorJobRuns, { query, signal }),
    placeholderData: keepPreviousData,
    // The first page follows new runs; later pages stay where they are.
    refetchInterval: pages.cursor ? false : 10_000,
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
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: t('control.jobs.name'),
        cell: (info) => <span className="mono">{info.getValue()}</span>,
      }),
      column.accessor('state', {
        header: t('common.status'),
        cell: (info) => (
          <span className={STATE_BADGE[info.getValue()]}>{t(`control.jobs.state.${info.getValue()}`)}</span>
        ),
      }),
      column.accessor('attempts', { header: t('control.jobs.attempts'), meta: { numeric: true } }),
      column.accessor('lastError', {
        header: t('control.jobs.lastError'),
        cell: (info) => info.getValue() ?? '—',
      }),
      column.accessor('createdAt', {
        header: t('common.createdAt'),
        cell: (info) => dateTime(info.getValue()),
      }),
      column.accessor('finishedAt', {
        header: t('control.jobs.finishedAt'),
        cell: (info) => dateTime(info.getValue()),
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">{t('common.actions')}</span>,
        cell: (info) =>
          canRetry && info.row.original.state === 'failed' ? (
            <button type="button" className="btn btn--small" onClick={() => setRetrying(info.row.original)}>
              {t('control.jobs.retry')}
            </button>
          ) : null,
      }),
    ],
    [t, canRetry, setRetrying],
  );
  return (
    <>
      <PageHeader
        title={t('control.jobs.title')}
        description={t('control.jobs.description')}
        actions={
          <ExportButton
            path={routes.operatorJobExport.path}
            query={filter}
            name="jobs"
            maxRows={LIST_EXPORT_MAX_ROWS}
          />
        }
      />
      <DataTable
        caption={t('control.jobs.title')}
        columns={columns}
        rows={runs.data?.list}
        loading={runs.isFetching}
        error={runs.error}
        rowKey={(row) => row.id}
        paging={pages.pagingFor(runs.data?.cursor)}
        toolbar={
          <>
            <div className="field">
              <label htmlFor="jobs-name">{t('control.jobs.name')}</label>
              <input
                id="jobs-name"
                className="input mono"
                defaultValue={name}
                placeholder="games.check-transfer"
                onKeyDown={(event) => {
                  if (event.key === 'Enter') setFilter('name', event.currentTarget.value.trim());
                }}
                onBlur={(event) => setFilter('name', event.currentTarget.value.trim())}
              />
            </div>
            <div className="field">
              <label htmlFor="jobs-state">{t('common.status')}</label>
              <select
                id="jobs-state"
                className="input"
                value={state}
                onChange={(event) => setFilter('state', event.target.value)}
              >
                <option value="">{t('common.all')}</option>
                {JOB_STATES.map((value) => (
                  <option key={value} value={value}>
                    {t(`control.jobs.state.${value}`)}
                  </option>
                ))}
              </select>
            </div>
          </>
        }
      />
      <ReasonDialog
        open={retrying !== null}
        title={t('control.jobs.retry')}
        confirmLabel={t('control.jobs.retry')}
        reasonRequired={false}
        onClose={() => setRetrying(null)}
        onConfirm={async (reason) => {
          if (!retrying) return;
          await callApi(routes.operatorJobRetry, {
            params: { name: retrying.name, id: retrying.id },
            body: { remark: reason ? reason.slice(0, 200) : undefined },
          });
          await queryClient.invalidateQueries({ queryKey: ['jobs'] });
        }}
      >
        <p>
          <span className="mono">{retrying?.name}</span> · {retrying?.lastError}
        </p>
      </ReasonDialog>
    </>
  );
}
