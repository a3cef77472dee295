import { useSyncExternalStore } from 'react';
import { AfterLoginPopups } from './AfterLoginPopups';
import { getAuthState, subscribeAuth } from './authStore';
import { ForcedPasswordDialog } from './ForcedPasswordDialog';
import { ForgotDialog } from './ForgotDialog';
import { FreePlayRunner } from './FreePlayRunner';
import { LoginCheckDialog } from './LoginCheckDialog';
import { LoginDialog } from './LoginDialog';
import { RegisterDialog } from './RegisterDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { WelcomeToast } from './WelcomeToast';
import './auth.css';

/** Every auth screen, one at a time; each opening mounts it afresh (keyed by the view's id). */
export function AuthDialogs() {
  const { view, notice } = useSyncExternalStore(subscribeAuth, getAuthState, getAuthState);
  let screen = null;
  if (view?.kind === 'login') screen = <LoginDialog key={view.id} view={view} />;
  else if (view?.kind === 'register') screen = <RegisterDialog key={view.id} view={view} />;
  else if (view?.kind === 'forgot') screen = <ForgotDialog key={view.id} view={view} />;
  else if (view?.kind === 'reset') screen = <ResetPasswordDialog key={view.id} view={view} />;
  else if (view?.kind === 'loginCheck') screen = <LoginCheckDialog key={view.id} view={view} />;
  else if (view?.kind === 'forcedChange') screen = <ForcedPasswordDialog key={view.id} view={view} />;
  else if (view?.kind === 'afterLogin') screen = <AfterLoginPopups key={view.id} view={view} />;
  else if (view?.kind === 'freePlay' && view.open) screen = <FreePlayRunner key={view.id} />;
  return (
    <>
      {screen}
      {notice && <WelcomeToast key={notice.id} notice={notice} />}
    </>
  );
}
