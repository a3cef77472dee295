import { useTranslation } from 'react-i18next';
import { ADMIN_LANGUAGES, setLanguage, type AdminLanguage } from '../i18n/i18n';
import { setTheme, useTheme } from '../theme/theme';

/** The operator's language and theme, as the top bar and the sign-in card offer them. */
export function Preferences({ fieldClassName }: { fieldClassName?: string }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  return (
    <>
      <label className={fieldClassName}>
        <span className="visually-hidden">{t('shell.language')}</span>
        <select
          className="input"
          value={i18n.language}
          onChange={(event) => setLanguage(event.target.value as AdminLanguage)}
        >
          {ADMIN_LANGUAGES.map((language) => (
            <option key={language.code} value={language.code}>
              {language.label}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="btn btn--small"
        onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
        aria-label={t(theme === 'dark' ? 'shell.themeLight' : 'shell.themeDark')}
      >
        {theme === 'dark' ? '☀' : '☾'}
      </button>
    </>
  );
}
