import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { loadNamespace } from '../../shared/i18n/i18n';
import { lazyWidget } from '../../shared/lazy/lazyWidget';
import { PageSpinner } from '../../shared/ui/Spinner';
import { PageHeader } from '../../shared/ui/PageHeader';
import { useSessionToken } from '../../shared/storage/useSessionToken';

function Loading() {
  const { t } = useTranslation();
  return <PageSpinner label={t('common.loading')} />;
}

/** The form and its texts load together. */
const LoginPanel = lazyWidget(
  () =>
    Promise.all([import('./LoginPanel'), loadNamespace('auth')]).then(([module]) => ({
      default: module.LoginPanel,
    })),
  Loading,
);

/** /login: the page the loginedToHomePage rule sends visitors to, with the login form in place. */
export function LoginPage() {
  const { t } = useTranslation();
  const token = useSessionToken();
  if (token) return <Navigate to="/" replace />;
  return (
    <div className="page page--narrow login-page">
      <PageHeader title={t('auth.login')} subtitle={t('auth.loginPageIntro')} />
      <section className="card login-page__card" data-slot="login-form" aria-label={t('auth.login')}>
        <LoginPanel />
      </section>
    </div>
  );
}
