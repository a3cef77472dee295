import type { ModuleManifest } from '../../platform/module.js';
import { registerContentRoutes } from './routes.js';
import { createContentService, type ContentService } from './service.js';

/** Announcements and the help centre (docs/product.md §Content). */
export const contentModule: ModuleManifest<object, ContentService> = {
  name: 'content',
  setUp: ({ database, clock }) => createContentService({ db: database.db, clock }),
  routes: registerContentRoutes,
};
