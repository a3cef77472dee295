import { routes } from '@wps/contracts';
import type { Database } from '../../platform/db/index.js';
import type { RouteKit } from '../../platform/http/route-kit.js';
import { exportAudit, listAudit } from './service.js';

export function registerAuditRoutes(kit: RouteKit, db: Database) {
  kit.route(routes.auditList, async (ctx) => listAudit(db, ctx.query));

  kit.route(routes.auditExport, async (ctx) => {
    const { csv, truncated } = await exportAudit(db, ctx.query);
    void ctx.reply.header('x-export-truncated', String(truncated));
    return csv;
  });
}
