import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../shared/site/siteContext';
import { EmptyState } from '../../shared/ui/EmptyState';
import { tabPanelProps, useTabsId } from '../../shared/ui/form/tabIds';
import { Tabs } from '../../shared/ui/form/Tabs';
import { Modal } from '../../shared/ui/Modal';
import { closeAuth, showAuth, type AuthView } from './authStore';
import { registerModes, type RegisterMode } from './registerFields';
import { RegisterForm } from './RegisterForm';

type RegisterView = Extract<AuthView, { kind: 'register' }> & { open: boolean };

/** The registration dialog: by username and by mobile number, as the site offers them. */
export function RegisterDialog({ view }: { view: RegisterView }) {
  const { t } = useTranslation('auth');
  const { modules } = useSite();
  const modes = registerModes(modules);
  const [mode, setMode] = useState<RegisterMode | undefined>(
    view.tab && modes.includes(view.tab) ? view.tab : modes[0],
  );
  const idBase = useTabsId();

  return (
    <Modal open={view.open} title={t('auth.register')} onClose={closeAuth} width={520} className="auth-modal">
      <div className="auth-panel">
        {mode === undefined ? (
          <EmptyState icon="ban" title={t('register.closed')} />
        ) : (
          <>
            {modes.length > 1 && (
              <Tabs
                idBase={idBase}
                label={t('register.methods')}
                value={mode}
                onChange={setMode}
                tabs={modes.map((id) => ({
                  id,
                  label: t(id === 'username' ? 'register.tabUsername' : 'register.tabMobile'),
                }))}
              />
            )}
            <div {...(modes.length > 1 ? tabPanelProps(idBase, mode) : {})}>
              {/* A new form per tab: switching reloads the captcha (docs/product.md §States). */}
              <RegisterForm key={mode} mode={mode} />
            </div>
          </>
        )}
        <div className="auth-links auth-links--center">
          <span>
            {t('register.haveAccount')}{' '}
            <button type="button" className="link-btn" onClick={() => showAuth({ kind: 'login' })}>
              {t('auth.login')}
            </button>
          </span>
        </div>
      </div>
    </Modal>
  );
}
