import type { ActivityState, ApplicationState, BonusState } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { FilterSelect, type FilterOption } from '../../shared/ui/Filters';
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

/** A list's filter by activity (`options`: the activity choices); `activityId` is the one chosen. */
export function ActivityFilter({
  id,
  activityId,
  options,
  onChange,
}: {
  id: string;
  activityId: number | undefined;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      id={id}
      label={t('promotions.activity')}
      value={activityId === undefined ? '' : String(activityId)}
      options={options}
      onChange={onChange}
    />
  );
}
