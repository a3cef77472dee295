import type { MerchantDay } from '../../../platform/jobs.js';
import { reconcileLedger } from '../../ledger/reconcile.js';
import type { ReconciliationDeps } from '../deps.js';
import { reconciliationReportOf } from '../report.js';
import * as store from '../store.js';

/**
 * The daily reconciliation of one merchant (the `reconciliation.reconcile-merchant-day` job, after the
 * merchant's local midnight): its accounts and transactions checked, the report kept for the day that
 * ended. A day is kept once: a repeated run (an operator's retry) leaves the first report. Answers
 * whether the ledger was clean.
 */
export async function reconcileMerchantDay(deps: ReconciliationDeps, day: MerchantDay): Promise<boolean> {
  const checkedAt = deps.clock.now();
  const report = reconciliationReportOf(await reconcileLedger(deps.db, 100, day.merchantId), checkedAt);
  const kept = await store.insertDailyReconciliation(deps.db, {
    merchantId: day.merchantId,
    day: day.day,
    timeZone: day.timeZone,
    checkedAt,
    clean: report.clean,
    accountsChecked: report.accountsChecked,
    transactionsChecked: report.transactionsChecked,
    entriesChecked: report.entriesChecked,
    counts: report.counts,
    differences: report.differences,
  });
  if (kept && !report.clean)
    deps.logger.error(
      { merchant: day.merchantCode, day: day.day, counts: report.counts },
      'daily ledger reconciliation found differences',
    );
  return report.clean;
}
