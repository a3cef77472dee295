import type { OperatorRole } from '@wps/contracts';
import type { ComponentType } from 'react';

/** Navigation areas, in menu order. */
export const AREAS = [
  'overview',
  'members',
  'agents',
  'finance',
  'promotions',
  'loyalty',
  'content',
  'games',
  'lottery',
  'settings',
  'control',
] as const;
export type Area = (typeof AREAS)[number];

/**
 * One back-office page. A module adds its pages by exporting a list of these from
 * `features/<area>/pages.ts` and adding that list to `app/pages.ts`: the router, the menu and
 * the role check all come from here.
 */
export interface AdminPage {
  /** Path under /admin/m/:merchant/ (scope merchant) or under /admin/ (scope global). */
  path: string;
  scope: 'merchant' | 'global';
  area: Area;
  /** i18n key of its title (menu entry and heading). */
  title: string;
  /** The least role that may open it; the menu hides it below that, and the server refuses anyway. */
  minRole: OperatorRole;
  /** False for pages reached from another page (a member's detail). */
  menu?: boolean;
  load: () => Promise<{ default: ComponentType }>;
}
