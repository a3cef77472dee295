import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './cells.css';

/*
 * What list pages put in table cells and details (promotions, loyalty): a time, a member, two lines,
 * a long text shortened, facts, and the line saying what the server answered to the last action.
 */

/** A time in a table cell: the date, and the time under it (the browser's time zone). */
export function When({ value }: { value: number | null | undefined }) {
  const { i18n } = useTranslation();
  if (value === null || value === undefined) return <span>—</span>;
  const date = new Date(value);
  const locale = i18n.language === 'zh' ? 'zh-CN' : 'en-GB';
  return (
    <span className="cell-stack cell-nowrap">
      <span>{date.toLocaleDateString(locale, { dateStyle: 'medium' })}</span>
      <span className="muted">{date.toLocaleTimeString(locale, { timeStyle: 'short' })}</span>
    </span>
  );
}

/** A member as a link to their page, with the id under it. */
export function MemberCell({ merchant, username, id }: { merchant: string; username: string; id: number }) {
  const { t } = useTranslation();
  return (
    <span className="cell-stack">
      <Link to={`/m/${merchant}/members/${id}`}>{username || '—'}</Link>
      <span className="muted mono">{t('common.memberId', { id })}</span>
    </span>
  );
}

/** Two lines in one cell: the value, and a muted line under it. */
export function Stacked({ main, sub }: { main: ReactNode; sub?: ReactNode }) {
  return (
    <span className="cell-stack">
      <span>{main}</span>
      {sub === undefined || sub === null || sub === '' ? null : <span className="muted">{sub}</span>}
    </span>
  );
}

/** A long text in a cell: its first `max` characters, whole in its title; a dash when there is none. */
export function ShortText({ text, max = 60 }: { text: string | null | undefined; max?: number }) {
  if (!text) return <span className="muted">—</span>;
  return (
    <span className="cell-remark" title={text}>
      {text.length > max ? `${text.slice(0, max)}…` : text}
    </span>
  );
}

/** Facts as a definition list (rows with no value are left out). */
export function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="dl cell-facts">
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label} className="cell-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** A short-lived line saying what the server answered to the last action. */
export function Outcome({ text, onDismiss }: { text: string | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      {text ? (
        <p className="note note--ok cell-outcome">
          <span>{text}</span>
          <button type="button" className="btn btn--ghost btn--small" onClick={onDismiss}>
            {t('common.close')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
