import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useWidgetsSettled } from '../../shared/lazy/lazyWidget';
import { LoadingOverlay } from '../../shared/ui/LoadingOverlay';
import { useAfterLoad } from '../../shared/ui/useAfterLoad';
import { DESKTOP_QUERY, useMediaQuery } from '../../shared/ui/useMediaQuery';
import { BottomNav } from './BottomNav';
import { EnvelopeRain } from './EnvelopeRain';
import { Footer } from './Footer';
import { Header } from './Header';
import { RightBar } from './RightBar';
import { DESKTOP_PARTS, SideMenu } from './shellParts';
import './shell.css';

export type ShellLayoutKind = 'full' | 'header-footer' | 'header-only' | 'bare';

/** The frame around every page; `data-layout` names the variant (docs/product.md §Routes and screens). */
export function ShellLayout({ layout }: { layout: ShellLayoutKind }) {
  const { t } = useTranslation();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setDrawerOpen(false);
  }

  const hasMenu = layout === 'full';
  // A phone's closed drawer and folded shortcuts load once the page is idle; a desktop shows them
  // at once, so the frame waits for them rather than let them shift the page when they arrive.
  const idle = useAfterLoad();
  const [menuWanted, setMenuWanted] = useState(false);
  if (!menuWanted && hasMenu && (isDesktop || drawerOpen || idle)) setMenuWanted(true);
  const desktopReady = useWidgetsSettled(DESKTOP_PARTS, hasMenu && isDesktop);
  if (!desktopReady) return <LoadingOverlay visible label={t('common.loading')} />;

  const menu = hasMenu
    ? {
        expanded: isDesktop ? !collapsed : drawerOpen,
        onToggle: () => (isDesktop ? setCollapsed((value) => !value) : setDrawerOpen((value) => !value)),
      }
    : null;
  const menuMode = isDesktop
    ? collapsed
      ? 'collapsed'
      : 'expanded'
    : drawerOpen
      ? 'drawer-open'
      : 'drawer-closed';

  return (
    <div className={`shell shell--${layout}`} data-layout={layout} data-menu={hasMenu ? menuMode : undefined}>
      <a href="#main" className="skip-link">
        {t('a11y.skipToContent')}
      </a>
      {layout !== 'bare' && <Header menu={menu} />}
      <div className="shell__body">
        {menuWanted && <SideMenu mode={menuMode} onClose={() => setDrawerOpen(false)} />}
        <main id="main" className="shell__main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      {(layout === 'full' || layout === 'header-footer') && <Footer />}
      {hasMenu && <RightBar compact={!isDesktop} prepare={idle} />}
      {hasMenu && <BottomNav />}
      {hasMenu && <EnvelopeRain enabled={idle} />}
    </div>
  );
}
