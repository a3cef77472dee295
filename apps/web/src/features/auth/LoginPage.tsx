import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageHeader } from '../../shared/ui/PageHeader';
import { useAuthPrompts } from './useAuthPrompts';

/** /login: the page the loginedToHomePage rule sends visitors to. The form is the identity issue's. */
export function LoginPage() {
  const { t } = useTranslation();
  const { openLogin, openRegister } = useAuthPrompts();
  return (
    <div className="page page--narrow">
      <PageHeader title={t('auth.login')} subtitle={t('auth.loginPageIntro')} />
      <section className="card" data-slot="login-form" aria-label={t('auth.login')}>
        <EmptyState
          icon="login"
          title={t('auth.loginSlot')}
          action={
            <div className="button-row">
              <button type="button" className="btn btn--primary" onClick={() => void openLogin()}>
                {t('auth.login')}
              </button>
              <button type="button" className="btn btn--ghost" onClick={() => void openRegister()}>
                {t('auth.register')}
              </button>
            </div>
          }
        />
      </section>
    </div>
  );
}
