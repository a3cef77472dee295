import { REDEMPTION_STATES, routes, type RedemptionState } from '@wps/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { oneOf, pageOf, waitingFirst } from '../../shared/lists';
import { useMerchantCode } from '../../shared/merchant';
import { urlPaging, useUrlFilters } from '../../shared/searchParams';
import { useCan } from '../../shared/session/operator';
import { MemberCell, ShortText, Stacked, When } from '../../shared/ui/cells';
import { FilterSelect } from '../../shared/ui/Filters';
import { FormField } from '../../shared/ui/FormField';
import { ActionsHeader, ListPage, RowActions, RowButton } from '../../shared/ui/ListPage';
import { SubjectReasonDialog } from '../../shared/ui/ReasonDialog';
import { useMoney } from '../../shared/useMoney';
import { loyaltyKeys, PAGE_SIZE, withLoyaltyError, type Redemption } from './loyaltyApi';
import './loyalty.css';

const FILTERS = ['status', 'page'] as const;
const column = createColumnHelper<Redemption>();
const REMARK_MAX = 300;
/** The queue is read again this often (no live channel carries redemptions). */
const POLL_MS = 30_000;

const STATUS_TONE: Record<RedemptionState, string> = {
  in_progress: 'badge badge--warn',
  approved: 'badge badge--ok',
  rejected: 'badge badge--danger',
};

function StatusBadge({ status }: { status: RedemptionState }) {
  const { t } = useTranslation();
  return <span className={STATUS_TONE[status]}>{t(`loyalty.redemptions.status.${status}`)}</span>;
}

type Deciding = { redemption: Redemption; approve: boolean };

/**
 * Points mall redemptions to fulfil, in progress first: the member, the reward and quantity, the
 * points taken, a cash reward's amount, the receiving address for goods. An editor approves one (a
 * cash reward is paid) or rejects it (its points and stock come back), each with an optional remark
 * for the member and a reason; a decided redemption offers nothing more.
 */
export default function RedemptionsPage() {
  const { t } = useTranslation();
  const merchant = useMerchantCode();
  const canDecide = useCan('editor');
  const queryClient = useQueryClient();
  const [filters, update] = useUrlFilters(FILTERS);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [remark, setRemark] = useState('');
  const [outcome, setOutcome] = useState<string | null>(null);
  const query = {
    status: oneOf(REDEMPTION_STATES, filters.status),
    pageNo: pageOf(filters.page),
    pageSize: PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: [...loyaltyKeys.redemptions(merchant), query],
    queryFn: ({ signal }) =>
      callApi(routes.operatorRedemptions, { params: { merchantCode: merchant }, query, signal }),
    enabled: merchant !== '',
    placeholderData: keepPreviousData,
    refetchInterval: POLL_MS,
  });
  const rows = useMemo(
    () => (list.data ? waitingFirst(list.data.list, (row) => row.status === 'in_progress') : undefined),
    [list.data],
  );
  // The redemptions answer carries no currency: the merchant's (from its settings) is theirs.
  const money = useMoney();
  // A decision moves stock (rejected) and points: the mall's list is read again too.
  const refresh = () => queryClient.invalidateQueries({ queryKey: loyaltyKeys.all(merchant) });

  const columns = useMemo(
    () => [
      column.accessor('createdAt', {
        header: t('loyalty.redemptions.time'),
        cell: (info) => <When value={info.getValue()} />,
      }),
      column.accessor('username', {
        header: t('loyalty.redemptions.member'),
        cell: (info) => (
          <MemberCell merchant={merchant} username={info.getValue()} id={info.row.original.memberId} />
        ),
      }),
      column.accessor('rewardName', {
        header: t('loyalty.redemptions.reward'),
        cell: (info) => <Stacked main={info.getValue() || '—'} sub={`#${info.row.original.rewardId}`} />,
      }),
      column.accessor('quantity', { header: t('loyalty.redemptions.quantity'), meta: { numeric: true } }),
      column.accessor('points', {
        header: t('loyalty.redemptions.points'),
        meta: { numeric: true },
        cell: (info) => info.getValue().toLocaleString('en-US'),
      }),
      column.accessor('amount', {
        header: t('loyalty.redemptions.amount'),
        meta: { numeric: true },
        cell: (info) => money(info.getValue()),
      }),
      column.accessor('address', {
        header: t('loyalty.redemptions.address'),
        cell: (info) => <ShortText text={info.getValue()} />,
      }),
      column.accessor('status', {
        header: t('common.status'),
        cell: (info) => (
          <Stacked
            main={<StatusBadge status={info.getValue()} />}
            sub={info.row.original.decidedAt ? <When value={info.row.original.decidedAt} /> : null}
          />
        ),
      }),
      column.accessor('remark', {
        header: t('loyalty.redemptions.remark'),
        cell: (info) => <ShortText text={info.getValue()} />,
      }),
      column.accessor('decidedBy', {
        header: t('loyalty.redemptions.decidedBy'),
        cell: (info) => info.getValue() ?? <span className="muted">—</span>,
      }),
      column.display({
        id: 'actions',
        header: () => <ActionsHeader />,
        cell: (info) => {
          const redemption = info.row.original;
          if (!canDecide || redemption.status !== 'in_progress') return null;
          const names = { id: redemption.id, username: redemption.username };
          const open = (approve: boolean) => {
            setRemark('');
            setDeciding({ redemption, approve });
          };
          return (
            <RowActions>
              <RowButton
                label={t('loyalty.redemptions.approve')}
                name={t('loyalty.redemptions.approveFor', names)}
                tone="primary"
                onClick={() => open(true)}
              />
              <RowButton
                label={t('loyalty.redemptions.reject')}
                name={t('loyalty.redemptions.rejectFor', names)}
                tone="danger"
                onClick={() => open(false)}
              />
            </RowActions>
          );
        },
      }),
    ],
    [t, merchant, money, canDecide],
  );

  const decide = async ({ redemption, approve }: Deciding, reason: string) => {
    const typed = remark.trim();
    if (typed.length > REMARK_MAX)
      throw new Error(t('loyalty.redemptions.remarkTooLong', { max: REMARK_MAX }));
    const saved = await withLoyaltyError(
      () =>
        callApi(routes.operatorDecideRedemption, {
          params: { merchantCode: merchant, redemptionId: redemption.id },
          body: { approve, reason, ...(typed ? { remark: typed } : {}) },
        }),
      {
        overrides: {
          'points.redemption.state': 'loyalty.redemptions.decidedAlready',
          'not.found': 'loyalty.redemptions.notFound',
        },
        onRefused: refresh,
      },
    );
    setOutcome(
      t(`loyalty.redemptions.decided.${saved.status}`, {
        id: saved.id,
        username: saved.username,
        reward: saved.rewardName,
      }),
    );
    await refresh();
  };

  const filtered = Boolean(query.status);

  return (
    <ListPage
      title={t('loyalty.redemptions.title')}
      description={t('loyalty.redemptions.description')}
      outcome={outcome}
      onDismiss={() => setOutcome(null)}
      columns={columns}
      rows={rows}
      loading={list.isFetching && !list.isRefetching}
      error={list.error}
      empty={filtered ? t('loyalty.redemptions.emptyFiltered') : t('loyalty.redemptions.empty')}
      paging={urlPaging(query.pageNo, list.data?.totalPages, update)}
      toolbar={
        <FilterSelect
          id="redemptions-status"
          label={t('common.status')}
          value={query.status}
          options={REDEMPTION_STATES.map((value) => ({
            value,
            label: t(`loyalty.redemptions.status.${value}`),
          }))}
          onChange={(value) => update({ status: value, page: '' })}
        />
      }
    >
      <SubjectReasonDialog
        subject={deciding}
        title={({ redemption, approve }) =>
          t(approve ? 'loyalty.redemptions.approveTitle' : 'loyalty.redemptions.rejectTitle', {
            id: redemption.id,
            username: redemption.username,
          })
        }
        confirmLabel={({ approve }) =>
          t(approve ? 'loyalty.redemptions.approve' : 'loyalty.redemptions.reject')
        }
        danger={({ approve }) => !approve}
        onClose={() => setDeciding(null)}
        onConfirm={decide}
      >
        {({ redemption: target, approve }) => (
          <div className="stack">
            <p className="loyalty-flat">
              {t('loyalty.redemptions.summary', {
                username: target.username,
                reward: target.rewardName,
                quantity: target.quantity,
                points: target.points.toLocaleString('en-US'),
              })}
            </p>
            <p className="loyalty-flat">
              {approve
                ? target.amount
                  ? t('loyalty.redemptions.approveCash', { amount: money(target.amount) })
                  : t('loyalty.redemptions.approveGoods', { address: target.address ?? '—' })
                : t('loyalty.redemptions.rejectExplain', {
                    points: target.points.toLocaleString('en-US'),
                    quantity: target.quantity,
                  })}
            </p>
            <FormField
              label={t('loyalty.redemptions.remarkForMember')}
              hint={t('loyalty.redemptions.remarkHint', { max: REMARK_MAX })}
            >
              {(control) => (
                <textarea
                  className="input"
                  rows={2}
                  maxLength={REMARK_MAX}
                  value={remark}
                  onChange={(event) => setRemark(event.target.value)}
                  {...control}
                />
              )}
            </FormField>
          </div>
        )}
      </SubjectReasonDialog>
    </ListPage>
  );
}
