import { ACTIVITY_KINDS, ACTIVITY_STATES, routes, type ActivityState } from '@wps/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { oneOf, pageOf } from '../../shared/lists';
import { useMerchantCode } from '../../shared/merchant';
import { urlPaging, useUrlFilters } from '../../shared/searchParams';
import { useCan } from '../../shared/session/operator';
import { Stacked, When } from '../../shared/ui/cells';
import { FilterSelect } from '../../shared/ui/Filters';
import { ActionsHeader, ListPage, RowActions, RowButton } from '../../shared/ui/ListPage';
import { SubjectReasonDialog } from '../../shared/ui/ReasonDialog';
import { useMoney } from '../../shared/useMoney';
import { ActivityDialog } from './ActivityDialog';
import { basisPointsToPercent } from './activityForm';
import { ActivityStateBadge } from './parts';
import { PAGE_SIZE, promotionKeys, withPromotionError, type PromotionActivity } from './promotionsApi';
import { nextStates } from './rules';
import './promotions.css';

const FILTERS = ['state', 'kind', 'page'] as const;
const column = createColumnHelper<PromotionActivity>();

/** The button that moves an activity to `state`: Publish, Close, Back to draft. */
const MOVE_LABEL: Record<ActivityState, string> = {
  published: 'promotions.move.published',
  closed: 'promotions.move.closed',
  draft: 'promotions.move.draft',
};

type Move = { activity: PromotionActivity; state: ActivityState };

/**
 * The merchant's activities of every state with their window, budget and spend, the bonuses they
 * paid and what waits for review. An editor creates and edits them, and publishes, closes or
 * withdraws them to a draft (each with a reason); a viewer reads.
 */
export default function ActivitiesPage() {
  const { t } = useTranslation();
  const merchant = useMerchantCode();
  const canEdit = useCan('editor');
  const queryClient = useQueryClient();
  const [filters, update] = useUrlFilters(FILTERS);
  const [editing, setEditing] = useState<PromotionActivity | 'new' | null>(null);
  const [moving, setMoving] = useState<Move | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const query = {
    state: oneOf(ACTIVITY_STATES, filters.state),
    kind: oneOf(ACTIVITY_KINDS, filters.kind),
    pageNo: pageOf(filters.page),
    pageSize: PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: [...promotionKeys.activities(merchant), query],
    queryFn: ({ signal }) =>
      callApi(routes.operatorActivities, { params: { merchantCode: merchant }, query, signal }),
    enabled: merchant !== '',
    placeholderData: keepPreviousData,
  });
  const money = useMoney(list.data?.list[0]?.currency);
  const refresh = () => queryClient.invalidateQueries({ queryKey: promotionKeys.all(merchant) });

  const columns = useMemo(
    () => [
      column.accessor((row) => row.title.EN, {
        id: 'title',
        header: t('promotions.titleEn'),
        cell: (info) => (
          <Stacked
            main={info.getValue()}
            sub={t('promotions.idSort', { id: info.row.original.id, sort: info.row.original.sort })}
          />
        ),
      }),
      column.accessor('kind', {
        header: t('promotions.kind'),
        cell: (info) => (
          <Stacked
            main={t(`promotions.kinds.${info.getValue()}`)}
            sub={
              info.row.original.reward.percentBasisPoints > 0
                ? t('promotions.percentOf', {
                    percent: basisPointsToPercent(info.row.original.reward.percentBasisPoints),
                  })
                : null
            }
          />
        ),
      }),
      column.accessor('state', {
        header: t('common.status'),
        cell: (info) => (
          <span className="promo-stack">
            <ActivityStateBadge state={info.getValue()} />
            {info.row.original.review ? <span className="muted">{t('promotions.reviewed')}</span> : null}
          </span>
        ),
      }),
      column.display({
        id: 'window',
        header: t('promotions.window'),
        cell: (info) => (
          <span className="promo-window">
            <When value={info.row.original.startsAt} />
            <span aria-hidden="true">→</span>
            <span className="visually-hidden">{t('promotions.until')}</span>
            <When value={info.row.original.endsAt} />
          </span>
        ),
      }),
      column.display({
        id: 'budget',
        header: t('promotions.budgetSpent'),
        meta: { numeric: true },
        cell: (info) => (
          <Stacked
            main={
              info.row.original.budget === null ? t('promotions.noBudget') : money(info.row.original.budget)
            }
            sub={t('promotions.spentShort', { amount: money(info.row.original.spent) })}
          />
        ),
      }),
      column.accessor('bonuses', { header: t('promotions.bonusCount'), meta: { numeric: true } }),
      column.accessor('pending', {
        header: t('promotions.pending'),
        meta: { numeric: true },
        cell: (info) =>
          info.getValue() > 0 ? <span className="badge badge--warn">{info.getValue()}</span> : 0,
      }),
      column.display({
        id: 'actions',
        header: () => <ActionsHeader />,
        cell: (info) => {
          const activity = info.row.original;
          if (!canEdit) return null;
          return (
            <RowActions>
              <RowButton
                label={t('promotions.edit')}
                name={t('promotions.editFor', { title: activity.title.EN })}
                onClick={() => setEditing(activity)}
              />
              {nextStates(activity.state, activity.bonuses > 0).map((state) => (
                <RowButton
                  key={state}
                  label={t(MOVE_LABEL[state])}
                  name={t(`${MOVE_LABEL[state]}For`, { title: activity.title.EN })}
                  tone={state === 'published' ? 'primary' : undefined}
                  onClick={() => setMoving({ activity, state })}
                />
              ))}
            </RowActions>
          );
        },
      }),
    ],
    [t, money, canEdit],
  );

  const move = async ({ activity, state }: Move, reason: string) => {
    const saved = await withPromotionError(
      () =>
        callApi(routes.operatorSetActivityState, {
          params: { merchantCode: merchant, activityId: activity.id },
          body: { state, reason },
        }),
      { onRefused: refresh },
    );
    setOutcome(t(`promotions.moved.${saved.state}`, { title: saved.title.EN }));
    await refresh();
  };

  const filtered = Boolean(query.state || query.kind);
  return (
    <ListPage
      title={t('promotions.activities.title')}
      description={t('promotions.activities.description')}
      createLabel={canEdit ? t('promotions.activities.create') : null}
      onCreate={() => setEditing('new')}
      outcome={outcome}
      onDismiss={() => setOutcome(null)}
      columns={columns}
      rows={list.data?.list}
      loading={list.isFetching}
      error={list.error}
      empty={filtered ? t('promotions.activities.emptyFiltered') : t('promotions.activities.empty')}
      paging={urlPaging(query.pageNo, list.data?.totalPages, update)}
      toolbar={
        <>
          <FilterSelect
            id="activities-state"
            label={t('common.status')}
            value={query.state}
            options={ACTIVITY_STATES.map((value) => ({ value, label: t(`promotions.state.${value}`) }))}
            onChange={(value) => update({ state: value, page: '' })}
          />
          <FilterSelect
            id="activities-kind"
            label={t('promotions.kind')}
            value={query.kind}
            options={ACTIVITY_KINDS.map((value) => ({ value, label: t(`promotions.kinds.${value}`) }))}
            onChange={(value) => update({ kind: value, page: '' })}
          />
        </>
      }
    >
      {editing ? (
        <ActivityDialog
          merchant={merchant}
          activity={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={async (saved) => {
            setOutcome(
              t(editing === 'new' ? 'promotions.activities.created' : 'promotions.activities.saved', {
                title: saved.title.EN,
              }),
            );
            await refresh();
          }}
        />
      ) : null}
      <SubjectReasonDialog
        subject={moving}
        title={({ activity, state }) => t(`${MOVE_LABEL[state]}Title`, { title: activity.title.EN })}
        confirmLabel={({ state }) => t(`${MOVE_LABEL[state]}Confirm`)}
        danger={({ state }) => state === 'closed'}
        onClose={() => setMoving(null)}
        onConfirm={move}
      >
        {({ state }) => <p className="promo-flat">{t(`${MOVE_LABEL[state]}Explain`)}</p>}
      </SubjectReasonDialog>
    </ListPage>
  );
}
