import { useTranslation } from 'react-i18next';
import { setTheme } from '../../shared/theme/theme';
import { useTheme } from '../../shared/theme/useTheme';
import { Icon } from '../../shared/ui/Icon';

/** Switches dark and light; the choice is remembered (localStorage theme). */
export function ThemeToggle({ className, withLabel = false }: { className?: string; withLabel?: boolean }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = t(next === 'light' ? 'theme.toLight' : 'theme.toDark');
  return (
    <button
      type="button"
      className={withLabel ? `menu-item ${className ?? ''}` : `icon-btn ${className ?? ''}`}
      aria-label={withLabel ? undefined : label}
      title={withLabel ? undefined : label}
      onClick={() => setTheme(next)}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
      {withLabel && <span className="menu-item__label">{label}</span>}
    </button>
  );
}
