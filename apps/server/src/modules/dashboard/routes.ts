import { routes } from '@wps/contracts';
import type { RouteKit } from '../../platform/http/route-kit.js';
import type { DashboardService } from './service.js';

/** The operator's dashboard calls. */
export function registerDashboardRoutes(kit: RouteKit, dashboard: DashboardService) {
  kit.route(routes.operatorDashboard, async (ctx) =>
    dashboard.dashboard(await kit.siteByCode(ctx.params.merchantCode), ctx.query),
  );
  kit.route(routes.operatorDashboardPending, async (ctx) =>
    dashboard.financeQueues(await kit.siteByCode(ctx.params.merchantCode)),
  );
}
