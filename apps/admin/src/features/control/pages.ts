import type { AdminPage } from '../../shared/pageTypes';

export const controlPages: AdminPage[] = [
  {
    path: 'control/operators',
    scope: 'global',
    area: 'control',
    title: 'control.operators.title',
    minRole: 'admin',
    load: () => import('./OperatorsPage'),
  },
  {
    path: 'control/audit',
    scope: 'global',
    area: 'control',
    title: 'control.audit.title',
    minRole: 'viewer',
    load: () => import('./AuditPage'),
  },
  {
    path: 'control/jobs',
    scope: 'global',
    area: 'control',
    title: 'control.jobs.title',
    minRole: 'viewer',
    load: () => import('./JobsPage'),
  },
];
