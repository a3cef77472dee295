import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatAmount, isPositiveAmount, type DepositRecord } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { formatDateTime } from '../../shared/format/date';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { useDialog } from '../../shared/ui/dialog/useDialog';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorState } from '../../shared/ui/ErrorState';
import { Pagination } from '../../shared/ui/Pagination';
import { PageSpinner } from '../../shared/ui/Spinner';
import { depositStatusTone, lastThirtyDays } from './depositLogic';
import { amountInText, ltr, moneyErrorText, useCurrency } from '../../shared/money/moneyForm';
import { MONEY_KEY, depositRecordsQuery } from './queries';

/** The member's deposits of the last 30 days, with their status; pending ones can be cancelled. */
export function DepositRecords() {
  const { t } = useTranslation('money');
  const token = useSessionToken();
  const [page, setPage] = useState(1);
  const [range] = useState(() => lastThirtyDays(Date.now()));
  const records = useQuery(depositRecordsQuery(token, page, range));

  if (records.error) return <ErrorState error={records.error} onRetry={() => void records.refetch()} />;
  if (!records.data) return <PageSpinner label={t('common.loading')} />;
  if (records.data.list.length === 0)
    return (
      <EmptyState icon="receipt" title={t('deposit.noRecords')} description={t('money.lastThirtyDays')} />
    );
  return (
    <div className="money-form">
      <p className="money-muted">{t('money.lastThirtyDays')}</p>
      <ul className="money-records" aria-label={t('deposit.tabRecords')}>
        {records.data.list.map((record) => (
          <DepositRecordItem key={record.orderNo} record={record} />
        ))}
      </ul>
      <Pagination page={page} totalPages={records.data.totalPages} onChange={setPage} />
    </div>
  );
}

function DepositRecordItem({ record }: { record: DepositRecord }) {
  const { t } = useTranslation('money');
  const currency = useCurrency();
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const cancel = async () => {
    const answer = await dialog.open({
      icon: 'question',
      message: t('deposit.cancelConfirm', { orderNo: ltr(record.orderNo) }),
      buttons: [
        { label: t('common.cancel'), value: 'no', variant: 'secondary' },
        { label: t('deposit.cancel'), value: 'yes', variant: 'danger', isDefault: true },
      ],
    });
    if (answer !== 'yes') return;
    setBusy(true);
    try {
      await callApi(routes.depositCancel, { body: { orderNo: record.orderNo } });
    } catch (error) {
      void dialog.open({ icon: 'error', message: moneyErrorText(t, error, currency) });
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: MONEY_KEY });
    }
  };

  return (
    <li className="money-record" data-order={record.orderNo} data-status={record.status}>
      <div className="money-record__head">
        <span className="money-amount money-record__amount">{formatAmount(record.amount, currency)}</span>
        <span className={`money-chip money-chip--${depositStatusTone(record.status)}`}>
          {t(`deposit.status.${record.status}`)}
        </span>
      </div>
      <div className="money-record__meta">
        <span>
          {record.method} · {record.channel}
        </span>
        <span className="money-ltr">{formatDateTime(record.createdAt)}</span>
        <span>
          {t('money.orderNo')}: {record.orderNo}
        </span>
        {isPositiveAmount(record.fee) && (
          <span>{t('deposit.feeAmount', { amount: amountInText(record.fee, currency) })}</span>
        )}
        {record.reference && (
          <span>
            {t('deposit.reference')}: {record.reference}
          </span>
        )}
        {record.remark && <span>{record.remark}</span>}
      </div>
      {record.status === 'PENDING' && (
        <div className="money-record__actions">
          {record.payUrl && (
            <a
              className="btn btn--primary btn--sm"
              href={record.payUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('deposit.continuePay')}
            </a>
          )}
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={busy}
            onClick={() => void cancel()}
          >
            {t('deposit.cancel')}
          </button>
        </div>
      )}
    </li>
  );
}
