import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../shared/site/siteContext';
import { tabPanelProps, useTabsId } from '../../shared/ui/form/tabIds';
import { Tabs } from '../../shared/ui/form/Tabs';
import { showAuth, type LoginTab } from './authStore';
import { FreePlayButton } from './FreePlayButton';
import { PasswordLoginForm } from './PasswordLoginForm';
import { SmsLoginForm } from './SmsLoginForm';
import './auth.css';

export interface LoginPanelProps {
  tab?: LoginTab | undefined;
  username?: string | undefined;
  error?: unknown;
  captcha?: boolean | undefined;
}

/** The login popup's content (also the /login page): password and SMS tabs, links and free play. */
export function LoginPanel({ tab: initialTab, username, error, captcha }: LoginPanelProps) {
  const { t } = useTranslation('auth');
  const { modules } = useSite();
  const smsOn = Boolean(modules.MOBILEVERCODELOGIN3);
  const [tab, setTab] = useState<LoginTab>(initialTab === 'sms' && smsOn ? 'sms' : 'password');
  const idBase = useTabsId();
  const forgotOn = modules.CHNGPASSVERIF3 || modules.PWRESETSMS3;
  const registerOn = modules.USERNAMEREG3 || modules.MOBILENUMREG3;

  return (
    <div className="auth-panel">
      {smsOn && (
        <Tabs
          idBase={idBase}
          label={t('login.methods')}
          value={tab}
          onChange={setTab}
          tabs={[
            { id: 'password', label: t('login.tabPassword') },
            { id: 'sms', label: t('login.tabSms') },
          ]}
        />
      )}
      <div {...(smsOn ? tabPanelProps(idBase, tab) : {})}>
        {tab === 'password' ? (
          <PasswordLoginForm username={username} error={error} captcha={captcha} />
        ) : (
          <SmsLoginForm />
        )}
      </div>
      {(forgotOn || registerOn) && (
        <div className="auth-links">
          {forgotOn && (
            <button type="button" className="link-btn" onClick={() => showAuth({ kind: 'forgot' })}>
              {t('login.forgot')}
            </button>
          )}
          {registerOn && (
            <span className="auth-links__register">
              {t('login.noAccount')}{' '}
              <button type="button" className="link-btn" onClick={() => showAuth({ kind: 'register' })}>
                {t('login.registerNow')}
              </button>
            </span>
          )}
        </div>
      )}
      {modules.FREEPLAY3 && (
        <>
          <p className="auth-divider">{t('login.or')}</p>
          <FreePlayButton />
        </>
      )}
    </div>
  );
}
