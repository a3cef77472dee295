import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatAmount, isPositiveAmount, type withdrawalRecordSchema } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { formatDateTime } from '../../shared/format/date';
import { useSiteInfo } from '../../shared/site/siteContext';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorState } from '../../shared/ui/ErrorState';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { Pagination } from '../../shared/ui/Pagination';
import { PageSpinner } from '../../shared/ui/Spinner';
import { amountInText, ltr, useCurrency } from '../../shared/money/moneyForm';
import { useMoneyMutation, type MoneyBody } from '../../shared/money/useMoneyMutation';
import { ProofPicker } from '../../shared/money/ProofPicker';
import { MONEY_KEY, withdrawalRecordsQuery } from './queries';
import { lastThirtyDays, timeLeft, useNow, withdrawalStatusTone } from './withdrawLogic';

type WithdrawalRecord = z.infer<typeof withdrawalRecordSchema>;

/**
 * The member's withdrawals of the last 30 days. A paid one asks for the receipt confirmation of
 * docs/product.md §Withdrawals: received, not received (with a proof image), or all received; unanswered, it
 * counts as received when its auto-receive time comes.
 */
export function WithdrawalRecords() {
  const { t } = useTranslation('money');
  const token = useSessionToken();
  const autoMinutes = useSiteInfo().site.withdrawalAutoReceiveMinutes;
  const [page, setPage] = useState(1);
  const [range] = useState(() => lastThirtyDays(Date.now()));
  const allReceived = useReceipt();
  const records = useQuery(withdrawalRecordsQuery(token, page, range));
  const anyPaid = records.data?.list.some((record) => record.status === 'PAID') ?? false;
  const now = useNow(anyPaid);

  if (records.error) return <ErrorState error={records.error} onRetry={() => void records.refetch()} />;
  if (!records.data) return <PageSpinner label={t('common.loading')} />;
  if (records.data.list.length === 0)
    return (
      <EmptyState icon="receipt" title={t('withdraw.noRecords')} description={t('money.lastThirtyDays')} />
    );

  return (
    <div className="money-form">
      <p className="money-muted">{t('money.lastThirtyDays')}</p>
      {anyPaid && (
        <div className="money-card withdraw-receipt-note">
          <p className="money-muted">{t('withdraw.receipt.explain', { minutes: autoMinutes })}</p>
          <button
            type="button"
            className="btn btn--primary btn--sm money-form__submit"
            disabled={allReceived.pending}
            onClick={() => void allReceived.submit({ result: 'all_received' })}
          >
            {t('withdraw.receipt.all')}
          </button>
        </div>
      )}
      {allReceived.status && <FormAlert tone={allReceived.status.tone}>{allReceived.status.text}</FormAlert>}
      <ul className="money-records" aria-label={t('withdraw.tabRecords')}>
        {records.data.list.map((record) => (
          <WithdrawalItem key={record.orderNo} record={record} now={now} />
        ))}
      </ul>
      <Pagination page={page} totalPages={records.data.totalPages} onChange={setPage} />
    </div>
  );
}

/**
 * The receipt confirmation of docs/product.md §Withdrawals (one order, or all received). It never moves
 * money, so it carries no request id; the records reload whatever the outcome.
 */
function useReceipt(onDone?: () => void) {
  const { t } = useTranslation('money');
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: MONEY_KEY });
  return useMoneyMutation({
    send: (body: MoneyBody<'withdrawalReceipt'>) => callApi(routes.withdrawalReceipt, { body }),
    onSuccess: (_answer, body) => {
      onDone?.();
      reload();
      return t(
        body.result === 'all_received' ? 'withdraw.receipt.allDone' : `withdraw.receipt.${body.result}Done`,
      );
    },
    onError: reload,
  });
}

function WithdrawalItem({ record, now }: { record: WithdrawalRecord; now: number }) {
  const { t } = useTranslation('money');
  const currency = useCurrency();
  const [reporting, setReporting] = useState(false);
  const [proof, setProof] = useState<string | null>(null);
  const [proofError, setProofError] = useState<string | undefined>();
  const receipt = useReceipt(() => setReporting(false));
  const busy = receipt.pending;
  const status = receipt.status;

  const answer = async (result: 'received' | 'not_received') => {
    if (result === 'not_received' && !proof) {
      receipt.clearStatus();
      setProofError(t('withdraw.receipt.proofNeeded'));
      return;
    }
    await receipt.submit({
      orderNo: record.orderNo,
      result,
      ...(result === 'not_received' && proof ? { proofImage: proof } : {}),
    });
  };

  const paid = record.status === 'PAID';
  return (
    <li className="money-record" data-order={record.orderNo} data-status={record.status}>
      <div className="money-record__head">
        <span className="money-amount money-record__amount">{formatAmount(record.amount, currency)}</span>
        <span className={`money-chip money-chip--${withdrawalStatusTone(record.status)}`}>
          {t(`withdraw.status.${record.status}`)}
        </span>
      </div>
      <div className="money-record__meta">
        <span>{record.account}</span>
        <span className="money-ltr">{formatDateTime(record.createdAt)}</span>
        <span>
          {t('money.orderNo')}: {record.orderNo}
        </span>
        {isPositiveAmount(record.charge) && (
          <span>{t('withdraw.chargeAmount', { amount: amountInText(record.charge, currency) })}</span>
        )}
        <span>{t('withdraw.receiveAmount', { amount: amountInText(record.receive, currency) })}</span>
        {record.paidAt && <span>{t('withdraw.paidAt', { time: ltr(formatDateTime(record.paidAt)) })}</span>}
        {record.remark && <span>{record.remark}</span>}
      </div>
      {paid && (
        <div className="withdraw-receipt">
          <p className="withdraw-receipt__ask">{t('withdraw.receipt.ask')}</p>
          {record.autoReceiveAt && (
            <p className="money-muted" data-testid="auto-receive">
              {t('withdraw.receipt.autoIn', { time: ltr(timeLeft(record.autoReceiveAt, now)) })}
            </p>
          )}
          {reporting ? (
            <>
              <ProofPicker
                label={t('withdraw.receipt.proof')}
                value={proof}
                error={proofError}
                onChange={(value) => {
                  setProof(value);
                  setProofError(undefined);
                }}
              />
              <div className="money-record__actions">
                <button
                  type="button"
                  className="btn btn--danger btn--sm"
                  disabled={busy}
                  onClick={() => void answer('not_received')}
                >
                  {t('withdraw.receipt.send')}
                </button>
                <button type="button" className="btn btn--ghost btn--sm" onClick={() => setReporting(false)}>
                  {t('common.cancel')}
                </button>
              </div>
            </>
          ) : (
            <div className="money-record__actions">
              <button
                type="button"
                className="btn btn--primary btn--sm"
                disabled={busy}
                onClick={() => void answer('received')}
              >
                {t('withdraw.receipt.received')}
              </button>
              <button type="button" className="btn btn--secondary btn--sm" onClick={() => setReporting(true)}>
                {t('withdraw.receipt.notReceived')}
              </button>
            </div>
          )}
        </div>
      )}
      {status && <FormAlert tone={status.tone}>{status.text}</FormAlert>}
    </li>
  );
}
