import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatAmount, type LotteryGameDetail, type LotteryOrder } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../../shared/api/apiError';
import { callApi } from '../../../shared/api/client';
import { routes } from '../../../shared/api/routes';
import { formatDateTime } from '../../../shared/format/date';
import { useLanguage } from '../../../shared/i18n/useLanguage';
import { useCurrency } from '../../../shared/money/moneyForm';
import { useDialog } from '../../../shared/ui/dialog/useDialog';
import { picksText } from '../bet/labels';
import { useNow } from '../clock';
import { StatusChip } from '../parts/StatusChip';
import { reloadOrders } from '../queries';
import { localized } from '../text';

/** Orders as cards: period, state, bets, cost and win, the result; Cancel before the close. */
export function OrderList({
  orders,
  setting,
}: {
  orders: readonly LotteryOrder[];
  setting: LotteryGameDetail;
}) {
  const { t } = useTranslation(['lottery', 'messages']);
  const language = useLanguage();
  const currency = useCurrency();
  const now = useNow();
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: (orderNo: string) => callApi(routes.lotteryCancelOrder, { body: { orderNo } }),
    onSettled: () => reloadOrders(queryClient),
  });
  const typeName = (code: string) => {
    const type = setting.betTypes.find((item) => item.code === code);
    return type ? localized(type.name, language) : code;
  };
  const confirmCancel = async (order: LotteryOrder) => {
    const choice = await dialog.open({
      icon: 'question',
      message: t('lottery.orders.cancelConfirm', { orderNo: order.orderNo }),
      buttons: [
        { label: t('lottery.orders.keep'), value: 'keep', variant: 'secondary' },
        { label: t('lottery.orders.cancel'), value: 'cancel', variant: 'danger', isDefault: true },
      ],
    });
    if (choice !== 'cancel') return;
    try {
      await cancel.mutateAsync(order.orderNo);
    } catch (error) {
      await dialog.open({
        icon: 'error',
        message: t(errorKey(error), { defaultValue: t('error.system.error') }),
      });
    }
  };
  const money = (amount: string) => <span className="money-amount">{formatAmount(amount, currency)}</span>;

  return (
    <ul className="lottery-orders">
      {orders.map((order) => (
        <li key={order.orderNo} className="lottery-order" data-order={order.orderNo}>
          <div className="lottery-order__head">
            <span className="money-ltr lottery-order__no">{order.orderNo}</span>
            <StatusChip status={order.status} />
          </div>
          <p className="lottery-note">
            {t('lottery.periodShort', { number: order.periodNumber })} · {formatDateTime(order.createdAt)}
            {order.partial && ` · ${t('lottery.partial')}`}
          </p>
          <ul className="lottery-order__bets">
            {order.bets.map((bet, index) => (
              <li key={index}>
                <span className="lottery-line__type">{typeName(bet.type)}</span>{' '}
                <span className="money-ltr">{picksText(t, bet.picks)}</span>
              </li>
            ))}
          </ul>
          <dl className="lottery-order__figures">
            <div>
              <dt>{t('lottery.orders.cost')}</dt>
              <dd>{money(order.cost)}</dd>
            </div>
            <div>
              <dt>{t('lottery.orders.win')}</dt>
              <dd>{order.win === null ? '—' : money(order.win)}</dd>
            </div>
            {order.numbers && (
              <div>
                <dt>{t('lottery.orders.result')}</dt>
                <dd className="money-ltr">{order.numbers.slice(0, 10).join(' ')}</dd>
              </div>
            )}
          </dl>
          {order.status === 'placed' && now < order.closesAt && (
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={cancel.isPending}
              onClick={() => void confirmCancel(order)}
            >
              {t('lottery.orders.cancel')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
