import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatAmount, type cashbackClaimSchema, type cashbackSchema } from '@wps/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { formatDateTime } from '../../shared/format/date';
import { CASHBACK_KEY, CASHBACK_MODULE } from '../../shared/loyalty/keys';
import { basisPointsPercent } from '../../shared/loyalty/rates';
import { refusalText } from '../../shared/loyalty/refusal';
import { amountInText, ltr, useCurrency } from '../../shared/money/moneyForm';
import { MONEY_KEY } from '../../shared/money/queries';
import { useModuleEnabled } from '../../shared/site/siteContext';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorState } from '../../shared/ui/ErrorState';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { PageSpinner } from '../../shared/ui/Spinner';
import { canClaim, sourceTone } from './cashbackLogic';
import { cashbackHistoryQuery, cashbackQuery } from './queries';
import '../../shared/money/money-page.css';
import './cashback.css';

type Cashback = z.infer<typeof cashbackSchema>;
type CashbackClaim = z.infer<typeof cashbackClaimSchema>;

/**
 * Cashback (member centre `manualRebate`, only with MANPLAYREB3): what the member's valid bets have
 * earned since the last payment, per game type at their rank's rate, the total with a Claim button,
 * and the payments so far (claimed by the member or paid by the daily job).
 */
export function CashbackPage() {
  const { t, ready } = useTranslation(['loyalty', 'messages']);
  const enabled = useModuleEnabled(CASHBACK_MODULE);
  const header = <h3 className="money-page__title">{t('nav.cashback')}</h3>;
  if (!enabled)
    return (
      <div className="money-page cashback-page">
        {header}
        <EmptyState icon="cashback" title={t('loyalty.cashback.unavailable')} />
      </div>
    );
  return (
    <div className="money-page cashback-page">
      {header}
      {ready ? (
        <>
          <LiveCashback />
          <CashbackHistory />
        </>
      ) : (
        <PageSpinner label={t('common.loading')} />
      )}
    </div>
  );
}

function LiveCashback() {
  const { t } = useTranslation(['loyalty', 'messages']);
  const token = useSessionToken();
  const currency = useCurrency();
  const queryClient = useQueryClient();
  const live = useQuery(cashbackQuery(token));
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  /** One claim at a time: a second press while one is in flight sends nothing. */
  const claim = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setOutcome(null);
    try {
      const paid = await callApi(routes.claimCashback, { body: {} });
      setOutcome({
        tone: 'success',
        text: t('loyalty.cashback.claimed', { amount: amountInText(paid.amount, currency) }),
      });
      void queryClient.invalidateQueries({ queryKey: MONEY_KEY });
    } catch (error) {
      setOutcome({ tone: 'error', text: refusalText(t, error) });
    } finally {
      // Paid or refused, what is left to claim moved (or was paid elsewhere): read it again.
      void queryClient.invalidateQueries({ queryKey: CASHBACK_KEY });
      inFlight.current = false;
      setPending(false);
    }
  };

  let body;
  if (live.isError) body = <ErrorState error={live.error} onRetry={() => void live.refetch()} />;
  else if (!live.data) body = <PageSpinner label={t('common.loading')} />;
  else body = <CashbackTable cashback={live.data} />;

  const total = live.data?.total ?? null;
  return (
    <section className="money-card cashback-live" aria-labelledby="cashback-live-title">
      <div className="money-card__head">
        <h4 id="cashback-live-title" className="money-card__title">
          {t('loyalty.cashback.earned')}
        </h4>
        {live.data && (
          <span className="money-muted" data-testid="cashback-since">
            {live.data.since === null
              ? t('loyalty.cashback.sinceJoined')
              : t('loyalty.cashback.since', { time: ltr(formatDateTime(live.data.since)) })}
          </span>
        )}
      </div>
      {body}
      <div className="cashback-total">
        <div className="cashback-total__figure">
          <span className="money-muted">{t('loyalty.cashback.total')}</span>
          <strong className="money-amount cashback-total__amount" data-testid="cashback-total">
            {total === null ? (
              <span className="money-placeholder" aria-hidden="true" />
            ) : (
              formatAmount(total, currency)
            )}
          </strong>
        </div>
        <button
          type="button"
          className="btn btn--primary cashback-total__claim"
          disabled={pending || !canClaim(total)}
          aria-busy={pending || undefined}
          onClick={() => void claim()}
        >
          {pending ? t('loyalty.sending') : t('loyalty.cashback.claim')}
        </button>
      </div>
      {total !== null && !canClaim(total) && !outcome && (
        <p className="money-muted">{t('loyalty.cashback.nothingYet')}</p>
      )}
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
    </section>
  );
}

function CashbackTable({ cashback }: { cashback: Cashback }) {
  const { t } = useTranslation('loyalty');
  const currency = useCurrency();
  if (cashback.rows.length === 0) return <p className="money-muted">{t('loyalty.cashback.noBets')}</p>;
  return (
    <div className="cashback-table__scroll">
      <table className="cashback-table">
        <caption className="visually-hidden">{t('loyalty.cashback.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('loyalty.category')}</th>
            <th scope="col">{t('loyalty.cashback.validBet')}</th>
            <th scope="col">{t('loyalty.cashback.rate')}</th>
            <th scope="col">{t('loyalty.cashback.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {cashback.rows.map((row) => (
            <tr key={row.category} data-category={row.category}>
              <th scope="row">{t(`loyalty.category.${row.category}`)}</th>
              <td>{formatAmount(row.validBet, currency)}</td>
              <td>{basisPointsPercent(row.rateBasisPoints)}</td>
              <td>{formatAmount(row.amount, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CashbackHistory() {
  const { t } = useTranslation(['loyalty', 'messages']);
  const token = useSessionToken();
  const history = useQuery(cashbackHistoryQuery(token));
  let body;
  if (history.isError) body = <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  else if (!history.data) body = <PageSpinner label={t('common.loading')} />;
  else if (history.data.list.length === 0)
    body = <EmptyState icon="receipt" title={t('loyalty.cashback.noHistory')} />;
  else
    body = (
      <ul className="money-records" aria-labelledby="cashback-history-title">
        {history.data.list.map((entry) => (
          <HistoryItem key={entry.id} entry={entry} />
        ))}
      </ul>
    );
  return (
    <section className="money-card" aria-labelledby="cashback-history-title">
      <h4 id="cashback-history-title" className="money-card__title">
        {t('loyalty.cashback.history')}
      </h4>
      {body}
    </section>
  );
}

function HistoryItem({ entry }: { entry: CashbackClaim }) {
  const { t } = useTranslation('loyalty');
  const currency = useCurrency();
  return (
    <li className="money-record" data-claim={entry.id} data-source={entry.source}>
      <div className="money-record__head">
        <span className="money-amount money-record__amount money-amount--in">
          {formatAmount(entry.amount, currency)}
        </span>
        <span className={`cashback-chip cashback-chip--${sourceTone(entry.source)}`}>
          {t(`loyalty.cashback.source.${entry.source}`)}
        </span>
      </div>
      <div className="money-record__meta">
        <span>
          {entry.from === null
            ? t('loyalty.cashback.windowUntil', { to: ltr(formatDateTime(entry.to)) })
            : t('loyalty.cashback.window', {
                from: ltr(formatDateTime(entry.from)),
                to: ltr(formatDateTime(entry.to)),
              })}
        </span>
        <span>{t('loyalty.cashback.paidAt', { time: ltr(formatDateTime(entry.createdAt)) })}</span>
      </div>
    </li>
  );
}
