import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthSlot } from '../../features/auth/AuthSlot';
import { useAuthPrompts } from '../../features/auth/useAuthPrompts';
import { useNoticeModal } from '../../features/notices/noticeModalContext';
import { useSiteInfo } from '../../shared/site/siteContext';
import { Icon } from '../../shared/ui/Icon';
import { LanguageChooser } from './LanguageChooser';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';

interface HeaderProps {
  /** Side-menu toggle; null in layouts without a side menu. */
  menu: { expanded: boolean; onToggle: () => void } | null;
}

export function Header({ menu }: HeaderProps) {
  const { t } = useTranslation();
  const { site, resources } = useSiteInfo();
  const logo = resources.find((resource) => resource.resourceType === 'LOGO');
  const { openNotices } = useNoticeModal();
  const { loggedIn, openMemberFeature } = useAuthPrompts();
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
          {loggedIn && (
            <>
              <button
                type="button"
                className="icon-btn"
                aria-label={t('header.account')}
                onClick={() => void openMemberFeature(t('header.account'))}
              >
                <Icon name="user" />
              </button>
              <button
                type="button"
                className="icon-btn header__optional"
                aria-label={t('nav.bettingRecord')}
                onClick={() => void openMemberFeature(t('nav.bettingRecord'))}
              >
                <Icon name="receipt" />
              </button>
            </>
          )}
          <LanguageChooser />
          <ThemeToggle className="header__optional" />
          <AuthSlot className="header__auth" />
        </div>
      </div>
    </header>
  );
}
