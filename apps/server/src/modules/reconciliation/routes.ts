import { routes } from '@wps/contracts';
import type { RouteKit } from '../../platform/http/route-kit.js';
import type { ReconciliationService } from './service.js';

/** The operator's reconciliation calls: the whole ledger now, and a merchant's daily reports. */
export function registerReconciliationRoutes(kit: RouteKit, reconciliation: ReconciliationService) {
  kit.route(routes.operatorReconciliation, async () => reconciliation.run());
  kit.route(routes.operatorDailyReconciliations, async (ctx) =>
    reconciliation.daily(await kit.siteByCode(ctx.params.merchantCode), ctx.query),
  );
}
