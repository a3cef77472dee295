import { LIST_EXPORT_MAX_ROWS, type operatorMemberLedgerFilterSchema } from '@wps/contracts';
import type { z } from 'zod';
import { csvExport, type CsvColumn } from '../../../kernel/csv.js';
import type { SiteContext } from '../../../platform/context.js';
import type { MemberAdminDeps } from '../deps.js';
import { moneyOf } from '../rules.js';
import { requireMember } from './require-member.js';

type Entry = Awaited<ReturnType<MemberAdminDeps['ledger']['memberEntries']>>[number];

/**
 * The member's ledger entries the filters match as CSV, newest first, at most LIST_EXPORT_MAX_ROWS:
 * a statement an operator can hand over or reconcile (amounts in the currency's decimals, what the
 * posting names as JSON).
 */
export async function exportMemberLedger(
  deps: MemberAdminDeps,
  site: SiteContext,
  memberId: number,
  filter: z.output<typeof operatorMemberLedgerFilterSchema>,
) {
  await requireMember(deps, site.merchantId, memberId);
  const rows = await deps.ledger.memberEntries({
    merchantId: site.merchantId,
    memberId,
    wallet: filter.wallet,
    types: filter.types,
    from: filter.from ? new Date(filter.from) : undefined,
    to: filter.to ? new Date(filter.to) : undefined,
    beforeId: undefined,
    limit: LIST_EXPORT_MAX_ROWS + 1,
  });
  const currency = site.settings.currency;
  const money = (value: bigint, code: string) => moneyOf(value, code, currency) ?? value.toString();
  const columns: CsvColumn<Entry>[] = [
    { header: 'entry_id', value: (row) => row.entryId },
    { header: 'transaction_id', value: (row) => row.transactionId },
    { header: 'created_at', value: (row) => row.createdAt },
    { header: 'type', value: (row) => row.type },
    { header: 'reverses', value: (row) => row.reversedType },
    { header: 'wallet', value: (row) => row.wallet },
    { header: 'currency', value: (row) => row.currency },
    { header: 'amount', value: (row) => money(row.amount, row.currency) },
    { header: 'balance_after', value: (row) => money(row.balanceAfter, row.currency) },
    { header: 'meta', value: (row) => (row.meta ? JSON.stringify(row.meta) : null) },
  ];
  return csvExport(columns, rows, LIST_EXPORT_MAX_ROWS);
}
