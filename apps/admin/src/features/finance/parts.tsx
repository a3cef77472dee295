import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Facts about an order as a definition list (rows with no value are left out). */
export function Facts({ rows }: { rows: [label: string, value: ReactNode, mono?: boolean][] }) {
  return (
    <dl className="dl finance-facts">
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value, mono]) => (
          <div key={label} className="finance-facts__row">
            <dt>{label}</dt>
            <dd className={mono ? 'mono' : undefined}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Preset filters above a list ("awaiting a decision"), as toggle buttons. */
export function QuickViews({
  label,
  views,
}: {
  label: string;
  views: { id: string; label: string; active: boolean; onSelect: () => void }[];
}) {
  return (
    <div className="finance-views" role="group" aria-label={label}>
      {views.map((view) => (
        <button
          key={view.id}
          type="button"
          className={`btn btn--small${view.active ? ' finance-views__active' : ''}`}
          aria-pressed={view.active}
          onClick={view.onSelect}
        >
          {view.label}
        </button>
      ))}
    </div>
  );
}

/** A member as username and id. */
export function MemberCell({ username, id }: { username: string; id: number }) {
  const { t } = useTranslation();
  return (
    <span className="finance-member">
      <span>{username || '—'}</span>
      <span className="muted mono">{t('finance.memberId', { id })}</span>
    </span>
  );
}

/** A short-lived line that says what the server answered to the last decision. */
export function Outcome({ text, onDismiss }: { text: string | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      {text ? (
        <p className="note note--ok finance-outcome">
          <span>{text}</span>
          <button type="button" className="btn btn--ghost btn--small" onClick={onDismiss}>
            {t('common.close')}
          </button>
        </p>
      ) : null}
    </div>
  );
}

/** A time in a table cell: the date, and the time under it (the operator's language). */
export function When({ value }: { value: number | string | null | undefined }) {
  const { i18n } = useTranslation();
  if (value === null || value === undefined || value === '') return <span>—</span>;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return <span>{String(value)}</span>;
  const locale = i18n.language === 'zh' ? 'zh-CN' : 'en-GB';
  return (
    <span className="finance-stack finance-when">
      <span>{date.toLocaleDateString(locale, { dateStyle: 'medium' })}</span>
      <span className="muted">{date.toLocaleTimeString(locale, { timeStyle: 'medium' })}</span>
    </span>
  );
}
