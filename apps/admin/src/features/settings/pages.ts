import type { AdminPage } from '../../shared/pageTypes';

const settingsPage = () => import('./SettingsPage');

export const settingsPages: AdminPage[] = [
  {
    path: 'settings',
    scope: 'merchant',
    area: 'settings',
    title: 'settings.menu',
    minRole: 'viewer',
    load: settingsPage,
  },
  {
    path: 'settings/:section',
    scope: 'merchant',
    area: 'settings',
    title: 'settings.menu',
    minRole: 'viewer',
    menu: false,
    load: settingsPage,
  },
  {
    path: 'settings/merchants',
    scope: 'global',
    area: 'settings',
    title: 'settings.merchants.title',
    minRole: 'viewer',
    load: () => import('./MerchantsPage'),
  },
];
