import type { operatorDepositQuerySchema } from '@wps/contracts';
import type { z } from 'zod';
import { pageCount, pageWindow } from '../../../kernel/paging.js';
import type { SiteContext } from '../../../platform/context.js';
import type { DepositDeps } from '../deps.js';
import { repairCredits, settleExpired } from '../settlement.js';
import * as store from '../store.js';
import { operatorRecordOf } from '../views.js';

type OperatorQuery = z.output<typeof operatorDepositQuerySchema>;

/** The site's deposits for operators, newest first, by status and kind. */
export async function listDepositQueue(deps: DepositDeps, site: SiteContext, query: OperatorQuery) {
  await settleExpired(deps, { merchantId: site.merchantId });
  await repairCredits(deps, { merchantId: site.merchantId });
  const { rows, total } = await store.ordersPage(
    deps.db,
    { merchantId: site.merchantId, status: query.status, kind: query.kind },
    query.pageSize,
    pageWindow(query).offset,
  );
  const names = new Map<number, string>();
  const list = [];
  for (const row of rows) list.push(await operatorRecordOf(deps, row, site, names));
  return { list, pageNum: query.pageNo, totalPages: pageCount(total, query.pageSize) };
}
