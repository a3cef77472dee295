import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { memberInfoQuery } from '../../shared/api/memberInfoQuery';
import { getAccountName, storeMemberInfo } from '../../shared/storage/session';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { Icon } from '../../shared/ui/Icon';
import type { IconName } from '../../shared/ui/iconPaths';
import { LogoutIcon } from './LogoutIcon';
import './auth.css';

export interface AccountAction {
  id: string;
  label: string;
  icon: IconName;
  onSelect: () => void;
  /** Shown as a labelled button (deposit, withdrawal); the others are icon buttons. */
  prominent?: 'primary' | 'secondary';
}

interface AccountBarProps {
  /** Opens the personal centre (the name chip). */
  onAccount: () => void;
  actions: readonly AccountAction[];
  onLogout: () => void;
}

/** The header's logged-in bar: account name, member actions and sign-out. Loads the member on start. */
export function AccountBar({ onAccount, actions, onLogout }: AccountBarProps) {
  const { t } = useTranslation('auth');
  const token = useSessionToken();
  const { data: member } = useQuery(memberInfoQuery(token));
  useEffect(() => {
    if (member) storeMemberInfo(member);
  }, [member]);
  const name = member?.nickname || member?.account || getAccountName() || '';

  return (
    <div className="account-bar">
      <button
        type="button"
        className="account-bar__name"
        title={t('account.open', { name })}
        onClick={onAccount}
      >
        {/* The name comes from the content (no aria-label), so what is seen is what is announced. */}
        <span className="visually-hidden">{t('account.openPrefix')}</span>
        <span className="account-bar__avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase() || <Icon name="user" size={18} />}
        </span>
        <span className="account-bar__account">{name}</span>
      </button>
      {actions.map((action) =>
        action.prominent ? (
          <button
            key={action.id}
            type="button"
            className={`btn btn--sm btn--${action.prominent === 'primary' ? 'primary' : 'ghost'} account-bar__action account-bar__action--${action.id}`}
            onClick={action.onSelect}
          >
            <Icon name={action.icon} size={18} />
            <span>{action.label}</span>
          </button>
        ) : (
          <button
            key={action.id}
            type="button"
            className={`icon-btn account-bar__icon account-bar__action--${action.id}`}
            aria-label={action.label}
            title={action.label}
            onClick={action.onSelect}
          >
            <Icon name={action.icon} />
          </button>
        ),
      )}
      <button
        type="button"
        className="icon-btn account-bar__icon account-bar__logout"
        aria-label={t('logout.action')}
        title={t('logout.action')}
        onClick={onLogout}
      >
        <LogoutIcon />
      </button>
    </div>
  );
}
