import {
  buildPath,
  DEPOSIT_KINDS,
  DEPOSIT_STATUSES,
  routes,
  type DepositStatus,
  type ValueOf,
  ORDER_EXPORT_MAX_ROWS,
} from '@wps/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callApi } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { useCan } from '../../shared/session/operator';
import { DataTable } from '../../shared/ui/DataTable';
import { Dialog } from '../../shared/ui/Dialog';
import { PageHeader } from '../../shared/ui/PageHeader';
import { ReasonDialog } from '../../shared/ui/ReasonDialog';
import { depositDecidable } from './decisions';
import { ExportButton } from '../../shared/ui/ExportButton';
import { financeErrorText, withFinanceError } from './financeError';
import { hasFilters, nextParams, orderListQuery, readOrderList, sortChanges, sortingOf } from './listParams';
import { OrderFilters } from './OrderFilters';
import { Facts, MemberCell, Outcome, QuickViews, When } from './parts';
import { ProofImage } from './ProofImage';
import { financeKeys, PAGE_SIZE, useQueueRefresh, useFinance } from './useFinance';
import './finance.css';

type Deposit = ValueOf<typeof routes.operatorDeposits>['list'][number];
const column = createColumnHelper<Deposit>();

const STATUS_BADGE: Record<DepositStatus, string> = {
  PENDING: 'badge badge--warn',
  PAID: 'badge badge--ok',
  FAILED: 'badge badge--danger',
  CANCELLED: 'badge',
  EXPIRED: 'badge',
  REJECTED: 'badge badge--danger',
};

const REMARK_MAX = 200;

/** The deposit queue: manual transfers to approve or reject, and every gateway order for reference. */
export default function DepositsPage() {
  const { t } = useTranslation();
  const { merchant, ready, format, decimals } = useFinance();
  const canDecide = useCan('editor');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [details, setDetails] = useState<Deposit | null>(null);
  const [deciding, setDeciding] = useState<{ order: Deposit; decision: 'approve' | 'reject' } | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  const state = readOrderList(params, { statuses: DEPOSIT_STATUSES, kinds: DEPOSIT_KINDS });
  const { query, problems } = orderListQuery(state, { decimals, signed: false });
  const apiQuery = {
    ...query,
    status: query.status as DepositStatus | undefined,
    kind: query.kind as (typeof DEPOSIT_KINDS)[number] | undefined,
  };
  const listKey = financeKeys.list(merchant, 'deposits');
  const poll = useQueueRefresh('deposit', listKey);
  const list = useQuery({
    queryKey: [...listKey, apiQuery, state.pageNo],
    queryFn: ({ signal }) =>
      callApi(routes.operatorDeposits, {
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
  const statusText = useCallback((status: string) => t(`finance.deposits.status.${status}`), [t]);
  const loadProof = (orderNo: string, signal: AbortSignal) =>
    callApi(routes.operatorDepositProof, { params: { merchantCode: merchant, orderNo }, signal });

  const columns = useMemo(
    () => [
      column.accessor('createdAt', {
        header: t('finance.createdAt'),
        cell: (info) => <When value={info.getValue()} />,
      }),
      column.accessor('orderNo', {
        header: t('finance.orderNo'),
        enableSorting: false,
        cell: (info) => <span className="mono">{info.getValue()}</span>,
      }),
      column.accessor('username', {
        header: t('finance.member'),
        enableSorting: false,
        cell: (info) => <MemberCell username={info.getValue()} id={info.row.original.memberId} />,
      }),
      column.accessor('method', {
        header: t('finance.deposits.method'),
        enableSorting: false,
        cell: (info) => (
          <span className="finance-stack" title={`${info.getValue()} · ${info.row.original.channel}`}>
            <span>{info.row.original.channel}</span>
            <span className="muted">{t(`finance.deposits.kind.${info.row.original.kind}`)}</span>
          </span>
        ),
      }),
      column.accessor('amount', {
        header: t('finance.amount'),
        meta: { numeric: true },
        cell: (info) => format(info.getValue()),
      }),
      column.accessor('status', {
        header: t('common.status'),
        enableSorting: false,
        cell: (info) => (
          <span className="finance-stack">
            <span className={STATUS_BADGE[info.getValue()]}>{statusText(info.getValue())}</span>
            {info.row.original.hasProof ? <span className="muted">{t('finance.proof.attached')}</span> : null}
          </span>
        ),
      }),
      column.accessor('decidedBy', {
        header: t('finance.decidedBy'),
        enableSorting: false,
        cell: (info) => info.getValue() ?? '—',
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">{t('common.actions')}</span>,
        cell: (info) => {
          const order = info.row.original;
          const review = canDecide && depositDecidable(order);
          return (
            <button
              type="button"
              className={`btn btn--small${review ? ' btn--primary' : ''}`}
              aria-label={t(review ? 'finance.reviewOrder' : 'finance.detailsOrder', {
                orderNo: order.orderNo,
              })}
              onClick={() => setDetails(order)}
            >
              {review ? t('finance.review') : t('finance.details')}
            </button>
          );
        },
      }),
    ],
    [t, format, canDecide, statusText],
  );

  const awaiting =
    state.status === 'PENDING' &&
    state.kind === 'manual' &&
    !state.memberId &&
    !state.from &&
    !state.to &&
    !state.minAmount &&
    !state.maxAmount;
  const filtered = hasFilters(state);
  const decide = async (order: Deposit, decision: 'approve' | 'reject', reason: string) => {
    if (reason.length > REMARK_MAX) throw new Error(t('finance.remarkTooLong', { max: REMARK_MAX }));
    const route = decision === 'approve' ? routes.operatorDepositApprove : routes.operatorDepositReject;
    const answer = await withFinanceError(() =>
      callApi(route, {
        params: { merchantCode: merchant, orderNo: order.orderNo },
        body: { remark: reason || undefined },
      }),
    );
    setOutcome(t('finance.deposits.decided', { orderNo: answer.orderNo, status: statusText(answer.status) }));
    await queryClient.invalidateQueries({ queryKey: listKey });
  };

  return (
    <>
      <PageHeader
        title={t('finance.deposits.title')}
        description={t('finance.deposits.description')}
        actions={
          <ExportButton
            maxRows={ORDER_EXPORT_MAX_ROWS}
            describeError={financeErrorText}
            path={buildPath(routes.operatorDepositExport.path, { merchantCode: merchant })}
            query={apiQuery}
            name={`deposits-${merchant}`}
          />
        }
      />
      <div className="stack">
        <QuickViews
          label={t('finance.views')}
          views={[
            {
              id: 'all',
              label: t('finance.deposits.viewAll'),
              active: !filtered,
              onSelect: () =>
                update({
                  status: undefined,
                  kind: undefined,
                  memberId: undefined,
                  from: undefined,
                  to: undefined,
                  minAmount: undefined,
                  maxAmount: undefined,
                }),
            },
            {
              id: 'awaiting',
              label: t('finance.deposits.viewAwaiting'),
              active: awaiting,
              onSelect: () => update({ status: 'PENDING', kind: 'manual' }),
            },
          ]}
        />
        <Outcome text={outcome} onDismiss={() => setOutcome(null)} />
        <div className="finance-table">
          <DataTable
            caption={t('finance.deposits.title')}
            columns={columns}
            rows={list.data?.list}
            loading={!ready || (list.isFetching && !list.isRefetching)}
            error={list.error}
            rowKey={(row) => row.orderNo}
            sorting={sortingOf(state)}
            onSortingChange={(sorting) => update(sortChanges(sorting))}
            empty={filtered ? t('finance.deposits.emptyFiltered') : t('finance.deposits.empty')}
            paging={{
              kind: 'offset',
              pageNo: state.pageNo,
              pages: list.data?.totalPages ?? 1,
              total: list.data?.total,
              onPage: (page) => update({ page: String(page) }),
            }}
            toolbar={
              <OrderFilters
                id="deposits"
                state={state}
                problems={problems}
                statuses={DEPOSIT_STATUSES}
                statusLabel={statusText}
                kinds={DEPOSIT_KINDS}
                kindLabel={(kind) => t(`finance.deposits.kind.${kind}`)}
                onChange={update}
              />
            }
          />
        </div>
      </div>

      <Dialog
        open={details !== null}
        title={t('finance.deposits.detailsTitle', { orderNo: details?.orderNo ?? '' })}
        onClose={() => setDetails(null)}
        wide
        footer={
          details && canDecide && depositDecidable(details) ? (
            <>
              <button
                type="button"
                className="btn btn--danger"
                onClick={() => {
                  setDeciding({ order: details, decision: 'reject' });
                  setDetails(null);
                }}
              >
                {t('finance.reject')}
              </button>
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => {
                  setDeciding({ order: details, decision: 'approve' });
                  setDetails(null);
                }}
              >
                {t('finance.deposits.approveConfirm')}
              </button>
            </>
          ) : undefined
        }
      >
        {details ? (
          <>
            <Facts
              rows={[
                [t('finance.orderNo'), details.orderNo, true],
                [
                  t('common.status'),
                  <span key="status" className={STATUS_BADGE[details.status]}>
                    {statusText(details.status)}
                  </span>,
                ],
                [
                  t('finance.member'),
                  `${details.username} (${t('finance.memberId', { id: details.memberId })})`,
                ],
                [t('finance.deposits.method'), `${details.method} · ${details.channel}`],
                [t('finance.filter.kind'), t(`finance.deposits.kind.${details.kind}`)],
                [t('finance.amount'), format(details.amount)],
                [t('finance.deposits.fee'), format(details.fee)],
                [t('finance.deposits.payerName'), details.payerName],
                [t('finance.deposits.reference'), details.reference, true],
                [t('finance.createdAt'), dateTime(details.createdAt)],
                [t('finance.completedAt'), details.completedAt ? dateTime(details.completedAt) : null],
                [t('finance.decidedBy'), details.decidedBy],
                [t('finance.remark'), details.remark],
              ]}
            />
            {details.kind === 'gateway' && details.status === 'PENDING' ? (
              <p className="note">{t('finance.deposits.gatewayPending')}</p>
            ) : null}
            {details.hasProof ? (
              <section className="stack finance-section" aria-label={t('finance.proof.title')}>
                <h3>{t('finance.proof.title')}</h3>
                <ProofImage orderNo={details.orderNo} load={loadProof} queryKey={listKey} />
              </section>
            ) : details.kind === 'manual' ? (
              <p className="muted">{t('finance.proof.noneSent')}</p>
            ) : null}
          </>
        ) : null}
      </Dialog>

      <ReasonDialog
        open={deciding !== null}
        title={
          deciding?.decision === 'reject'
            ? t('finance.deposits.rejectTitle')
            : t('finance.deposits.approveTitle')
        }
        confirmLabel={
          deciding?.decision === 'reject' ? t('finance.reject') : t('finance.deposits.approveConfirm')
        }
        danger={deciding?.decision === 'reject'}
        reasonRequired={deciding?.decision === 'reject'}
        onClose={() => setDeciding(null)}
        onConfirm={(reason) =>
          deciding ? decide(deciding.order, deciding.decision, reason) : Promise.resolve()
        }
      >
        {deciding ? (
          <>
            <p>
              {deciding.decision === 'reject'
                ? t('finance.deposits.rejectExplain')
                : t('finance.deposits.approveExplain', { amount: format(deciding.order.amount) })}
            </p>
            <Facts
              rows={[
                [t('finance.orderNo'), deciding.order.orderNo, true],
                [
                  t('finance.member'),
                  `${deciding.order.username} (${t('finance.memberId', { id: deciding.order.memberId })})`,
                ],
                [t('finance.amount'), format(deciding.order.amount)],
                [t('finance.deposits.payerName'), deciding.order.payerName],
                [t('finance.deposits.reference'), deciding.order.reference, true],
                [t('finance.deposits.method'), `${deciding.order.method} · ${deciding.order.channel}`],
              ]}
            />
          </>
        ) : null}
      </ReasonDialog>
    </>
  );
}
