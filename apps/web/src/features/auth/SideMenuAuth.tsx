import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { memberInfoQuery } from '../../shared/api/memberInfoQuery';
import { getAccountName } from '../../shared/storage/session';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { Icon } from '../../shared/ui/Icon';
import { showAuth } from './authStore';
import { LogoutIcon } from './LogoutIcon';
import { useAuthPrompts } from './useAuthPrompts';

/**
 * Side-menu entries with texts of the auth namespace. Render them only where they can be seen (an
 * open drawer, the desktop menu): mounting one loads the namespace, and each waits for it.
 */
/** The signed-in member's name at the top of the side menu. */
export function SideMenuAccount() {
  const token = useSessionToken();
  const { data: member } = useQuery(memberInfoQuery(token));
  const name = member?.nickname || member?.account || getAccountName() || '';
  return (
    <div className="side-menu__account">
      <span className="side-menu__avatar" aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
      <span className="side-menu__account-name">{name}</span>
    </div>
  );
}

export function FreePlayMenuButton({ onClose }: { onClose: () => void }) {
  const { t, ready } = useTranslation('auth');
  if (!ready) return null;
  return (
    <button
      type="button"
      className="btn btn--secondary btn--sm side-menu__free-play"
      onClick={() => {
        onClose();
        showAuth({ kind: 'freePlay' });
      }}
    >
      <Icon name="play" size={18} />
      {t('freePlay.action')}
    </button>
  );
}

export function LogoutMenuItem({ onClose, collapsed }: { onClose: () => void; collapsed: boolean }) {
  const { t, ready } = useTranslation('auth');
  const { logout } = useAuthPrompts();
  if (!ready) return null;
  return (
    <button
      type="button"
      className="menu-item"
      title={collapsed ? t('logout.action') : undefined}
      aria-label={collapsed ? t('logout.action') : undefined}
      onClick={() => {
        onClose();
        void logout();
      }}
    >
      <LogoutIcon />
      <span className="menu-item__label">{t('logout.action')}</span>
    </button>
  );
}
