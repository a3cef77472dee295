import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatAmount } from '@wps/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { Icon } from '../../shared/ui/Icon';
import { QrCode } from '../../shared/ui/QrCode';
import { depositStatusTone, lastThirtyDays } from './depositLogic';
import type { GatewayOrder } from './DepositForms';
import { amountInText, useCurrency } from '../../shared/money/moneyForm';
import { useMoneyMutation, type MoneyBody } from '../../shared/money/useMoneyMutation';
import { FALLBACK_POLL_MS, isLiveUp } from '../../shared/live/liveState';
import { MONEY_KEY, depositRecordsQuery } from './queries';

/** How often a pending payment is looked at while the member pays in the other tab. */
const POLL_MS = 4000;

function clock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * A gateway order waiting for payment: the way to pay (the gateway's page, or its QR), "I have paid /
 * check status", and the outcome once the gateway told the server (the records are polled).
 */
export function PendingPayment({
  order,
  amount,
  onDone,
}: {
  order: GatewayOrder;
  amount: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('money');
  const token = useSessionToken();
  const currency = useCurrency();
  const queryClient = useQueryClient();
  const [range] = useState(() => lastThirtyDays(Date.now()));
  const [now, setNow] = useState(() => Date.now());
  const records = useQuery({
    ...depositRecordsQuery(token, 1, range),
    refetchInterval: (query) => {
      const found = query.state.data?.list.find((record) => record.orderNo === order.orderNo);
      // The live channel pushes the order's change; polling stays as the slow safety net while it is up.
      if (found && found.status !== 'PENDING') return false;
      return isLiveUp() ? FALLBACK_POLL_MS : POLL_MS;
    },
    refetchIntervalInBackground: true,
  });
  const record = records.data?.list.find((entry) => entry.orderNo === order.orderNo);
  const status = record?.status ?? 'PENDING';

  useEffect(() => {
    if (status !== 'PENDING') return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [status]);

  // Once paid, the balance everywhere reloads.
  useEffect(() => {
    if (status === 'PAID') void queryClient.invalidateQueries({ queryKey: [...MONEY_KEY, token, 'balance'] });
  }, [status, queryClient, token]);

  const cancel = useMoneyMutation({
    send: (body: MoneyBody<'depositCancel'>) => callApi(routes.depositCancel, { body }),
    onSuccess: async () => {
      await records.refetch();
    },
    onError: () => void records.refetch(),
  });

  const tone = depositStatusTone(status);
  return (
    <section
      className="money-card deposit-pending"
      aria-labelledby="deposit-pending-title"
      data-status={status}
    >
      <div className="money-card__head">
        <h4 id="deposit-pending-title" className="money-card__title">
          {t('deposit.pendingTitle')}
        </h4>
        <span className={`money-chip money-chip--${tone}`} data-testid="deposit-status">
          {t(`deposit.status.${status}`)}
        </span>
      </div>
      <dl className="money-kv">
        <dt>{t('money.orderNo')}</dt>
        <dd>{order.orderNo}</dd>
        <dt>{t('money.amount')}</dt>
        <dd className="money-amount">{formatAmount(amount, currency)}</dd>
        {status === 'PENDING' && (
          <>
            <dt>{t('deposit.payWithin')}</dt>
            <dd>{clock(order.expiresAt - now)}</dd>
          </>
        )}
      </dl>

      {status === 'PENDING' && (
        <>
          {order.qrContent ? (
            <div className="deposit-qr">
              <QrCode text={order.qrContent} size={200} margin={20} label={t('deposit.qrLabel')} />
              <p className="money-muted">{t('deposit.qrHint')}</p>
            </div>
          ) : (
            <p className="money-muted">{t('deposit.payHint')}</p>
          )}
          <div className="money-record__actions">
            <a
              className="btn btn--primary btn--sm"
              href={order.payUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon name="external" size={18} />
              {t('deposit.openPayPage')}
            </a>
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              disabled={records.isFetching}
              onClick={() => void records.refetch()}
            >
              <Icon name="refresh" size={18} />
              {t('deposit.checkStatus')}
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={cancel.pending}
              onClick={() => void cancel.submit({ orderNo: order.orderNo })}
            >
              {t('deposit.cancel')}
            </button>
          </div>
        </>
      )}
      {status === 'PAID' && (
        <FormAlert tone="success">
          {t('deposit.paid', { amount: amountInText(record?.amount ?? amount, currency) })}
        </FormAlert>
      )}
      {status !== 'PAID' && status !== 'PENDING' && (
        <FormAlert tone="error">{t(`deposit.ended.${status}`)}</FormAlert>
      )}
      {cancel.status && <FormAlert tone={cancel.status.tone}>{cancel.status.text}</FormAlert>}
      {status !== 'PENDING' && (
        <button type="button" className="btn btn--primary btn--sm money-form__submit" onClick={onDone}>
          {t('deposit.another')}
        </button>
      )}
    </section>
  );
}
