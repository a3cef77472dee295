import { RAFFLE_KINDS, RAFFLE_STATES, routes } from '@wps/contracts';
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
import { ActivityStateBadge, SpentBar } from './parts';
import { PAGE_SIZE, promotionKeys, withPromotionError, type PromotionRaffle } from './promotionsApi';
import { RaffleDialog } from './RaffleDialog';
import { RaffleDrawsDialog } from './RaffleDrawsDialog';
import { decimalsOf, prizeOdds, prizeRowsOf, raffleMove } from './raffleForm';
import './promotions.css';

const FILTERS = ['state', 'kind', 'page'] as const;
const column = createColumnHelper<PromotionRaffle>();

type Move = { raffle: PromotionRaffle; state: 'published' | 'closed' };

/**
 * The merchant's prize wheels and red-envelope rains of every state, with their window, budget and
 * spend, draws and members. An editor creates them as drafts and edits a draft (a published prize
 * table never changes), publishes a draft and closes a published one (each with a reason); every
 * role reads each raffle's draws.
 */
export default function RafflesPage() {
  const { t } = useTranslation();
  const merchant = useMerchantCode();
  const canEdit = useCan('editor');
  const queryClient = useQueryClient();
  const [filters, update] = useUrlFilters(FILTERS);
  const [editing, setEditing] = useState<PromotionRaffle | 'new' | null>(null);
  const [moving, setMoving] = useState<Move | null>(null);
  const [drawsOf, setDrawsOf] = useState<PromotionRaffle | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const query = {
    state: oneOf(RAFFLE_STATES, filters.state),
    kind: oneOf(RAFFLE_KINDS, filters.kind),
    pageNo: pageOf(filters.page),
    pageSize: PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: [...promotionKeys.raffles(merchant), query],
    queryFn: ({ signal }) =>
      callApi(routes.operatorRaffles, { params: { merchantCode: merchant }, query, signal }),
    enabled: merchant !== '',
    placeholderData: keepPreviousData,
  });
  const money = useMoney(list.data?.list[0]?.currency);
  const refresh = () => queryClient.invalidateQueries({ queryKey: promotionKeys.raffles(merchant) });

  const columns = useMemo(
    () => [
      column.accessor((row) => row.title.EN, {
        id: 'title',
        header: t('promotions.titleEn'),
        cell: (info) => <Stacked main={info.getValue()} sub={`#${info.row.original.id}`} />,
      }),
      column.accessor('kind', {
        header: t('promotions.kind'),
        cell: (info) => {
          const raffle = info.row.original;
          const expected = prizeOdds(
            prizeRowsOf(raffle.prizes),
            decimalsOf(raffle.budget) ?? 4,
          ).expectedValue;
          return (
            <Stacked
              main={t(`promotions.raffles.kinds.${info.getValue()}`)}
              sub={t('promotions.raffles.prizeSummary', {
                count: raffle.prizes.length,
                value: money(expected),
              })}
            />
          );
        },
      }),
      column.accessor('state', {
        header: t('common.status'),
        cell: (info) => <ActivityStateBadge state={info.getValue()} />,
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
        cell: (info) => {
          const raffle = info.row.original;
          return (
            <span className="promo-stack">
              <span>{money(raffle.budget)}</span>
              <span className="muted">{t('promotions.spentShort', { amount: money(raffle.spent) })}</span>
              <SpentBar
                spent={raffle.spent}
                budget={raffle.budget}
                label={t('promotions.budgets.shareOf', { title: raffle.title.EN })}
              />
            </span>
          );
        },
      }),
      column.accessor('draws', { header: t('promotions.raffles.drawCount'), meta: { numeric: true } }),
      column.accessor('members', { header: t('promotions.budgets.members'), meta: { numeric: true } }),
      column.accessor('drawsPerMember', {
        header: t('promotions.raffles.perMember'),
        meta: { numeric: true },
        cell: (info) =>
          t(`promotions.raffles.perMemberValue.${info.row.original.kind}`, { count: info.getValue() }),
      }),
      column.display({
        id: 'actions',
        header: () => <ActionsHeader />,
        cell: (info) => {
          const raffle = info.row.original;
          const move = canEdit ? raffleMove(raffle.state) : null;
          return (
            <RowActions>
              <RowButton
                label={t('promotions.raffles.drawsButton')}
                name={t('promotions.raffles.drawsFor', { title: raffle.title.EN })}
                onClick={() => setDrawsOf(raffle)}
              />
              {canEdit && raffle.state === 'draft' ? (
                <RowButton
                  label={t('promotions.edit')}
                  name={t('promotions.editFor', { title: raffle.title.EN })}
                  onClick={() => setEditing(raffle)}
                />
              ) : null}
              {move ? (
                <RowButton
                  label={t(`promotions.move.${move}`)}
                  name={t(`promotions.move.${move}For`, { title: raffle.title.EN })}
                  tone={move === 'published' ? 'primary' : undefined}
                  onClick={() => setMoving({ raffle, state: move })}
                />
              ) : null}
            </RowActions>
          );
        },
      }),
    ],
    [t, money, canEdit],
  );

  const move = async ({ raffle, state }: Move, reason: string) => {
    const saved = await withPromotionError(
      () =>
        callApi(routes.operatorSetRaffleState, {
          params: { merchantCode: merchant, raffleId: raffle.id },
          body: { state, reason },
        }),
      { onRefused: refresh },
    );
    setOutcome(t(`promotions.raffles.moved.${saved.state}`, { title: saved.title.EN }));
    await refresh();
  };

  const filtered = Boolean(query.state || query.kind);
  return (
    <ListPage
      title={t('promotions.raffles.title')}
      description={t('promotions.raffles.description')}
      createLabel={canEdit ? t('promotions.raffles.create') : null}
      onCreate={() => setEditing('new')}
      outcome={outcome}
      onDismiss={() => setOutcome(null)}
      columns={columns}
      rows={list.data?.list}
      loading={list.isFetching}
      error={list.error}
      empty={filtered ? t('promotions.raffles.emptyFiltered') : t('promotions.raffles.empty')}
      paging={urlPaging(query.pageNo, list.data?.totalPages, update)}
      toolbar={
        <>
          <FilterSelect
            id="raffles-state"
            label={t('common.status')}
            value={query.state}
            options={RAFFLE_STATES.map((value) => ({ value, label: t(`promotions.state.${value}`) }))}
            onChange={(value) => update({ state: value, page: '' })}
          />
          <FilterSelect
            id="raffles-kind"
            label={t('promotions.kind')}
            value={query.kind}
            options={RAFFLE_KINDS.map((value) => ({ value, label: t(`promotions.raffles.kinds.${value}`) }))}
            onChange={(value) => update({ kind: value, page: '' })}
          />
        </>
      }
    >
      {editing ? (
        <RaffleDialog
          merchant={merchant}
          raffle={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onRefused={refresh}
          onDone={async (saved) => {
            setOutcome(
              t(editing === 'new' ? 'promotions.raffles.created' : 'promotions.raffles.saved', {
                title: saved.title.EN,
              }),
            );
            await refresh();
          }}
        />
      ) : null}
      {drawsOf ? (
        <RaffleDrawsDialog merchant={merchant} raffle={drawsOf} onClose={() => setDrawsOf(null)} />
      ) : null}
      <SubjectReasonDialog
        subject={moving}
        title={({ raffle, state }) => t(`promotions.move.${state}Title`, { title: raffle.title.EN })}
        confirmLabel={({ state }) => t(`promotions.raffles.moveConfirm.${state}`)}
        danger={({ state }) => state === 'closed'}
        onClose={() => setMoving(null)}
        onConfirm={move}
      >
        {({ state }) => <p className="promo-flat">{t(`promotions.raffles.moveExplain.${state}`)}</p>}
      </SubjectReasonDialog>
    </ListPage>
  );
}
