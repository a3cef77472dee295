import type { ModuleManifest } from '../../platform/module.js';
import { registerContentRoutes } from './routes.js';
import { createContentService, type ContentService } from './service.js';

/** Announcements and the help centre (docs/product.md §Content). */
export const contentModule: ModuleManifest<object, ContentService> = {
  name: 'content',
  setUp: ({ database, clock, live }) =>
    createContentService({
      db: database.db,
      clock,
      announcementsChanged: (merchantId) => live.toSite(merchantId, { type: 'announcements' }),
    }),
  routes: registerContentRoutes,
};
