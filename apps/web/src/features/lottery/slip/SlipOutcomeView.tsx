import { formatAmount } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { errorKey, isApiError } from '../../../shared/api/apiError';
import { amountInText, ltr, useCurrency } from '../../../shared/money/moneyForm';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { StatusChip } from '../parts/StatusChip';
import type { SlipOutcome } from './usePlaceSlip';

/** The value of a `lottery.cap.exceeded` refusal. */
function capValue(error: unknown): { key: string; remainingPayout: string } | null {
  if (!isApiError(error) || error.code !== 'lottery.cap.exceeded') return null;
  const value = error.value as { key?: unknown; remainingPayout?: unknown } | null;
  return typeof value?.key === 'string' && typeof value.remainingPayout === 'string'
    ? { key: value.key, remainingPayout: value.remainingPayout }
    : null;
}

interface SlipOutcomeViewProps {
  outcome: NonNullable<SlipOutcome>;
  /** "Place what fits": the same slip with acceptPartial (a new submission). */
  onPlaceWhatFits: () => void;
  busy: boolean;
}

/** What the last submission came to: the orders placed, or the refusal in place. */
export function SlipOutcomeView({ outcome, onPlaceWhatFits, busy }: SlipOutcomeViewProps) {
  const { t } = useTranslation(['lottery', 'messages']);
  const currency = useCurrency();
  if (outcome.kind === 'placed') {
    const { orders, balance } = outcome.answer;
    return (
      <FormAlert tone="success">
        <p className="lottery-outcome__title">{t('lottery.placed', { count: orders.length })}</p>
        <ul className="lottery-outcome__orders">
          {orders.map((order) => (
            <li key={order.orderNo}>
              <span className="money-ltr">{order.orderNo}</span> ·{' '}
              {t('lottery.periodShort', { number: ltr(order.periodNumber) })} ·{' '}
              <span className="money-amount">{formatAmount(order.cost, currency)}</span>{' '}
              <StatusChip status={order.status} />
              {order.partial && <span className="lottery-note"> {t('lottery.partial')}</span>}
            </li>
          ))}
        </ul>
        {balance !== null && (
          <p className="lottery-note">
            {t('lottery.balanceAfter', { amount: amountInText(balance, currency) })}
          </p>
        )}
      </FormAlert>
    );
  }
  const cap = capValue(outcome.error);
  if (cap) {
    return (
      <FormAlert>
        <p>
          {t('lottery.cap.refused', {
            key: ltr(cap.key),
            amount: amountInText(cap.remainingPayout, currency),
          })}
        </p>
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          onClick={onPlaceWhatFits}
          disabled={busy}
        >
          {t('lottery.cap.placeWhatFits')}
        </button>
      </FormAlert>
    );
  }
  return (
    <FormAlert>
      <p>{t(errorKey(outcome.error), { defaultValue: t('error.system.error') })}</p>
      {isApiError(outcome.error) && outcome.error.code === 'lottery.period.closed' && (
        <p className="lottery-note">{t('lottery.periodReloaded')}</p>
      )}
    </FormAlert>
  );
}
