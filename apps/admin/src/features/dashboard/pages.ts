import type { AdminPage } from '../../shared/pageTypes';

export const dashboardPages: AdminPage[] = [
  {
    path: 'dashboard',
    scope: 'merchant',
    area: 'overview',
    title: 'dashboard.title',
    minRole: 'viewer',
    load: () => import('./DashboardPage'),
  },
];
