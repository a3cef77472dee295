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
import { loyaltyKeys, type Mission } from './loyaltyApi';
import { MissionDialog } from './MissionDialog';
import { isMoneyMetric } from './missionForm';
import { groupedCount, isZeroAmount } from './numbers';
import './loyalty.css';

const column = createColumnHelper<Mission>();

/**
 * The missions: each with its title, period (daily or weekly), what it counts and the target (money
 * for valid bets and deposits, a count for rounds), its reward in money and points, whether members
 * see it, its order and how many times it was claimed. An editor adds missions and changes them (or
 * switches them off) with a reason; other roles read them.
 */
export default function MissionsPage() {
  const { t } = useTranslation();
  const merchant = useMerchantCode();
  const canEdit = useCan('editor');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Mission | 'new' | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const list = useQuery({
    queryKey: loyaltyKeys.missions(merchant),
    queryFn: ({ signal }) => callApi(routes.operatorMissions, { params: { merchantCode: merchant }, signal }),
    enabled: merchant !== '',
  });
  const money = useMoney(list.data?.list[0]?.currency);
  const refresh = () => queryClient.invalidateQueries({ queryKey: loyaltyKeys.missions(merchant) });

  const columns = useMemo(
    () => [
      column.accessor((row) => row.title.EN, {
        id: 'title',
        header: t('loyalty.missions.titleEn'),
        cell: (info) => <Stacked main={info.getValue()} sub={`#${info.row.original.id}`} />,
      }),
      column.accessor('period', {
        header: t('loyalty.missions.period'),
        cell: (info) => t(`loyalty.missions.periods.${info.getValue()}`),
      }),
      column.accessor('metric', {
        header: t('loyalty.missions.metric'),
        cell: (info) => t(`loyalty.missions.metrics.${info.getValue()}`),
      }),
      column.accessor('target', {
        header: t('loyalty.missions.target'),
        meta: { numeric: true },
        cell: (info) =>
          isMoneyMetric(info.row.original.metric) ? money(info.getValue()) : groupedCount(info.getValue()),
      }),
      column.accessor('rewardMoney', {
        header: t('loyalty.missions.rewardMoney'),
        meta: { numeric: true },
        cell: (info) => (isZeroAmount(info.getValue()) ? '—' : money(info.getValue())),
      }),
      column.accessor('rewardPoints', {
        header: t('loyalty.missions.rewardPoints'),
        meta: { numeric: true },
        cell: (info) => (info.getValue() === 0 ? '—' : info.getValue().toLocaleString('en-US')),
      }),
      column.accessor('active', {
        header: t('loyalty.missions.active'),
        cell: (info) => (
          <span className={info.getValue() ? 'badge badge--ok' : 'badge'}>
            {t(info.getValue() ? 'loyalty.missions.on' : 'loyalty.missions.off')}
          </span>
        ),
      }),
      column.accessor('sort', { header: t('loyalty.missions.sort'), meta: { numeric: true } }),
      column.accessor('claims', {
        header: t('loyalty.missions.claims'),
        meta: { numeric: true },
        cell: (info) => info.getValue().toLocaleString('en-US'),
      }),
      column.display({
        id: 'actions',
        header: () => <ActionsHeader />,
        cell: (info) =>
          canEdit ? (
            <RowActions>
              <RowButton
                label={t('loyalty.missions.edit')}
                name={t('loyalty.missions.editFor', { title: info.row.original.title.EN })}
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
      title={t('loyalty.missions.title')}
      description={t('loyalty.missions.description')}
      createLabel={canEdit ? t('loyalty.missions.create') : null}
      onCreate={() => setEditing('new')}
      outcome={outcome}
      onDismiss={() => setOutcome(null)}
      columns={columns}
      rows={list.data?.list}
      loading={list.isFetching && !list.isRefetching}
      error={list.error}
      empty={t('loyalty.missions.empty')}
    >
      {editing ? (
        <MissionDialog
          merchant={merchant}
          mission={editing === 'new' ? null : editing}
          currency={list.data?.list[0]?.currency ?? ''}
          onClose={() => setEditing(null)}
          onRefused={refresh}
          onDone={async (saved) => {
            setOutcome(
              t(editing === 'new' ? 'loyalty.missions.created' : 'loyalty.missions.saved', {
                title: saved.title.EN,
              }),
            );
            await refresh();
          }}
        />
      ) : null}
    </ListPage>
  );
}
