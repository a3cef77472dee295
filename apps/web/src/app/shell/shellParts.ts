import { lazyWidget } from '../../shared/lazy/lazyWidget';
import type { LanguageMenuProps } from './LanguageMenu';
import type { SideMenuProps } from './SideMenu';

/** One chunk for the parts below: a phone wants them all at the same moment. */
const loadParts = () => import('./deferredParts');

/*
 * Shell parts a phone does not show on its first paint (a closed drawer, a folded list, a closed
 * menu): they load once the page is idle (main.tsx), or when opened first. A desktop shows the side
 * menu and the right bar at once, so it loads them at start and the shell waits for them.
 */
export const SideMenu = lazyWidget<SideMenuProps>(() =>
  loadParts().then((module) => ({ default: module.SideMenu })),
);
export const RightBarLinks = lazyWidget(() =>
  loadParts().then((module) => ({ default: module.RightBarLinks })),
);
export const LanguageMenu = lazyWidget<LanguageMenuProps>(() =>
  loadParts().then((module) => ({ default: module.LanguageMenu })),
);

/** What a desktop shows at first paint. */
export const DESKTOP_PARTS = [SideMenu, RightBarLinks] as const;

export function preloadShellParts(): void {
  for (const part of [SideMenu, RightBarLinks, LanguageMenu]) part.preload();
}
