import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { useDialog } from '../../shared/ui/dialog/useDialog';

/**
 * The login-area slot. The identity issue replaces these prompts with the real login and
 * registration forms; until then each opens a clearly labelled dialog and nothing is faked.
 */
export function useAuthPrompts() {
  const dialog = useDialog();
  const { t } = useTranslation();
  const token = useSessionToken();

  const openLogin = useCallback(
    () => dialog.open({ icon: 'info', title: t('auth.login'), message: t('auth.loginSlot') }),
    [dialog, t],
  );
  const openRegister = useCallback(
    () => dialog.open({ icon: 'info', title: t('auth.register'), message: t('auth.registerSlot') }),
    [dialog, t],
  );
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
    if (choice === 'login') await openLogin();
  }, [dialog, t, openLogin]);

  /** Member-only entries: ask visitors to log in; members see where the feature will open. */
  const openMemberFeature = useCallback(
    (label: string) => {
      if (!token) return requireLogin();
      return dialog.open({ icon: 'info', title: label, message: t('auth.memberSlot') });
    },
    [token, requireLogin, dialog, t],
  );

  return useMemo(
    () => ({ loggedIn: Boolean(token), openLogin, openRegister, requireLogin, openMemberFeature }),
    [token, openLogin, openRegister, requireLogin, openMemberFeature],
  );
}
