import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { AuthSlot } from '../../features/auth/AuthSlot';
import { FreePlayMenuButton, LogoutMenuItem, SideMenuAccount } from '../../features/auth/SideMenuAuth';
import { useAuthPrompts } from '../../features/auth/useAuthPrompts';
import { useAgentCentre } from '../../features/agents/useAgentCentre';
import { badgeText } from '../../features/member-centre/menu';
import { useMemberCentre } from '../../features/member-centre/useMemberCentre';
import { useRewardCount } from '../../shared/promotions/useRewardCount';
import { useSite } from '../../shared/site/siteContext';
import { useCustomerService } from '../../shared/site/useCustomerService';
import { Icon } from '../../shared/ui/Icon';
import { trapTabKey, useFocusTrap } from '../../shared/ui/overlay/focusTrap';
import { useScrollLock } from '../../shared/ui/overlay/scrollLock';
import { LanguageList } from './LanguageList';
import { Balance } from './balanceParts';
import { ACCOUNT_ENTRIES, MAIN_ENTRIES, SUPPORT_ENTRIES, entryVisible, type MenuEntry } from './menuEntries';
import { ThemeToggle } from './ThemeToggle';

export type SideMenuMode = 'expanded' | 'collapsed' | 'drawer-open' | 'drawer-closed';

export interface SideMenuProps {
  mode: SideMenuMode;
  onClose: () => void;
}

/** Desktop sidebar (collapsible) and phone drawer. */
export function SideMenu({ mode, onClose }: SideMenuProps) {
  const { t } = useTranslation();
  const { modules } = useSite();
  const { loggedIn, requireLogin, requireRealAccount } = useAuthPrompts();
  const centre = useMemberCentre();
  const agentCentre = useAgentCentre();
  const openCustomerService = useCustomerService();
  const rewardBadge = badgeText(useRewardCount());
  const panel = useRef<HTMLElement>(null);
  const drawerOpen = mode === 'drawer-open';
  const hidden = mode === 'drawer-closed';
  useScrollLock(drawerOpen);
  useFocusTrap(panel, drawerOpen);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!drawerOpen) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else trapTabKey(event, panel.current);
  };

  const render = (entry: MenuEntry) => {
    if (!entryVisible(entry, modules, loggedIn && agentCentre.isAgent)) return null;
    if (entry.kind === 'agentCentre' && !(loggedIn && agentCentre.showEntry)) return null;
    const label = t(entry.label);
    const badge = entry.id === 'rewardCenter' ? rewardBadge : null;
    const content = (
      <>
        <Icon name={entry.icon} />
        <span className="menu-item__label">{label}</span>
        {badge && (
          <span className="menu-item__badge">
            <span aria-hidden="true">{badge}</span>
            <span className="visually-hidden">{t('menu.rewardsCount', { count: badge })}</span>
          </span>
        )}
      </>
    );
    let control;
    if (entry.kind === 'link') {
      control = (
        <NavLink
          to={entry.to}
          className="menu-item"
          title={mode === 'collapsed' ? label : undefined}
          onClick={onClose}
        >
          {content}
        </NavLink>
      );
    } else {
      const onClick =
        entry.kind === 'customerService'
          ? openCustomerService
          : () => {
              onClose();
              if (!loggedIn) void requireLogin();
              else
                void requireRealAccount().then(
                  (allowed) =>
                    allowed && (entry.kind === 'agentCentre' ? agentCentre.open() : centre.open(entry.page)),
                );
            };
      control = (
        <button
          type="button"
          className="menu-item"
          title={mode === 'collapsed' ? label : undefined}
          onClick={onClick}
        >
          {content}
        </button>
      );
    }
    return <li key={entry.id}>{control}</li>;
  };

  return (
    <>
      {drawerOpen && <div className="side-menu__backdrop" aria-hidden="true" onClick={onClose} />}
      <nav
        id="side-menu"
        ref={panel}
        className={`side-menu side-menu--${mode}`}
        aria-label={t('menu.label')}
        inert={hidden}
        aria-hidden={hidden || undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {(drawerOpen || hidden) && (
          <div className="side-menu__head">
            <span className="side-menu__title">{t('menu.label')}</span>
            <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={onClose}>
              <Icon name="close" />
            </button>
          </div>
        )}
        {mode !== 'collapsed' &&
          (loggedIn ? (
            <>
              <SideMenuAccount />
              <Balance variant="menu" />
            </>
          ) : (
            <>
              <AuthSlot className="side-menu__auth" />
              {modules.FREEPLAY3 && !hidden && <FreePlayMenuButton onClose={onClose} />}
            </>
          ))}
        <ul className="side-menu__list">{ACCOUNT_ENTRIES.map(render)}</ul>
        <ul className="side-menu__list">{MAIN_ENTRIES.map(render)}</ul>
        <ul className="side-menu__list">{SUPPORT_ENTRIES.map(render)}</ul>
        {mode !== 'collapsed' && (
          <div className="side-menu__prefs">
            <LanguageList />
            <ThemeToggle withLabel />
          </div>
        )}
        {loggedIn && !hidden && (
          <ul className="side-menu__list side-menu__list--end">
            <li>
              <LogoutMenuItem onClose={onClose} collapsed={mode === 'collapsed'} />
            </li>
          </ul>
        )}
      </nav>
    </>
  );
}
