import { formatAmount } from '@wps/contracts';
import { formatDate, formatDateTime } from '../../shared/format/date';
import { useCurrency } from '../../shared/money/moneyForm';
import { rateText, signedAmount } from './format';

/** An amount in the site currency. */
export function Money({ value }: { value: string }) {
  const currency = useCurrency();
  return <span className="money-amount">{formatAmount(value, currency)}</span>;
}

/** A signed amount, green when positive and red when negative. */
export function Signed({ value }: { value: string }) {
  const currency = useCurrency();
  const signed = signedAmount(value, currency);
  return <span className={`money-amount money-amount--${signed.direction}`}>{signed.text}</span>;
}

/** A percentage, kept left to right in right-to-left text. */
export function Rate({ value }: { value: string | null | undefined }) {
  if (value === null || value === undefined) return <span aria-hidden="true">—</span>;
  return <span className="money-ltr agents-rate">{rateText(value)}</span>;
}

/** A time as the site shows times (yyyy-MM-dd HH:mm:ss, or the date only), left to right. */
export function Time({ value, dateOnly = false }: { value: number | null; dateOnly?: boolean }) {
  if (value === null) return <span aria-hidden="true">—</span>;
  return (
    <time className="money-ltr" dateTime={new Date(value).toISOString()}>
      {dateOnly ? formatDate(value) : formatDateTime(value)}
    </time>
  );
}
