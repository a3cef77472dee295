import type { ModuleManifest } from '../../platform/module.js';
import type { LedgerService } from '../ledger/service.js';
import { registerAdjustmentRoutes } from './routes.js';
import { createAdjustmentService, type AdjustmentService, type AdjustmentServiceDeps } from './service.js';

/** Manual adjustments with maker-checker (docs/product.md §Approvals). */
export const adjustmentsModule: ModuleManifest<
  { ledger: LedgerService; members: AdjustmentServiceDeps['members'] },
  AdjustmentService
> = {
  name: 'adjustments',
  setUp: ({ database, clock, queueChanged }, { ledger, members }) =>
    createAdjustmentService({
      db: database.db,
      clock,
      ledger,
      members,
      queueChanged: () => queueChanged('adjustment'),
    }),
  routes: registerAdjustmentRoutes,
};
