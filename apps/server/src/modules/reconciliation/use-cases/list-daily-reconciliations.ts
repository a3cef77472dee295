import type { DailyReconciliation } from '@wps/contracts';
import { pageOf, pageWindow } from '../../../kernel/paging.js';
import type { SiteContext } from '../../../platform/context.js';
import type { ReconciliationDeps } from '../deps.js';
import * as store from '../store.js';

/** A merchant's daily reconciliations, newest day first (operatorDailyReconciliations). */
export async function listDailyReconciliations(
  deps: ReconciliationDeps,
  site: SiteContext,
  query: { pageNo: number; pageSize: number; clean?: 'true' | 'false' | undefined },
) {
  const { rows, total } = await store.listDailyReconciliations(deps.db, {
    merchantId: site.merchantId,
    clean: query.clean === undefined ? undefined : query.clean === 'true',
    ...pageWindow(query),
  });
  return pageOf(rows.map(viewOf), total, query);
}

function viewOf(row: store.DailyReconciliationRow): DailyReconciliation {
  return {
    day: row.day,
    timeZone: row.timeZone,
    checkedAt: row.checkedAt.getTime(),
    clean: row.clean,
    accountsChecked: row.accountsChecked,
    transactionsChecked: row.transactionsChecked,
    entriesChecked: row.entriesChecked,
    counts: row.counts as DailyReconciliation['counts'],
    differences: row.differences as DailyReconciliation['differences'],
  };
}
