import { formatDecimal } from '@wps/contracts';
import { i18n } from './i18n/i18n';

const locale = () => (i18n.language === 'zh' ? 'zh-CN' : 'en-GB');

/** A date and time in the operator's language (ISO text or epoch milliseconds). */
export function dateTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return date.toLocaleString(locale(), { dateStyle: 'medium', timeStyle: 'medium' });
}

/** A wire amount (decimal string) grouped by thousands, its own decimals kept. */
export function amount(text: string | null | undefined): string {
  if (text === null || text === undefined || text === '') return '—';
  return formatDecimal(text, text.split('.')[1]?.length ?? 0);
}

/** The browser's time zone, which forms' `datetime-local` times are read in. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
