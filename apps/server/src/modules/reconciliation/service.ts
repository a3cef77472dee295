import { bindUseCases } from '../../kernel/use-cases.js';
import type { ReconciliationDeps } from './deps.js';
import { listDailyReconciliations } from './use-cases/list-daily-reconciliations.js';
import { reconcileMerchantDay } from './use-cases/reconcile-merchant-day.js';
import { runReconciliation } from './use-cases/run-reconciliation.js';

/** Ledger reconciliation: the report on demand and each merchant's daily one (docs/product.md §Jobs). */
export function createReconciliationService(deps: ReconciliationDeps) {
  return bindUseCases(deps, {
    run: runReconciliation,
    reconcileDay: reconcileMerchantDay,
    daily: listDailyReconciliations,
  });
}

export type ReconciliationService = ReturnType<typeof createReconciliationService>;
