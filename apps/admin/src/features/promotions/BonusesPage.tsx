import { BONUS_STATES, routes } from '@wps/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { idOf, oneOf, pageOf } from '../../shared/lists';
import { useMerchantCode } from '../../shared/merchant';
import { urlPaging, useUrlFilters } from '../../shared/searchParams';
import { useCan } from '../../shared/session/operator';
import { MemberCell, Stacked, When } from '../../shared/ui/cells';
import { FilterSelect, SearchBox } from '../../shared/ui/Filters';
import { ActionsHeader, ListPage, RowActions, RowButton } from '../../shared/ui/ListPage';
import { SubjectReasonDialog } from '../../shared/ui/ReasonDialog';
import { useMoney } from '../../shared/useMoney';
import { useActivityChoices } from './hooks';
import { IssueDialog } from './IssueDialog';
import { ActivityFilter, BonusStateBadge } from './parts';
import { PAGE_SIZE, promotionKeys, withPromotionError, type PromotionBonus } from './promotionsApi';
import './promotions.css';

const FILTERS = ['state', 'activity', 'username', 'page'] as const;
const column = createColumnHelper<PromotionBonus>();
/** Claims held for review are read again this often (no live channel carries them). */
const POLL_MS = 30_000;

type Action = { bonus: PromotionBonus; kind: 'approve' | 'reject' | 'forfeit' };

/**
 * Every bonus of the merchant with its turnover and the flags that held a claim for review. An
 * editor pays or rejects a held claim and issues a reward to a member; an admin forfeits an active
 * bonus (each with a reason).
 */
export default function BonusesPage() {
  const { t } = useTranslation();
  const merchant = useMerchantCode();
  const canDecide = useCan('editor');
  const canForfeit = useCan('admin');
  const queryClient = useQueryClient();
  const [filters, update] = useUrlFilters(FILTERS);
  const [acting, setActing] = useState<Action | null>(null);
  const [issuing, setIssuing] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const choices = useActivityChoices(merchant);
  const money = useMoney(choices.list[0]?.currency);
  const username = filters.username.trim().slice(0, 40);
  const query = {
    state: oneOf(BONUS_STATES, filters.state),
    activityId: idOf(filters.activity),
    username: username || undefined,
    pageNo: pageOf(filters.page),
    pageSize: PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: [...promotionKeys.bonuses(merchant), query],
    queryFn: ({ signal }) =>
      callApi(routes.operatorPromotionBonuses, { params: { merchantCode: merchant }, query, signal }),
    enabled: merchant !== '',
    placeholderData: keepPreviousData,
    refetchInterval: POLL_MS,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: promotionKeys.all(merchant) });

  const columns = useMemo(
    () => [
      column.accessor('username', {
        header: t('promotions.member'),
        cell: (info) => (
          <MemberCell merchant={merchant} username={info.getValue()} id={info.row.original.memberId} />
        ),
      }),
      column.accessor('activityTitle', {
        header: t('promotions.activity'),
        cell: (info) => (
          <Stacked main={info.getValue()} sub={t(`promotions.kinds.${info.row.original.kind}`)} />
        ),
      }),
      column.accessor('state', {
        header: t('common.status'),
        cell: (info) => (
          <span className="promo-stack">
            <BonusStateBadge state={info.getValue()} />
            {info.row.original.decidedBy ? (
              <span className="muted">
                {t('promotions.decidedBy', { name: info.row.original.decidedBy })}
              </span>
            ) : null}
            {info.row.original.reason ? (
              <span className="muted cell-remark" title={info.row.original.reason}>
                {info.row.original.reason}
              </span>
            ) : null}
          </span>
        ),
      }),
      column.accessor('amount', {
        header: t('promotions.amount'),
        meta: { numeric: true },
        cell: (info) => (
          <Stacked
            main={money(info.getValue())}
            sub={
              info.row.original.deposit === null
                ? null
                : t('promotions.bonuses.depositShort', { amount: money(info.row.original.deposit) })
            }
          />
        ),
      }),
      column.accessor('turnover', {
        header: t('promotions.bonuses.turnover'),
        meta: { numeric: true },
        cell: (info) => {
          const turnover = info.getValue();
          return (
            <Stacked
              main={t('promotions.bonuses.turnoverOf', {
                done: money(turnover.done),
                required: money(turnover.required),
              })}
              sub={
                /[1-9]/.test(turnover.remaining)
                  ? t('promotions.bonuses.remainingShort', { amount: money(turnover.remaining) })
                  : null
              }
            />
          );
        },
      }),
      column.accessor('flags', {
        header: t('promotions.bonuses.flags'),
        cell: (info) => {
          const flags = info.getValue();
          const related = info.row.original.relatedUsernames;
          if (flags.length === 0 && related.length === 0) return <span className="muted">—</span>;
          return (
            <span className="promo-stack">
              <ul className="promo-badges">
                {flags.map((flag) => (
                  <li key={flag}>
                    <span className="badge badge--warn">{t(`promotions.flag.${flag}`)}</span>
                  </li>
                ))}
              </ul>
              {related.length ? (
                <span className="muted">
                  {t('promotions.bonuses.related', { names: related.join(', ') })}
                </span>
              ) : null}
            </span>
          );
        },
      }),
      column.accessor('createdAt', {
        header: t('promotions.bonuses.createdPaid'),
        cell: (info) => (
          <span className="promo-stack">
            <When value={info.getValue()} />
            {info.row.original.paidAt ? (
              <span className="muted">
                {t('promotions.bonuses.paidShort')} <When value={info.row.original.paidAt} />
              </span>
            ) : null}
          </span>
        ),
      }),
      column.accessor('expiresAt', {
        header: t('promotions.bonuses.expires'),
        cell: (info) =>
          info.getValue() === null ? (
            <span className="muted">{t('promotions.bonuses.never')}</span>
          ) : (
            <When value={info.getValue()} />
          ),
      }),
      column.display({
        id: 'actions',
        header: () => <ActionsHeader />,
        cell: (info) => {
          const bonus = info.row.original;
          const name = { id: bonus.id, username: bonus.username };
          if (bonus.state === 'review' && canDecide)
            return (
              <RowActions>
                <RowButton
                  label={t('promotions.approve')}
                  name={t('promotions.bonuses.approveFor', name)}
                  tone="primary"
                  onClick={() => setActing({ bonus, kind: 'approve' })}
                />
                <RowButton
                  label={t('promotions.reject')}
                  name={t('promotions.bonuses.rejectFor', name)}
                  onClick={() => setActing({ bonus, kind: 'reject' })}
                />
              </RowActions>
            );
          if (bonus.state === 'active' && canForfeit)
            return (
              <RowActions>
                <RowButton
                  label={t('promotions.bonuses.forfeit')}
                  name={t('promotions.bonuses.forfeitFor', name)}
                  tone="danger"
                  onClick={() => setActing({ bonus, kind: 'forfeit' })}
                />
              </RowActions>
            );
          return null;
        },
      }),
    ],
    [t, merchant, money, canDecide, canForfeit],
  );

  const act = async ({ bonus, kind }: Action, reason: string) => {
    const params = { merchantCode: merchant, bonusId: bonus.id };
    const saved = await withPromotionError(
      () =>
        kind === 'forfeit'
          ? callApi(routes.operatorForfeitBonus, { params, body: { reason } })
          : callApi(routes.operatorDecideBonus, { params, body: { approve: kind === 'approve', reason } }),
      { onRefused: refresh },
    );
    setOutcome(
      t(`promotions.bonuses.done.${kind}`, {
        id: saved.id,
        username: saved.username,
        amount: money(saved.amount),
      }),
    );
    await refresh();
  };

  const filtered = Boolean(query.state || query.activityId || query.username);
  return (
    <ListPage
      title={t('promotions.bonuses.title')}
      description={t('promotions.bonuses.description')}
      createLabel={canDecide ? t('promotions.issue.open') : null}
      onCreate={() => setIssuing(true)}
      outcome={outcome}
      onDismiss={() => setOutcome(null)}
      columns={columns}
      rows={list.data?.list}
      loading={list.isFetching && !list.isRefetching}
      error={list.error}
      empty={filtered ? t('promotions.bonuses.emptyFiltered') : t('promotions.bonuses.empty')}
      paging={urlPaging(query.pageNo, list.data?.totalPages, update)}
      toolbar={
        <>
          <FilterSelect
            id="bonuses-state"
            label={t('common.status')}
            value={query.state}
            options={BONUS_STATES.map((value) => ({
              value,
              label: t(`promotions.bonusState.${value}`),
            }))}
            onChange={(value) => update({ state: value, page: '' })}
          />
          <ActivityFilter
            id="bonuses-activity"
            activityId={query.activityId}
            options={choices.options}
            onChange={(value) => update({ activity: value, page: '' })}
          />
          <SearchBox
            key={username}
            id="bonuses-username"
            label={t('promotions.username')}
            searchLabel={t('promotions.bonuses.search')}
            value={username}
            maxLength={40}
            onSearch={(text) => update({ username: text, page: '' })}
          />
        </>
      }
    >
      <SubjectReasonDialog
        subject={acting}
        title={({ bonus, kind }) =>
          t(`promotions.bonuses.${kind}Title`, { id: bonus.id, username: bonus.username })
        }
        confirmLabel={({ kind }) =>
          t(kind === 'forfeit' ? 'promotions.bonuses.forfeit' : `promotions.${kind}`)
        }
        danger={({ kind }) => kind !== 'approve'}
        onClose={() => setActing(null)}
        onConfirm={act}
      >
        {({ bonus, kind }) => (
          <p className="promo-flat">
            {t(`promotions.bonuses.${kind}Explain`, {
              amount: money(bonus.amount),
              activity: bonus.activityTitle,
            })}
          </p>
        )}
      </SubjectReasonDialog>
      {issuing ? (
        <IssueDialog
          merchant={merchant}
          activities={choices.list}
          onClose={() => setIssuing(false)}
          onDone={async (bonus) => {
            setOutcome(
              t('promotions.issue.done', {
                amount: money(bonus.amount),
                username: bonus.username,
                activity: bonus.activityTitle,
              }),
            );
            await refresh();
          }}
        />
      ) : null}
    </ListPage>
  );
}
