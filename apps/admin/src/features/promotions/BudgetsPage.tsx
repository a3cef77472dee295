import { routes } from '@wps/contracts';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { useMerchantCode } from '../../shared/merchant';
import { Stacked } from '../../shared/ui/cells';
import { DataTable } from '../../shared/ui/DataTable';
import { PageHeader } from '../../shared/ui/PageHeader';
import { useMoney } from '../../shared/useMoney';
import { ActivityStateBadge, SpentBar } from './parts';
import { promotionKeys, type BudgetRow } from './promotionsApi';
import './promotions.css';

const column = createColumnHelper<BudgetRow>();

/**
 * Budget and spend per activity: what each may pay, what it paid or issued (issued rewards not yet
 * collected count as spent), how many bonuses and members, and what waits for review.
 */
export default function BudgetsPage() {
  const { t } = useTranslation();
  const merchant = useMerchantCode();
  const budgets = useQuery({
    queryKey: promotionKeys.budgets(merchant),
    queryFn: ({ signal }) =>
      callApi(routes.operatorPromotionBudgets, { params: { merchantCode: merchant }, signal }),
    enabled: merchant !== '',
    refetchInterval: 60_000,
  });
  const money = useMoney(budgets.data?.currency);

  const columns = useMemo(
    () => [
      column.accessor('title', {
        header: t('promotions.activity'),
        cell: (info) => (
          <Stacked
            main={info.getValue()}
            sub={`#${info.row.original.id} · ${t(`promotions.kinds.${info.row.original.kind}`)}`}
          />
        ),
      }),
      column.accessor('state', {
        header: t('common.status'),
        cell: (info) => <ActivityStateBadge state={info.getValue()} />,
      }),
      column.accessor('budget', {
        header: t('promotions.budget'),
        meta: { numeric: true },
        cell: (info) =>
          info.getValue() === null ? (
            <span className="muted">{t('promotions.noBudget')}</span>
          ) : (
            money(info.getValue())
          ),
      }),
      column.accessor('spent', {
        header: t('promotions.spent'),
        meta: { numeric: true },
        cell: (info) => money(info.getValue()),
      }),
      column.display({
        id: 'share',
        header: t('promotions.budgets.share'),
        cell: (info) => (
          <SpentBar
            spent={info.row.original.spent}
            budget={info.row.original.budget}
            label={t('promotions.budgets.shareOf', { title: info.row.original.title })}
          />
        ),
      }),
      column.accessor('issued', {
        header: t('promotions.budgets.issued'),
        meta: { numeric: true },
        cell: (info) => money(info.getValue()),
      }),
      column.accessor('bonuses', { header: t('promotions.bonusCount'), meta: { numeric: true } }),
      column.accessor('members', { header: t('promotions.budgets.members'), meta: { numeric: true } }),
      column.accessor('pending', {
        header: t('promotions.pending'),
        meta: { numeric: true },
        cell: (info) =>
          info.getValue() > 0 ? <span className="badge badge--warn">{info.getValue()}</span> : 0,
      }),
    ],
    [t, money],
  );

  return (
    <>
      <PageHeader title={t('promotions.budgets.title')} description={t('promotions.budgets.description')} />
      <div className="table-sticky-actions">
        <DataTable
          caption={t('promotions.budgets.title')}
          columns={columns}
          rows={budgets.data?.activities}
          loading={budgets.isFetching && !budgets.isRefetching}
          error={budgets.error}
          rowKey={(row) => String(row.id)}
          empty={t('promotions.budgets.empty')}
        />
      </div>
    </>
  );
}
