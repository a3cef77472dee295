import { useTranslation } from 'react-i18next';
import { showAuth } from './authStore';

/** Log in and Register for visitors (phone header, side menu, and the desktop form's placeholder). */
export function AuthSlot({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`auth-slot ${className ?? ''}`} data-slot="login-area">
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => showAuth({ kind: 'login' })}>
        {t('auth.login')}
      </button>
      <button
        type="button"
        className="btn btn--primary btn--sm"
        onClick={() => showAuth({ kind: 'register' })}
      >
        {t('auth.register')}
      </button>
    </div>
  );
}
