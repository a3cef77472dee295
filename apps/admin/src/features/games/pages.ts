import type { AdminPage } from '../../shared/pageTypes';

/**
 * Games: vendors, the game catalogue and the per-vendor reconciliation; the ledger reconciliation
 * reports are control pages.
 */
export const gamePages: AdminPage[] = [
  {
    path: 'vendors',
    scope: 'merchant',
    area: 'games',
    title: 'games.vendors.title',
    minRole: 'viewer',
    load: () => import('./VendorsPage'),
  },
  {
    path: 'games',
    scope: 'merchant',
    area: 'games',
    title: 'games.catalogue.title',
    minRole: 'viewer',
    load: () => import('./GamesPage'),
  },
  {
    path: 'vendor-reconciliation',
    scope: 'merchant',
    area: 'games',
    title: 'games.reconciliation.title',
    minRole: 'viewer',
    load: () => import('./VendorReconciliationPage'),
  },
  {
    path: 'control/reconciliation',
    scope: 'global',
    area: 'control',
    title: 'games.ledger.title',
    minRole: 'viewer',
    load: () => import('./LedgerReconciliationPage'),
  },
  {
    path: 'daily-reconciliations',
    scope: 'merchant',
    area: 'control',
    title: 'games.daily.title',
    minRole: 'viewer',
    load: () => import('./DailyReconciliationsPage'),
  },
];
