import type { ActivityState, ApplicationState, BonusState } from '@wps/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BUDGET_WARN_PERCENT, spentPercent } from './rules';

const ACTIVITY_TONE: Record<ActivityState, string> = {
  draft: 'badge',
  published: 'badge badge--ok',
  closed: 'badge badge--warn',
};
const BONUS_TONE: Record<BonusState, string> = {
  review: 'badge badge--warn',
  rejected: 'badge badge--danger',
  issued: 'badge badge--info',
  active: 'badge badge--info',
  completed: 'badge badge--ok',
  forfeited: 'badge badge--danger',
  expired: 'badge',
};
const APPLICATION_TONE: Record<ApplicationState, string> = {
  applying: 'badge badge--warn',
  approved: 'badge badge--ok',
  rejected: 'badge badge--danger',
};

export function ActivityStateBadge({ state }: { state: ActivityState }) {
  const { t } = useTranslation();
  return <span className={ACTIVITY_TONE[state]}>{t(`promotions.state.${state}`)}</span>;
}

export function BonusStateBadge({ state }: { state: BonusState }) {
  const { t } = useTranslation();
  return <span className={BONUS_TONE[state]}>{t(`promotions.bonusState.${state}`)}</span>;
}

export function ApplicationStateBadge({ state }: { state: ApplicationState }) {
  const { t } = useTranslation();
  return <span className={APPLICATION_TONE[state]}>{t(`promotions.applicationState.${state}`)}</span>;
}

/** A time in a table cell: the date, and the time under it (the browser's time zone). */
export function When({ value }: { value: number | null | undefined }) {
  const { i18n } = useTranslation();
  if (value === null || value === undefined) return <span>—</span>;
  const date = new Date(value);
  const locale = i18n.language === 'zh' ? 'zh-CN' : 'en-GB';
  return (
    <span className="promo-stack promo-nowrap">
      <span>{date.toLocaleDateString(locale, { dateStyle: 'medium' })}</span>
      <span className="muted">{date.toLocaleTimeString(locale, { timeStyle: 'short' })}</span>
    </span>
  );
}

/** A member as a link to their page, with the id under it. */
export function MemberCell({ merchant, username, id }: { merchant: string; username: string; id: number }) {
  const { t } = useTranslation();
  return (
    <span className="promo-stack">
      <Link to={`/m/${merchant}/members/${id}`}>{username || '—'}</Link>
      <span className="muted mono">{t('promotions.memberId', { id })}</span>
    </span>
  );
}

/** Two lines in one cell: the value, and a muted line under it. */
export function Stacked({ main, sub }: { main: ReactNode; sub?: ReactNode }) {
  return (
    <span className="promo-stack">
      <span>{main}</span>
      {sub === undefined || sub === null || sub === '' ? null : <span className="muted">{sub}</span>}
    </span>
  );
}

/** Facts as a definition list (rows with no value are left out). */
export function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="dl promo-facts">
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label} className="promo-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** What was spent of a budget, as a bar (none without a budget). */
export function SpentBar({ spent, budget, label }: { spent: string; budget: string | null; label: string }) {
  const { t } = useTranslation();
  const percent = spentPercent(spent, budget);
  if (percent === null) return <span className="muted">{t('promotions.noBudget')}</span>;
  const shown = Math.min(100, percent);
  const tone = percent >= 100 ? ' promo-bar--full' : percent >= BUDGET_WARN_PERCENT ? ' promo-bar--warn' : '';
  return (
    <span className="promo-bar-wrap">
      <span
        className={`promo-bar${tone}`}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
        aria-valuetext={t('promotions.percentSpent', { percent })}
      >
        <span className="promo-bar__fill" style={{ inlineSize: `${shown}%` }} />
      </span>
      <span className="promo-bar__text">{t('promotions.percentSpent', { percent })}</span>
    </span>
  );
}

/** A short-lived line saying what the server answered to the last action. */
export function Outcome({ text, onDismiss }: { text: string | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      {text ? (
        <p className="note note--ok promo-outcome">
          <span>{text}</span>
          <button type="button" className="btn btn--ghost btn--small" onClick={onDismiss}>
            {t('common.close')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
