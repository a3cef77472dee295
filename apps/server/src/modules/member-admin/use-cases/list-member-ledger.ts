import type { operatorLedgerPageSchema, operatorMemberLedgerQuerySchema } from '@wps/contracts';
import type { z } from 'zod';
import type { SiteContext } from '../../../platform/context.js';
import type { MemberAdminDeps } from '../deps.js';
import { moneyOf } from '../rules.js';
import { requireMember } from './require-member.js';

/**
 * The member's ledger entries, newest first by entry id: a page after the cursor (the previous
 * page's last entry id), read account by account in index order (ledger.memberEntries).
 */
export async function listMemberLedger(
  deps: MemberAdminDeps,
  site: SiteContext,
  memberId: number,
  query: z.output<typeof operatorMemberLedgerQuerySchema>,
): Promise<z.input<typeof operatorLedgerPageSchema>> {
  await requireMember(deps, site.merchantId, memberId);
  const rows = await deps.ledger.memberEntries({
    merchantId: site.merchantId,
    memberId,
    wallet: query.wallet,
    types: query.types,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    beforeId: query.cursor ? Number(query.cursor) : undefined,
    limit: query.pageSize + 1,
  });
  const list = rows.slice(0, query.pageSize);
  const currency = site.settings.currency;
  return {
    list: list.map((row) => ({
      entryId: row.entryId,
      transactionId: row.transactionId,
      type: row.type,
      reversedType: row.reversedType,
      kind: row.kind as 'member' | 'pending_withdrawal',
      wallet: row.wallet,
      currency: row.currency,
      // An account in another currency (none today) shows minor units rather than wrong decimals.
      amount: moneyOf(row.amount, row.currency, currency) ?? row.amount.toString(),
      balanceAfter: moneyOf(row.balanceAfter, row.currency, currency) ?? row.balanceAfter.toString(),
      createdAt: row.createdAt,
      meta: (row.meta ?? {}) as Record<string, unknown>,
    })),
    cursor: rows.length > query.pageSize ? String(list[list.length - 1]!.entryId) : null,
  };
}
