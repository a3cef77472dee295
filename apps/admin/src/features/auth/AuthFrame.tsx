import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_LANGUAGES, setLanguage, type AdminLanguage } from '../../shared/i18n/i18n';
import { setTheme, useTheme } from '../../shared/theme/theme';

/** The centred card of the sign-in and password pages, with language and theme. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  useEffect(() => {
    document.title = `${title} · ${t('shell.brand')}`;
  }, [title, t]);
  return (
    <main className="auth">
      <div className="card auth__card">
        <div className="auth__top">
          <label>
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
        </div>
        <h1>{title}</h1>
        <p className="muted">{t('shell.brand')}</p>
        {children}
      </div>
    </main>
  );
}
