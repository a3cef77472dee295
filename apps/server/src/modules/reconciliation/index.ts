import type { ModuleManifest } from '../../platform/module.js';
import type { MerchantService } from '../merchants/service.js';
import { registerReconciliationRoutes } from './routes.js';
import { createReconciliationService, type ReconciliationService } from './service.js';

/** The daily run of each merchant's ledger check, after its local midnight (docs/product.md §Jobs). */
export const DAILY_RECONCILIATION_JOB = 'reconciliation.reconcile-merchant-day';

/**
 * Ledger reconciliation for operators: the whole ledger on demand, and every merchant's own accounts
 * and transactions checked daily after its local midnight, the report kept per day.
 */
export const reconciliationModule: ModuleManifest<
  { merchants: Pick<MerchantService, 'calendars'> },
  ReconciliationService
> = {
  name: 'reconciliation',
  setUp: ({ database, clock, logger, jobs }, { merchants }) => {
    const reconciliation = createReconciliationService({ db: database.db, clock, logger });
    jobs.daily(
      DAILY_RECONCILIATION_JOB,
      async (day) => {
        await reconciliation.reconcileDay(day);
      },
      { merchants: () => merchants.calendars() },
    );
    return reconciliation;
  },
  routes: registerReconciliationRoutes,
};
