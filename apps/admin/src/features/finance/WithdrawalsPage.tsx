import {
  buildPath,
  routes,
  WITHDRAWAL_STATUSES,
  type ValueOf,
  type WithdrawalStatus,
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
import { riskFlags, withdrawalChoice, type WithdrawalChoice } from './decisions';
import { ExportButton } from '../../shared/ui/ExportButton';
import { financeErrorText, withFinanceError } from './financeError';
import {
  hasFilters,
  nextParams,
  orderListQuery,
  readOrderList,
  resolveStage,
  sortChanges,
  sortingOf,
} from './listParams';
import { OrderFilters } from './OrderFilters';
import { Facts, MemberCell, Outcome, QuickViews, When } from './parts';
import { ProofImage } from './ProofImage';
import { financeKeys, PAGE_SIZE, useQueueRefresh, useFinance } from './useFinance';
import './finance.css';

type Withdrawal = ValueOf<typeof routes.operatorWithdrawals>['list'][number];
const column = createColumnHelper<Withdrawal>();

const STATUS_BADGE: Record<WithdrawalStatus, string> = {
  PENDING: 'badge badge--warn',
  AWAITING_SECOND_APPROVAL: 'badge badge--info',
  PAID: 'badge badge--ok',
  REJECTED: 'badge badge--danger',
  RECEIVED: 'badge badge--ok',
  NOT_RECEIVED: 'badge badge--danger',
  AUTO_RECEIVED: 'badge badge--ok',
};

const REMARK_MAX = 200;
/** `?stage=` of links into the queue (the dashboard's counts): the status each stands for. */
const STAGES = { first: 'PENDING', second: 'AWAITING_SECOND_APPROVAL' };
const FILTER_KEYS = ['status', 'memberId', 'from', 'to', 'minAmount', 'maxAmount'] as const;

/** The risk hints of an order as badges (a list, so a screen reader hears how many). */
function RiskBadges({ order }: { order: Withdrawal }) {
  const { t } = useTranslation();
  const flags = riskFlags(order.risk);
  if (!order.risk) return <span className="muted">—</span>;
  if (flags.length === 0)
    return <span className="badge badge--ok">{t('finance.withdrawals.risk.none')}</span>;
  return (
    <ul className="finance-badges">
      {flags.map((flag) => (
        <li key={flag.key}>
          <span className={`badge badge--${flag.level}`}>{t(`finance.withdrawals.risk.${flag.key}`)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Everything the risk hints say, with their dates and the turnover figures. */
function RiskDetails({ order, format }: { order: Withdrawal; format: (amount: string) => string }) {
  const { t } = useTranslation();
  const risk = order.risk;
  if (!risk) return null;
  const flags = riskFlags(risk);
  return (
    <section className="stack finance-section" aria-labelledby={`risk-${order.orderNo}`}>
      <h3 id={`risk-${order.orderNo}`}>{t('finance.withdrawals.risk.title')}</h3>
      {flags.length === 0 ? (
        <p className="note note--ok">{t('finance.withdrawals.risk.noneLong')}</p>
      ) : (
        <ul className="finance-risks">
          {flags.map((flag) => (
            <li key={flag.key} className={`note note--${flag.level === 'danger' ? 'error' : 'warn'}`}>
              {t(`finance.withdrawals.risk.${flag.key}Long`)}
            </li>
          ))}
        </ul>
      )}
      <Facts
        rows={[
          [t('finance.withdrawals.risk.accountAdded'), dateTime(risk.payoutAccountAddedAt)],
          [
            t('finance.withdrawals.risk.passwordChanged'),
            risk.passwordChangedAt ? dateTime(risk.passwordChangedAt) : t('finance.withdrawals.risk.never'),
          ],
          [t('finance.withdrawals.risk.turnoverRequired'), format(risk.turnover.required)],
          [t('finance.withdrawals.risk.turnoverCompleted'), format(risk.turnover.completed)],
          [t('finance.withdrawals.risk.turnoverRemaining'), format(risk.turnover.remaining)],
        ]}
      />
    </section>
  );
}

/** What approving will do, in words. */
function approvalText(
  t: (key: string, options?: Record<string, unknown>) => string,
  order: Withdrawal,
  choice: WithdrawalChoice,
  format: (amount: string) => string,
): string {
  if (choice.approval === 'first')
    return t('finance.withdrawals.approveFirstExplain', { threshold: format(order.approval.threshold) });
  if (choice.approval === 'second')
    return t('finance.withdrawals.approveSecondExplain', {
      name: order.approval.firstApprovedBy ?? '—',
      receive: format(order.receive),
    });
  return t('finance.withdrawals.approvePayExplain', { receive: format(order.receive) });
}

/**
 * The withdrawal queue: approve (pay out) or reject each request, with the member's risk hints and the
 * maker-checker state; above the threshold two different operators approve.
 */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const { merchant, ready, format, decimals, me } = useFinance();
  const canDecide = useCan('editor');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [details, setDetails] = useState<Withdrawal | null>(null);
  const [deciding, setDeciding] = useState<{ order: Withdrawal; decision: 'approve' | 'reject' } | null>(
    null,
  );
  const [outcome, setOutcome] = useState<string | null>(null);

  const state = readOrderList(resolveStage(params, STAGES), { statuses: WITHDRAWAL_STATUSES });
  const { query, problems } = orderListQuery(state, { decimals, signed: false });
  const apiQuery = { ...query, status: query.status as WithdrawalStatus | undefined, kind: undefined };
  const listKey = financeKeys.list(merchant, 'withdrawals');
  const poll = useQueueRefresh('withdrawal', listKey);
  const list = useQuery({
    queryKey: [...listKey, apiQuery, state.pageNo],
    queryFn: ({ signal }) =>
      callApi(routes.operatorWithdrawals, {
        params: { merchantCode: merchant },
        query: { ...apiQuery, pageNo: state.pageNo, pageSize: PAGE_SIZE },
        signal,
      }),
    enabled: ready,
    placeholderData: keepPreviousData,
    refetchInterval: poll,
  });
  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => nextParams(resolveStage(current, STAGES), changes));
  const only = (status: WithdrawalStatus | undefined) =>
    update({ ...Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])), status });
  const statusText = useCallback((status: string) => t(`finance.withdrawals.status.${status}`), [t]);
  const loadProof = (orderNo: string, signal: AbortSignal) =>
    callApi(routes.operatorWithdrawalProof, { params: { merchantCode: merchant, orderNo }, signal });

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
      column.accessor('amount', {
        header: t('finance.amount'),
        meta: { numeric: true },
        cell: (info) => (
          <span className="finance-stack">
            <span>{format(info.getValue())}</span>
            <span className="muted">
              {t('finance.withdrawals.receiveShort', { amount: format(info.row.original.receive) })}
            </span>
          </span>
        ),
      }),
      column.accessor('status', {
        header: t('common.status'),
        enableSorting: false,
        cell: (info) => {
          const order = info.row.original;
          return (
            <span className="finance-stack">
              <span className={STATUS_BADGE[info.getValue()]}>{statusText(info.getValue())}</span>
              {order.approval.needsSecondApprover && order.approval.firstApprovedBy ? (
                <span className="muted">
                  {t('finance.withdrawals.firstBy', { name: order.approval.firstApprovedBy })}
                </span>
              ) : null}
              {canDecide && withdrawalChoice(order, me)?.approveBlocked ? (
                <span className="muted">{t('finance.withdrawals.awaitingOther')}</span>
              ) : order.approval.needsSecondApprover && order.status === 'PENDING' ? (
                <span className="muted">{t('finance.withdrawals.twoApprovals')}</span>
              ) : null}
              {order.hasProof ? <span className="muted">{t('finance.proof.attached')}</span> : null}
            </span>
          );
        },
      }),
      column.display({
        id: 'risk',
        header: t('finance.withdrawals.risk.title'),
        cell: (info) => <RiskBadges order={info.row.original} />,
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">{t('common.actions')}</span>,
        cell: (info) => {
          const order = info.row.original;
          const choice = withdrawalChoice(order, me);
          const review = canDecide && choice !== null && choice.approveBlocked === null;
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
    [t, format, canDecide, me, statusText],
  );

  const decide = async (order: Withdrawal, decision: 'approve' | 'reject', reason: string) => {
    if (reason.length > REMARK_MAX) throw new Error(t('finance.remarkTooLong', { max: REMARK_MAX }));
    const route = decision === 'approve' ? routes.operatorWithdrawalApprove : routes.operatorWithdrawalReject;
    const answer = await withFinanceError(() =>
      callApi(route, {
        params: { merchantCode: merchant, orderNo: order.orderNo },
        body: { remark: reason || undefined },
      }),
    );
    setOutcome(
      answer.status === 'AWAITING_SECOND_APPROVAL'
        ? t('finance.withdrawals.decidedFirst', { orderNo: answer.orderNo })
        : t('finance.withdrawals.decided', { orderNo: answer.orderNo, status: statusText(answer.status) }),
    );
    await queryClient.invalidateQueries({ queryKey: listKey });
  };

  const filtered = hasFilters(state);
  const onlyStatus = !state.memberId && !state.from && !state.to && !state.minAmount && !state.maxAmount;
  const detailsChoice = details ? withdrawalChoice(details, me) : null;
  const decidingChoice = deciding ? withdrawalChoice(deciding.order, me) : null;

  return (
    <>
      <PageHeader
        title={t('finance.withdrawals.title')}
        description={t('finance.withdrawals.description')}
        actions={
          <ExportButton
            maxRows={ORDER_EXPORT_MAX_ROWS}
            describeError={financeErrorText}
            path={buildPath(routes.operatorWithdrawalExport.path, { merchantCode: merchant })}
            query={apiQuery}
            name={`withdrawals-${merchant}`}
          />
        }
      />
      <div className="stack">
        <QuickViews
          label={t('finance.views')}
          views={[
            {
              id: 'all',
              label: t('finance.withdrawals.viewAll'),
              active: !filtered,
              onSelect: () => only(undefined),
            },
            ...(['PENDING', 'AWAITING_SECOND_APPROVAL', 'NOT_RECEIVED'] as const).map((status) => ({
              id: status,
              label: t(`finance.withdrawals.view.${status}`),
              active: onlyStatus && state.status === status,
              onSelect: () => only(status),
            })),
          ]}
        />
        <Outcome text={outcome} onDismiss={() => setOutcome(null)} />
        <div className="finance-table">
          <DataTable
            caption={t('finance.withdrawals.title')}
            columns={columns}
            rows={list.data?.list}
            loading={!ready || (list.isFetching && !list.isRefetching)}
            error={list.error}
            rowKey={(row) => row.orderNo}
            sorting={sortingOf(state)}
            onSortingChange={(sorting) => update(sortChanges(sorting))}
            empty={filtered ? t('finance.withdrawals.emptyFiltered') : t('finance.withdrawals.empty')}
            paging={{
              kind: 'offset',
              pageNo: state.pageNo,
              pages: list.data?.totalPages ?? 1,
              total: list.data?.total,
              onPage: (page) => update({ page: String(page) }),
            }}
            toolbar={
              <OrderFilters
                id="withdrawals"
                state={state}
                problems={problems}
                statuses={WITHDRAWAL_STATUSES}
                statusLabel={statusText}
                onChange={update}
              />
            }
          />
        </div>
      </div>

      <Dialog
        open={details !== null}
        title={t('finance.withdrawals.detailsTitle', { orderNo: details?.orderNo ?? '' })}
        onClose={() => setDetails(null)}
        wide
        footer={
          details && canDecide && detailsChoice ? (
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
                disabled={detailsChoice.approveBlocked !== null}
                onClick={() => {
                  setDeciding({ order: details, decision: 'approve' });
                  setDetails(null);
                }}
              >
                {t(`finance.withdrawals.approve.${detailsChoice.approval}`)}
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
                [t('finance.amount'), format(details.amount)],
                [t('finance.withdrawals.charge'), format(details.charge)],
                [t('finance.withdrawals.receive'), format(details.receive)],
                [t('finance.withdrawals.bank'), details.bankName],
                [t('finance.withdrawals.accountName'), details.accountName],
                [t('finance.withdrawals.accountNumber'), details.accountNumber, true],
                [t('finance.createdAt'), dateTime(details.createdAt)],
                [t('finance.withdrawals.paidAt'), details.paidAt ? dateTime(details.paidAt) : null],
                [
                  t('finance.withdrawals.autoReceiveAt'),
                  details.autoReceiveAt ? dateTime(details.autoReceiveAt) : null,
                ],
                [
                  t('finance.withdrawals.approvals'),
                  details.approval.needsSecondApprover
                    ? t('finance.withdrawals.twoApprovalsAbove', {
                        threshold: format(details.approval.threshold),
                      })
                    : t('finance.withdrawals.oneApproval'),
                ],
                [
                  t('finance.withdrawals.firstApprovedBy'),
                  details.approval.firstApprovedBy
                    ? details.approval.firstApprovedAt
                      ? `${details.approval.firstApprovedBy} · ${dateTime(details.approval.firstApprovedAt)}`
                      : details.approval.firstApprovedBy
                    : null,
                ],
                [t('finance.decidedBy'), details.decidedBy],
                [t('finance.remark'), details.remark],
              ]}
            />
            {detailsChoice?.approveBlocked ? (
              <p className="note note--warn">{t('finance.withdrawals.sameOperator')}</p>
            ) : null}
            <RiskDetails order={details} format={format} />
            {details.hasProof ? (
              <section
                className="stack finance-section"
                aria-label={t('finance.withdrawals.notReceivedProof')}
              >
                <h3>{t('finance.withdrawals.notReceivedProof')}</h3>
                <ProofImage orderNo={details.orderNo} load={loadProof} queryKey={listKey} />
              </section>
            ) : null}
          </>
        ) : null}
      </Dialog>

      <ReasonDialog
        open={deciding !== null}
        title={
          deciding?.decision === 'reject'
            ? t('finance.withdrawals.rejectTitle')
            : t(`finance.withdrawals.approveTitle.${decidingChoice?.approval ?? 'pay'}`)
        }
        confirmLabel={
          deciding?.decision === 'reject'
            ? t('finance.withdrawals.rejectConfirm')
            : t(`finance.withdrawals.approve.${decidingChoice?.approval ?? 'pay'}`)
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
                ? t('finance.withdrawals.rejectExplain', { amount: format(deciding.order.amount) })
                : decidingChoice
                  ? approvalText(t, deciding.order, decidingChoice, format)
                  : null}
            </p>
            <Facts
              rows={[
                [t('finance.orderNo'), deciding.order.orderNo, true],
                [
                  t('finance.member'),
                  `${deciding.order.username} (${t('finance.memberId', { id: deciding.order.memberId })})`,
                ],
                [t('finance.amount'), format(deciding.order.amount)],
                [t('finance.withdrawals.receive'), format(deciding.order.receive)],
                [
                  t('finance.withdrawals.payoutAccount'),
                  `${deciding.order.bankName} · ${deciding.order.accountName} · ${deciding.order.accountNumber}`,
                ],
              ]}
            />
            {riskFlags(deciding.order.risk).length > 0 ? (
              <ul className="finance-risks">
                {riskFlags(deciding.order.risk).map((flag) => (
                  <li key={flag.key} className={`note note--${flag.level === 'danger' ? 'error' : 'warn'}`}>
                    {t(`finance.withdrawals.risk.${flag.key}Long`)}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </ReasonDialog>
    </>
  );
}
