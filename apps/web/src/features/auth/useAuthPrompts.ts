import { isCancelledError, useQueryClient } from '@tanstack/react-query';
import { TRIAL_MEMBER_TYPE } from '@wps/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { MEMBER_INFO_KEY, memberInfoQuery } from '../../shared/api/memberInfoQuery';
import { routes } from '../../shared/api/routes';
import { loadMessages, loadNamespace } from '../../shared/i18n/i18n';
import { clearSession, getToken } from '../../shared/storage/session';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { useDialog } from '../../shared/ui/dialog/useDialog';
import { showAuth, type ForgotTab, type LoginTab, type RegisterTab } from './authStore';

export interface OpenLoginOptions {
  tab?: LoginTab;
  username?: string;
}

/**
 * Entry points of the auth feature for the rest of the site: the login, registration and forgot
 * password dialogs, the gates in front of member-only actions, and sign-out.
 */
export function useAuthPrompts() {
  const dialog = useDialog();
  const { t } = useTranslation();
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const openLogin = useCallback(
    (options: OpenLoginOptions = {}) => showAuth({ kind: 'login', ...options }),
    [],
  );
  const openRegister = useCallback((tab?: RegisterTab) => showAuth({ kind: 'register', tab }), []);
  const openForgot = useCallback((tab?: ForgotTab) => showAuth({ kind: 'forgot', tab }), []);

  /**
   * Visitors are told to log in first and offered the login popup (docs/product.md §Header: gated actions).
   */
  const requireLogin = useCallback(async () => {
    const choice = await dialog.open({
      icon: 'warning',
      title: t('auth.notLoggedInTitle'),
      message: t('auth.notLoggedIn'),
      buttons: [
        { label: t('common.cancel'), value: 'cancel', variant: 'secondary' },
        { label: t('auth.login'), value: 'login', variant: 'primary', isDefault: true },
      ],
    });
    if (choice === 'login') openLogin();
  }, [dialog, t, openLogin]);

  /**
   * True when a real member is signed in. Visitors get the login prompt; trial accounts (type 4)
   * the `in_need_true_account` warning, and the action is blocked.
   */
  const requireRealAccount = useCallback(async (): Promise<boolean> => {
    const current = getToken();
    if (!current) {
      await requireLogin();
      return false;
    }
    try {
      // A query cancelled because its last observer unmounted is simply asked again.
      const member = await queryClient.fetchQuery(memberInfoQuery(current)).catch((error: unknown) => {
        if (isCancelledError(error)) return queryClient.fetchQuery(memberInfoQuery(current));
        throw error;
      });
      if (member.type !== TRIAL_MEMBER_TYPE) return true;
      await loadNamespace('auth');
      await dialog.open({
        icon: 'warning',
        message: t('error.in_need_true_account'),
        buttons: [{ label: t('in_increase_submit', { ns: 'auth' }), value: 'ok', isDefault: true }],
      });
    } catch (error) {
      if (isApiError(error) && error.code === 'login.not.session') await requireLogin();
      else {
        await loadMessages();
        await dialog.open({
          icon: 'error',
          message: t(isApiError(error) ? `error.${error.code}` : 'error.system.error'),
        });
      }
    }
    return false;
  }, [queryClient, dialog, t, requireLogin]);

  /** Asks first; then ends the session on the server and here, keeps the merchant, and goes to /. */
  const logout = useCallback(async () => {
    await loadNamespace('auth');
    const choice = await dialog.open({
      icon: 'question',
      title: t('logout.title', { ns: 'auth' }),
      message: t('logout.confirm', { ns: 'auth' }),
      buttons: [
        { label: t('common.cancel'), value: 'cancel', variant: 'secondary' },
        { label: t('logout.action', { ns: 'auth' }), value: 'logout', variant: 'primary', isDefault: true },
      ],
    });
    if (choice !== 'logout') return;
    // A session the server already ended is just as ended: clear it here whatever the answer.
    await callApi(routes.memberLogout).catch(() => null);
    clearSession();
    queryClient.removeQueries({ queryKey: MEMBER_INFO_KEY });
    void navigate('/');
  }, [dialog, t, queryClient, navigate]);

  /** Member-only entries not yet wired to a screen: visitors are asked to log in first. */
  const openMemberFeature = useCallback(
    (label: string) => {
      if (!token) return requireLogin();
      return dialog.open({ icon: 'info', title: label, message: t('auth.memberSlot') });
    },
    [token, requireLogin, dialog, t],
  );

  return useMemo(
    () => ({
      loggedIn: Boolean(token),
      openLogin,
      openRegister,
      openForgot,
      requireLogin,
      requireRealAccount,
      logout,
      openMemberFeature,
    }),
    [token, openLogin, openRegister, openForgot, requireLogin, requireRealAccount, logout, openMemberFeature],
  );
}
