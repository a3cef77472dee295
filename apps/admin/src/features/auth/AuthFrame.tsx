import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Preferences } from '../../shared/ui/Preferences';

/** The centred card of the sign-in and password pages, with language and theme. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('shell.brand')}`;
  }, [title, t]);
  return (
    <main className="auth">
      <div className="card auth__card">
        <div className="auth__top">
          <Preferences />
        </div>
        <h1>{title}</h1>
        <p className="muted">{t('shell.brand')}</p>
        {children}
      </div>
    </main>
  );
}
