import type { AdminPage } from '../../shared/pageTypes';

/**
 * The Promotions area: the merchant's activities, the applications to them, the bonuses they paid
 * (with claims held for review), the budgets, and the raffles (prize wheels and red-envelope rains).
 * Every page is per merchant and readable by a viewer; creating, publishing, deciding and issuing
 * need an editor, forfeiting a bonus an admin (the pages hide what a role may not do; the server
 * refuses it anyway).
 */
export const promotionPages: AdminPage[] = [
  {
    path: 'promotions/activities',
    scope: 'merchant',
    area: 'promotions',
    title: 'promotions.activities.title',
    minRole: 'viewer',
    load: () => import('./ActivitiesPage'),
  },
  {
    path: 'promotions/applications',
    scope: 'merchant',
    area: 'promotions',
    title: 'promotions.applications.title',
    minRole: 'viewer',
    load: () => import('./ApplicationsPage'),
  },
  {
    path: 'promotions/bonuses',
    scope: 'merchant',
    area: 'promotions',
    title: 'promotions.bonuses.title',
    minRole: 'viewer',
    load: () => import('./BonusesPage'),
  },
  {
    path: 'promotions/budgets',
    scope: 'merchant',
    area: 'promotions',
    title: 'promotions.budgets.title',
    minRole: 'viewer',
    load: () => import('./BudgetsPage'),
  },
  {
    path: 'promotions/raffles',
    scope: 'merchant',
    area: 'promotions',
    title: 'promotions.raffles.title',
    minRole: 'viewer',
    load: () => import('./RafflesPage'),
  },
];
