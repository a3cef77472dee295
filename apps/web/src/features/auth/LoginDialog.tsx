import { useTranslation } from 'react-i18next';
import { Modal } from '../../shared/ui/Modal';
import { closeAuth, type AuthView } from './authStore';
import { LoginPanel } from './LoginPanel';

type LoginView = Extract<AuthView, { kind: 'login' }> & { open: boolean };

/** The login popup (docs/product.md §Dialogs). */
export function LoginDialog({ view }: { view: LoginView }) {
  const { t } = useTranslation('auth');
  return (
    <Modal open={view.open} title={t('auth.login')} onClose={closeAuth} width={460} className="auth-modal">
      <LoginPanel tab={view.tab} username={view.username} error={view.error} captcha={view.captcha} />
    </Modal>
  );
}
