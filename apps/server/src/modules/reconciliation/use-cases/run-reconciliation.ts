import type { reconciliationReportSchema } from '@wps/contracts';
import type { z } from 'zod';
import { reconcileLedger } from '../../ledger/reconcile.js';
import type { ReconciliationDeps } from '../deps.js';
import { reconciliationReportOf } from '../report.js';

/** Runs the reconciliation of the whole ledger now and answers its report (operatorReconciliation). */
export async function runReconciliation(
  deps: ReconciliationDeps,
): Promise<z.input<typeof reconciliationReportSchema>> {
  return reconciliationReportOf(await reconcileLedger(deps.db), deps.clock.now());
}
