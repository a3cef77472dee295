import { routes } from '@wps/contracts';
import type { Database } from '../../platform/db/index.js';
import type { RouteKit } from '../../platform/http/route-kit.js';
import { listAudit } from './service.js';

export function registerAuditRoutes(kit: RouteKit, db: Database) {
  kit.route(routes.auditList, async (ctx) => listAudit(db, ctx.query));
}
