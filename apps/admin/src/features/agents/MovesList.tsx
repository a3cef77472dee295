import { routes } from '@wps/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { DataTable } from '../../shared/ui/DataTable';
import { FilterSelect } from '../../shared/ui/Filters';
import { ReasonDialog } from '../../shared/ui/ReasonDialog';
import { agentKeys, PAGE_SIZE, type TeamMove } from './agentsApi';
import { Party, When } from './parts';

const MOVE_STATES = ['pending', 'applied', 'cancelled'] as const;
type MoveState = (typeof MOVE_STATES)[number];

const STATE_BADGE: Record<MoveState, string> = {
  pending: 'badge badge--warn',
  applied: 'badge badge--ok',
  cancelled: 'badge',
};

const column = createColumnHelper<TeamMove>();

/** Moves between uplines, newest first: pending ones (cancellable by an editor) and done ones. */
export function MovesList({
  merchant,
  state,
  pageNo,
  onChange,
  onCancelled,
  canCancel,
}: {
  merchant: string;
  state: string;
  pageNo: number;
  onChange: (changes: { state?: string; page?: string }) => void;
  onCancelled: (move: TeamMove) => Promise<void> | void;
  canCancel: boolean;
}) {
  const { t } = useTranslation();
  const [cancelling, setCancelling] = useState<TeamMove | null>(null);
  const stateFilter = (MOVE_STATES as readonly string[]).includes(state) ? (state as MoveState) : undefined;
  const query = { state: stateFilter, pageNo, pageSize: PAGE_SIZE };
  const list = useQuery({
    queryKey: [...agentKeys.moves(merchant), query],
    queryFn: ({ signal }) =>
      callApi(routes.operatorTeamMoves, { params: { merchantCode: merchant }, query, signal }),
    enabled: merchant !== '',
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(() => {
    const upline = (party: TeamMove['from']) =>
      party ? <Party party={party} /> : <span className="muted">{t('agents.move.top')}</span>;
    return [
      column.accessor('id', { header: t('common.id'), meta: { numeric: true } }),
      column.accessor('member', {
        header: t('agents.move.member'),
        cell: (info) => <Party party={info.getValue()} />,
      }),
      column.accessor('from', { header: t('agents.move.from'), cell: (info) => upline(info.getValue()) }),
      column.accessor('to', { header: t('agents.move.to'), cell: (info) => upline(info.getValue()) }),
      column.accessor('effectiveAt', {
        header: t('agents.move.effectiveAt'),
        cell: (info) => <When value={info.getValue()} />,
      }),
      column.accessor('state', {
        header: t('common.status'),
        cell: (info) => (
          <span className={STATE_BADGE[info.getValue()]}>{t(`agents.move.state.${info.getValue()}`)}</span>
        ),
      }),
      column.accessor('requestedBy', { header: t('agents.move.requestedBy') }),
      column.accessor('reason', {
        header: t('common.reason'),
        cell: (info) => <span className="agents-reason">{info.getValue()}</span>,
      }),
      column.accessor('createdAt', {
        header: t('common.createdAt'),
        cell: (info) => <When value={info.getValue()} />,
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">{t('common.actions')}</span>,
        cell: (info) =>
          canCancel && info.row.original.state === 'pending' ? (
            <div className="row-actions">
              <button
                type="button"
                className="btn btn--small"
                aria-label={t('agents.move.cancelFor', { username: info.row.original.member.username })}
                onClick={() => setCancelling(info.row.original)}
              >
                {t('agents.move.cancel')}
              </button>
            </div>
          ) : null,
      }),
    ];
  }, [t, canCancel]);
  return (
    <>
      <div className="agents-table">
        <DataTable
          caption={t('agents.move.listTitle')}
          columns={columns}
          rows={list.data?.list}
          loading={list.isFetching}
          error={list.error}
          rowKey={(row) => String(row.id)}
          empty={t('agents.move.empty')}
          paging={{
            kind: 'offset',
            pageNo,
            pages: list.data?.totalPages ?? 1,
            onPage: (page) => onChange({ page: String(page) }),
          }}
          toolbar={
            <FilterSelect
              id="moves-state"
              label={t('common.status')}
              value={stateFilter}
              options={MOVE_STATES.map((value) => ({ value, label: t(`agents.move.state.${value}`) }))}
              onChange={(value) => onChange({ state: value, page: '' })}
            />
          }
        />
      </div>
      {cancelling ? (
        <ReasonDialog
          open
          title={t('agents.move.cancelTitle', { username: cancelling.member.username })}
          confirmLabel={t('agents.move.cancelConfirm')}
          danger
          onClose={() => setCancelling(null)}
          onConfirm={async (reason) => {
            const answer = await callApi(routes.operatorCancelMove, {
              params: { merchantCode: merchant, moveId: cancelling.id },
              body: { reason },
            });
            await onCancelled(answer);
          }}
        >
          <p>{t('agents.move.cancelExplain')}</p>
        </ReasonDialog>
      ) : null}
    </>
  );
}
