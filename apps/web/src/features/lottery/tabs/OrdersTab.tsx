import { useQuery } from '@tanstack/react-query';
import type { LotteryGame, LotteryGameDetail } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionToken } from '../../../shared/storage/useSessionToken';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { Pagination } from '../../../shared/ui/Pagination';
import { PageSpinner } from '../../../shared/ui/Spinner';
import type { LotteryAuth } from '../auth';
import { ordersQuery } from '../queries';
import { MemberOnly } from './MemberOnly';
import { OrderList } from './OrderList';

/** The member's orders of this game, newest first. */
export function OrdersTab({
  game,
  setting,
  auth,
}: {
  game: LotteryGame;
  setting: LotteryGameDetail;
  auth: LotteryAuth;
}) {
  const token = useSessionToken();
  if (!token) return <MemberOnly auth={auth} />;
  return <Orders token={token} filter={{ gameCode: game.code }} setting={setting} />;
}

/** A page of orders (of a game or a chase) with paging. */
export function Orders({
  token,
  filter,
  setting,
}: {
  token: string;
  filter: { gameCode?: string; chaseNo?: string };
  setting: LotteryGameDetail;
}) {
  const { t } = useTranslation('lottery');
  const [page, setPage] = useState(1);
  const orders = useQuery(ordersQuery(token, { ...filter, page }));
  if (orders.error) return <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />;
  if (!orders.data) return <PageSpinner label={t('lottery.loading')} />;
  if (orders.data.list.length === 0) return <EmptyState icon="ticket" title={t('lottery.orders.empty')} />;
  return (
    <>
      <OrderList orders={orders.data.list} setting={setting} />
      <Pagination page={page} totalPages={orders.data.totalPages} onChange={setPage} />
    </>
  );
}
