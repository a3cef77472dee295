import { formatAmount, type CurrencyDisplay } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { amountInText } from '../money/moneyForm';
import { progressPercent } from './turnover';
import './turnover.css';

interface TurnoverBarProps {
  turnover: { required: string; done: string; remaining: string };
  currency: CurrencyDisplay;
  /** The bar's accessible name (the bonus it belongs to). */
  label: string;
  /** Just the bar and "done / required" (reward-centre rows). */
  compact?: boolean;
}

/** A bonus's turnover: a bar, what is done of what is required, and what remains. */
export function TurnoverBar({ turnover, currency, label, compact = false }: TurnoverBarProps) {
  const { t } = useTranslation('promotions');
  const percent = progressPercent(turnover.required, turnover.done);
  return (
    <div className={`turnover${compact ? ' turnover--compact' : ''}`}>
      <div
        className="turnover__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <span className="turnover__fill" style={{ inlineSize: `${percent}%` }} />
      </div>
      <div className="turnover__figures">
        <span className="turnover__ltr">
          {t('promo.turnover.doneOf', {
            done: amountInText(turnover.done, currency),
            required: amountInText(turnover.required, currency),
          })}
        </span>
        <span className="turnover__percent">{percent}%</span>
      </div>
      {!compact && (
        <p className="turnover__remaining">
          {t('promo.turnover.remaining')}{' '}
          <strong className="turnover__ltr" data-testid="turnover-left">
            {formatAmount(turnover.remaining, currency)}
          </strong>
        </p>
      )}
    </div>
  );
}
