import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthHost } from '../../features/auth/AuthHost';
import { HeaderAuth, type AccountAction } from '../../features/auth/HeaderAuth';
import { useAuthPrompts } from '../../features/auth/useAuthPrompts';
import { useAgentCentre } from '../../features/agents/useAgentCentre';
import { useMemberCentre, type MemberCentrePage } from '../../features/member-centre/useMemberCentre';
import { useNoticeModal } from '../../features/notices/noticeModalContext';
import { useSite } from '../../shared/site/siteContext';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { Icon } from '../../shared/ui/Icon';
import { LanguageChooser } from './LanguageChooser';
import { Balance } from './balanceParts';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';

interface HeaderProps {
  /** Side-menu toggle; null in layouts without a side menu. */
  menu: { expanded: boolean; onToggle: () => void } | null;
}

export function Header({ menu }: HeaderProps) {
  const { t } = useTranslation();
  const { status, modules } = useSite();
  const { site, resources } = status.info;
  const logo = resources.find((resource) => resource.resourceType === 'LOGO');
  const { openNotices } = useNoticeModal();
  const centre = useMemberCentre();
  const agentCentre = useAgentCentre();
  const { requireRealAccount, logout } = useAuthPrompts();
  const token = useSessionToken();

  const openPage = (page: MemberCentrePage) => () => {
    void requireRealAccount().then((allowed) => allowed && centre.open(page));
  };
  const actions: AccountAction[] = [];
  // Credit mode (CREDITMAR3) has no deposits or withdrawals.
  if (!modules.CREDITMAR3)
    actions.push(
      {
        id: 'deposit',
        label: t('nav.deposit'),
        icon: 'deposit',
        onSelect: openPage('depositv2'),
        prominent: 'primary',
      },
      {
        id: 'withdraw',
        label: t('nav.withdraw'),
        icon: 'withdraw',
        onSelect: openPage('withdraw'),
        prominent: 'secondary',
      },
    );
  actions.push(
    { id: 'centre', label: t('header.account'), icon: 'user', onSelect: openPage('securityCenter') },
    {
      id: 'bettingRecord',
      label: t('nav.bettingRecord'),
      icon: 'receipt',
      onSelect: openPage('personalHistoryCopy'),
    },
  );
  // Agents (and trial accounts, refused with in_need_true_account) get the agent centre.
  if (agentCentre.showEntry)
    actions.push({
      id: 'agentCentre',
      label: t('nav.inviteAndEarn'),
      icon: 'megaphone',
      onSelect: () => void requireRealAccount().then((allowed) => allowed && agentCentre.open()),
    });
  if (modules.MANPLAYREB3)
    actions.push({
      id: 'cashback',
      label: t('nav.cashback'),
      icon: 'cashback',
      onSelect: openPage('manualRebate'),
    });

  return (
    <header className="header">
      <div className="header__inner">
        <div className="header__start">
          {menu && (
            <button
              type="button"
              className="icon-btn"
              aria-label={t('header.menu')}
              aria-expanded={menu.expanded}
              aria-controls="side-menu"
              onClick={menu.onToggle}
            >
              <Icon name="menu" />
            </button>
          )}
          <Logo siteName={site.name} logoUrl={logo?.url} />
        </div>
        <div className="header__end">
          <Link to="/promotions" className="icon-btn header__optional" aria-label={t('nav.promotions')}>
            <Icon name="gift" />
          </Link>
          <button
            type="button"
            className="icon-btn header__optional"
            aria-label={t('notice.title')}
            onClick={() => openNotices()}
          >
            <Icon name="bell" />
          </button>
          <LanguageChooser />
          <ThemeToggle className="header__optional" />
          {token && <Balance variant="header" />}
          <HeaderAuth
            onAccount={openPage('securityCenter')}
            actions={actions}
            onLogout={() => void logout()}
          />
        </div>
      </div>
      <AuthHost />
    </header>
  );
}
