import { routes } from '@wps/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { useMerchantCode } from '../../shared/merchant';
import { useCan } from '../../shared/session/operator';
import { Stacked } from '../../shared/ui/cells';
import { ActionsHeader, ListPage, RowActions, RowButton } from '../../shared/ui/ListPage';
import { useMoney } from '../../shared/useMoney';
import { loyaltyKeys, type PointReward } from './loyaltyApi';
import { PointRewardDialog } from './PointRewardDialog';
import './loyalty.css';

const column = createColumnHelper<PointReward>();

/**
 * The points mall: every reward with its kind, price in points, the money a cash reward credits, the
 * stock left and how many were redeemed, whether members see it, and its order. An editor adds
 * rewards and changes them (their stock, their switch) with a reason; other roles read them.
 */
export default function PointRewardsPage() {
  const { t } = useTranslation();
  const merchant = useMerchantCode();
  const canEdit = useCan('editor');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<PointReward | 'new' | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const list = useQuery({
    queryKey: loyaltyKeys.rewards(merchant),
    queryFn: ({ signal }) =>
      callApi(routes.operatorPointRewards, { params: { merchantCode: merchant }, signal }),
    enabled: merchant !== '',
  });
  const money = useMoney(list.data?.currency);
  const refresh = () => queryClient.invalidateQueries({ queryKey: loyaltyKeys.rewards(merchant) });

  const columns = useMemo(
    () => [
      column.accessor((row) => row.name.EN, {
        id: 'name',
        header: t('loyalty.mall.nameEn'),
        cell: (info) => <Stacked main={info.getValue()} sub={`#${info.row.original.id}`} />,
      }),
      column.accessor('kind', {
        header: t('loyalty.mall.kind'),
        cell: (info) => (
          <Stacked
            main={t(`loyalty.mall.kinds.${info.getValue()}`)}
            sub={info.row.original.needsAddress ? t('loyalty.mall.needsAddress') : null}
          />
        ),
      }),
      column.accessor('points', {
        header: t('loyalty.mall.points'),
        meta: { numeric: true },
        cell: (info) => info.getValue().toLocaleString('en-US'),
      }),
      column.accessor('cash', {
        header: t('loyalty.mall.cash'),
        meta: { numeric: true },
        cell: (info) => (info.row.original.kind === 'cash' ? money(info.getValue()) : '—'),
      }),
      column.accessor('stock', {
        header: t('loyalty.mall.stock'),
        meta: { numeric: true },
        cell: (info) =>
          info.getValue() === 0 ? (
            <span className="badge badge--warn">{t('loyalty.mall.outOfStock')}</span>
          ) : (
            info.getValue().toLocaleString('en-US')
          ),
      }),
      column.accessor('redeemed', {
        header: t('loyalty.mall.redeemed'),
        meta: { numeric: true },
        cell: (info) => info.getValue().toLocaleString('en-US'),
      }),
      column.accessor('active', {
        header: t('loyalty.mall.active'),
        cell: (info) => (
          <span className={info.getValue() ? 'badge badge--ok' : 'badge'}>
            {t(info.getValue() ? 'loyalty.mall.on' : 'loyalty.mall.off')}
          </span>
        ),
      }),
      column.accessor('sort', { header: t('loyalty.mall.sort'), meta: { numeric: true } }),
      column.display({
        id: 'actions',
        header: () => <ActionsHeader />,
        cell: (info) =>
          canEdit ? (
            <RowActions>
              <RowButton
                label={t('loyalty.mall.edit')}
                name={t('loyalty.mall.editFor', { name: info.row.original.name.EN })}
                onClick={() => setEditing(info.row.original)}
              />
            </RowActions>
          ) : null,
      }),
    ],
    [t, money, canEdit],
  );

  return (
    <ListPage
      title={t('loyalty.mall.title')}
      description={t('loyalty.mall.description')}
      createLabel={canEdit ? t('loyalty.mall.create') : null}
      onCreate={() => setEditing('new')}
      outcome={outcome}
      onDismiss={() => setOutcome(null)}
      columns={columns}
      rows={list.data?.list}
      loading={list.isFetching && !list.isRefetching}
      error={list.error}
      empty={t('loyalty.mall.empty')}
    >
      {editing ? (
        <PointRewardDialog
          merchant={merchant}
          reward={editing === 'new' ? null : editing}
          currency={list.data?.currency ?? ''}
          onClose={() => setEditing(null)}
          onRefused={refresh}
          onDone={async (saved) => {
            setOutcome(
              t(editing === 'new' ? 'loyalty.mall.created' : 'loyalty.mall.saved', { name: saved.name.EN }),
            );
            await refresh();
          }}
        />
      ) : null}
    </ListPage>
  );
}
