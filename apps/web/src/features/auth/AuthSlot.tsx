import { useTranslation } from 'react-i18next';
import { useAuthPrompts } from './useAuthPrompts';

/**
 * LOGIN-AREA SLOT (identity issue replaces this): Log in / Register for visitors. Members get the
 * logged-in bar from that issue; nothing is shown here for them yet.
 */
export function AuthSlot({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { loggedIn, openLogin, openRegister } = useAuthPrompts();
  if (loggedIn) return null;
  return (
    <div className={`auth-slot ${className ?? ''}`} data-slot="login-area">
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => void openLogin()}>
        {t('auth.login')}
      </button>
      <button type="button" className="btn btn--primary btn--sm" onClick={() => void openRegister()}>
        {t('auth.register')}
      </button>
    </div>
  );
}
