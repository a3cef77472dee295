import { useTranslation } from 'react-i18next';
import { QUICK_SELECTS, quickSelect, toggle } from './pickLogic';

interface CellGridProps {
  values: readonly string[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Shown text of a value (the value itself by default). */
  label?: (value: string) => string;
  /** Accessible name of the group. */
  groupLabel: string;
  variant: 'digits' | 'grid' | 'balls' | 'options';
}

/** Toggle buttons, one per value (aria-pressed). */
export function CellGrid({ values, value, onChange, label, groupLabel, variant }: CellGridProps) {
  return (
    <div className={`lottery-cells lottery-cells--${variant}`} role="group" aria-label={groupLabel}>
      {values.map((item) => {
        const on = value.includes(item);
        return (
          <button
            key={item}
            type="button"
            className={`lottery-cell${on ? ' is-on' : ''}`}
            aria-pressed={on}
            onClick={() => onChange(toggle(value, item, values))}
          >
            {label ? label(item) : item}
          </button>
        );
      })}
    </div>
  );
}

/** All / big / small / odd / even / clear over a numeric grid. */
export function QuickButtons({
  values,
  onChange,
}: {
  values: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation('lottery');
  return (
    <div className="lottery-quick" role="group" aria-label={t('lottery.quick.label')}>
      {QUICK_SELECTS.map((which) => (
        <button
          key={which}
          type="button"
          className="lottery-quick__btn"
          onClick={() => onChange(quickSelect(values, which))}
        >
          {t(`lottery.quick.${which}`)}
        </button>
      ))}
    </div>
  );
}
