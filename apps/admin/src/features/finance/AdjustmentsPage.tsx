import { ADJUSTMENT_STATUSES, buildPath, routes, type ValueOf, ORDER_EXPORT_MAX_ROWS } from '@wps/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callApi } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { useCan } from '../../shared/session/operator';
import { DataTable } from '../../shared/ui/DataTable';
import { PageHeader } from '../../shared/ui/PageHeader';
import { ReasonDialog } from '../../shared/ui/ReasonDialog';
import { AdjustmentDialog, type Adjustment } from './AdjustmentDialog';
import { adjustmentChoice } from './decisions';
import { ExportButton } from '../../shared/ui/ExportButton';
import { financeErrorText, withFinanceError } from './financeError';
import { hasFilters, nextParams, orderListQuery, readOrderList, sortChanges, sortingOf } from './listParams';
import { OrderFilters } from './OrderFilters';
import { Facts, MemberCell, Outcome, QuickViews, When } from './parts';
import { financeKeys, PAGE_SIZE, useQueueRefresh, useFinance } from './useFinance';
import './finance.css';

type Row = ValueOf<typeof routes.operatorAdjustments>['list'][number];
type Status = (typeof ADJUSTMENT_STATUSES)[number];
const column = createColumnHelper<Row>();

const STATUS_BADGE: Record<Status, string> = {
  PENDING: 'badge badge--warn',
  APPROVED: 'badge badge--ok',
  REJECTED: 'badge badge--danger',
};
const REMARK_MAX = 200;

/**
 * Manual balance adjustments (maker-checker): an editor credits or debits a member with a reason; above
 * the merchant's threshold another operator approves or rejects it.
 */
export default function AdjustmentsPage() {
  const { t } = useTranslation();
  const { merchant, ready, format, formatSigned, decimals, me, money } = useFinance();
  const canDecide = useCan('editor');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [deciding, setDeciding] = useState<{ row: Row; decision: 'approve' | 'reject' } | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  // `?new=<member id or name>` opens the form for that member (links from a member's page).
  const creating = params.get('new');
  const state = readOrderList(params, { statuses: ADJUSTMENT_STATUSES });
  const { query, problems } = orderListQuery(state, { decimals, signed: true });
  const apiQuery = { ...query, status: query.status as Status | undefined, kind: undefined };
  const listKey = financeKeys.list(merchant, 'adjustments');
  const poll = useQueueRefresh('adjustment', listKey);
  const list = useQuery({
    queryKey: [...listKey, apiQuery, state.pageNo],
    queryFn: ({ signal }) =>
      callApi(routes.operatorAdjustments, {
        params: { merchantCode: merchant },
        query: { ...apiQuery, pageNo: state.pageNo, pageSize: PAGE_SIZE },
        signal,
      }),
    enabled: ready,
    placeholderData: keepPreviousData,
    refetchInterval: poll,
  });
  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => nextParams(current, changes));
  const setCreating = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete('new');
        else next.set('new', value);
        return next;
      },
      { replace: value === null },
    );
  const statusText = useCallback((status: string) => t(`finance.adjustments.status.${status}`), [t]);

  const columns = useMemo(
    () => [
      column.accessor('createdAt', {
        header: t('finance.createdAt'),
        cell: (info) => <When value={info.getValue()} />,
      }),
      column.accessor('id', {
        header: t('common.id'),
        enableSorting: false,
        meta: { numeric: true },
      }),
      column.accessor('username', {
        header: t('finance.member'),
        enableSorting: false,
        cell: (info) => <MemberCell username={info.getValue()} id={info.row.original.memberId} />,
      }),
      column.accessor('amount', {
        header: t('finance.amount'),
        meta: { numeric: true },
        cell: (info) => {
          const debit = info.getValue().startsWith('-');
          return (
            <span className={debit ? 'finance-debit' : 'finance-credit'}>
              {formatSigned(info.getValue())}
            </span>
          );
        },
      }),
      column.accessor('reason', {
        header: t('common.reason'),
        enableSorting: false,
        cell: (info) => <span className="finance-reason">{info.getValue()}</span>,
      }),
      column.accessor('status', {
        header: t('common.status'),
        enableSorting: false,
        cell: (info) => <span className={STATUS_BADGE[info.getValue()]}>{statusText(info.getValue())}</span>,
      }),
      column.accessor('createdBy', {
        header: t('finance.adjustments.maker'),
        enableSorting: false,
      }),
      column.accessor('decidedBy', {
        header: t('finance.adjustments.checker'),
        enableSorting: false,
        cell: (info) => info.getValue() ?? '—',
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">{t('common.actions')}</span>,
        cell: (info) => {
          const row = info.row.original;
          const choice = adjustmentChoice(row, me);
          if (!canDecide || !choice) return null;
          if (choice.blocked)
            return (
              <span className="badge" title={t('finance.adjustments.makerBlocked')}>
                {t('finance.adjustments.awaitingOther')}
              </span>
            );
          return (
            <span className="finance-actions">
              <button
                type="button"
                className="btn btn--small btn--primary"
                onClick={() => setDeciding({ row, decision: 'approve' })}
              >
                {t('finance.approve')}
              </button>
              <button
                type="button"
                className="btn btn--small btn--danger"
                onClick={() => setDeciding({ row, decision: 'reject' })}
              >
                {t('finance.reject')}
              </button>
            </span>
          );
        },
      }),
    ],
    [t, formatSigned, canDecide, me, statusText],
  );

  const created = async (adjustment: Adjustment) => {
    setOutcome(
      adjustment.status === 'PENDING'
        ? t('finance.adjustments.createdPending', { id: adjustment.id })
        : t('finance.adjustments.createdPosted', {
            id: adjustment.id,
            amount: formatSigned(adjustment.amount),
            member: adjustment.username,
          }),
    );
    await queryClient.invalidateQueries({ queryKey: financeKeys.all(merchant) });
  };
  const decide = async (row: Row, decision: 'approve' | 'reject', reason: string) => {
    if (reason.length > REMARK_MAX) throw new Error(t('finance.remarkTooLong', { max: REMARK_MAX }));
    const answer = await withFinanceError(() =>
      callApi(routes.operatorAdjustmentDecide, {
        params: { merchantCode: merchant, id: row.id, decision },
        body: { remark: reason || undefined },
      }),
    );
    setOutcome(t('finance.adjustments.decided', { id: answer.id, status: statusText(answer.status) }));
    await queryClient.invalidateQueries({ queryKey: financeKeys.all(merchant) });
  };

  const filtered = hasFilters(state);
  const onlyPending =
    state.status === 'PENDING' &&
    !state.memberId &&
    !state.from &&
    !state.to &&
    !state.minAmount &&
    !state.maxAmount;
  return (
    <>
      <PageHeader
        title={t('finance.adjustments.title')}
        description={
          money
            ? t('finance.adjustments.descriptionThreshold', {
                threshold: format(money.adjustmentSecondApprovalAbove),
              })
            : t('finance.adjustments.description')
        }
        actions={
          <div className="finance-header-actions">
            <ExportButton
              maxRows={ORDER_EXPORT_MAX_ROWS}
              describeError={financeErrorText}
              path={buildPath(routes.operatorAdjustmentExport.path, { merchantCode: merchant })}
              query={apiQuery}
              name={`adjustments-${merchant}`}
            />
            {canDecide ? (
              <button type="button" className="btn btn--primary" onClick={() => setCreating(state.memberId)}>
                {t('finance.adjustments.create')}
              </button>
            ) : null}
          </div>
        }
      />
      <div className="stack">
        <QuickViews
          label={t('finance.views')}
          views={[
            {
              id: 'all',
              label: t('finance.adjustments.viewAll'),
              active: !filtered,
              onSelect: () =>
                update({
                  status: undefined,
                  memberId: undefined,
                  from: undefined,
                  to: undefined,
                  minAmount: undefined,
                  maxAmount: undefined,
                }),
            },
            {
              id: 'pending',
              label: t('finance.adjustments.viewPending'),
              active: onlyPending,
              onSelect: () =>
                update({
                  status: 'PENDING',
                  memberId: undefined,
                  from: undefined,
                  to: undefined,
                  minAmount: undefined,
                  maxAmount: undefined,
                }),
            },
          ]}
        />
        <Outcome text={outcome} onDismiss={() => setOutcome(null)} />
        <div className="finance-table">
          <DataTable
            caption={t('finance.adjustments.title')}
            columns={columns}
            rows={list.data?.list}
            loading={!ready || (list.isFetching && !list.isRefetching)}
            error={list.error}
            rowKey={(row) => String(row.id)}
            sorting={sortingOf(state)}
            onSortingChange={(sorting) => update(sortChanges(sorting))}
            empty={filtered ? t('finance.adjustments.emptyFiltered') : t('finance.adjustments.empty')}
            paging={{
              kind: 'offset',
              pageNo: state.pageNo,
              pages: list.data?.totalPages ?? 1,
              total: list.data?.total,
              onPage: (page) => update({ page: String(page) }),
            }}
            toolbar={
              <OrderFilters
                id="adjustments"
                state={state}
                problems={problems}
                statuses={ADJUSTMENT_STATUSES}
                statusLabel={statusText}
                signedAmounts
                onChange={update}
              />
            }
          />
        </div>
      </div>

      {canDecide ? (
        <AdjustmentDialog
          open={creating !== null}
          initialMember={creating ?? ''}
          onClose={() => setCreating(null)}
          onDone={created}
        />
      ) : null}

      <ReasonDialog
        open={deciding !== null}
        title={
          deciding?.decision === 'reject'
            ? t('finance.adjustments.rejectTitle')
            : t('finance.adjustments.approveTitle')
        }
        confirmLabel={deciding?.decision === 'reject' ? t('finance.reject') : t('finance.approve')}
        danger={deciding?.decision === 'reject'}
        reasonRequired={deciding?.decision === 'reject'}
        onClose={() => setDeciding(null)}
        onConfirm={(reason) =>
          deciding ? decide(deciding.row, deciding.decision, reason) : Promise.resolve()
        }
      >
        {deciding ? (
          <>
            <p>
              {deciding.decision === 'reject'
                ? t('finance.adjustments.rejectExplain')
                : t(
                    deciding.row.amount.startsWith('-')
                      ? 'finance.adjustments.approveExplainDebit'
                      : 'finance.adjustments.approveExplainCredit',
                    { amount: format(deciding.row.amount.replace(/^-/, '')), member: deciding.row.username },
                  )}
            </p>
            <Facts
              rows={[
                [t('common.id'), String(deciding.row.id), true],
                [
                  t('finance.member'),
                  `${deciding.row.username} (${t('finance.memberId', { id: deciding.row.memberId })})`,
                ],
                [t('finance.amount'), formatSigned(deciding.row.amount)],
                [t('common.reason'), deciding.row.reason],
                [t('finance.adjustments.maker'), deciding.row.createdBy],
                [t('finance.createdAt'), dateTime(deciding.row.createdAt)],
              ]}
            />
          </>
        ) : null}
      </ReasonDialog>
    </>
  );
}
