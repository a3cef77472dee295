import type { Database } from '../../platform/db/index.js';
import type { ModuleManifest } from '../../platform/module.js';
import { registerAuditRoutes } from './routes.js';

/** The append-only audit log and its operator list (docs/product.md §Approvals). */
export const auditModule: ModuleManifest<object, { db: Database }> = {
  name: 'audit',
  setUp: ({ database }) => ({ db: database.db }),
  routes: (kit, { db }) => registerAuditRoutes(kit, db),
};
