import type { AdminPage } from '../../shared/pageTypes';

/** Content: announcements (banners, notices, pop-ups), the help centre, the development outbox. */
export const contentPages: AdminPage[] = [
  {
    path: 'announcements',
    scope: 'merchant',
    area: 'content',
    title: 'content.announcements.pageTitle',
    minRole: 'viewer',
    load: () => import('./AnnouncementsPage'),
  },
  {
    path: 'help',
    scope: 'merchant',
    area: 'content',
    title: 'content.help.title',
    minRole: 'viewer',
    load: () => import('./HelpPage'),
  },
  {
    path: 'outbox',
    scope: 'merchant',
    area: 'content',
    title: 'content.outbox.title',
    minRole: 'viewer',
    load: () => import('./OutboxPage'),
  },
];
