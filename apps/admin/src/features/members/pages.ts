import type { AdminPage } from '../../shared/pageTypes';

export const memberPages: AdminPage[] = [
  {
    path: 'members',
    scope: 'merchant',
    area: 'members',
    title: 'members.title',
    minRole: 'viewer',
    load: () => import('./MembersPage'),
  },
  {
    path: 'members/:memberId',
    scope: 'merchant',
    area: 'members',
    title: 'members.detail',
    minRole: 'viewer',
    menu: false,
    load: () => import('./MemberPage'),
  },
];
