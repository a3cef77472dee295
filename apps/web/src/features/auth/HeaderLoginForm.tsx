import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../shared/site/siteContext';
import { showAuth } from './authStore';
import { asksForCaptcha, useLoginFlow } from './loginFlow';
import { useHumanChallenge } from './useHumanChallenge';
import './auth.css';

/**
 * The desktop header's compact login. Anything beyond a plain success (a captcha, a lock, a second
 * step, an empty field) continues in the login popup with the username kept.
 */
export function HeaderLoginForm() {
  const { t } = useTranslation('auth');
  const { modules } = useSite();
  const flow = useLoginFlow();
  const human = useHumanChallenge({ eager: false });
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '').trim();
    const password = String(data.get('password') ?? '').trim();
    if (!username || !password) {
      showAuth({ kind: 'login', username });
      return;
    }
    setBusy(true);
    try {
      await flow.login(
        { type: 'username', username, password },
        { method: 'password', password },
        await human.take(),
      );
    } catch (error) {
      human.reset();
      showAuth({ kind: 'login', username, error, captcha: asksForCaptcha(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="header-login"
      aria-label={t('auth.login')}
      onFocus={() => human.prime()}
      onSubmit={(event) => void onSubmit(event)}
    >
      <input
        name="username"
        className="header-login__input"
        placeholder={t('field.username')}
        aria-label={t('field.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <input
        name="password"
        type="password"
        className="header-login__input"
        placeholder={t('field.password')}
        aria-label={t('field.password')}
        autoComplete="current-password"
      />
      <button type="submit" className="btn btn--primary btn--sm" disabled={busy}>
        {busy ? t('form.working') : t('auth.login')}
      </button>
      {(modules.USERNAMEREG3 || modules.MOBILENUMREG3) && (
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={() => showAuth({ kind: 'register' })}
        >
          {t('auth.register')}
        </button>
      )}
      {(modules.CHNGPASSVERIF3 || modules.PWRESETSMS3) && (
        <button
          type="button"
          className="link-btn header-login__forgot"
          onClick={() => showAuth({ kind: 'forgot' })}
        >
          {t('login.forgotShort')}
        </button>
      )}
    </form>
  );
}
