import { loadNamespace } from '../../shared/i18n/i18n';
import { lazyWidget } from '../../shared/lazy/lazyWidget';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { DESKTOP_QUERY, useMediaQuery } from '../../shared/ui/useMediaQuery';
import type { AccountAction } from './AccountBar';
import { AuthSlot } from './AuthSlot';

export type { AccountAction };

function VisitorButtons() {
  return <AuthSlot className="header__auth" />;
}

function AccountBarPlaceholder() {
  return <div className="account-bar account-bar--loading" aria-hidden="true" />;
}

/** The desktop login form loads only on desktop (phones show two buttons), with its texts. */
const HeaderLoginForm = lazyWidget(
  () =>
    Promise.all([import('./HeaderLoginForm'), loadNamespace('auth')]).then(([module]) => ({
      default: module.HeaderLoginForm,
    })),
  VisitorButtons,
);

interface AccountBarProps {
  onAccount: () => void;
  actions: readonly AccountAction[];
  onLogout: () => void;
}

const AccountBar = lazyWidget<AccountBarProps>(
  () =>
    Promise.all([import('./AccountBar'), loadNamespace('auth')]).then(([module]) => ({
      default: module.AccountBar,
    })),
  AccountBarPlaceholder,
);

/** The header's login area: the logged-in bar, the desktop login form, or Log in / Register. */
export function HeaderAuth(props: AccountBarProps) {
  const token = useSessionToken();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  if (token) return <AccountBar {...props} />;
  return desktop ? <HeaderLoginForm /> : <VisitorButtons />;
}
